import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarTimeline

/// The content and parameters of one coach mark: what it highlights, where it goes, what it says and how
/// the overlay handles touches while it shows. The defaults are Instructions' (``CoachMark`` in
/// Instructions 2.3.0), extended with Lodestar's placements, focus styles, extra targets, title and progress.
///
/// Its settings come in groups, each with Instructions' defaults: ``highlight``, ``layout``, ``interaction``
/// and ``appearance``, beside the text and ``animations``. Each setting is also a property of its own, under
/// Instructions' name, so `mark.maxWidth = 280` and `mark.layout.maxWidth = 280` do the same.
///
/// A coach mark highlights either tracked elements of the host tree (``target`` and
/// ``additionalTargets``, whose openings the ``focusStyle`` draws and the presenter re-reads every frame),
/// or a fixed ``cutoutPath`` in overlay space, or nothing (a centred coach mark).
public struct CoachMark: Sendable {
  /// The element the coach mark points at, tracked in the host tree; `nil` for a fixed cut-out or none.
  public var target: ElementID?
  /// More elements highlighted with the target (each gets an opening; the openings' union stays open).
  public var additionalTargets: [ElementID]
  /// What the coach mark is laid out against when several targets are highlighted. Default: the primary
  /// target.
  public var anchor: FocusAnchor
  /// The shape of each target's opening. Default: the frame grown by 4 with a corner radius of 4, the coach
  /// mark laid out against the opening.
  public var focusStyle: any FocusStyle
  /// A fixed cut-out in overlay space, used when ``target`` is `nil` (Instructions' `cutoutPath`); a coach mark
  /// with a target ignores it. For a path made around the target's frame (Instructions'
  /// `makeCoachMark(for:cutoutPathMaker:)`), which follows the target as it moves, use a
  /// ``/LodestarLayout/CustomFocusStyle`` as the ``focusStyle``.
  public var cutoutPath: BezierPath?
  /// More openings in the overlay, as paths in overlay space (PolarisGuideKit's `additionalHighlightPaths`):
  /// cut out beside the target's (or the ``cutoutPath``), with or without a target, and kept clear of the
  /// coach mark, the skip control and the progress text where there is room. Empty by default; an empty path,
  /// or one whose bounds are not finite, is left out. Set it after creating the coach mark.
  public var additionalCutoutPaths: [BezierPath]
  /// The point the arrow points at, in overlay space, or `nil` for the centre of the cut-out.
  public var pointOfInterest: Point?
  /// Where the coach mark goes: Instructions' layout (with an arrow orientation) or an anchored placement.
  public var placement: CoachMarkPlacementRule
  /// The distance between the cut-out and the coach mark (arrow included). Default 2.
  public var gapBetweenCoachMarkAndCutoutPath: Double
  /// How far the arrow overlaps the body. Default 2.
  public var gapBetweenBodyAndArrow: Double
  /// The widest the body may be. Default 350.
  public var maxWidth: Double
  /// The smallest distance between the body and the container's sides. Default 20.
  public var horizontalMargin: Double
  /// Whether the body is centred over the cut-out, without an arrow. Default false.
  public var isDisplayedOverCutoutPath: Bool
  /// Whether taps on the dimmed overlay are handled while this coach mark shows. Default true. It counts
  /// only when the tour's overlay reacts to taps at all (``TourPresenterOptions/isOverlayInteractionEnabled``,
  /// off by default as Instructions' overlay).
  public var isOverlayInteractionEnabled: Bool
  /// Whether a tap on the overlay outside the coach mark ends the tour with reason `.outsideTap` instead of
  /// advancing (PolarisGuideKit's outside-tap dismissal). Default false. It works on its own: while this coach
  /// mark shows, the overlay reacts to taps even when the tour-wide
  /// ``TourPresenterOptions/isOverlayInteractionEnabled`` is off, and the step's own flag need not be set
  /// (only ``isOverlayInteractionEnabled`` off turns it off). The scene carries it in
  /// ``/LodestarScene/SceneInteraction/dismissesOnOutsideTap``.
  public var dismissesOnOutsideTap: Bool
  /// Whether touches inside the cut-out pass through to the app. Default false.
  public var isUserInteractionEnabledInsideCutoutPath: Bool
  /// Whether every touch passes through to the app (Instructions' `areTouchEventsForwarded`). Default false.
  public var forwardsAllTouches: Bool
  /// Where touches are forwarded to the targets. Default: the opening's shape.
  public var forwardingRegion: ForwardingRegion
  /// Whether a scroll gesture (a pan or a wheel) that starts on the dimmed overlay reaches the scroll view
  /// under it while the step shows, so a person can scroll the screen with the tour on; the cut-out follows
  /// the target as it moves. Taps still follow the overlay's rules, and gestures on the coach mark and the
  /// skip control stay theirs. The scene carries it in
  /// ``/LodestarScene/SceneInteraction/passesScrollGestures``. Default false.
  public var passesScrollGestures: Bool
  /// The title above the hint, or `nil`.
  public var title: String?
  /// The hint text.
  public var hint: String
  /// The next label's text, or `nil` for a body without one. The default, ``standardNextText``, is drawn as
  /// the presenter's ``/LodestarScene/TourStrings/next`` (the app's translation of "Next").
  public var nextText: String?
  /// The body: the default body with its style, or an app view.
  public var body: CoachMarkBody
  /// An app view drawn as the arrow instead of the default one, or `nil`.
  public var customArrow: SceneSlot?
  /// Whether the coach mark has an arrow. Default true. Without one, the body is still placed beside the
  /// cut-out, ``gapBetweenCoachMarkAndCutoutPath`` away from it (see ``makeDefaultCoachViews(withArrow:withNextText:)``).
  public var showsArrow: Bool
  /// The progress text: automatic ("2 of 5"), a fixed text, or hidden.
  public var progress: CoachMarkProgress

