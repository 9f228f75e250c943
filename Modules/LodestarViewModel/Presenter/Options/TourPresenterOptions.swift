import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarText
import LodestarTimeline

/// The options of a ``TourPresenter``: the overlay's look, the transitions, the skip control and progress
/// text, and how size changes and tracking behave. The defaults are Instructions'.
public struct TourPresenterOptions: Sendable {
  /// The overlay's colour: the dynamic default or a custom colour.
  public var overlayColor: OverlayColor
  /// The interface's appearance, which picks the dynamic overlay colour.
  public var colorScheme: InterfaceStyle
  /// A blur drawn as the overlay instead of the colour, or `nil`.
  public var overlayBlur: OverlayBlur?
  /// The transitions' durations and curves.
  public var transitionStyle: TourAnimationStyle
  /// What happens to the coach mark while the host's size changes (rotation, split view).
  public var sizeTransition: SizeTransitionBehavior
  /// The layout direction.
  public var layoutDirection: ReadingDirection
  /// The host's safe-area insets.
  public var safeAreaInsets: DirectionalEdgeInsets
  /// The skip control, or `nil` for none.
  public var skipControl: SkipControlOptions?
  /// Whether the overlay reacts to taps at all (Instructions' `overlay.isUserInteractionEnabled`). Default
  /// `false`: a tap on the dimmed overlay does nothing. When it is on, a step's own
  /// ``CoachMark/isOverlayInteractionEnabled`` decides for that step (advance, or dismiss with
  /// ``CoachMark/dismissesOnOutsideTap``).
  public var isOverlayInteractionEnabled: Bool
  /// Whether touches inside every step's cut-out pass through to the app: the tour-wide switch Instructions
  /// sets on its controller's overlay (`isUserInteractionEnabledInsideCutoutPath`). Default `false`; a coach
  /// mark's own ``CoachMark/isUserInteractionEnabledInsideCutoutPath`` turns it on for its step.
  public var isUserInteractionEnabledInsideCutoutPath: Bool
  /// Whether every touch passes through to the app, on every step: the tour-wide switch Instructions sets on
  /// its controller's overlay (`areTouchEventsForwarded`). Default `false`; a coach mark's own
  /// ``CoachMark/forwardsAllTouches`` turns it on for its step.
  public var forwardsAllTouches: Bool
  /// The progress text's font size. Default 13.
  public var progressFontSize: Double
  /// The distance between the progress text and the bottom of the safe area. Default 8.
  public var progressBottomMargin: Double
  /// When targets are re-read. Default ``/LodestarHostTree/TargetTracker/RefreshPolicy/whenVersionChanges``.
  public var refreshPolicy: TargetTracker.RefreshPolicy
  /// Whether a step's target in a scroll container is scrolled into view before the step shows, for a presenter
  /// that follows a controller (``TourPresenter/follow(_:)``); a coach mark's own ``CoachMark/reveal`` wins.
  /// Default ``/LodestarHostTree/TargetReveal/nearest``. The host performs the scroll (``TourPresenter/scrollHandler``).
  public var reveal: TargetReveal = .nearest
  /// Room kept around a revealed target inside each scroll container's visible area (an opening grows past its
  /// target). Default 8 points on every side. A coach mark placed above or below its target adds its own height
  /// on that side where it fits (``TourPresenter/revealPadding(for:around:)``).
  public var revealPadding: DirectionalEdgeInsets = DirectionalEdgeInsets(all: 8)
  /// How long a reveal's scroll takes, in seconds (0 with reduced motion). Default 0.3.
  public var revealDuration: Double = 0.3
  /// The reader's text size (the app passes the system's: UIKit's `preferredContentSizeCategory`, SwiftUI's
  /// `dynamicTypeSize`). The coach mark's text, paddings and widest body, the skip control and the progress
  /// text grow and shrink with it (``CoachMark/scaled(to:)``). Default ``/LodestarText/TextSizeCategory/large``.
  /// Changing it while a step shows lays the step out again on the next frame, with the size transition
  /// unless motion is reduced.
  public var textSize: TextSizeCategory = .large
  /// Whether the reader's Reduce Motion (``ReaderSettings/reducesMotion``) reduces this tour's motion. Default
  /// `true`: the system's setting applies; `false` for a tour that always animates as
  /// ``/LodestarTimeline/TourAnimationStyle/reducedMotion`` says (a tour file's `"reducedMotion": "never"`).
  public var followsReaderReduceMotion = true
  /// The text sizes the tour follows, as `dynamicTypeSize(_:)` with a range limits a view: a reader's size
  /// outside it is laid out at the nearer end. Default: every size.
  public var textSizeRange: ClosedRange<TextSizeCategory> = .xSmall ... .accessibility5

