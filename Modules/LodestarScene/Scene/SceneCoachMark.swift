import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarTimeline

/// The coach mark of a scene: the body with its inner elements, and the arrow.
public struct SceneCoachMark: Sendable, Hashable {
  /// The coach mark's parts, shared between copies (a scene and the presenter's cached layout copy the
  /// coach mark every frame); a change copies them first unless this value is their only owner.
  private var storage: Storage

  /// The body's frame in overlay space.
  public var bodyFrame: Rect {
    get { storage.parts.bodyFrame }
    _modify {
      makeUnique()
      yield &storage.parts.bodyFrame
    }
  }
  /// The body background's corner radius (8 for the default body).
  public var cornerRadius: Double {
    get { storage.parts.cornerRadius }
    _modify {
      makeUnique()
      yield &storage.parts.cornerRadius
    }
  }
  /// The body's colours.
  public var colors: CoachMarkColors {
    get { storage.parts.colors }
    _modify {
      makeUnique()
      yield &storage.parts.colors
    }
  }
  /// Whether the body is highlighted (pressed); the arrow shares the state.
  public var isHighlighted: Bool {
    get { storage.parts.isHighlighted }
    _modify {
      makeUnique()
      yield &storage.parts.isHighlighted
    }
  }
  /// The title, or `nil` when the step has none.
  public var title: SceneTextBlock? {
    get { storage.parts.title }
    _modify {
      makeUnique()
      yield &storage.parts.title
    }
  }
  /// The hint text, or `nil` for a custom body.
  public var hint: SceneTextBlock? {
    get { storage.parts.hint }
    _modify {
      makeUnique()
      yield &storage.parts.hint
    }
  }
  /// The "next" label, or `nil` when the body has none.
  public var next: SceneTextBlock? {
    get { storage.parts.next }
    _modify {
      makeUnique()
      yield &storage.parts.next
    }
  }
  /// Where the next label sits.
  public var nextLabelPosition: NextLabelPosition {
    get { storage.parts.nextLabelPosition }
    _modify {
      makeUnique()
      yield &storage.parts.nextLabelPosition
    }
  }
  /// The 1-pt separator between the hint and a beside-the-hint next label, or `nil`.
  public var separatorFrame: Rect? {
    get { storage.parts.separatorFrame }
    _modify {
      makeUnique()
      yield &storage.parts.separatorFrame
    }
  }
  /// The app's custom body view occupying ``bodyFrame``, or `nil` for the default body.
  public var customBody: SceneSlot? {
    get { storage.parts.customBody }
    _modify {
      makeUnique()
      yield &storage.parts.customBody
    }
  }
  /// The arrow, or `nil` when the coach mark has none.
  public var arrow: SceneArrow? {
    get { storage.parts.arrow }
    _modify {
      makeUnique()
      yield &storage.parts.arrow
    }
  }
  /// Where the coach mark sits relative to the step's targets (beside them, over the cut-out, centred).
  public var position: SceneCoachMarkPosition {
    get { storage.parts.position }
    _modify {
      makeUnique()
      yield &storage.parts.position
    }
  }
  /// The coach mark's opacity (appearance and disappearance).
  public var opacity: Opacity {
    get { storage.parts.opacity }
    _modify {
      makeUnique()
      yield &storage.parts.opacity
    }
  }
  /// The coach mark's transform (identity unless it is moved with a morph), applied about the overlay's
  /// origin.
  public var transform: AffineMatrix {
    get { storage.parts.transform }
    _modify {
      makeUnique()
      yield &storage.parts.transform
    }
  }