  /// The default next text, "Next": a presenter draws it as its ``/LodestarScene/TourStrings/next``, so one value translates
  /// every step that keeps the default.
  public static let standardNextText = "Next"
  /// Whether this step's target is scrolled into view before the step shows, or `nil` for the presenter's
  /// ``TourPresenterOptions/reveal``.
  public var reveal: TargetReveal?
  /// The step's own appearance, disappearance and idle animation; those left `nil` are the tour's
  /// (``TourPresenterOptions/transitionStyle``). A presenter's ``TourPresenter/animationDelegate`` can
  /// replace them when a transition begins.
  public var animations: CoachMarkAnimations
  /// An app view laid out against the step's ``FocusLayoutGuide`` and shown with the coach mark
  /// (PolarisGuideKit's buddy view), or `nil` (the default). Set it after creating the coach mark.
  public var companion: CompanionView? = nil

  /// Creates a coach mark. The common case is one short line, `CoachMark(target: "save", hint: "Saves the
  /// draft.")`; the rest of the settings come in groups whose defaults are Instructions'.
  ///
  /// - Parameters:
  ///   - target: The element the coach mark points at, tracked in the host tree; `nil` (the default) for a
  ///     fixed cut-out or none.
  ///   - title: The title above the hint. Default: none.
  ///   - hint: The hint text.
  ///   - nextText: The next label's text, or `nil` for a body without one. Default ``standardNextText``, drawn
  ///     as the presenter's ``/LodestarScene/TourStrings/next``.
  ///   - highlight: More targets, the openings' shape and fixed cut-outs. Default: the target alone.
  ///   - layout: The placement, the point of interest, spacing and width. Default: Instructions' layout.
  ///   - interaction: How the overlay handles touches. Default: Instructions' behaviour.
  ///   - appearance: The body, the arrow and the progress text. Default: the default body and arrow, and
  ///     "2 of 5" progress.
  ///   - animations: The step's own transitions; those left `nil` are the tour's.
  public init(
    target: ElementID? = nil,
    title: String? = nil,
    hint: String = "",
    nextText: String? = CoachMark.standardNextText,
    highlight: CoachMarkHighlight = CoachMarkHighlight(),
    layout: CoachMarkLayoutOptions = CoachMarkLayoutOptions(),
    interaction: CoachMarkInteraction = CoachMarkInteraction(),
    appearance: CoachMarkAppearance = CoachMarkAppearance(),
    animations: CoachMarkAnimations = CoachMarkAnimations()
  ) {
    self.target = target
    self.title = title
    self.hint = hint
    self.nextText = nextText
    self.additionalTargets = highlight.additionalTargets
    self.anchor = highlight.anchor
    self.focusStyle = highlight.focusStyle
    self.cutoutPath = highlight.cutoutPath
    self.additionalCutoutPaths = highlight.additionalCutoutPaths
    self.placement = layout.placement
    self.pointOfInterest = layout.pointOfInterest
    self.gapBetweenCoachMarkAndCutoutPath = layout.gapBetweenCoachMarkAndCutoutPath
    self.gapBetweenBodyAndArrow = layout.gapBetweenBodyAndArrow
    self.maxWidth = layout.maxWidth
    self.horizontalMargin = layout.horizontalMargin
    self.isDisplayedOverCutoutPath = layout.isDisplayedOverCutoutPath
    self.isOverlayInteractionEnabled = interaction.isOverlayInteractionEnabled
    self.dismissesOnOutsideTap = interaction.dismissesOnOutsideTap
    self.isUserInteractionEnabledInsideCutoutPath = interaction.isUserInteractionEnabledInsideCutoutPath
    self.forwardsAllTouches = interaction.forwardsAllTouches
    self.forwardingRegion = interaction.forwardingRegion
    self.passesScrollGestures = interaction.passesScrollGestures
    self.body = appearance.body
    self.showsArrow = appearance.showsArrow
    self.customArrow = appearance.customArrow
    self.progress = appearance.progress
    self.animations = animations
  }

