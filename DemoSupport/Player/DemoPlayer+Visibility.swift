import Lodestar
import LodestarJSON

/// Why a step of a tour does not show over the player's screen, in the words of an error message ("it
/// lives in host "inbox", but the screen's root is "profile"").
package struct StepAbsence: Error, Equatable {
  /// The step, from 0.
  package var step: Int
  /// What keeps it from showing.
  package var reason: String

  /// "step 2 does not show: <reason>".
  package var description: String { "step \(step + 1) does not show: \(reason)" }
}

extension DemoPlayer {
  /// Shows step `step` directly (as `render --step` does) and returns the time on the player's clock at
  /// which it shows: 0, or the end of its wait for a late target.
  ///
  /// - Throws: ``StepAbsence`` when it does not show, with the true reason: the step lives in another host,
  ///   it ended as soon as it showed (an `"afterDuration"` completer too short for the clock fires at once),
  ///   or its target is missing and the document's `"onMissingTarget"` skips it or ends the tour.
  package func showForFrame(step: Int) throws(StepAbsence) -> Double {
    let recorder = ShownStepRecorder()
    controller.register(recorder)
    defer { controller.unregister(recorder) }
    show(step: step, time: 0)
    settle(at: 0)
    // A document's step whose target is missing shows (centred) once its wait is over.
    var shownAt = 0.0
    if index != step, !recorder.showed(step), let wait = waitTimeout(ofStep: step),
      wait.isFinite, wait > 0
    {
      shownAt = wait
      settle(at: shownAt)
    }
    if index == step { return shownAt }
    if recorder.showed(step) {
      throw StepAbsence(step: step, reason: endedAtOnceReason(step: step, recorder: recorder))
    }
    if let host = tour.document?.steps[step].host, let root = screen.rootIDs.first, host != root {
      throw StepAbsence(
        step: step, reason: "it lives in host \"\(host.rawValue)\", but the screen's root is \"\(root.rawValue)\"")
    }
    throw StepAbsence(step: step, reason: missingTargetReason(step: step))
  }

  /// Whether any step shows when the tour plays on its own (as auto-play does), on this fresh player.
  package func showsAnyStep() -> Bool {
    start(time: 0)
    var shows = false
    playOnItsOwn { _ in
      shows = true
      return false
    }
    return shows
  }

  /// The reason a step that showed was gone before its first frame.
  private func endedAtOnceReason(step: Int, recorder: ShownStepRecorder) -> String {
    let after: String
    if let next = recorder.shownSteps.last(where: { $0 != step }), !isFinished {
      after = "the tour moves on to step \(next + 1)"
    } else {
      after = "the tour ends"
    }
    let durations = (tour.document?.steps[step].completers ?? []).compactMap { completer -> Double? in
      if case .afterDuration(let seconds) = completer.trigger { return seconds }
      return nil
    }
    guard let shortest = durations.min() else {
      return "it ends as soon as it shows, and \(after)"
    }
    return "its \"afterDuration\" completer of \(shortest) seconds ends it as soon as it shows, and \(after)"
  }
}

/// Records the steps that showed, for ``DemoPlayer/showForFrame(step:)``.
@MainActor
private final class ShownStepRecorder: TourPlugin {
  private(set) var shownSteps: [Int] = []

  func showed(_ step: Int) -> Bool { shownSteps.contains(step) }

  func handle(_ event: TourEvent, context: TourPluginContext) {
    if case .stepDidShow(let index) = event { shownSteps.append(index) }
  }
}

extension DemoPlayer {
  /// "its target (a, b) is missing", or "… is out of view (off the screen, or clipped by a scroll container)"
  /// when every target is in the screen.
  package func missingTargetReason(step: Int) -> String {
    let marks = tour.steps[step].mark.targets
    let targets = marks.map { JSONEcho.shortened($0.rawValue) }
    let named = targets.prefix(JSONEcho.listedItemLimit).joined(separator: ", ")
    let rest = targets.count - JSONEcho.listedItemLimit
    let list = "its target (\(named)\(rest > 0 ? " and \(rest) more" : ""))"
    let isThere = !marks.isEmpty && marks.allSatisfy { screen.resolve($0).flatMap { screen.element($0) } != nil }
    return list + (isThere ? " is out of view (off the screen, or clipped by a scroll container)" : " is missing")
  }
}

extension DemoPlayer {
  /// How long a document's step waits for its target, in seconds, as its controller step says (a step whose
  /// target is scrolled into view waits at least for the scroll); `nil` for the built-in tour. The step alone is made
  /// (the controller makes a document's steps when it loads them), not every step.
  package func waitTimeout(ofStep step: Int) -> Double? {
    guard tour.document != nil, let wait = controller.stepInList(at: step)?.targetWaitTimeout else { return nil }
    let (seconds, attoseconds) = wait.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
