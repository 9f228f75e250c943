import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTimeline
import LodestarViewModel

extension TourDocument {
  /// The Flow steps of the document, in order (see ``LodestarFlow/TourStep/init(_:resolveTarget:)``).
  ///
  /// ```swift
  /// let presenter = TourPresenter(tree: screen, options: document.presenterOptions())
  /// let controller = TourController(
  ///   steps: document.tourSteps { [weak presenter] in presenter?.resolveTarget($0) },
  ///   configuration: document.controllerConfiguration())
  /// presenter.follow(controller)
  /// ```
  ///
  /// - Parameter resolveTarget: Finds the element for a target id, or returns `nil` while it cannot be found.
  /// - Returns: One step per document step, with coach-mark content.
  public func tourSteps(
    resolveTarget: @escaping @MainActor @Sendable (ElementID) -> (any Sendable)?
  ) -> [TourStep<CoachMark>] {
    steps.map { TourStep($0, resolveTarget: resolveTarget) }
  }

  /// The Flow steps of the document for a presenter that follows their controller: each step's target
  /// resolves in the presenter's tree and is scrolled into view first (``/LodestarViewModel/TourPresenter/stepTarget(for:reveal:coachMark:)``,
  /// with the step's `"reveal"` or the tour's). Such a step waits for its target at least as long as the reveal's
  /// scroll takes (``/LodestarViewModel/TourPresenterOptions/revealDuration``) plus 0.2 seconds, even when its
  /// `"targetWaitTimeout"` is shorter.
  ///
  /// - Parameter presenter: The presenter whose tree the targets are in.
  /// - Returns: One step per document step, as ``tourSteps(resolveTarget:)`` makes them.
  @MainActor
  public func tourSteps(presenter: TourPresenter<some HostTree>) -> [TourStep<CoachMark>] {
    lazyTourSteps(presenter: presenter).makeAll()
  }

  /// The steps of ``tourSteps(presenter:)``, each made when it is asked for: a controller made with them
  /// (LodestarFlow's `TourController.init(steps:identitiesAreUnique:configuration:clock:)` for a ``/LodestarFlow/LazyTourSteps``)
  /// makes a step when it loads it, so starting a long tour does not map every step.
  ///
  /// - Parameter presenter: The presenter whose tree the targets are in.
  /// - Returns: One step per document step, made when asked, as ``tourSteps(presenter:)`` makes them.
  @MainActor
  package func lazyTourSteps(presenter: TourPresenter<some HostTree>) -> LazyTourSteps<CoachMark> {
    // A step that scrolls its target into view waits at least for the scroll, and a little more.
    let revealDuration = presenter.options.revealDuration
    let revealWait = Duration.seconds(revealDuration.isFinite ? min(max(revealDuration, 0), 60) + 0.2 : 0.2)
    let targets = presenter.revealingTargets()
    // Each step's request is made when its target is first resolved.
    let steps = self.steps
    targets.supply(count: steps.count) { index in Self.targetRequest(of: steps[index]) }
    return revealingSteps(revealWait: revealWait, targets: targets)
  }

  /// What a step's target, `targets.target(at:)` of the step's index, resolves: the anchor target, the step's reveal
  /// and, when the reveal keeps room for it (a coach mark placed above or below its target), the step's coach mark;
  /// `nil` for a step without targets.
  private static func targetRequest(of step: Step) -> StepTargetRequest? {
    guard let id = step.anchorTarget else { return nil }
    let reveal = step.reveal?.targetReveal
    // The coach mark only when the reveal keeps room for it: making every step's costs start-up, and so does
    // passing none.
    if step.placement.placementRule.verticalSide != nil {
      return StepTargetRequest(target: id, reveal: reveal, coachMark: CoachMark(step))
    }
    return StepTargetRequest(target: id, reveal: reveal)
  }

  /// The steps of ``tourSteps(presenter:)``, whose targets are `targets`' (they share one object), step `index`'s
  /// target being `targets.target(at: index)`. Not generic, unlike the presenter: a loop in a generic function looked
  /// the metadata of `TourStep<CoachMark>` up again for every step (about 700 instructions a step, Scripts/bench
  /// startup); and not on the main actor, whose closures check at run time that they run there (about 220
  /// instructions a step).
  private func revealingSteps(revealWait: Duration, targets: RevealingTargets) -> LazyTourSteps<CoachMark> {
    let steps = self.steps
    let tourReveal = options.reveal
    return LazyTourSteps(count: steps.count) { index in
      let step = steps[index]
      guard step.anchorTarget != nil else { return TourStep(step, target: nil) }
      var flowStep = TourStep(step, target: targets.target(at: index))
      if (step.reveal ?? tourReveal) != .off {
        flowStep.targetWaitTimeout = max(flowStep.targetWaitTimeout ?? .zero, revealWait)
      }
      return flowStep
    }
  }