  /// Copies the parts unless this value is their only owner, so they can be changed in place.
  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.parts) }
  }

  /// Whether two coach marks have equal parts.
  public static func == (lhs: SceneCoachMark, rhs: SceneCoachMark) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.parts == rhs.storage.parts
  }

  /// Hashes the coach mark's parts.
  public func hash(into hasher: inout Hasher) {
    storage.parts.hash(into: &hasher)
  }

  /// Creates a coach mark with the default body: a rounded rectangle with a title, a hint and a next label.
  ///
  /// It is beside its target, opaque, untransformed and not highlighted; set ``position``, ``opacity``,
  /// ``transform`` and ``isHighlighted`` to change that.
  ///
  /// - Parameters:
  ///   - bodyFrame: The body's frame in overlay space.
  ///   - cornerRadius: The body's corner radius.
  ///   - colors: The body's, arrow's and text's colours.
  ///   - title: The title, or `nil`.
  ///   - hint: The hint, or `nil`.
  ///   - next: The next label, or `nil`.
  ///   - nextLabelPosition: Where the next label sits.
  ///   - separatorFrame: The separator between the hint and the next label, or `nil`.
  ///   - arrow: The arrow, or `nil`.
  public init(
    bodyFrame: Rect,
    cornerRadius: Double = 8,
    colors: CoachMarkColors = CoachMarkColors(),
    title: SceneTextBlock? = nil,
    hint: SceneTextBlock? = nil,
    next: SceneTextBlock? = nil,
    nextLabelPosition: NextLabelPosition = .trailing,
    separatorFrame: Rect? = nil,
    arrow: SceneArrow? = nil
  ) {
    storage = Storage(
      Parts(
        bodyFrame: bodyFrame, cornerRadius: cornerRadius, colors: colors, isHighlighted: false, title: title,
        hint: hint, next: next, nextLabelPosition: nextLabelPosition, separatorFrame: separatorFrame,
        customBody: nil, arrow: arrow, position: .besideTarget, opacity: .opaque, transform: .identity))
  }

  /// Creates a coach mark from every part but its state: the presenter's initialiser.
  package init(
    bodyFrame: Rect, cornerRadius: Double, colors: CoachMarkColors, title: SceneTextBlock?, hint: SceneTextBlock?,
    next: SceneTextBlock?, nextLabelPosition: NextLabelPosition, separatorFrame: Rect?, customBody: SceneSlot?,
    arrow: SceneArrow?, position: SceneCoachMarkPosition
  ) {
    storage = Storage(
      Parts(
        bodyFrame: bodyFrame, cornerRadius: cornerRadius, colors: colors, isHighlighted: false, title: title,
        hint: hint, next: next, nextLabelPosition: nextLabelPosition, separatorFrame: separatorFrame,
        customBody: customBody, arrow: arrow, position: position, opacity: .opaque, transform: .identity))
  }

  /// Creates a coach mark whose body is an app view.
  ///
  /// It is beside its target, opaque, untransformed and not highlighted; set ``position``, ``opacity``,
  /// ``transform`` and ``isHighlighted`` to change that.
  ///
  /// - Parameters:
  ///   - bodyFrame: The body's frame in overlay space.
  ///   - customBody: The app view drawn as the body.
  ///   - arrow: The arrow, or `nil`.
  public init(bodyFrame: Rect, customBody: SceneSlot, arrow: SceneArrow? = nil) {
    self.init(bodyFrame: bodyFrame, arrow: arrow)
    storage.parts.customBody = customBody
  }

  /// The frame of the body and the arrow together.
  public var frame: Rect { arrow.map { bodyFrame.union($0.frame) } ?? bodyFrame }

  /// Where a tap advances the tour, in overlay space (through ``transform``): the whole body for the
  /// default body (it is itself the next control, as Instructions' is, and at least 44×44 points), a custom
  /// body's slot ``SceneSlot/control`` region (`nil` when it has none). ``TouchLayout/init(scene:)`` routes
  /// touches with it.
  public var nextControlFrame: Rect? {
    let frame: Rect
    if let customBody {
      guard let control = customBody.control.frame(in: bodyFrame) else { return nil }
      frame = control
    } else {
      frame = bodyFrame
    }
    return transform.isIdentity ? frame : transform.apply(frame)
  }

  /// The fill colour for the current highlight state.
  public var currentInnerColor: RGBAColor { isHighlighted ? colors.highlightedInner : colors.inner }
  /// The border colour for the current highlight state.
  public var currentBorderColor: RGBAColor { isHighlighted ? colors.highlightedBorder : colors.border }
}

