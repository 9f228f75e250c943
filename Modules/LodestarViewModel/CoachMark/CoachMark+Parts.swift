import LodestarHostTree
import LodestarLayout
import LodestarTimeline

extension CoachMark {
  /// A coach mark with these targets, opening shape, placement, interaction and texts, and every other property at
  /// its default (the default body style shared, not made again): what a tour file's step describes.
  ///
  /// Set property by property: copying a default coach mark and then setting these retained every default and
  /// released it again (about 400 instructions a step at start-up, Scripts/bench startup), and the memberwise
  /// initializer's groups of settings cost more than that.
  ///
  /// - Parameters:
  ///   - target: The element the coach mark points at, or `nil`.
  ///   - additionalTargets: More elements to highlight with the target.
  ///   - anchor: What the coach mark is laid out against.
  ///   - focusStyle: The shape of each opening.
  ///   - placement: Where the coach mark goes.
  ///   - interaction: How the overlay handles touches.
  ///   - title: The title above the hint, or `nil`.
  ///   - hint: The hint text.
  ///   - nextText: The next label's text, or `nil`.
  package init(
    target: ElementID?, additionalTargets: [ElementID], anchor: FocusAnchor, focusStyle: any FocusStyle,
    placement: CoachMarkPlacementRule, interaction: CoachMarkInteraction, title: String?, hint: String,
    nextText: String?
  ) {
    // The layout's other defaults are plain values; the appearance's and the animations' come from shared copies
    // (reading a property of a whole default coach mark copied all of it).
    let layout = CoachMarkLayoutOptions(placement: placement)
    self.target = target
    self.additionalTargets = additionalTargets
    self.anchor = anchor
    self.focusStyle = focusStyle
    cutoutPath = nil
    additionalCutoutPaths = []
    self.placement = placement
    pointOfInterest = layout.pointOfInterest
    gapBetweenCoachMarkAndCutoutPath = layout.gapBetweenCoachMarkAndCutoutPath
    gapBetweenBodyAndArrow = layout.gapBetweenBodyAndArrow
    maxWidth = layout.maxWidth
    horizontalMargin = layout.horizontalMargin
    isDisplayedOverCutoutPath = layout.isDisplayedOverCutoutPath
    isOverlayInteractionEnabled = interaction.isOverlayInteractionEnabled
    dismissesOnOutsideTap = interaction.dismissesOnOutsideTap
    isUserInteractionEnabledInsideCutoutPath = interaction.isUserInteractionEnabledInsideCutoutPath
    forwardsAllTouches = interaction.forwardsAllTouches
    forwardingRegion = interaction.forwardingRegion
    passesScrollGestures = interaction.passesScrollGestures
    self.title = title
    self.hint = hint
    self.nextText = nextText
    body = Self.defaultBody
    customArrow = nil
    showsArrow = Self.defaultShowsArrow
    progress = Self.defaultProgress
    reveal = nil
    animations = Self.defaultAnimations
  }

  /// The default appearance's body (its style boxed once), arrow and progress, and the default animations.
  private static let defaultBody = CoachMarkAppearance().body
  private static let defaultShowsArrow = CoachMarkAppearance().showsArrow
  private static let defaultProgress = CoachMarkAppearance().progress
  private static let defaultAnimations = CoachMarkAnimations()
}
