import Foundation
import Lodestar
import LodestarDemoSupport
import LodestarTesting

/// What a command plays: the tour, the screen and how to lay the screen out for another size.
struct DemoInput {
  var tour: DemoTour
  var screen: SceneGraph
  var makeScreen: (@Sendable (Size, Bool) -> SceneGraph)?
  /// The reader's text size the players lay the tour out at (`--text-size`).
  var textSize = TextSizeCategory.large

  @MainActor func makePlayer(isRightToLeft: Bool, measurer: any TextMeasurer = DemoPlayer.measurer) -> DemoPlayer {
    let player = DemoPlayer(
      tour: tour, screen: screen, makeScreen: makeScreen, isRightToLeft: isRightToLeft, measurer: measurer)
    if textSize != .large { player.textSize = textSize }
    return player
  }
}

/// The options `run` and `render` share: the tour file (the operand), the screen file, the screen's size and
/// direction, the reader's text size and a pseudo-language for the tour's strings.
struct PlaybackOptions {
  var tourPath: String?
  var screenPath: String?
  var size: Size?
  var isRightToLeft = false
  var sampleScreen = SampleScreen.profile
  var textSize = TextSizeCategory.large
  var pseudoLanguage: PseudoLanguage?

  /// `--screen PATH`.
  static let screen = CommandOption.path("--screen", help: "the screen (a JSON host tree, see SCREEN-FORMAT.md)")
  /// `--size WxH`.
  static let size = CommandOption.value(
    "--size", "WxH",
    help: "the screen size in points, such as 844x390, each side from 1 to 10000 (a screen file's frames are "
      + "fixed: run lays out only the built-in screen at another size)")
  /// `--rtl`.
  static let rightToLeft = CommandOption.flag("--rtl", help: "right-to-left layout")

  /// `--text-size NAME`.
  static let textSize: CommandOption = {
    var option = CommandOption.choice(
      "--text-size", TextSizeCategory.self,
      help: "the reader's text size, one of iOS's 12 Dynamic Type categories: xSmall, small, medium, large, xLarge, "
        + "xxLarge, xxxLarge, accessibility1 to accessibility5. A tour file's \"textSizes\" range holds it to its "
        + "ends. The terminal's cells have one size, so larger text takes more cells",
      default: .large)
    option.valueName = "NAME"
    return option
  }()

  /// `--pseudo NAME`.
  static let pseudo: CommandOption = {
    var option = CommandOption.choice(
      "--pseudo", PseudoLanguage.self,
      help: "the tour's strings changed as one of Xcode's pseudo-languages does: double (repeated), accented, "
        + "bounded (between [# and #]) or rtl (reversed, and the screen laid out right to left)")
    option.valueName = "NAME"
    return option
  }()

  /// The options this reads, besides the tour operand.
  static let commandOptions: [CommandOption] = [screen, SampleScreen.option, size, rightToLeft, textSize, pseudo]

  /// Reads the options from `parsed`; at most one operand, the tour file.
  init(_ parsed: ParsedArguments) throws(DemoFailure) {
    let command = parsed.command
    if parsed.operands.count > 1 {
      throw parsed.usage("unexpected argument '\(parsed.operands[1].prefix(80))'")
    }
    if let operand = parsed.operands.first {
      if operand.isEmpty {
        throw parsed.usage("the tour's path is empty")
      }
      if operand == "help" {
        throw parsed.usage("'help' is not a tour file (for help: \(command) --help; for a file named help: ./help)")
      }
      tourPath = operand
    }
    screenPath = parsed.value(Self.screen)
    if tourPath == InputFile.standardInputPath, screenPath == InputFile.standardInputPath {
      throw parsed.usage("the tour and the screen cannot both be read from standard input ('-')")
    }
    size = try parsed.size(Self.size)
    isRightToLeft = parsed.contains(Self.rightToLeft)
    sampleScreen = try parsed.choice(SampleScreen.option) ?? .profile
    textSize = try parsed.choice(Self.textSize) ?? .large
    pseudoLanguage = try parsed.choice(Self.pseudo)
    if pseudoLanguage?.isRightToLeft == true { isRightToLeft = true }
  }

  /// The tour and the screen: the files given (`-` is standard input, read through ``InputFile``), or the
  /// built-in sample.
  func loadInput() throws(DemoFailure) -> DemoInput {
    let command = "lodestar-demo"
    var tour: DemoTour
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
    if let pseudoLanguage { tour = tour.changingStrings(pseudoLanguage.apply(to:)) }
    if let screenPath {
      let data = try InputFile.read(screenPath, command: command)
      let screen = try ScreenFile.decode(data, name: InputFile.name(of: screenPath), command: command)
      return DemoInput(tour: tour, screen: screen, makeScreen: nil, textSize: textSize)
    }
    let sample = sampleScreen
    return DemoInput(
      tour: tour, screen: sample.make(size: size ?? SceneGraph.samplePhoneSize, isRightToLeft: isRightToLeft),
      makeScreen: { sample.make(size: $0, isRightToLeft: $1) }, textSize: textSize)
  }
}
