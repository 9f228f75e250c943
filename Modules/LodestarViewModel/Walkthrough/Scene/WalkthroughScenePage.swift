import LodestarGeometry
import LodestarTimeline

/// A page of a ``WalkthroughScene``: where it is and its elements where the parallax puts them.
public struct WalkthroughScenePage: Sendable, Hashable {
  /// The page's index, from 0.
  public var index: Int
  /// The page's identifier.
  public var id: String
  /// The page's title.
  public var title: String
  /// The page's frame: one walkthrough size, beside its neighbours. The page clips its elements to it.
  public var frame: Rect
  /// BWWalkthrough's offset of the page: 1 when it is centred, 0 when it is one page ahead (about to come
  /// in), 2 when it is one page behind. The parallax is a function of it.
  public var offset: Double
  /// The page's background colour.
  public var background: RGBAColor
  /// The page's elements, depth first (each element before its children), back to front.
  public var elements: [WalkthroughSceneElement]

  /// Creates a page.
  public init(
    index: Int, id: String, title: String, frame: Rect, offset: Double, background: RGBAColor,
    elements: [WalkthroughSceneElement]
  ) {
    self.index = index
    self.id = id
    self.title = title
    self.frame = frame
    self.offset = offset
    self.background = background
    self.elements = elements
  }
}

/// An element of a ``WalkthroughScenePage`` at one scroll position.
public struct WalkthroughSceneElement: Sendable, Hashable {
  /// The element's identifier.
  public var id: ElementID
  /// The element's tag.
  public var tag: Int
  /// How deep the element is: 0 for the page's subviews, 1 for their children, and so on.
  public var depth: Int
  /// The element's frame in the walkthrough's space before ``transform``: where it is laid out on its page.
  public var frame: Rect
  /// The parallax, as a transform in the walkthrough's space (already about the moving subview's centre):
  /// a renderer applies it to the element's background and text. The identity for static elements.
  public var transform: AffineMatrix
  /// The opacity: the page's parallax alpha for a moving subview and its children, else opaque.
  public var opacity: Opacity
  /// Whether the element moves with the parallax (false for static tags and their children).
  public var isAnimated: Bool
  /// The corner radius of the background.
  public var cornerRadius: Double
  /// The background colour, or `nil`.
  public var fill: RGBAColor?
  /// The text, wrapped to the frame's width, centred vertically in ``frame``, or `nil`.
  public var text: WrappedText?
  /// The font size of the text.
  public var fontSize: Double
  /// The text colour.
  public var textColor: RGBAColor

  /// Creates an element.
  public init(
    id: ElementID, tag: Int = 0, depth: Int = 0, frame: Rect, transform: AffineMatrix = .identity,
    opacity: Opacity = .opaque, isAnimated: Bool = true, cornerRadius: Double = 0, fill: RGBAColor? = nil,
    text: WrappedText? = nil, fontSize: Double = 17, textColor: RGBAColor = .black
  ) {
    self.id = id
    self.tag = tag
    self.depth = depth
    self.frame = frame
    self.transform = transform
    self.opacity = opacity
    self.isAnimated = isAnimated
    self.cornerRadius = cornerRadius
    self.fill = fill
    self.text = text
    self.fontSize = fontSize
    self.textColor = textColor
  }

  /// The bounding box of the element as drawn: ``frame`` through ``transform``.
  public var transformedFrame: Rect {
    transform.isIdentity ? frame : transform.apply(frame)
  }

  /// The top of the text's first line (before ``transform``): the text block is centred vertically in
  /// ``frame``, its lines ``WrappedText/lineHeight`` apart.
  public var textTop: Double {
    frame.midY - (text?.height ?? 0) / 2
  }
}
