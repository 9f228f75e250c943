import Lodestar
import LodestarDemoSupport
import LodestarTesting

/// Plays every step of a tour at every screen and direction of the options and audits each settled scene
/// (``SceneAudit``), laid out with Helvetica's metrics (``ProportionalTextMeasurer``, the font the SVG report
/// draws).
///
/// It keeps only what the report needs: the frames with findings. Each scene is handed to a visitor (the
/// HTML report draws it there and then) and dropped, so memory does not grow with the number of scenes
/// (issue 38: 1,000 steps over a 1,000-element screen at every size took 4.4 GB when every scene was kept).
@MainActor
struct TourCheck {
  /// One step at one screen and direction: what the audit found, or why it did not show.
  struct Frame {
    var step: Int
    var id: String
    var screen: CheckScreen
    var direction: ReadingDirection
    /// The reader's text size, or `nil` when the run checks the default size only.
    var textSize: TextSizeCategory? = nil
    /// The pseudo-language the strings were changed with, or `nil` for the tour's own strings.
    var pseudoLanguage: PseudoLanguage? = nil
    var findings: [SceneAuditFinding]
    /// Why the step did not show, or `nil`.
    var problem: String?
    /// What `step` counts: `step` for a tour, `page` for a walkthrough.
    var unit = "step"

    /// Whether something is wrong.
    var hasFindings: Bool { !findings.isEmpty || problem != nil }
    /// How many things are wrong: the findings, and the step not showing.
    var findingCount: Int { findings.count + (problem == nil ? 0 : 1) }
  }

  /// What was checked, and what was found.
  struct Outcome {
    /// The frames with findings, in the order they were checked.
    var framesWithFindings: [Frame] = []
    /// The number of scenes checked.
    var sceneCount = 0
    /// The number of steps, screens and directions checked.
    var stepCount = 0
    var sizeCount = 0
    var directionCount = 0
    /// The number of text sizes checked, or `nil` without `--text-sizes`.
    var textSizeCount: Int?
    /// The number of pseudo-languages checked, or `nil` without `--pseudo`.
    var pseudoLanguageCount: Int?
    /// The sizes of `--sizes` skipped because a screen file's fixed frames do not fit them.
    var skippedSizes: [String] = []
    /// The size a screen file's frames were laid out for (`nil` for the built-in screen).
    var fixedScreenSize: Size?
    /// What `stepCount` counts: `step` for a tour, `page` for a walkthrough.
    var unit = "step"

    /// The number of findings of every frame.
    var findingCount: Int { framesWithFindings.reduce(0) { $0 + $1.findingCount } }
  }

  var input: DemoInput
  var options: CheckOptions

  /// The screens to check: `--sizes`, else every common device for the built-in screen, else the screen
  /// file's own size. A screen file's frames are fixed (laid out for its root's size and not again), so it is
  /// checked only at the sizes that hold its own size: at least as wide and as tall.
  var screens: [CheckScreen] {
    requestedScreens.filter { fits($0) }
  }

  /// The sizes of `--sizes` a screen file's fixed frames do not fit, skipped (empty for the built-in screen).
  var skippedScreens: [CheckScreen] {
    requestedScreens.filter { !fits($0) }
  }

  /// The size a screen file's frames were laid out for: its first root's size; `nil` for the built-in screen,
  /// which is laid out again for every size.
  var fixedScreenSize: Size? {
    guard input.makeScreen == nil else { return nil }
    return input.screen.rootIDs.first.flatMap { input.screen.element($0)?.frame.size } ?? Size(width: 0, height: 0)
  }

  var requestedScreens: [CheckScreen] {
    if let screens = options.screens { return screens }
    if input.makeScreen != nil { return CheckDevices.allScreens }
    return [CheckScreen(size: fixedScreenSize ?? Size(width: 0, height: 0), safeAreaInsets: .zero)]
  }

  /// Whether a screen file's fixed frames fit `screen` (always for the built-in screen).
  func fits(_ screen: CheckScreen) -> Bool {
    guard let fixed = fixedScreenSize else { return true }
    return screen.size.width >= fixed.width && screen.size.height >= fixed.height
  }

