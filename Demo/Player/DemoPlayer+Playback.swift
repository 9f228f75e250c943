import Lodestar

extension DemoPlayer {
  /// Long enough for every transition to end: the time between the frames of auto-play and scripts.
  static let settleTime = 2.0

  /// Plays every step on the manual clock and returns each step's final frame as plain text (the eligibility
  /// layer started the tour). The controller's timers run on the same clock: a duration completer fires,
  /// and a missing target's wait ends, as the time passes.
  func autoPlay() -> String {
    var output = ""
    playOnItsOwn { time in
      output += frameText(at: time)
      return true
    }
    return output
  }

  /// Plays the tour on its own on the manual clock, two seconds a step: `frame` is called with the time of
  /// each step's final frame (and returns whether to go on), then the step is advanced.
  func playOnItsOwn(_ frame: (Double) -> Bool) {
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

  /// Plays `script` on the manual clock (two seconds apart) and returns the frame after each command (the
  /// eligibility layer started the tour): plain text, or colour escape sequences unless `colorMode` is none.
  func play(_ script: DemoScript, colorMode: ColorMode) -> String {
    var time = 0.0
    markStarted(time: time)
    settle(at: time)
    time += Self.settleTime
    settle(at: time)
    var output = "# start\n" + frameText(at: time)
    for (word, command) in script.steps {
      switch command {
      case .next: next(time: time)
      case .previous: previous(time: time)
      case .skip: skip(time: time)
      case .rotate: rotate()
      case .rightToLeft: toggleRightToLeft()
      case .reducedMotion: toggleReducedMotion()
      case .pause: togglePause()
      case .wait: break
      }
      // The command's transitions (a rotation's size change too) start now, not when the frame is drawn.
      _ = scene(at: time)
      settle(at: time)
      time += Self.settleTime
      settle(at: time)
      output += "# \(word)\n"
      if isFinished {
        output += "Tour ended.\n"
        break
      }
      if colorMode == .none {
        output += frameText(at: time)
      } else {
        output += FrameFormatter.header(self) + "\n"
        let bytes = FrameFormatter.ansi(scene(at: time), screen: screen, colorMode: colorMode)
        output += String(decoding: bytes, as: UTF8.self)
      }
    }
    return output
  }

  /// The header and the plain-text frame at `time`.
  func frameText(at time: Double) -> String {
    FrameFormatter.header(self) + "\n" + FrameFormatter.text(scene(at: time), screen: screen)
  }
}
