import Lodestar

extension DemoPlayer {
  /// Long enough for every transition to end: the time between the frames of auto-play and scripts.
  package nonisolated static let settleTime = 2.0

  /// Plays the tour on its own on the manual clock, two seconds a step: `frame` is called with the time of
  /// each step's final frame (and returns whether to go on), then the step is advanced.
  package func playOnItsOwn(_ frame: (Double) -> Bool) {
    var time = 0.0
    markStarted(time: time)
    settle(at: time)
    // Every step shows at most a few times (a previous-from-first "stay", a late target); the bound only
    // guards against a tour that never ends.
    var framesLeft = 4 * stepCount + 8
    while !isFinished, framesLeft > 0 {
      time += Self.settleTime
      settle(at: time)
      framesLeft -= 1
      // No step shows while the controller waits for a late target.
      guard index != nil else { continue }
      guard frame(time) else { return }
      next(time: time)
      settle(at: time)
    }
  }
}