  /// The largest text size the skip control and the progress text follow. Above it they keep this size, as
  /// UIKit's bars stop growing, and the scene asks for the Large Content Viewer on them
  /// (``/LodestarScene/SceneSkipControl/showsLargeContentViewer``): at the accessibility sizes a skip
  /// control and a progress text that grew with the body would leave a short screen no room for the coach
  /// mark. Default ``/LodestarText/TextSizeCategory/xxxLarge``, the largest standard size.
  public var maximumControlTextSize: TextSizeCategory = .xxxLarge

  /// The text size the tour is laid out at: ``textSize`` clamped to ``textSizeRange``.
  public var resolvedTextSize: TextSizeCategory { textSize.clamped(to: textSizeRange) }

  /// The text size the skip control and the progress text are laid out at: ``resolvedTextSize``, at most
  /// ``maximumControlTextSize``.
  public var resolvedControlTextSize: TextSizeCategory { min(resolvedTextSize, maximumControlTextSize) }

  /// Creates options. Target tracking and reveals (``refreshPolicy``, ``reveal``, ``revealPadding``,
  /// ``revealDuration``) keep their defaults; set them through their properties.
  ///
  /// - Parameters:
  ///   - overlay: The overlay's colour or blur. Default: the dynamic colour, no blur.
  ///   - colorScheme: The interface's appearance, which picks the dynamic overlay colour. Default light.
  ///   - transitionStyle: The transitions' durations and curves. Default ``/LodestarTimeline/TourAnimationStyle/standard``.
  ///   - sizeTransition: What happens to the coach mark while the host's size changes. Default: hidden for
  ///     0.3 s.
  ///   - layoutDirection: The layout direction. Default left to right.
  ///   - safeAreaInsets: The host's safe-area insets. Default none.
  ///   - skipControl: The skip control, or `nil` for none. Default: Instructions' "Skip".
  ///   - interaction: How the overlay treats touches on every step. Default: taps do nothing, nothing
  ///     passes through.
  ///   - progress: The progress text's size and margin. Default 13 points, 8 points above the safe area's bottom.
  public init(
    overlay: OverlayFill = OverlayFill(),
    colorScheme: InterfaceStyle = .light,
    transitionStyle: TourAnimationStyle = .standard,
    sizeTransition: SizeTransitionBehavior = .hideCoachMark(duration: 0.3),
    layoutDirection: ReadingDirection = .leftToRight,
    safeAreaInsets: DirectionalEdgeInsets = .zero,
    skipControl: SkipControlOptions? = SkipControlOptions(),
    interaction: OverlayInteraction = OverlayInteraction(),
    progress: ProgressTextOptions = ProgressTextOptions()
  ) {
    overlayColor = overlay.color
    self.colorScheme = colorScheme
    overlayBlur = overlay.blur
    self.transitionStyle = transitionStyle
    self.sizeTransition = sizeTransition
    self.layoutDirection = layoutDirection
    self.safeAreaInsets = safeAreaInsets
    self.skipControl = skipControl
    isOverlayInteractionEnabled = interaction.isOverlayInteractionEnabled
    isUserInteractionEnabledInsideCutoutPath = interaction.isUserInteractionEnabledInsideCutoutPath
    forwardsAllTouches = interaction.forwardsAllTouches
    progressFontSize = progress.fontSize
    progressBottomMargin = progress.bottomMargin
    refreshPolicy = .whenVersionChanges
  }

