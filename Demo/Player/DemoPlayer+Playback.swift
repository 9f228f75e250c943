import Lodestar
import LodestarDemoSupport
import LodestarJSON
import LodestarRendering

extension DemoPlayer {
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

  /// How a script run prints the frame after each command.
  enum ScriptFormat {
    /// Under a `# command` heading: plain text, or colour escape sequences unless the mode is none.
    case text(ColorMode)
    /// One JSON object a line: the command, its line, the time, whether the tour ended, and the scene.
    case json
  }

  /// Plays `script` on the manual clock and returns the frame after each command (the eligibility layer
  /// started the tour): the first at two seconds, then each command's two seconds (or its `wait`) later.
  func play(_ script: DemoScript, format: ScriptFormat) -> String {
    var time = 0.0
    markStarted(time: time)
    settle(at: time)
    time += Self.settleTime
    settle(at: time)
    var output = frame(after: "start", line: 0, at: time, format: format)
    for step in script.steps {
      perform(step.command, at: time)
      // The command's transitions (a rotation's size change too) start now, not when the frame is drawn.
      _ = scene(at: time)
      settle(at: time)
      if case .wait(let seconds) = step.command { time += seconds } else { time += Self.settleTime }
      settle(at: time)
      output += frame(after: step.text, line: step.line, at: time, format: format)
      if isFinished { break }
    }
    return output
  }

  /// Does one script command at `time`.
  func perform(_ command: DemoScript.Command, at time: Double) {
    switch command {
    case .next: next(time: time)
    case .previous: previous(time: time)
    case .skip: skip(time: time)
    case .rotate: rotate()
    case .rightToLeft: toggleRightToLeft()
    case .reducedMotion: toggleReducedMotion()
    case .pause(let style): if controller.isStarted { controller.pause(style) }
    case .resume: controller.resume()
    case .togglePause: togglePause()
    case .stop: controller.stop(immediately: false)
    case .stopImmediately: controller.stop(immediately: true)
    case .wait: break
    case .tap(let point): controller.handleTap(at: point, in: scene(at: time))
    case .size(let size): resize(to: size)
    case .move(let id, let origin): modifyElement(id) { $0.frame = Rect(origin: origin, size: $0.frame.size) }
    case .hide(let id): modifyElement(id) { $0.isHidden = true }
    case .show(let id): modifyElement(id) { $0.isHidden = false }
    case .key(let key): handleNavigationKey(key, time: time)
    }
  }

  /// The frame after a command, in the script's format.
  private func frame(after text: String, line: Int, at time: Double, format: ScriptFormat) -> String {
    switch format {
    case .json:
      // Keys in the order of their bytes, as in the scene.
      var writer = JSONStreamWriter(capacity: 8192)
      writer.beginObject()
      writer.key("command")
      writer.string(text)
      writer.key("ended")
      writer.bool(isFinished)
      writer.key("line")
      writer.integer(line)
      writer.key("scene")
      SceneJSON.write(scene(at: time), to: &writer)
      writer.key("time")
      writer.number(time)
      writer.endObject()
      writer.lineFeed()
      return writer.text
    case .text(let colorMode):
      let heading = "# \(TerminalText.sanitized(text))\n"
      if isFinished { return heading + "Tour ended.\n" }
      if colorMode == .none { return heading + frameText(at: time) }
      let bytes = FrameFormatter.ansi(scene(at: time), screen: screen, colorMode: colorMode)
      return heading + FrameFormatter.header(self) + "\n" + String(decoding: bytes, as: UTF8.self)
    }
  }

  /// The header and the plain-text frame at `time`.
  func frameText(at time: Double) -> String {
    FrameFormatter.header(self) + "\n" + FrameFormatter.text(scene(at: time), screen: screen)
  }
}
