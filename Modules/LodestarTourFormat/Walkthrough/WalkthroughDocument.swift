import LodestarGeometry
import LodestarHostTree
import LodestarJSON
import LodestarText
import LodestarTimeline
import LodestarWalkthrough

/// A paged walkthrough described as data (BWWalkthrough's pages, parallax and controls): its id, options and
/// pages, read from the versioned JSON walkthrough format (see WALKTHROUGH-FORMAT.md and
/// `Demo/Examples/walkthrough.schema.json`).
///
/// Read one with ``WalkthroughDocumentDecoder`` (or ``init(jsonData:)``); turn it into the engine's values
/// with ``walkthroughPages()``, ``controls`` and ``pagingMotion()``.
public struct WalkthroughDocument: Sendable, Hashable {
  /// The version of the walkthrough format this build reads (the document's `"version"`).
  public static let formatVersion = 1

  /// The walkthrough's id (`"id"`, required, non-empty).
  public var id: String
  /// The walkthrough-wide options (`"options"`, default: every option at its default).
  public var options: Options
  /// The pages, in order (`"pages"`, required, at least one; page ids are unique).
  public var pages: [Page]
  /// The JSON Schema the document names for editors (`"$schema"`); ignored by the engine.
  public var schema: String?

  /// Where the decoded values were in the source text, to locate validation problems. Never part of
  /// equality.
  var sourceMap = TourDocumentSourceMap()

  /// Creates a document.
  public init(id: String, options: Options = Options(), pages: [Page], schema: String? = nil) {
    self.id = id
    self.options = options
    self.pages = pages
    self.schema = schema
  }
}

extension WalkthroughDocument {
  /// Options for the whole walkthrough.
  public struct Options: Sendable, Hashable {
    /// The page size the elements' frames are laid out for (`"size"`, default 390 × 844).
    public var size: Size
    /// The controls shown (`"controls"`, default all four).
    public var controls: [Control]
    /// The next control's title (`"nextLabel"`, default "Next").
    public var nextLabel: String
    /// The previous control's title (`"previousLabel"`, default "Previous").
    public var previousLabel: String
    /// The close control's title (`"closeLabel"`, default "Close").
    public var closeLabel: String
    /// Whether every settle reports `pageDidChange`, as BWWalkthrough does (`"reportsUnchangedPages"`,
    /// default `false`: only a change of page).
    public var reportsUnchangedPages: Bool
    /// What moves the scroll to its page (`"paging"`, default SwiftUI's default spring).
    public var paging: Paging
    /// The reader's text sizes the walkthrough follows (`"textSizes"`: `{"minimum": "medium", "maximum":
    /// "accessibility2"}`), or `nil` for every size: a size outside the range is laid out at its nearer end
    /// (``textSize(for:)``).
    public var textSizes: ClosedRange<TextSizeCategory>? = nil

    /// Creates options.
    public init(
      size: Size = Size(width: 390, height: 844), controls: [Control] = Control.allCases, nextLabel: String = "Next",
      previousLabel: String = "Previous", closeLabel: String = "Close", reportsUnchangedPages: Bool = false,
      paging: Paging = .spring(response: 0.5, dampingFraction: 0.825)
    ) {
      self.size = size
      self.controls = controls
      self.nextLabel = nextLabel
      self.previousLabel = previousLabel
      self.closeLabel = closeLabel
      self.reportsUnchangedPages = reportsUnchangedPages
      self.paging = paging
    }
  }

  /// A control of the walkthrough (`"close"`, `"previous"`, `"next"`, `"pageControl"`).
  public enum Control: String, Sendable, Hashable, CaseIterable {
    /// The close control.
    case close
    /// The previous control.
    case previous
    /// The next control.
    case next
    /// The page control.
    case pageControl
  }

  /// What moves the scroll to its page after a drag or a control.
  public enum Paging: Sendable, Hashable {
    /// A spring (`{"type": "spring", "response", "dampingFraction"}`): SwiftUI's parameters.
    case spring(response: Double, dampingFraction: Double)
    /// A decay (`{"type": "decay", "rate"}`): UIScrollView's deceleration rate per millisecond.
    case decay(rate: Double)
  }

