import Foundation
import Lodestar

/// `lodestar-demo render`: one frame of a tour (or every step with `--all`) as text, ANSI, SVG or JSON.
enum RenderCommand: Subcommand {
  static let name = "render"
  static let summary = "render a step of a tour as text, ansi, svg or json"
  static let usageLine =
    "lodestar-demo render [TOUR.json] [--screen S] --format text|ansi|svg|json [--step N] [--time T] [--size WxH] [--rtl] [--out PATH] [--all [--animated]]"
  static let help = """
    Usage: \(usageLine)

    Renders one frame of a tour document (the built-in profile tour when none is given) over a screen (the
    built-in profile screen when none is given). `-` reads the tour or the screen from standard input.

    Options:
      --format F   text (plain characters), ansi (lines in colour: SGR sequences only, no cursor movement),
                   svg (a standalone SVG) or json (the scene as stable JSON); default text. Text and ansi
                   frames are laid out in terminal cells (8x18 points), svg and json with Helvetica's metrics
                   (the font SVG frames name)
      --step N     the step, from 1 (default 1)
      --time T     seconds after the step appeared, from 0 to 86400 (default 2: the final frame)
      --size WxH   the screen size in points, such as 844x390 (each side from 1 to 10000)
      --rtl        right-to-left layout
      --out PATH   write to PATH instead of standard output (a directory with --all, made with its
                   missing parents, not a symbolic link). Each file is written beside its name and
                   renamed into place: a link at its path is replaced, not followed, and a run that
                   fails writes nothing. A FIFO or a device (/dev/stdout) is written to as it is
      --all        every step, one file per step (step-N.txt, .ans, .svg or .json) in the --out directory
      --animated   with --format svg --all: the whole tour as one animated SVG (SMIL, 3 s per step, looping),
                   written to the --out file or standard output
      --color W    for ansi: always, never or auto (default always)

    When the step does not show, it says why (its host, its missing targets, a completer that ends it at
    once) and exits 65.

    Exit status: 0 success, 64 usage, 65 invalid tour or screen (or the step does not show), 66 missing or
    unreadable file, 73 cannot create the --out file or directory, 74 I/O error.
    """

  static let options =
    PlaybackOptions.commandOptions + [
      .value("--format"), .value("--step"), .value("--time"), .path("--out"), .flag("--all"),
      .flag(AnimatedTourSVG.option), ColorChoice.option,
    ]

  /// What `render` was asked for.
  struct Request {
    var playback: PlaybackOptions
    var format = "text"
    var step: Int?
    var time: Double?
    var outputPath: String?
    var rendersAll = false
    var isAnimated = false
    var colorChoice = ColorChoice.always
  }

  static func run(arguments: [String]) -> Int32 {
    do throws(DemoFailure) {
      let request = try parse(arguments)
      let input = try request.playback.loadInput()
      let result = MainActor.assumeIsolated { () -> Result<Int32, DemoFailure> in
        do throws(DemoFailure) {
          if request.isAnimated { return .success(try AnimatedTourSVG.render(request, input: input)) }
          return .success(try render(request, input: input))
        } catch {
          return .failure(error)
        }
      }
      return try result.get()
    } catch {
      printError(error.message)
      return error.status
    }
  }

