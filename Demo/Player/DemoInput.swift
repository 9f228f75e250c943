import Foundation
import Lodestar
import LodestarTesting

/// What a command plays: the tour, the screen and how to lay the screen out for another size.
struct DemoInput {
  var tour: DemoTour
  var screen: SceneGraph
  var makeScreen: (@Sendable (Size, Bool) -> SceneGraph)?

  @MainActor func makePlayer(isRightToLeft: Bool, measurer: any TextMeasurer = DemoPlayer.measurer) -> DemoPlayer {
    DemoPlayer(tour: tour, screen: screen, makeScreen: makeScreen, isRightToLeft: isRightToLeft, measurer: measurer)
  }
}

/// The options `run` and `render` share: the tour file (the operand), the screen file, the screen's size and
/// direction.
struct PlaybackOptions {
  var tourPath: String?
  var screenPath: String?
  var size: Size?
  var isRightToLeft = false

  /// The options this reads, besides the tour operand.
  static let commandOptions: [CommandOption] = [.path("--screen"), .value("--size"), .flag("--rtl")]

  /// Reads the options from `parsed`; at most one operand, the tour file.
  init(_ parsed: ParsedArguments, command: String, usageLine: String) throws(DemoFailure) {
    if parsed.operands.count > 1 {
      throw .usage("\(command): unexpected argument '\(parsed.operands[1].prefix(80))'", usageLine: usageLine)
    }
    if let operand = parsed.operands.first {
      if operand.isEmpty {
        throw .usage("\(command): the tour's path is empty", usageLine: usageLine)
      }
      if operand == "help" {
        throw .usage(
          "\(command): 'help' is not a tour file (for help: \(command) --help; for a file named help: ./help)",
          usageLine: usageLine)
      }
      tourPath = operand
    }
    screenPath = parsed.value("--screen")
    if tourPath == InputFile.standardInputPath, screenPath == InputFile.standardInputPath {
      throw .usage(
        "\(command): the tour and the screen cannot both be read from standard input ('-')", usageLine: usageLine)
    }
    if let text = parsed.value("--size") {
      let side = try CommandLineNumbers.size(text, option: "--size", command: command, usageLine: usageLine)
      size = Size(width: side.width, height: side.height)
    }
    isRightToLeft = parsed.contains("--rtl")
  }

  /// The tour and the screen: the files given (`-` is standard input, read through ``InputFile``), or the
  /// built-in sample.
  func loadInput() throws(DemoFailure) -> DemoInput {
    let command = "lodestar-demo"
    let tour: DemoTour
    if let tourPath {
      let data = try InputFile.read(tourPath, command: command)
      do throws(TourDocumentError) {
        tour = DemoTour(document: try TourDocumentDecoder().decode(from: data))
      } catch {
        throw DemoFailure(
          status: ExitStatus.dataError, message: "\(command): \(InputFile.name(of: tourPath)): \(error)")
      }
    } else {
      tour = .builtIn
    }
    if let screenPath {
      let data = try InputFile.read(screenPath, command: command)
      let screen = try ScreenFile.decode(data, name: InputFile.name(of: screenPath), command: command)
      return DemoInput(tour: tour, screen: screen, makeScreen: nil)
    }
    return DemoInput(
      tour: tour,
      screen: .sampleProfileScreen(size: size ?? SceneGraph.samplePhoneSize, isRightToLeft: isRightToLeft),
      makeScreen: { SceneGraph.sampleProfileScreen(size: $0, isRightToLeft: $1) })
  }
}