  /// One page.
  public struct Page: Sendable, Hashable {
    /// The page's id (`"id"`, required, unique).
    public var id: String
    /// The page's title (`"title"`, required): the demo's "Page 2 of 3: title".
    public var title: String
    /// The page's background (`"background"`, default white).
    public var background: RGBAColor
    /// The parallax (`"animation"`, default linear without speed: nothing moves).
    public var animation: Animation
    /// Tags of subviews that do not move (`"staticTags"`: an array of integers, or BWWalkthrough's string
    /// of comma-separated integers without spaces).
    public var staticTags: [Int]
    /// The page's subviews (`"elements"`, default none).
    public var elements: [Element]

    /// Creates a page.
    public init(
      id: String, title: String, background: RGBAColor = .white, animation: Animation = Animation(),
      staticTags: [Int] = [], elements: [Element] = []
    ) {
      self.id = id
      self.title = title
      self.background = background
      self.animation = animation
      self.staticTags = staticTags
      self.elements = elements
    }
  }

  /// A page's parallax: BWWalkthrough's `animationType`, `speed`, `speedVariance` and `animateAlpha`.
  public struct Animation: Sendable, Hashable {
    /// The animation type (`"type"`: `"linear"`, `"curve"`, `"zoom"` or `"inOut"`, or BWWalkthrough's
    /// spellings `"Linear"`, `"Curve"`, `"Zoom"` and `"InOut"`; default linear).
    public var type: ParallaxStyle
    /// The base speed (`"speed"`: `{"x", "y"}`, default zero).
    public var speed: Vector
    /// The speed added per moving subview (`"speedVariance"`, default zero).
    public var speedVariance: Vector
    /// Whether the subviews fade with the distance from the centre (`"alpha"`, default `false`).
    public var alpha: Bool

    /// Creates an animation.
    public init(
      type: ParallaxStyle = .linear, speed: Vector = Vector(dx: 0, dy: 0),
      speedVariance: Vector = Vector(dx: 0, dy: 0), alpha: Bool = false
    ) {
      self.type = type
      self.speed = speed
      self.speedVariance = speedVariance
      self.alpha = alpha
    }
  }

  /// A view of a page: see ``/LodestarWalkthrough/WalkthroughElement``.
  public struct Element: Sendable, Hashable {
    /// The element's id (`"id"`, required, unique in the document).
    public var id: ElementID
    /// The view's tag (`"tag"`, an integer, default 0).
    public var tag: Int
    /// The frame in the parent's space, left to right (`"frame"`, required).
    public var frame: Rect
    /// The background's corner radius (`"cornerRadius"`, default 0).
    public var cornerRadius: Double
    /// The background colour (`"fill"`, default none).
    public var fill: RGBAColor?
    /// The text (`"text"`, default none).
    public var text: String?
    /// The font size (`"fontSize"`, default 17).
    public var fontSize: Double
    /// The text colour (`"textColor"`, default black).
    public var textColor: RGBAColor
    /// The text's alignment (`"alignment"`: `"natural"`, `"leading"`, `"trailing"`, `"center"`; default
    /// natural).
    public var alignment: ParagraphAlignment
    /// Whether assistive technology announces the element as a heading (`"heading"`, default `false`).
    public var isHeading: Bool
    /// What assistive technology reads (`"accessibilityLabel"`, default the text).
    public var accessibilityLabel: String?
    /// The element's subviews (`"children"`, default none).
    public var children: [Element]

    /// Creates an element.
    ///
    /// - Parameters:
    ///   - id: The element's id, unique in the document.
    ///   - tag: The view's tag.
    ///   - frame: The frame in the parent's space, left to right.
    ///   - cornerRadius: The background's corner radius.
    ///   - fill: The background colour, or `nil` for none.
    ///   - text: The text, or `nil`.
    ///   - textStyle: The text's size, colour and alignment, and whether it is a heading.
    ///   - accessibilityLabel: What assistive technology reads; the text when `nil`.
    ///   - children: The element's subviews.
    public init(
      id: ElementID, tag: Int = 0, frame: Rect, cornerRadius: Double = 0, fill: RGBAColor? = nil,
      text: String? = nil, textStyle: WalkthroughTextStyle = WalkthroughTextStyle(),
      accessibilityLabel: String? = nil, children: [Element] = []
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
  }
}