/// The colours of the default body and arrow (the four colours Instructions exposes, plus the text).
public struct CoachMarkColors: Sendable, Hashable, Codable {
  /// The fill. Default white at alpha 1.
  public var inner: RGBAColor
  /// The border. Default white 0.8.
  public var border: RGBAColor
  /// The fill while highlighted. Default white 0.85.
  public var highlightedInner: RGBAColor
  /// The border while highlighted. Default white 0.7.
  public var highlightedBorder: RGBAColor
  /// The text colour. Default white 0.
  public var text: RGBAColor

  /// Creates a palette.
  public init(
    inner: RGBAColor = RGBAColor(white: 1),
    border: RGBAColor = RGBAColor(white: 0.8),
    highlightedInner: RGBAColor = RGBAColor(white: 0.85),
    highlightedBorder: RGBAColor = RGBAColor(white: 0.7),
    text: RGBAColor = RGBAColor(white: 0)
  ) {
    self.inner = inner
    self.border = border
    self.highlightedInner = highlightedInner
    self.highlightedBorder = highlightedBorder
    self.text = text
  }
}

/// The arrow of a coach mark.
public struct SceneArrow: Sendable, Hashable {
  /// The arrow's frame in overlay space (15×9 for up and down, 9×15 for left and right by default).
  public var frame: Rect
  /// The direction it points (towards the cut-out).
  public var orientation: ArrowDirection
  /// Whether it is highlighted (follows the body's state).
  public var isHighlighted: Bool
  /// The app's custom arrow view occupying ``frame``, or `nil` for the default arrow.
  public var customArrow: SceneSlot?

  /// Creates an arrow.
  public init(frame: Rect, orientation: ArrowDirection, isHighlighted: Bool = false, customArrow: SceneSlot? = nil) {
    self.frame = frame
    self.orientation = orientation
    self.isHighlighted = isHighlighted
    self.customArrow = customArrow
  }

  /// The point of the tip: the middle of the edge facing the direction it points.
  public var tip: Point {
    switch orientation {
    case .up: Point(x: frame.midX, y: frame.minY)
    case .down: Point(x: frame.midX, y: frame.maxY)
    case .left: Point(x: frame.minX, y: frame.midY)
    case .right: Point(x: frame.maxX, y: frame.midY)
    }
  }
}

/// An opaque app view in a scene (a custom body, arrow or skip control): the app draws it, the scene only
/// knows its identity, its size and, for a body or a skip view, which part of it is its control.
public struct SceneSlot: Sendable, Hashable, Codable {
  /// The app's identifier for the view.
  public var id: ElementID
  /// The size the app reported for it.
  public var size: Size
  /// The part that acts as the view's control: a custom body's next control (a tap there goes to the next
  /// step) or a custom skip view's skip control. Default: the whole view. An arrow's is ignored.
  public var control: SlotControlRegion

  /// Creates a slot.
  ///
  /// - Parameters:
  ///   - id: The app's identifier for the view.
  ///   - size: The size the app reported for it.
  ///   - control: The part that acts as its control; the whole view by default.
  public init(id: ElementID, size: Size, control: SlotControlRegion = .wholeSlot) {
    self.id = id
    self.size = size
    self.control = control
  }
}

extension SceneCoachMark {
  /// The stored parts of a coach mark.
  struct Parts: Hashable {
    var bodyFrame: Rect
    var cornerRadius: Double
    var colors: CoachMarkColors
    var isHighlighted: Bool
    var title: SceneTextBlock?
    var hint: SceneTextBlock?
    var next: SceneTextBlock?
    var nextLabelPosition: NextLabelPosition
    var separatorFrame: Rect?
    var customBody: SceneSlot?
    var arrow: SceneArrow?
    var position: SceneCoachMarkPosition
    var opacity: Opacity
    var transform: AffineMatrix
  }

  /// The box that copies of a coach mark share. It is mutated in place only while one value owns it (see
  /// `makeUnique()`), so sharing it between threads is safe.
  final class Storage: @unchecked Sendable {
    var parts: Parts

    init(_ parts: Parts) {
      self.parts = parts
    }
  }
}