  /// The overlay's colour and blur as one value (``overlayColor`` and ``overlayBlur``).
  public var overlay: OverlayFill {
    get { OverlayFill(color: overlayColor, blur: overlayBlur) }
    set {
      overlayColor = newValue.color
      overlayBlur = newValue.blur
    }
  }

  /// How the overlay treats touches as one value (``isOverlayInteractionEnabled``,
  /// ``isUserInteractionEnabledInsideCutoutPath`` and ``forwardsAllTouches``).
  public var interaction: OverlayInteraction {
    get {
      OverlayInteraction(
        isOverlayInteractionEnabled: isOverlayInteractionEnabled,
        isUserInteractionEnabledInsideCutoutPath: isUserInteractionEnabledInsideCutoutPath,
        forwardsAllTouches: forwardsAllTouches)
    }
    set {
      isOverlayInteractionEnabled = newValue.isOverlayInteractionEnabled
      isUserInteractionEnabledInsideCutoutPath = newValue.isUserInteractionEnabledInsideCutoutPath
      forwardsAllTouches = newValue.forwardsAllTouches
    }
  }

  /// The progress text's size and margin as one value (``progressFontSize`` and ``progressBottomMargin``).
  public var progress: ProgressTextOptions {
    get { ProgressTextOptions(fontSize: progressFontSize, bottomMargin: progressBottomMargin) }
    set {
      progressFontSize = newValue.fontSize
      progressBottomMargin = newValue.bottomMargin
    }
  }

  /// The overlay colour for the current ``colorScheme``.
  public var resolvedOverlayColor: RGBAColor {
    switch overlayColor {
    case .automatic: colorScheme == .dark ? SceneOverlay.defaultDarkColor : SceneOverlay.defaultLightColor
    case .custom(let color): color
    }
  }
}

/// The overlay's colour.
public enum OverlayColor: Sendable, Hashable {
  /// Instructions' dynamic colour: white 0.9098 at alpha 0.65 in light mode, white 0.196 at alpha 0.75 in
  /// dark mode.
  case automatic
  /// A fixed colour.
  case custom(RGBAColor)
}

/// The interface's appearance.
public enum InterfaceStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// Light mode.
  case light
  /// Dark mode.
  case dark
}

/// What the coach mark does while the host's size changes.
public enum SizeTransitionBehavior: Sendable, Hashable {
  /// Instructions: the coach mark is hidden for `duration` seconds (the size change's animation), the
  /// layout is redone for the new size, and the coach mark appears again with its appearance transition.
  case hideCoachMark(duration: Double)
  /// The cut-out morphs to its new shape over `duration` seconds and the coach mark moves with it.
  case moveWithMorph(duration: Double)

  /// The change's duration (negative or non-finite values count as 0).
  public var duration: Double {
    let value: Double
    switch self {
    case .hideCoachMark(let duration), .moveWithMorph(let duration): value = duration
    }
    return value.isFinite ? max(0, value) : 0
  }
}

/// The default skip control.
public struct SkipControlOptions: Sendable, Hashable {
  /// The title. Default ``standardTitle``, which the presenter draws as its ``/LodestarScene/TourStrings/skip`` (the app's
  /// translation of "Skip").
  public var title: String
  /// Where it goes. Default: Instructions' top-trailing corner.
  public var placement: SkipControlPlacement
  /// The title's font size. Default 15.
  public var fontSize: Double
  /// The padding around the title. Default 10 horizontally, 6 vertically.
  public var padding: Size
  /// An app view drawn instead of the default control, or `nil`; its size replaces the measured one, and
  /// its ``/LodestarScene/SceneSlot/control`` region (the whole view by default) is the skip control.
  public var customView: SceneSlot?

  /// The default title, "Skip": a presenter draws it as its ``/LodestarScene/TourStrings/skip``.
  public static let standardTitle = "Skip"

  /// Creates skip control options.
  public init(
    title: String = SkipControlOptions.standardTitle, placement: SkipControlPlacement = SkipControlPlacement(),
    fontSize: Double = 15,
    padding: Size = Size(width: 10, height: 6), customView: SceneSlot? = nil
  ) {
    self.title = title
    self.placement = placement
    self.fontSize = fontSize
    self.padding = padding
    self.customView = customView
  }
}