  /// Every highlighted target, primary first.
  public var targets: [ElementID] { (target.map { [$0] } ?? []) + additionalTargets }

  /// Instructions' `arrowOrientation`: `.up` (the mark below the cut-out), `.down` (above), or `nil` for the
  /// computed one. Setting it selects the matching ``CoachMarkPlacementRule/layout(_:)`` placement.
  public var arrowOrientation: ArrowDirection? {
    get {
      guard case .layout(let placement) = placement else { return nil }
      return CoachMarkConfiguration(placement: placement).arrowOrientation
    }
    set {
      var configuration = CoachMarkConfiguration()
      configuration.arrowOrientation = newValue
      placement = .layout(configuration.placement)
    }
  }

  /// The layout parameters for ``/LodestarLayout/CoachMarkLayout``; without an arrow (``showsArrow`` false)
  /// the arrow takes no room and the body does not overlap it.
  public func configuration(arrowSize: Size) -> CoachMarkConfiguration {
    let layoutPlacement: CoachMarkPlacement
    if case .layout(let chosen) = placement { layoutPlacement = chosen } else { layoutPlacement = .automatic }
    return CoachMarkConfiguration(
      maxWidth: maxWidth, horizontalMargin: horizontalMargin,
      gapBetweenCoachMarkAndCutoutPath: gapBetweenCoachMarkAndCutoutPath,
      gapBetweenBodyAndArrow: showsArrow ? gapBetweenBodyAndArrow : 0, arrowSize: showsArrow ? arrowSize : .zero,
      isDisplayedOverCutoutPath: isDisplayedOverCutoutPath, placement: layoutPlacement,
      pointOfInterest: pointOfInterest)
  }
}

/// How a coach mark is placed relative to its cut-out: by Instructions' coach-mark layout or by the anchored
/// engine.
public enum CoachMarkPlacementRule: Sendable, Hashable {
  /// The coach-mark layout with the given placement (above, below, beside or automatic).
  case layout(CoachMarkPlacement)
  /// The anchored engine with one of the 12 placements (flips and shifts to stay on screen).
  case anchored(Placement)

  /// The automatic layout: above the cut-out when its top is in the lower half of the container, below
  /// otherwise.
  public static let automatic = CoachMarkPlacementRule.layout(.automatic)

  /// The side the rule puts the coach mark on when it is above or below the target whatever the target's
  /// place (`.top` or `.bottom`); `nil` beside the target or for the automatic layout. A reveal keeps room there.
  package var verticalSide: Side? {
    switch self {
    case .layout(.above): .top
    case .layout(.below): .bottom
    case .layout: nil
    case .anchored(let anchored): anchored.side == .top || anchored.side == .bottom ? anchored.side : nil
    }
  }
}

/// The body of a coach mark.
public enum CoachMarkBody: Sendable, Hashable {
  /// The default body (hint, optional next label, title) drawn with a style.
  ///
  /// The style is stored out of line (`indirect`): it is several hundred bytes, every step of a tour carries
  /// one, and most steps share the default, so a step keeps one reference to it and copying a step copies
  /// no style.
  indirect case standard(CoachMarkBodyStyle)
  /// An app view of the reported size; the app draws it, and its ``/LodestarScene/SceneSlot/control`` region (the whole
  /// view by default) is its next control: a tap there goes to the next step.
  case custom(SceneSlot)
}

/// The progress text a coach mark shows.
public enum CoachMarkProgress: Sendable, Hashable {
  /// "2 of 5", from the step's position.
  case automatic
  /// A fixed text.
  case text(String)
  /// No progress text.
  case hidden

  /// The text for the step at `index` (zero-based) of `count`, or `nil` when hidden.
  ///
  /// - Parameters:
  ///   - index: The step's zero-based position.
  ///   - count: The number of steps.
  ///   - strings: The words of the tour: ``automatic`` is ``/LodestarScene/TourStrings/progress`` ("2 of 5" by default).
  /// - Returns: The progress text, or `nil` when hidden.
  public func text(index: Int, count: Int, strings: TourStrings = TourStrings()) -> String? {
    switch self {
    case .automatic: strings.progress(index &+ 1, count)
    case .text(let text): text
    case .hidden: nil
    }
  }
}
