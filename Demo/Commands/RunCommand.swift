import Lodestar

/// `lodestar-demo run TOUR.json [--screen SCREEN.json]`, and the built-in tour with no subcommand.
enum RunCommand: Subcommand {
  static let name = "run"
  static let summary = "play a tour over a screen (interactive in a terminal, auto-play otherwise)"
  static let usageLine =
    "lodestar-demo run [TOUR.json] [--screen SCREEN.json] [--script \"next,previous,...\"] [--rtl] [--size WxH] [--color always|never|auto] [--state PATH]"

  /// The options, as `--help` (this command's and the top level's) lists them.
  static let optionsHelp = """
      --screen PATH    the screen (a JSON host tree, see SCREEN-FORMAT.md)
      --script LIST    a deterministic run with a manual clock: next, previous, skip, rotate, rtl, motion, pause,
                       wait
      --rtl            start right-to-left
      --size WxH       the screen size in points, each side from 1 to 10000 (the built-in screen only)
      --color WHEN     always, never or auto (NO_COLOR, COLORTERM and TERM are honoured)
      --state PATH     the eligibility state file of interactive runs (default: the one `store show` prints)
    """

  static let help = """
    Usage: \(usageLine)

    Plays a tour document (the built-in profile tour when none is given) over a JSON screen description (the
    built-in 390x844 profile screen when none is given). A path of `-` reads the tour or the screen from
    standard input; /dev/stdin and process substitution (`run <(cat tour.json)`) work too. Input files may
    have at most 16 MiB.

    In a terminal it is interactive: right / n / Enter next, left / p previous, s / Esc skip, space pause
    (hides the tour; space again resumes), r rotate, d toggle right-to-left, m reduce motion, q quit. The arrows, Enter and Esc go through the engine's
    keyboard handling: the arrows swap in right-to-left, and a document's "keyboardNavigation": false or
    "escapeCloses": false turns them off. Resizing the terminal resizes the screen to the window (a size
    transition, like r).
    Without a terminal, or in one that cannot move the cursor (TERM unset, empty or dumb), it plays every step
    and prints its final frame as plain text under "Step N of M: title". A window smaller than the frame
    gets the frame scaled to fit and a clipped status line; one under 20x6 cells says it is too small.
    --script prints the frame after each command, one after another (with --color, colour only: no cursor
    movement). Control characters in a file's text are shown as U+FFFD.
    When no step of the tour shows over the screen (a step in another host, missing targets), it says why
    and exits 65, as render does.

    Options:
    \(optionsHelp)

    Interactive runs go through the eligibility layer: a tour already finished opens with
    "You finished this tour on <date>. Enter: replay, q: quit". Auto-play and --script always play.

    Exit status: 0 success, 64 usage, 65 invalid tour or screen (or no step shows), 66 missing or unreadable
    file (a directory, a FIFO no program writes to), 74 I/O error (such as a full disk on standard output).
    """

  static let options =
    PlaybackOptions.commandOptions + [.value("--script"), ColorChoice.option, .path("--state")]

  static func run(arguments: [String]) -> Int32 {
    let command = "lodestar-demo"
    do throws(DemoFailure) {
      let parsed = try OptionParser.parse(arguments, options: options, command: command, usageLine: usageLine)
      let playback = try PlaybackOptions(parsed, command: command, usageLine: usageLine)
      let colorChoice = try ColorChoice(parsed, default: .auto, command: command, usageLine: usageLine)
      let script = try parsed.value("--script").map { list throws(DemoFailure) in
        try DemoScript(list, command: command, usageLine: usageLine)
      }
      let input = try playback.loadInput()
      let statePath = parsed.value("--state")
      if let failure = MainActor.assumeIsolated({ noStepShows(input, playback: playback) }) { throw failure }
      return MainActor.assumeIsolated {
        let player = input.makePlayer(isRightToLeft: playback.isRightToLeft)
        if let script {
          let colorMode = colorChoice.colorMode(isTerminal: StandardOutput.isTerminal)
          DemoEligibility.runDeterministically(player) {
            StandardOutput.write(player.play(script, colorMode: colorMode))
          }
        }
        if TerminalSession.isInteractive {
          let demo = InteractiveDemo(player: player, colorMode: colorChoice.colorMode(isTerminal: true))
          // The eligibility layer is asynchronous: run on the main actor's executor until the demo exits.
          runOnMainActorAndExit { await demo.run(statePath: statePath) }
        }
        DemoEligibility.runDeterministically(player) { StandardOutput.write(player.autoPlay()) }
      }
    } catch {
      printError(error.message)
      return error.status
    }
  }

  /// The failure, as `render` gives it, when no step of the tour shows over the screen (played on a player
  /// of its own), with the reason the first step does not show; `nil` when a step shows. A run that would
  /// print nothing, or show an empty screen, and exit 0 says why instead.
  @MainActor static func noStepShows(_ input: DemoInput, playback: PlaybackOptions) -> DemoFailure? {
    guard !input.makePlayer(isRightToLeft: playback.isRightToLeft).showsAnyStep() else { return nil }
    let reason: String
    do throws(StepAbsence) {
      _ = try input.makePlayer(isRightToLeft: playback.isRightToLeft).showForFrame(step: 0)
      reason = "the tour ends before any step shows"
    } catch {
      reason = error.description
    }
    return DemoFailure(status: ExitStatus.dataError, message: "lodestar-demo: \(reason); no step of the tour shows")
  }
}
