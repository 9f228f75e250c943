import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarViewModel

extension CoachMark {
  /// The coach mark a tour document's step describes.
  ///
  /// - Targets: every target of the step gets an opening, in the document's order; the coach mark anchors to
  ///   ``TourDocument/Step/anchorTarget`` (its `"primaryTarget"`, else the first target). A step without
  ///   targets shows its coach mark centred, without a cut-out.
  /// - Focus style, placement, title, hint and next text as the document gives them (see
  ///   ``TourDocument/FocusStyle/focusStyle`` and ``TourDocument/StepPlacement/placementRule``).
  /// - Interaction: ``/LodestarViewModel/CoachMark/isOverlayInteractionEnabled`` is on when an overlay tap advances or
  ///   dismisses (`"overlayTapAdvances"` or `"dismissesOnOutsideTap"`);
  ///   ``/LodestarViewModel/CoachMark/dismissesOnOutsideTap``,
  ///   ``/LodestarViewModel/CoachMark/isUserInteractionEnabledInsideCutoutPath``,
  ///   ``/LodestarViewModel/CoachMark/forwardsAllTouches`` and ``/LodestarViewModel/CoachMark/forwardingRegion`` follow
  ///   the step's `"interaction"`.
  ///
  /// Every other property keeps its default. What the document says about completing the step, missing
  /// targets and attachments belongs to the Flow step: see
  /// ``LodestarFlow/TourStep/init(_:resolveTarget:)``.
  public init(_ step: borrowing TourDocument.Step) {
    let targets = step.targets
    let interaction = step.interaction
    self.init(
      target: targets.first,
      // Most steps have one target: no array is made for the others then.
      additionalTargets: targets.count > 1 ? Array(targets.dropFirst()) : [],
      // The anchor target's index: the primary target's, else the first target's (see
      // ``TourDocument/Step/anchorTarget``).
      anchor: .primary(step.primaryTarget.flatMap { targets.firstIndex(of: $0) } ?? 0),
      focusStyle: step.focusStyle.focusStyle, placement: step.placement.placementRule,
      interaction: CoachMarkInteraction(
        isOverlayInteractionEnabled: interaction.isOverlayInteractionEnabled,
        dismissesOnOutsideTap: interaction.dismissesOnOutsideTap,
        isUserInteractionEnabledInsideCutoutPath: interaction.allowsInteractionInsideCutout,
        forwardsAllTouches: interaction.forwardsAllTouches,
        forwardingRegion: interaction.forwardingRegion.forwardingRegion,
        passesScrollGestures: interaction.passesScrollGestures),
      title: step.title, hint: step.hint, nextText: step.nextText)
    reveal = step.reveal?.targetReveal
  }
}

extension TourDocument.Interaction {
  /// Whether the overlay reacts to a tap while the step shows: when a tap advances (`"overlayTapAdvances"`)
  /// or dismisses (`"dismissesOnOutsideTap"`). The coach mark's and the Flow step's
  /// `isOverlayInteractionEnabled`.
  var isOverlayInteractionEnabled: Bool { overlayTapAdvances || dismissesOnOutsideTap }
}

extension TourDocument.StepPlacement {
  /// The coach mark's placement rule: `"coachMark"` is the automatic layout, `"above"`, `"below"`,
  /// `"leading"` and `"trailing"` the coach-mark layout's placements, `"left"` and `"right"` the anchored
  /// engine's sides (they do not mirror), and the 12 anchored placements themselves.
  public var placementRule: CoachMarkPlacementRule {
    switch self {
    case .coachMark: .automatic
    case .above: .layout(.above)
    case .below: .layout(.below)
    case .leading: .layout(.leading)
    case .trailing: .layout(.trailing)
    case .left: .anchored(Placement(side: .left))
    case .right: .anchored(Placement(side: .right))
    case .anchored(let placement): .anchored(placement)
    }
  }
}

extension TourDocument.FocusStyle {
  /// The Layout focus style with the document's parameters: `"default"` is ``/LodestarLayout/DefaultFocusStyle``
  /// (the frame grown by 4, radius 4), `"rect"`, `"roundedRect"`, `"circle"`, `"oval"`, `"capsule"` and
  /// `"none"` the styles of the same names. A rounded rectangle's `"topLeft"` … `"bottomRight"` corners are
  /// the leading and trailing corners of a left-to-right layout.
  public var focusStyle: any FocusStyle {
    switch self {
    case .default: DefaultFocusStyle(layoutReference: .openingBounds)
    case .rect: RectFocusStyle()
    case .roundedRect(let rounded):
      RoundedRectFocusStyle(
        insets: rounded.insets, cornerRadius: rounded.radius.focusCornerRadius,
        corners: Self.cornerMask(rounded.corners))
    case .circle(let circle):
      CircleFocusStyle(
        radius: circle.radius.circleRadius,
        centerOffset: Vector(dx: circle.centerOffset.x, dy: circle.centerOffset.y))
    case .oval: OvalFocusStyle()
    case .capsule: CapsuleFocusStyle()
    case .none: NoHighlightFocusStyle()
    }
  }

  /// The corner mask of a set of document corners.
  static func cornerMask(_ corners: Set<Corner>) -> CornerMask {
    var mask: CornerMask = []
    if corners.contains(.topLeft) { mask.insert(.topLeading) }
    if corners.contains(.topRight) { mask.insert(.topTrailing) }
    if corners.contains(.bottomLeft) { mask.insert(.bottomLeading) }
    if corners.contains(.bottomRight) { mask.insert(.bottomTrailing) }
    return mask
  }
}

extension TourDocument.FocusStyle.CornerRadius {
  /// The Layout corner radius: `.fixed`, `.followTarget(delta:)` or `.scaleWithTarget(multiplier:)`.
  public var focusCornerRadius: FocusCornerRadius {
    switch self {
    case .fixed(let value): .fixed(value)
    case .followTarget(let delta): .followTarget(delta: delta)
    case .scaleWithTarget(let multiplier): .scaleWithTarget(multiplier: multiplier)
    }
  }
}

extension TourDocument.FocusStyle.CircleRadius {
  /// The Layout circle radius: `.fixed` or `.scaledToTarget(factor:)`.
  public var circleRadius: FocusCircleRadius {
    switch self {
    case .fixed(let value): .fixed(value)
    case .scaledToTarget(let factor): .scaledToTarget(factor: factor)
    }
  }
}

extension TourDocument.ForwardingRegion {
  /// The scene's forwarding region: `"opening"` is ``/LodestarScene/ForwardingRegion/openingShape``.
  public var forwardingRegion: ForwardingRegion {
    switch self {
    case .opening: .openingShape
    case .targetBounds: .targetBounds
    }
  }
}

extension TourDocument.Reveal {
  /// The presenter's reveal: `"none"` is ``/LodestarHostTree/TargetReveal/off``, the others scroll with their
  /// alignment.
  public var targetReveal: TargetReveal {
    switch self {
    case .nearest: .scroll(.nearest)
    case .start: .scroll(.start)
    case .center: .scroll(.center)
    case .end: .scroll(.end)
    case .off: .off
    }
  }
}