  /// The runs: the tour's own strings in every direction of the options, or each pseudo-language of `--pseudo`
  /// (right-to-left strings only in the right-to-left direction).
  var runs: [(pseudoLanguage: PseudoLanguage?, directions: [ReadingDirection])] {
    guard let languages = options.pseudoLanguages else { return [(nil, options.directions)] }
    return languages.map { ($0, $0.isRightToLeft ? [.rightToLeft] : options.directions) }
  }

  /// What a run will check, before it runs: the outcome without findings.
  var plan: Outcome {
    let screens = self.screens
    return Outcome(
      sceneCount: runs.reduce(0) { $0 + $1.directions.count } * screens.count * input.tour.steps.count
        * (options.textSizes?.count ?? 1),
      stepCount: input.tour.steps.count, sizeCount: screens.count, directionCount: options.directions.count,
      textSizeCount: options.textSizes?.count, pseudoLanguageCount: options.pseudoLanguages?.count,
      skippedSizes: skippedScreens.map(\.name), fixedScreenSize: fixedScreenSize)
  }

  /// Checks every frame, direction by direction, screen by screen, step by step, handing each to `visit`
  /// with its settled scene (`nil` when the step did not show) and the screen it was laid out over.
  ///
  /// - Throws: What `visit` throws; the run stops there.
  func run(
    visiting visit: (Frame, TourScene?, SceneGraph) throws(DemoFailure) -> Void = { _, _, _ in }
  ) throws(DemoFailure) -> Outcome {
    var outcome = plan
    outcome.sceneCount = 0
    let audit = SceneAudit()
    var time = 0.0
    for (pseudoLanguage, directions) in runs {
      var input = self.input
      if let pseudoLanguage { input.tour = input.tour.changingStrings(pseudoLanguage.apply(to:)) }
      for direction in directions {
        let player = input.makePlayer(
          isRightToLeft: direction == .rightToLeft, measurer: DemoPlayer.proportionalMeasurer)
        for screen in screens {
          player.safeAreaInsets = screen.safeAreaInsets
          if screen.size != player.size { player.resize(to: screen.size) }
          for textSize in (options.textSizes.map({ $0.map(Optional.some) }) ?? [nil]) {
            player.textSize = textSize ?? .large
            for step in 0..<player.stepCount {
              let id =
                player.controller.steps.indices.contains(step) ? player.controller.steps[step].id : "step-\(step + 1)"
              var frame = Frame(
                step: step, id: id, screen: screen, direction: direction, textSize: textSize,
                pseudoLanguage: pseudoLanguage, findings: [], problem: nil)
              time += 100
              let scene = settledScene(player, step: step, time: time, problem: &frame.problem)
              if let scene { frame.findings = audit.findings(in: scene, measurer: player.textMeasurer) }
              try visit(frame, scene, player.screen)
              outcome.sceneCount += 1
              if frame.hasFindings { outcome.framesWithFindings.append(frame) }
            }
          }
        }
      }
    }
    return outcome
  }

  /// The scene of `step` once its transitions ended, or `nil` with the reason when it does not show (a
  /// document's step whose target is missing is shown centred after its wait, or skipped).
  func settledScene(_ player: DemoPlayer, step: Int, time: Double, problem: inout String?) -> TourScene? {
    // The clock moves to the frame's time first, so the step's timers (a duration completer) count from
    // when it shows.
    player.settle(at: time)
    player.show(step: step, time: time)
    player.settle(at: time)
    var shownAt = time
    if player.index != step, let wait = player.waitTimeout(ofStep: step), wait.isFinite, wait > 0 {
      shownAt = time + min(wait, 60)
      player.settle(at: shownAt)
    }
    guard player.index == step else {
      if let host = player.tour.document?.steps[step].host, let root = player.screen.rootIDs.first, host != root {
        problem =
          "the step does not show: it lives in host \"\(host.rawValue)\", the screen's root is \"\(root.rawValue)\""
      } else {
        problem = "the step does not show: " + player.missingTargetReason(step: step)
      }
      return nil
    }
    _ = player.scene(at: shownAt)
    return player.scene(at: shownAt + DemoPlayer.settleTime)
  }
}
