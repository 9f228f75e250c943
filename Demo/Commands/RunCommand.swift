import Lodestar
import LodestarDemoSupport

/// `lodestar-demo run TOUR.json [--screen SCREEN.json]`, and the built-in tour with no subcommand.
enum RunCommand: Subcommand {
  static let name = "run"
  static let summary = "play a tour over a screen (interactive in a terminal, auto-play otherwise)"
  static let operandSynopsis = "[TOUR.json]"

  /// `--script LIST`.
  static let script = CommandOption.value(
    "--script", "LIST",
    help: "a deterministic run with a manual clock, commands separated by ';' or line feeds (a list of single "
      + "words may use ','): next, previous, skip, rotate, rtl, motion, pause [STYLE], resume, space, stop, "
      + "stop-immediately, wait [SECONDS], tap X,Y, size WxH, move ID X,Y, hide ID, show ID, up, down, page-up, "
      + "page-down (see \"Scripts\" in `lodestar-demo run --help`)"
  )
  /// `--script-file PATH`.
  static let scriptFile = CommandOption.path(
    "--script-file", help: "the same, one command a line, from a file ('-': standard input)")
  /// `--format text|json`.
  static let format = CommandOption.choice(
    "--format", LineFormat.self, help: "how a script prints each frame: text (ANSI colour with --color) or json",
    default: .text)
  /// `--color always|never|auto`.
  static let color = ColorChoice.option(
    help: "when frames get colour (NO_COLOR, COLORTERM and TERM are honoured)", default: .auto)
  /// `--state PATH`.
  static let state = CommandOption.path(
    "--state", help: "the eligibility state file of interactive runs (default: the one `store path` prints)")

  static let optionSections = [
    OptionSection(PlaybackOptions.commandOptions + [script, scriptFile, format, color, state])
  ]

  /// The options, as the top level's `--help` lists them.
  static var optionsHelp: String { CommandHelp.optionList(options) }

  static let abstract = """
    Plays a tour document (the built-in profile tour when none is given) over a JSON screen description (the
    built-in 390x844 profile screen when none is given). A path of `-` reads the tour or the screen from
    standard input; /dev/stdin and process substitution (`run <(cat tour.json)`) work too. Input files may
    have at most 16 MiB.

    In a terminal it is interactive: right / n / Enter next, left / p previous, s / Esc skip, space pause
    (hides the tour; space again resumes), r rotate, d toggle right-to-left, m reduce motion, + / - text
    size, up / down / Page Up / Page Down scroll a hint too long for the screen, q quit. The arrows, Page Up,
    Page Down, Enter and Esc go through the engine's
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
    """

  static let discussion = """
    Scripts: each command runs on the demo's manual clock and its frame is printed two seconds later (when
    every transition has ended), after the first frame at two seconds:
      next (n), previous (prev, p), skip (s)      the tour's navigation, as the keys
      rotate (r), rtl (d), motion (m)             swap the sides, toggle right-to-left, toggle reduced motion
      pause [STYLE], resume, space               pause with hide-instructions (default), hide-overlay or
                                                 hide-nothing; resume; space pauses or resumes
      stop, stop-immediately                     end the tour, fading out or at once
      wait [SECONDS]                             the next frame SECONDS (0 to 86400; default 2) later
      tap X,Y                                    a tap at a point of the screen, through the scene's hit-testing
      size WxH                                   lay the screen out at W x H points (1 to 10000 each)
      move ID X,Y, hide ID, show ID              move an element's origin, hide it, show it again (the
                                                 built-in screen is laid out again by rotate, size and rtl)
      up, down, page-up, page-down               scroll a hint too long for the screen by a line or a page,
                                                 as the keys (large text sizes, small screens)
    In a file, blank lines and text after '#' are skipped. The whole script is read and checked before any
    command runs: an unknown command, a number out of range, a tap outside the screen's size at that point
    of the script, or an element the screen does not have stops the run, with the file's line and exit 65
    (with --script: the command's position and exit 64). --format json prints one JSON object a line, the
    first for "start": {"command", "ended", "line", "scene" (as render --format json), "time"}; the
    scene is laid out with Helvetica's metrics, as render's JSON is. A run stops after the command that
    ends the tour (its frame says "Tour ended." or "ended": true).

    Interactive runs go through the eligibility layer: a tour already finished opens with
    "You finished this tour on <date>. Enter: replay, q: quit". Auto-play and --script always play.

    Exit status: 0 success, 64 usage, 65 invalid tour or screen (or no step shows), 66 missing or unreadable
    file (a directory, a FIFO no program writes to), 74 I/O error (such as a full disk on standard output).
    """

  static func run(arguments: [String]) -> Int32 {
    let command = "lodestar-demo"
    do throws(DemoFailure) {
      let parsed = try parse(arguments, command: command)
      let playback = try PlaybackOptions(parsed)
      let colorChoice = try ColorChoice(parsed, default: .auto)
      let script = try readScript(parsed, playback: playback)
      let isJSON = try scriptFormat(parsed, hasScript: script != nil) == .json
      let input = try playback.loadInput()
      let statePath = parsed.value(state)
      if let failure = MainActor.assumeIsolated({ noStepShows(input, playback: playback) }) { throw failure }
      let player = MainActor.assumeIsolated {
        isJSON
          ? input.makePlayer(isRightToLeft: playback.isRightToLeft, measurer: DemoPlayer.proportionalMeasurer)
          : input.makePlayer(isRightToLeft: playback.isRightToLeft)
      }
      if let script {
        let (size, knownIDs) = MainActor.assumeIsolated { (player.size, player.screen.knownIDs) }
        try script.check(size: size, knownIDs: knownIDs, command: command, usageLine: usageLine)
      }
      return MainActor.assumeIsolated {
        if let script {
          let format: DemoPlayer.ScriptFormat =
            isJSON ? .json : .text(colorChoice.colorMode(isTerminal: StandardOutput.isTerminal))
          DemoEligibility.runDeterministically(player) {
            StandardOutput.write(player.play(script, format: format))
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

  /// The script of `--script` or `--script-file` (`-`: standard input), read whole; nil without either.
  ///
  /// - Throws: A usage failure for both options, or for a second reader of standard input; the failure of
  ///   reading the file (66, 74) or of a command in it (65, with its line).
  static func readScript(_ parsed: ParsedArguments, playback: PlaybackOptions) throws(DemoFailure) -> DemoScript? {
    let command = "lodestar-demo"
    let list = parsed.value(script)
    guard let path = parsed.value(scriptFile) else {
      return try list.map { list throws(DemoFailure) in
        try DemoScript(list: list, command: command, usageLine: usageLine)
      }
    }
    if list != nil {
      throw .usage("\(command): give --script or --script-file, not both", usageLine: usageLine)
    }
    if path == InputFile.standardInputPath,
      playback.tourPath == InputFile.standardInputPath || playback.screenPath == InputFile.standardInputPath
    {
      throw .usage(
        "\(command): only one of the tour, the screen and the script can be read from standard input ('-')",
        usageLine: usageLine)
    }
    let data = try InputFile.read(path, command: command)
    return try DemoScript(file: data, name: InputFile.name(of: path), command: command)
  }

  /// The format `--format` asks for (text when it is not given).
  ///
  /// - Throws: A usage failure for a format other than text or json, or a format without a script.
  static func scriptFormat(_ parsed: ParsedArguments, hasScript: Bool) throws(DemoFailure) -> LineFormat {
    guard let chosen = try parsed.choice(format, as: LineFormat.self) else { return .text }
    guard hasScript else {
      throw parsed.usage("--format applies to --script and --script-file runs")
    }
    return chosen
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
