import Foundation
import Lodestar
import LodestarDemoSupport
import LodestarJSON
import LodestarTesting

/// The options of `lodestar-demo check`, read with ``OptionParser``.
struct CheckOptions {
  /// The tour file, or `nil` for the built-in tour.
  var tourPath: String?
  /// The screen file, or `nil` for the built-in profile screen.
  var screenPath: String?
  /// The built-in screen checked when no screen file is given.
  var sampleScreen = SampleScreen.profile
  /// The screens from `--sizes`, or `nil` for the default (every common device for the built-in screen, a
  /// screen file's own size).
  var screens: [CheckScreen]?
  /// The directions to check.
  var directions: [ReadingDirection] = [.leftToRight, .rightToLeft]
  /// One line per finding, or JSON.
  var format = LineFormat.text
  /// The directory of the HTML report, or `nil`.
  var reportDirectory: String?
  /// The reader's text sizes from `--text-sizes`, or `nil` for the default size only (then findings do not name
  /// a text size).
  var textSizes: [TextSizeCategory]?
  /// Whether the operand (or the built-in walkthrough, without one) is a walkthrough document (`--walkthrough`).
  var checksWalkthrough = false
  /// The pseudo-languages from `--pseudo`, or `nil` for the tour's own strings (then findings do not name one).
  var pseudoLanguages: [PseudoLanguage]?
  /// The parameter keys and event ids a step's `"when"` may name (`--parameters`, `--events`), or `nil` when
  /// neither option is given and the names are not checked.
  var conditionNames: (parameters: Set<String>, events: Set<String>)?

  static let command = "lodestar-demo check"

  /// `--screen PATH`.
  static let screen = CommandOption.path(
    "--screen",
    help: "the screen (a JSON host tree, see SCREEN-FORMAT.md); it is checked at its own size unless --sizes is "
      + "given. Its frames are fixed, not laid out again for another size, so only the sizes at least as wide and "
      + "as tall as its own are checked; the others are skipped and named on standard error")
  /// `--sizes all|WxH,...`.
  static let sizes = CommandOption.value(
    "--sizes", "LIST",
    help: "all (the common iPhone and iPad screens, portrait and landscape, with their safe areas) or "
      + "WIDTHxHEIGHT,... in points, such as 390x844,844x390",
    default: "all")
  /// `--direction ltr|rtl|both`.
  static let direction = CommandOption.choice(
    "--direction", CheckDirection.self, help: "the reading directions to check", default: .both)
  /// `--format text|json`.
  static let format = CommandOption.choice(
    "--format", LineFormat.self, help: "text (one line per finding) or json", default: .text)
  /// `--text-sizes all|NAME,...`.
  static let textSizes = CommandOption.value(
    "--text-sizes", "LIST",
    help: "all (the 12 Dynamic Type categories, xSmall to accessibility5) or NAME,..., such as "
      + "large,accessibility5: each step is checked at each, crossed with the sizes and directions, and each "
      + "finding names its text size",
    default: "large")
  /// `--pseudo double|accented|bounded|rtl|all`.
  static let pseudo = CommandOption.value(
    "--pseudo", "LIST",
    help: "all or NAME,... among double, accented, bounded and rtl: check the tour with its strings changed as "
      + "Xcode's pseudo-languages change them (repeated, accented, between [# and #], reversed and laid out right "
      + "to left), each as its own run; each finding names its pseudo-language")
  /// `--walkthrough`.
  static let walkthrough = CommandOption.flag(
    "--walkthrough",
    help: "check a walkthrough document (the built-in walkthrough when none is given) instead of a tour: every "
      + "page at rest, laid out again for each size with its safe area, audited with WalkthroughAudit; each "
      + "finding names its page")
  /// `--report DIR`.
  static let report = CommandOption.path(
    "--report", "DIR",
    help: "also write DIR/index.html: every frame as SVG, findings outlined in red and listed. DIR is made with "
      + "its missing parents and must not be a symbolic link; index.html is written beside it and renamed into "
      + "place (a link there is replaced, not followed)")

  /// `--parameters LIST`.
  static let parameters = CommandOption.value(
    "--parameters", "LIST",
    help: "KEY,...: the parameter keys a step's \"when\" may read; with it (or --events) a condition that names "
      + "another parameter or event is refused, with its path, line, column and the closest known name")
  /// `--events LIST`.
  static let events = CommandOption.value(
    "--events", "LIST",
    help: "ID,...: the event ids a step's \"when\" may count (see --parameters)")

  /// The options `check` accepts, besides the tour operand.
  static let commandOptions: [CommandOption] = [
    screen, SampleScreen.option, walkthrough, sizes, direction, textSizes, pseudo, parameters, events, format, report,
  ]

