import Foundation
import Lodestar

/// `lodestar-demo run TOUR.json [--screen SCREEN.json]`, and the default demo with no arguments.
enum RunCommand: Subcommand {
  static let name = "run"
  static let summary = "play a tour over a screen (interactive in a terminal, auto-play otherwise)"
  static let usageLine =
    "lodestar-demo run [TOUR.json] [--screen SCREEN.json] [--script \"next,previous,...\"] [--rtl] [--size WxH] [--color always|never|auto] [--state PATH]"
  static let help = """
    Usage: \(usageLine)

    Plays a tour document (the built-in profile tour when none is given) over a JSON screen description (the
    built-in 390x844 profile screen when none is given).

    In a terminal it is interactive: right / n / Enter next, left / p previous, s / Esc skip, space pause,
    r rotate, d toggle right-to-left, m reduce motion, q quit. The arrows, Enter and Esc go through the engine's
    keyboard handling: the arrows swap in right-to-left, and a document's "keyboardNavigation": false or
    "escapeCloses": false turns them off. Resizing the terminal resizes the screen to the window (a size
    transition, like r).
    Without a terminal it plays every step and prints its final frame as plain text under "Step N of M: title".

    Options:
      --screen PATH    the screen (a JSON host tree, see SCREEN-FORMAT.md)
      --script LIST    a deterministic run with a manual clock: next, previous, skip, rotate, rtl, motion, pause
      --rtl            start right-to-left
      --size WxH       the screen size in points (the built-in screen only)
      --color WHEN     always, never or auto (NO_COLOR, COLORTERM and TERM are honoured)
      --state PATH     the eligibility state file of interactive runs (default: the one `store show` prints)

    Interactive runs go through the eligibility layer: a tour already finished opens with
    "You finished this tour on <date>. Enter: replay, q: quit". Auto-play and --script always play.

    Exit status: 0 success, 64 usage, 65 invalid tour or screen, 66 missing file, 74 I/O error.
    """

  static let options: Set<String> = ["--screen", "--script", "--rtl", "--size", "--color", "--state"]

  static func run(arguments: [String]) -> Int32 {
    do throws(DemoFailure) {
      let parsed = try DemoArguments(arguments, allowed: options, acceptsTour: true, usageLine: usageLine)
      let input = try parsed.loadInput()
      return MainActor.assumeIsolated {
        let player = input.makePlayer(isRightToLeft: parsed.isRightToLeft)
        if let script = parsed.script {
          let colorMode = parsed.colorMode(isTerminal: isTerminalOutput)
          DemoEligibility.runDeterministically(player) {
            await runScript(script, player: player, colorMode: colorMode)
          }
        }
        if TerminalSession.isInteractive {
          let demo = InteractiveDemo(player: player, colorMode: parsed.colorMode(isTerminal: true))
          // The eligibility layer is asynchronous: run on the main actor's executor until the demo exits.
          runOnMainActor { await demo.run(statePath: parsed.statePath) }
        }
        DemoEligibility.runDeterministically(player) { await autoPlay(player: player) }
      }
    } catch {
      printError(error.message)
      return error.status
    }
  }

  static var isTerminalOutput: Bool { isatty(STDOUT_FILENO) == 1 }

  /// Runs `body` on the main actor's executor, so the controller's timer tasks can run between frames, and
  /// exits with its status.
  static func runOnMainActor(_ body: @escaping @MainActor () async -> Int32) -> Never {
    Task { @MainActor in exit(await body()) }
    dispatchMain()
  }

  /// Plays every step on a manual clock and prints each step's final frame (the eligibility layer started
  /// the tour). The controller's timers run on the same clock: a duration completer fires, and a missing
  /// target's wait ends, as the time passes.
  @MainActor static func autoPlay(player: DemoPlayer) async -> Int32 {
    var time = 0.0
    player.markStarted(time: time)
    player.settle(at: time)
    var output = ""
    // Every step shows at most a few times (a previous-from-first "stay", a late target); the bound only
    // guards against a tour that never ends.
    var framesLeft = 4 * player.stepCount + 8
    while !player.isFinished, framesLeft > 0 {
      time += settleTime
      player.settle(at: time)
      framesLeft -= 1
      // No step shows while the controller waits for a late target.
      guard player.index != nil else { continue }
      output += frameText(player, time: time)
      player.next(time: time)
      player.settle(at: time)
    }
    return write(output)
  }

  /// Runs a script of commands on a manual clock (two seconds apart) and prints the frame after each (the
  /// eligibility layer started the tour).
  @MainActor static func runScript(_ commands: [String], player: DemoPlayer, colorMode: ColorMode) async -> Int32 {
    var time = 0.0
    player.markStarted(time: time)
    player.settle(at: time)
    time += settleTime
    player.settle(at: time)
    var output = "# start\n" + frameText(player, time: time)
    for command in commands {
      switch command {
      case "next", "n": player.next(time: time)
      case "previous", "prev", "p": player.previous(time: time)
      case "skip", "s": player.skip(time: time)
      case "rotate", "r": player.rotate()
      case "rtl", "d": player.toggleRightToLeft()
      case "motion", "m": player.toggleReducedMotion()
      case "pause", "space": player.togglePause()
      default:
        printError(
          "lodestar-demo: unknown script command '\(command)' (next, previous, skip, rotate, rtl, motion, pause)\nUsage: \(usageLine)"
        )
        return ExitStatus.usage
      }
      // The command's transitions (a rotation's size change too) start now, not when the frame is drawn.
      _ = player.scene(at: time)
      player.settle(at: time)
      time += settleTime
      player.settle(at: time)
      output += "# \(command)\n"
      if player.isFinished {
        output += "Tour ended.\n"
        break
      }
      if colorMode == .none {
        output += frameText(player, time: time)
      } else {
        output += FrameFormatter.header(player) + "\n"
        let bytes = FrameFormatter.ansi(player.scene(at: time), screen: player.screen, colorMode: colorMode)
        output += String(decoding: bytes, as: UTF8.self) + "\u{1B}[0m\n"
      }
    }
    return write(output)
  }

  /// Long enough for every transition to end.
  static let settleTime = 2.0

  @MainActor static func frameText(_ player: DemoPlayer, time: Double) -> String {
    FrameFormatter.header(player) + "\n" + FrameFormatter.text(player.scene(at: time), screen: player.screen)
  }

  static func write(_ text: String) -> Int32 {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        Foundation.write(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        printError("lodestar-demo: cannot write the output (errno \(errno))")
        return ExitStatus.ioError
      }
      offset += written
    }
    return ExitStatus.success
  }
}
