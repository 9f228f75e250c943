import Foundation
import Lodestar
import LodestarJSON

/// The options of `lodestar-demo check`, read with ``OptionParser``.
struct CheckOptions {
  /// The tour file, or `nil` for the built-in tour.
  var tourPath: String?
  /// The screen file, or `nil` for the built-in profile screen.
  var screenPath: String?
  /// The screens from `--sizes`, or `nil` for the default (every common device for the built-in screen, a
  /// screen file's own size).
  var screens: [CheckScreen]?
  /// The directions to check.
  var directions: [ReadingDirection] = [.leftToRight, .rightToLeft]
  /// `text` or `json`.
  var format = "text"
  /// The directory of the HTML report, or `nil`.
  var reportDirectory: String?

  static let command = "lodestar-demo check"

  /// The options `check` accepts, besides the tour operand.
  static let commandOptions: [CommandOption] = [
    .path("--screen"), .value("--sizes"), .value("--direction"), .value("--format"), .path("--report"),
  ]

  /// Parses the arguments after `check`.
  init(_ arguments: [String]) throws(DemoFailure) {
    let parsed = try OptionParser.parse(
      arguments, options: Self.commandOptions, command: Self.command, usageLine: CheckCommand.usageLine)
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
    screenPath = parsed.value("--screen")
    if let text = parsed.value("--sizes") { screens = try Self.screens(text) }
    if let text = parsed.value("--direction") {
      switch text {
      case "ltr": directions = [.leftToRight]
      case "rtl": directions = [.rightToLeft]
      case "both": directions = [.leftToRight, .rightToLeft]
      default: throw Self.usage("--direction must be ltr, rtl or both")
      }
    }
    if let text = parsed.value("--format") {
      guard text == "text" || text == "json" else { throw Self.usage("--format must be text or json") }
      format = text
    }
    reportDirectory = parsed.value("--report")
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
        throw usage("--sizes must be all or WIDTHxHEIGHT,... in points from 1 to 10000, such as 390x844,844x390")
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
