import LodestarGeometry
import LodestarHostTree
import LodestarText
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
///
/// What moves from frame to frame (``frame``, ``transform``, ``opacity``) is stored inline; the rest is kept
/// in storage shared between copies (copy on write), so a frame copies each element's content with one
/// reference count.
public struct WalkthroughSceneElement: Sendable, Hashable {
  /// The element's frame in the walkthrough's space before ``transform``: where it is laid out on its page.
  public var frame: Rect
  /// The parallax, as a transform in the walkthrough's space (already about the moving subview's centre):
  /// a renderer applies it to the element's background and text. The identity for static elements.
  public var transform: AffineMatrix
  /// The opacity: the page's parallax alpha for a moving subview and its children, else opaque.
  public var opacity: Opacity
  private var content: Content

  /// Creates an element, untransformed, opaque and moved by the parallax; set ``transform``, ``opacity`` and
  /// ``isAnimated`` to change that.
  ///
  /// - Parameters:
  ///   - id: The element's identifier.
  ///   - tag: The element's tag.
  ///   - depth: How deep the element is below its page (0 for the page's subviews).
  ///   - frame: The element's frame in the walkthrough's space.
  ///   - cornerRadius: The corner radius of the background.
  ///   - fill: The background colour, or `nil` for none.
  ///   - text: The wrapped text, or `nil`.
  ///   - fontSize: The font size of the text, in points.
  ///   - textColor: The text colour.
  public init(
    id: ElementID, tag: Int = 0, depth: Int = 0, frame: Rect, cornerRadius: Double = 0, fill: RGBAColor? = nil,
    text: WrappedText? = nil, fontSize: Double = 17, textColor: RGBAColor = .black
  ) {
    self.init(
      id: id, tag: tag, depth: depth, frame: frame, isAnimated: true, cornerRadius: cornerRadius, fill: fill,
      text: text, fontSize: fontSize, textColor: textColor)
  }

  /// Creates an element with every part that does not move: the layout's initialiser.
  package init(
    id: ElementID, tag: Int, depth: Int, frame: Rect, isAnimated: Bool, cornerRadius: Double, fill: RGBAColor?,
    text: WrappedText?, fontSize: Double, textColor: RGBAColor, unwrappedText: String? = nil
  ) {
    self.frame = frame
    transform = .identity
    opacity = .opaque
    content = Content(
      Parts(
        id: id, tag: tag, depth: depth, isAnimated: isAnimated, cornerRadius: cornerRadius, fill: fill, text: text,
        fontSize: fontSize, textColor: textColor, unwrappedText: unwrappedText))
  }

  /// The element's identifier.
  public var id: ElementID {
    get { content.parts.id }
    set { modify { $0.id = newValue } }
  }
  /// The element's tag.
  public var tag: Int {
    get { content.parts.tag }
    set { modify { $0.tag = newValue } }
  }
  /// How deep the element is: 0 for the page's subviews, 1 for their children, and so on.
  public var depth: Int {
    get { content.parts.depth }
    set { modify { $0.depth = newValue } }
  }
  /// Whether the element moves with the parallax (false for static tags and their children).
  public var isAnimated: Bool {
    get { content.parts.isAnimated }
    set { modify { $0.isAnimated = newValue } }
  }
  /// The corner radius of the background.
  public var cornerRadius: Double {
    get { content.parts.cornerRadius }
    set { modify { $0.cornerRadius = newValue } }
  }
  /// The background colour, or `nil`.
  public var fill: RGBAColor? {
    get { content.parts.fill }
    set { modify { $0.fill = newValue } }
  }
  /// The text, wrapped to the frame's width, centred vertically in ``frame``, or `nil`.
  public var text: WrappedText? {
    get { content.parts.text }
    set { modify { $0.text = newValue } }
  }
  /// The font size of the text.
  public var fontSize: Double {
    get { content.parts.fontSize }
    set { modify { $0.fontSize = newValue } }
  }
  /// The text colour.
  public var textColor: RGBAColor {
    get { content.parts.textColor }
    set { modify { $0.textColor = newValue } }
  }
  /// The text as the page gives it, before wrapping, or `nil` when the scene was not made by a
  /// ``WalkthroughLayout``: ``WalkthroughAudit`` measures its words to tell a word broken for want of room.
  public var unwrappedText: String? {
    get { content.parts.unwrappedText }
    set { modify { $0.unwrappedText = newValue } }
  }

  /// The bounding box of the element as drawn: ``frame`` through ``transform``.
  public var transformedFrame: Rect {
    transform.isIdentity ? frame : transform.apply(frame)
  }

  /// The top of the text's first line (before ``transform``): the text block is centred vertically in
  /// ``frame``, its lines ``/LodestarText/WrappedText/lineHeight`` apart.
  public var textTop: Double {
    frame.midY - (content.parts.text?.height ?? 0) / 2
  }

  /// Whether two elements are equal: the same frame, transform, opacity and content.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.frame == rhs.frame && lhs.transform == rhs.transform && lhs.opacity == rhs.opacity
      && (lhs.content === rhs.content || lhs.content.parts == rhs.content.parts)
  }

  /// Hashes the frame, transform, opacity and content.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(frame)
    hasher.combine(transform)
    hasher.combine(opacity)
    hasher.combine(content.parts)
  }

  /// Changes the content, copying it first unless this element is its only owner.
  private mutating func modify(_ change: (inout Parts) -> Void) {
    if !isKnownUniquelyReferenced(&content) { content = Content(content.parts) }
    change(&content.parts)
  }

  /// What does not move.
  struct Parts: Hashable {
    var id: ElementID
    var tag: Int
    var depth: Int
    var isAnimated: Bool
    var cornerRadius: Double
    var fill: RGBAColor?
    var text: WrappedText?
    var fontSize: Double
    var textColor: RGBAColor
    var unwrappedText: String?
  }

  /// The box copies share. It is changed in place only while one element owns it, so sharing it between
  /// threads is safe.
  final class Content: @unchecked Sendable {
    var parts: Parts

    init(_ parts: Parts) {
      self.parts = parts
    }
  }
}