  /// The state machine's policies: `"previousFromFirst"` and `"transitionPolicy"`.
  public var machineConfiguration: TourMachineConfiguration {
    TourMachineConfiguration(
      previousFromFirst: options.previousFromFirst == .stay ? .stay : .end,
      commandsDuringTransition: options.transitionPolicy == .queue ? .queue : .ignore)
  }

  /// A controller configuration with the document's ``machineConfiguration``.
  ///
  /// - Parameter base: The configuration whose transitions and timeouts are kept.
  public func controllerConfiguration(
    _ base: TourControllerConfiguration = TourControllerConfiguration()
  ) -> TourControllerConfiguration {
    var configuration = base
    configuration.machine = machineConfiguration
    return configuration
  }

  /// Presenter options with what the document's options say about the presentation:
  /// - the overlay colour (`"overlayColor"`; without it the dynamic colour,
  ///   ``/LodestarViewModel/OverlayColor/automatic``),
  /// - the blur (`"blurStyle"`; without it none; Reduce Transparency keeps `base`'s setting),
  /// - the skip control (`"skipLabel"` as its title, with `base`'s placement, font and padding; without it
  ///   no skip control),
  /// - whether the overlay reacts to taps (`"overlayTaps"`; off without it, whatever `base` says),
  /// - reduced motion (`"reducedMotion"`: `"always"` cross-fades, `"never"` animates everything whatever the
  ///   reader's Reduce Motion (``/LodestarViewModel/TourPresenterOptions/followsReaderReduceMotion`` off),
  ///   `"system"` keeps `base`'s setting, and the reader's Reduce Motion, which the renderer passes with each
  ///   frame (``/LodestarViewModel/ReaderSettings``), applies),
  /// - the reveal of targets in scroll containers (`"reveal"`, ``/LodestarViewModel/TourPresenterOptions/reveal``).
  ///
  /// - Parameter base: The options everything else is taken from: layout direction, safe area, colour scheme,
  ///   transitions' durations.
  public func presenterOptions(_ base: TourPresenterOptions = TourPresenterOptions()) -> TourPresenterOptions {
    var presenter = base
    presenter.overlayColor = options.overlayColor.map { .custom($0.color) } ?? .automatic
    presenter.overlayBlur = options.blurStyle.map {
      OverlayBlur(
        style: $0.overlayBlurStyle, isReduceTransparencyEnabled: base.overlayBlur?.isReduceTransparencyEnabled ?? false)
    }
    presenter.isOverlayInteractionEnabled = options.overlayTaps
    presenter.skipControl = options.skipLabel.map { label in
      var skip = base.skipControl ?? SkipControlOptions()
      skip.title = label
      return skip
    }
    switch options.reducedMotion {
    case .always: presenter.transitionStyle.reducedMotion = .crossFade
    case .never:
      presenter.transitionStyle.reducedMotion = .off
      presenter.followsReaderReduceMotion = false
    case .system: break
    }
    presenter.reveal = options.reveal.targetReveal
    if let sizes = options.textSizes { presenter.textSizeRange = sizes }
    return presenter
  }

  /// The keyboard handling: → / ← (and Enter) navigate when `"keyboardNavigation"` is on; Escape skips the
  /// tour when `"escapeCloses"` is on and is ignored otherwise. Tab cycling and the right-to-left mirroring
  /// of the arrows keep their defaults.
  public var keyboardConfiguration: KeyboardConfiguration {
    KeyboardConfiguration(
      arrowKeysNavigate: options.keyboardNavigation, escapeAction: options.escapeCloses ? .skip : .ignore)
  }
}

extension TourDocument.OverlayColor {
  /// The colour: `"#RRGGBBAA"` with each component divided by 255, or `UIColor(white:alpha:)`'s grey.
  public var color: RGBAColor {
    switch self {
    case .rgba(let red, let green, let blue, let alpha):
      RGBAColor(
        red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: Double(alpha) / 255)
    case .white(let white, let alpha): RGBAColor(white: white, alpha: alpha)
    }
  }
}

extension TourDocument.BlurStyle {
  /// The overlay blur material of the same name.
  public var overlayBlurStyle: OverlayBlurStyle {
    switch self {
    case .extraLight: .extraLight
    case .light: .light
    case .dark: .dark
    case .regular: .regular
    case .prominent: .prominent
    }
  }
}