  static func parse(_ arguments: [String]) throws(DemoFailure) -> Request {
    let command = "lodestar-demo render"
    let parsed = try OptionParser.parse(arguments, options: options, command: command, usageLine: usageLine)
    var request = Request(playback: try PlaybackOptions(parsed, command: command, usageLine: usageLine))
    request.colorChoice = try ColorChoice(parsed, default: .always, command: command, usageLine: usageLine)
    if let format = parsed.value("--format") {
      guard ["text", "ansi", "svg", "json"].contains(format) else {
        throw .usage("\(command): --format must be text, ansi, svg or json", usageLine: usageLine)
      }
      request.format = format
    }
    if let text = parsed.value("--step") {
      request.step = try CommandLineNumbers.integer(
        text, option: "--step", CommandLineNumbers.ordinal, command: command, usageLine: usageLine)
    }
    if let text = parsed.value("--time") {
      request.time = try CommandLineNumbers.number(
        text, option: "--time", CommandLineNumbers.time, command: command, usageLine: usageLine)
    }
    request.outputPath = parsed.value("--out")
    request.rendersAll = parsed.contains("--all")
    request.isAnimated = parsed.contains(AnimatedTourSVG.option)
    if request.isAnimated {
      guard request.format == "svg", request.rendersAll, request.step == nil else {
        throw .usage("\(command): --animated needs --format svg and --all", usageLine: usageLine)
      }
    } else if request.rendersAll {
      guard request.outputPath != nil else {
        throw .usage("\(command): --all needs --out DIRECTORY", usageLine: usageLine)
      }
      guard request.step == nil else {
        throw .usage("\(command): --all and --step cannot be combined", usageLine: usageLine)
      }
    }
    return request
  }

  @MainActor static func render(_ request: Request, input: DemoInput) throws(DemoFailure) -> Int32 {
    // Terminal frames are laid out in cells, SVG and JSON with Helvetica's metrics (what SVGRenderer writes).
    let player = input.makePlayer(
      isRightToLeft: request.playback.isRightToLeft,
      measurer: ["svg", "json"].contains(request.format) ? DemoPlayer.proportionalMeasurer : DemoPlayer.measurer)
    if let size = request.playback.size, input.makeScreen == nil { player.resize(to: size) }
    guard player.stepCount > 0 else {
      throw DemoFailure(status: ExitStatus.dataError, message: "lodestar-demo render: the tour has no steps")
    }
    let steps = request.rendersAll ? Array(0..<player.stepCount) : [(request.step ?? 1) - 1]
    guard let first = steps.first, first < player.stepCount else {
      throw .usage("lodestar-demo render: --step must be between 1 and \(player.stepCount)", usageLine: usageLine)
    }
    // `--format ansi` asks for escape sequences: `--color auto` follows the environment (NO_COLOR,
    // COLORTERM, TERM) whether or not the output is a terminal.
    let colorMode = request.colorChoice.colorMode(isTerminal: true)
    let output = try FrameOutput(
      outputPath: request.outputPath, writesEveryFrame: request.rendersAll, command: "lodestar-demo render")
    for step in steps {
      let bytes = try frame(
        player: player, step: step, time: request.time ?? DemoPlayer.settleTime, format: request.format,
        colorMode: colorMode)
      let status = try output.write(bytes, fileName: "step-\(step + 1).\(fileExtension(request.format))")
      if status != ExitStatus.success { return status }
    }
    try output.finish()
    return ExitStatus.success
  }

  /// The bytes of step `step` at `time` seconds after it appeared. Fails when the step does not show, with
  /// the reason (``DemoPlayer/showForFrame(step:)``).
  @MainActor static func frame(
    player: DemoPlayer, step: Int, time: Double, format: String, colorMode: ColorMode
  ) throws(DemoFailure) -> [UInt8] {
    let shownAt: Double
    do throws(StepAbsence) {
      shownAt = try player.showForFrame(step: step)
    } catch {
      throw DemoFailure(status: ExitStatus.dataError, message: "lodestar-demo render: \(error.description)")
    }
    _ = player.scene(at: shownAt)
    let scene = player.scene(at: shownAt + time)
    switch format {
    case "ansi":
      return FrameFormatter.ansi(scene, screen: player.screen, colorMode: colorMode)
    case "svg":
      return Array((FrameFormatter.svg(scene, screen: player.screen, title: player.currentTitle) + "\n").utf8)
    case "json": return Array(FrameFormatter.json(scene).utf8)
    default: return Array(FrameFormatter.text(scene, screen: player.screen).utf8)
    }
  }

  static func fileExtension(_ format: String) -> String {
    switch format {
    case "ansi": "ans"
    case "svg": "svg"
    case "json": "json"
    default: "txt"
    }
  }
}
