import Foundation
import Lodestar
import LodestarDemoSupport

/// `lodestar-demo render`: one frame of a tour (or every step with `--all`) as text, ANSI, SVG or JSON.
enum RenderCommand: Subcommand {
  static let name = "render"
  static let summary = "render a step of a tour as text, ansi, svg or json"
  static let operandSynopsis = "[TOUR.json]"

  /// `--format text|ansi|svg|json`.
  static let format = CommandOption.choice(
    "--format", FrameFormat.self,
    help: "text (plain characters), ansi (lines in colour: SGR sequences only, no cursor movement), svg (a "
      + "standalone SVG) or json (the scene as stable JSON). Text and ansi frames are laid out in terminal cells "
      + "(8x18 points), svg and json with Helvetica's metrics (the font SVG frames name)",
    default: .text)
  /// `--step N`.
  static let step = CommandOption.number(
    "--step", "N", CommandLineNumbers.ordinal, help: "the step, from 1", default: "1")
  /// `--time T`.
  static let time = CommandOption.number(
    "--time", "T", CommandLineNumbers.time, help: "seconds after the step appeared, from 0 to 86400",
    default: "2: the final frame")
  /// `--out PATH`.
  static let out = CommandOption.path(
    "--out",
    help: "write to PATH instead of standard output (a directory with --all, made with its missing parents, not "
      + "a symbolic link). Each file is written beside its name and renamed into place: a link at its path is "
      + "replaced, not followed, and a run that fails writes nothing. A FIFO or a device (/dev/stdout) is "
      + "written to as it is")
  /// `--all`.
  static let all = CommandOption.flag(
    "--all", help: "every step, one file per step (step-N.txt, .ans, .svg or .json) in the --out directory")
  /// `--animated`.
  static let animated = CommandOption.flag(
    AnimatedTourSVG.option,
    help: "with --format svg --all: the whole tour as one animated SVG (SMIL, 3 s per step, looping), written "
      + "to the --out file or standard output")
  /// `--color always|never|auto`.
  static let color = ColorChoice.option(help: "for ansi: when frames get colour", default: .always)

  static let optionSections = [
    OptionSection([format, step, time] + PlaybackOptions.commandOptions + [out, all, animated, color])
  ]

  static let abstract = """
    Renders one frame of a tour document (the built-in profile tour when none is given) over a screen (the
    built-in profile screen when none is given). `-` reads the tour or the screen from standard input.
    """

  static let discussion = """
    When the step does not show, it says why (its host, its missing targets, a completer that ends it at
    once) and exits 65.

    Exit status: 0 success, 64 usage, 65 invalid tour or screen (or the step does not show), 66 missing or
    unreadable file, 73 cannot create the --out file or directory, 74 I/O error.
    """

  /// What `render` was asked for.
  struct Request {
    var playback: PlaybackOptions
    var format = FrameFormat.text
    var step: Int?
    var time: Double?
    var outputPath: String?
    var rendersAll = false
    var isAnimated = false
    var colorChoice = ColorChoice.always
  }

  static func run(arguments: [String]) -> Int32 {
    do throws(DemoFailure) {
      let request = try request(arguments)
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

  /// What `arguments` ask for.
  static func request(_ arguments: [String]) throws(DemoFailure) -> Request {
    let parsed = try parse(arguments)
    var request = Request(playback: try PlaybackOptions(parsed))
    request.colorChoice = try ColorChoice(parsed, default: .always)
    request.format = try parsed.choice(format) ?? .text
    request.step = try parsed.integer(step)
    request.time = try parsed.number(time)
    request.outputPath = parsed.value(out)
    request.rendersAll = parsed.contains(all)
    request.isAnimated = parsed.contains(animated)
    if request.isAnimated {
      guard request.format == .svg, request.rendersAll, request.step == nil else {
        throw parsed.usage("--animated needs --format svg and --all")
      }
    } else if request.rendersAll {
      guard request.outputPath != nil else { throw parsed.usage("--all needs --out DIRECTORY") }
      guard request.step == nil else { throw parsed.usage("--all and --step cannot be combined") }
    }
    return request
  }

  @MainActor static func render(_ request: Request, input: DemoInput) throws(DemoFailure) -> Int32 {
    // Terminal frames are laid out in cells, SVG and JSON with Helvetica's metrics (what SVGRenderer writes).
    // Each step on a fresh player, as `--step N` shows it: a step that scrolls its target into view then starts
    // from the screen as it was, and each file of `--all` is the frame `--step N` gives.
    func makePlayer() -> DemoPlayer {
      let player = input.makePlayer(
        isRightToLeft: request.playback.isRightToLeft,
        measurer: request.format.isTerminal ? DemoPlayer.measurer : DemoPlayer.proportionalMeasurer)
      if let size = request.playback.size, input.makeScreen == nil { player.resize(to: size) }
      return player
    }
    let player = makePlayer()
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
        player: step == first ? player : makePlayer(), step: step, time: request.time ?? DemoPlayer.settleTime,
        format: request.format,
        colorMode: colorMode)
      let status = try output.write(bytes, fileName: "step-\(step + 1).\(request.format.fileExtension)")
      if status != ExitStatus.success { return status }
    }
    try output.finish()
    return ExitStatus.success
  }

  /// The bytes of step `step` at `time` seconds after it appeared. Fails when the step does not show, with
  /// the reason (``DemoPlayer/showForFrame(step:)``).
  @MainActor static func frame(
    player: DemoPlayer, step: Int, time: Double, format: FrameFormat, colorMode: ColorMode
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
    case .ansi:
      return FrameFormatter.ansi(scene, screen: player.screen, colorMode: colorMode)
    case .svg:
      return Array((FrameFormatter.svg(scene, screen: player.screen, title: player.currentTitle) + "\n").utf8)
    case .json: return Array(FrameFormatter.json(scene).utf8)
    case .text: return Array(FrameFormatter.text(scene, screen: player.screen).utf8)
    }
  }
}
