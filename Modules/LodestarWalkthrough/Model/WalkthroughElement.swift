import LodestarGeometry
import LodestarHostTree
import LodestarText

/// One view of a walkthrough page (a subview of a BWWalkthrough page): a tagged rectangle with an optional
/// background and text, and its own subviews.
///
/// The page's subviews (the elements a ``WalkthroughPage`` lists directly) move with the page's parallax;
/// their children move with them.
public struct WalkthroughElement: Sendable, Hashable {
  /// The element's identifier, unique in the walkthrough.
  public var id: ElementID
  /// The view's tag (UIKit's `tag`, 0 by default): the page's static tags leave elements out of the
  /// parallax.
  public var tag: Int
  /// The frame in the parent's coordinate space (the page's for the page's subviews), laid out left to
  /// right; a right-to-left walkthrough mirrors it.
  public var frame: Rect
  /// The corner radius of the background.
  public var cornerRadius: Double
  /// The background colour, or `nil` for none.
  public var fill: RGBAColor?
  /// The text, wrapped to the frame's width and centred vertically in it (as a label), or `nil`.
  public var text: String?
  /// The font size of the text, in points.
  public var fontSize: Double
  /// The text colour.
  public var textColor: RGBAColor
  /// The text's alignment.
  public var alignment: ParagraphAlignment
  /// Whether assistive technology announces the element as a heading (a page's title).
  public var isHeading: Bool
  /// What assistive technology reads for the element (an image's description); the text when `nil`.
  public var accessibilityLabel: String?
  /// The element's own subviews, back to front.
  public var children: [WalkthroughElement]

  /// Creates an element.
  ///
  /// - Parameters:
  ///   - id: The element's identifier, unique in the walkthrough.
  ///   - tag: The view's tag; the page's static tags leave elements out of the parallax.
  ///   - frame: The frame in the parent's coordinate space, laid out left to right.
  ///   - cornerRadius: The corner radius of the background.
  ///   - fill: The background colour, or `nil` for none.
  ///   - text: The text, or `nil`.
  ///   - textStyle: The text's size, colour and alignment, and whether it is a heading.
  ///   - accessibilityLabel: What assistive technology reads for the element; the text when `nil`.
  ///   - children: The element's own subviews, back to front.
  public init(
    _ id: ElementID,
    tag: Int = 0,
    frame: Rect,
    cornerRadius: Double = 0,
    fill: RGBAColor? = nil,
    text: String? = nil,
    textStyle: WalkthroughTextStyle = WalkthroughTextStyle(),
    accessibilityLabel: String? = nil,
    children: [WalkthroughElement] = []
  ) {
    self.id = id
    self.tag = tag
    self.frame = frame
    self.cornerRadius = cornerRadius
    self.fill = fill
    self.text = text
    fontSize = textStyle.fontSize
    textColor = textStyle.color
    alignment = textStyle.alignment
    isHeading = textStyle.isHeading
    self.accessibilityLabel = accessibilityLabel
    self.children = children
  }

  /// The text's size, colour and alignment, and whether it is a heading, as one value (``fontSize``,
  /// ``textColor``, ``alignment`` and ``isHeading``).
  public var textStyle: WalkthroughTextStyle {
    get { WalkthroughTextStyle(fontSize: fontSize, color: textColor, alignment: alignment, isHeading: isHeading) }
    set {
      fontSize = newValue.fontSize
      textColor = newValue.color
      alignment = newValue.alignment
      isHeading = newValue.isHeading
    }
  }
}
