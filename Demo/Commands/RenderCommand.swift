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
    built-in profile screen when none is given).

    Options:
      --format F   text (plain characters), ansi (colour escape sequences), svg (a standalone SVG) or json
                   (the scene as stable JSON); default text
      --step N     the step, from 1 (default 1)
      --time T     seconds after the step appeared (default 2: the final frame)
      --size WxH   the screen size in points, such as 844x390
      --rtl        right-to-left layout
      --out PATH   write to PATH instead of standard output (a directory with --all)
      --all        every step, one file per step (step-N.txt, .ans, .svg or .json) in the --out directory
      --animated   with --format svg --all: the whole tour as one animated SVG (SMIL, 3 s per step, looping),
                   written to the --out file or standard output
      --color W    for ansi: always, never or auto (default always)

    Exit status: 0 success, 64 usage, 65 invalid tour or screen, 66 missing file, 74 I/O error.
    """

  static let options: Set<String> = [
    "--screen", "--format", "--step", "--time", "--size", "--rtl", "--out", "--all", "--color",
  ]

  static func run(arguments: [String]) -> Int32 {
    let isAnimated = arguments.contains(AnimatedTourSVG.option)
    let arguments = arguments.filter { $0 != AnimatedTourSVG.option }
    do throws(DemoFailure) {
      var parsed = try DemoArguments(arguments, allowed: options, acceptsTour: true, usageLine: usageLine)
      if !arguments.contains("--color") { parsed.colorChoice = "always" }
      if isAnimated {
        try AnimatedTourSVG.validate(parsed, usageLine: usageLine)
        let input = try parsed.loadInput()
        let arguments = parsed
        return try MainActor.assumeIsolated { () -> Result<Int32, DemoFailure> in
          do throws(DemoFailure) {
            return .success(try AnimatedTourSVG.render(arguments, input: input))
          } catch {
            return .failure(error)
          }
        }.get()
      }
      if parsed.rendersAll, parsed.outputPath == nil {
        throw .usage("lodestar-demo render: --all needs --out DIRECTORY", usageLine: usageLine)
      }
      if parsed.rendersAll, parsed.step != nil {
        throw .usage("lodestar-demo render: --all and --step cannot be combined", usageLine: usageLine)
      }
      let input = try parsed.loadInput()
      let arguments = parsed
      // On the main actor's executor, so a document's timers (a missing target's wait) run on the demo's clock.
      RunCommand.runOnMainActor {
        do throws(DemoFailure) {
          return try await render(arguments, input: input)
        } catch {
          printError(error.message)
          return error.status
        }
      }
    } catch {
      printError(error.message)
      return error.status
    }
  }

  @MainActor static func render(_ arguments: DemoArguments, input: DemoInput) async throws(DemoFailure) -> Int32 {
    let player = input.makePlayer(isRightToLeft: arguments.isRightToLeft)
    if let size = arguments.size, input.makeScreen == nil { player.resize(to: size) }
    guard player.stepCount > 0 else {
      throw DemoFailure(status: ExitStatus.dataError, message: "lodestar-demo render: the tour has no steps")
    }
    let steps = arguments.rendersAll ? Array(0..<player.stepCount) : [(arguments.step ?? 1) - 1]
    guard let first = steps.first, first < player.stepCount else {
      throw .usage(
        "lodestar-demo render: --step must be between 1 and \(player.stepCount)", usageLine: usageLine)
    }
    // `--format ansi` asks for escape sequences: `--color auto` follows the environment (NO_COLOR,
    // COLORTERM, TERM) whether or not the output is a terminal.
    let colorMode = arguments.colorMode(isTerminal: true)
    for step in steps {
      let bytes = try await frame(
        player: player, step: step, time: arguments.time ?? RunCommand.settleTime, format: arguments.format,
        colorMode: colorMode)
      if arguments.rendersAll, let directory = arguments.outputPath {
        try makeDirectory(directory)
        let name = "step-\(step + 1).\(fileExtension(arguments.format))"
        try write(bytes, to: URL(fileURLWithPath: directory).appendingPathComponent(name).path)
      } else if let path = arguments.outputPath {
        try write(bytes, to: path)
      } else {
        let status = RunCommand.write(String(decoding: bytes, as: UTF8.self))
        if status != ExitStatus.success { return status }
      }
    }
    return ExitStatus.success
  }

  /// The bytes of step `step` at `time` seconds after it appeared. Fails when the step does not show: its
  /// target is missing and the document's `onMissingTarget` skips it or ends the tour.
  @MainActor static func frame(
    player: DemoPlayer, step: Int, time: Double, format: String, colorMode: ColorMode
  ) async throws(DemoFailure) -> [UInt8] {
    player.show(step: step, time: 0)
    player.settle(at: 0)
    // A document's step whose target is missing shows (centred) once its wait is over.
    var shownAt = 0.0
    if player.index != step, let wait = player.tour.document?.steps[step].targetWaitTimeout, wait.isFinite, wait > 0 {
      shownAt = wait
      player.settle(at: shownAt)
    }
    guard player.index == step else {
      if let host = player.tour.document?.steps[step].host, let root = player.screen.rootIDs.first,
        host != root
      {
        throw DemoFailure(
          status: ExitStatus.dataError,
          message:
            "lodestar-demo render: step \(step + 1) does not show: it lives in host \"\(host.rawValue)\", but the screen's root is \"\(root.rawValue)\""
        )
      }
      let target = player.tour.steps[step].mark.targets.map(\.rawValue).joined(separator: ", ")
      throw DemoFailure(
        status: ExitStatus.dataError,
        message: "lodestar-demo render: step \(step + 1) does not show: its target (\(target)) is missing")
    }
    _ = player.scene(at: shownAt)
    let scene = player.scene(at: shownAt + time)
    switch format {
    case "ansi":
      return FrameFormatter.ansi(scene, screen: player.screen, colorMode: colorMode)
        + Array("\u{1B}[0m\n".utf8)
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

  static func makeDirectory(_ path: String) throws(DemoFailure) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw DemoFailure(status: ExitStatus.ioError, message: "lodestar-demo render: cannot create \(path)")
    }
  }

  static func write(_ bytes: [UInt8], to path: String) throws(DemoFailure) {
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: path))
    } catch {
      throw DemoFailure(status: ExitStatus.ioError, message: "lodestar-demo render: cannot write \(path)")
    }
  }
}