  /// Reads `parsed` (everything after `check`).
  init(_ parsed: ParsedArguments) throws(DemoFailure) {
    if parsed.operands.count > 1 {
      throw Self.usage("unexpected argument '\(CheckOutput.printable(String(parsed.operands[1].prefix(80))))'")
    }
    if let operand = parsed.operands.first {
      guard !operand.isEmpty else { throw Self.usage("the tour's path is empty") }
      guard operand != "help" else {
        throw Self.usage(
          "'help' is not a tour file (for help: \(Self.command) --help; for a file named help: ./help)")
      }
      tourPath = operand
    }
    screenPath = parsed.value(Self.screen)
    checksWalkthrough = parsed.contains(Self.walkthrough)
    if checksWalkthrough, screenPath != nil {
      throw Self.usage("--screen: a walkthrough has no screen under it; --walkthrough checks its pages alone")
    }
    sampleScreen = try parsed.choice(SampleScreen.option) ?? .profile
    if let text = parsed.value(Self.sizes) { screens = try Self.screens(text) }
    directions = (try parsed.choice(Self.direction, as: CheckDirection.self) ?? .both).directions
    format = try parsed.choice(Self.format) ?? .text
    reportDirectory = parsed.value(Self.report)
    if let text = parsed.value(Self.textSizes) { textSizes = try Self.textSizes(text) }
    if let text = parsed.value(Self.pseudo) { pseudoLanguages = try Self.pseudoLanguages(text) }
    let parameters = parsed.value(Self.parameters)
    let events = parsed.value(Self.events)
    if parameters != nil || events != nil {
      if checksWalkthrough { throw Self.usage("--parameters, --events: a walkthrough's pages have no conditions") }
      conditionNames = (Self.nameSet(parameters), Self.nameSet(events))
    }
  }

  /// The names of a comma-separated list (empty items left out); none for `nil`.
  static func nameSet(_ text: String?) -> Set<String> {
    guard let text else { return [] }
    return Set(text.split(separator: ",").map(String.init))
  }

  /// `all` (the four, in Xcode's order), or a comma-separated list of names; a name given twice is checked once.
  static func pseudoLanguages(_ text: String) throws(DemoFailure) -> [PseudoLanguage] {
    try names(text, option: "--pseudo", kind: "a pseudo-language")
  }

  /// `all` (the 12 categories, smallest first), or a comma-separated list of category names; a name given twice
  /// is checked once, where it first appears. An unknown name is refused with a "did you mean".
  static func textSizes(_ text: String) throws(DemoFailure) -> [TextSizeCategory] {
    try names(text, option: "--text-sizes", kind: "a text size")
  }

  /// `all` (every case, in declaration order), or a comma-separated list of case names, each kept once, where it
  /// first appears; an unknown name is refused with the list of names and a "did you mean".
  private static func names<Choice: OptionChoice & Equatable>(
    _ text: String, option: String, kind: String
  ) throws(DemoFailure) -> [Choice] {
    if text == "all" { return Array(Choice.allCases) }
    var chosen: [Choice] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let choice = Choice(rawValue: String(item)) else {
        let names = Choice.allCases.map(\.rawValue)
        let shown = CheckOutput.printable(String(item.prefix(80)))
        throw Self.usage(
          "\(option): '\(shown)' is not \(kind); expected all or names among \(names.joined(separator: ", "))"
            + CommandLineSuggestion.hint(for: String(item), in: names))
      }
      if !chosen.contains(choice) { chosen.append(choice) }
    }
    return chosen
  }

  /// `all` (every common device), or a comma-separated list of `WIDTHxHEIGHT` sizes from 1 to 10,000 points,
  /// each side a number as every option writes it (``CommandLineNumbers``). A size given twice (`390x844,390x844`,
  /// `1x1,1e0x1`) is checked once, where it first appears.
  static func screens(_ text: String) throws(DemoFailure) -> [CheckScreen] {
    if text == "all" { return CheckDevices.allScreens }
    var screens: [CheckScreen] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = item.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" }
      let sides = parts.compactMap { CommandLineNumbers.value(of: String($0)) }
      guard parts.count == 2, sides.count == 2, sides.allSatisfy(CommandLineNumbers.sizeSide.accepts) else {
        throw usage(
          "--sizes must be all or WIDTHxHEIGHT,... in points from 1 to 10000, such as 390x844,844x390; found '"
            + CheckOutput.printable(String(text.prefix(80))) + "'")
      }
      let screen = CheckScreen(size: Size(width: sides[0], height: sides[1]), safeAreaInsets: .zero)
      if !screens.contains(screen) { screens.append(screen) }
    }
    return screens
  }

  static func usage(_ message: String) -> DemoFailure {
    .usage("\(command): \(message)", usageLine: CheckCommand.usageLine)
  }
}
