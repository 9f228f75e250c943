import Foundation
import Lodestar

/// The options of `lodestar-demo check`.
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

  /// Parses the arguments after `check`.
  init(_ arguments: [String]) throws(DemoFailure) {
    var index = 0
    func value(_ name: String) throws(DemoFailure) -> String {
      guard index + 1 < arguments.count else { throw Self.usage("\(name) needs a value") }
      index += 1
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--screen": screenPath = try value(argument)
      case "--sizes": screens = try Self.screens(try value(argument))
      case "--direction":
        switch try value(argument) {
        case "ltr": directions = [.leftToRight]
        case "rtl": directions = [.rightToLeft]
        case "both": directions = [.leftToRight, .rightToLeft]
        default: throw Self.usage("--direction must be ltr, rtl or both")
        }
      case "--format":
        format = try value(argument)
        guard format == "text" || format == "json" else { throw Self.usage("--format must be text or json") }
      case "--report": reportDirectory = try value(argument)
      default:
        guard !argument.hasPrefix("-") else {
          throw Self.usage("unknown option '\(CheckOutput.printable(argument))'")
        }
        guard tourPath == nil else { throw Self.usage("unexpected argument '\(CheckOutput.printable(argument))'") }
        tourPath = argument
      }
      index += 1
    }
  }

  /// `all`, or a comma-separated list of `WIDTHxHEIGHT` sizes from 1 to 10,000 points.
  static func screens(_ text: String) throws(DemoFailure) -> [CheckScreen] {
    if text == "all" { return CheckDevices.allScreens }
    var screens: [CheckScreen] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = item.trimmingCharacters(in: .whitespaces).lowercased().split(separator: "x")
      guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width >= 1,
        height >= 1, width <= 10_000, height <= 10_000
      else {
        throw usage("--sizes must be all or WIDTHxHEIGHT,... in points from 1 to 10000, such as 390x844,844x390")
      }
      screens.append(CheckScreen(size: Size(width: width, height: height), safeAreaInsets: .zero))
    }
    return screens
  }

  static func usage(_ message: String) -> DemoFailure {
    .usage("lodestar-demo check: \(message)", usageLine: CheckCommand.usageLine)
  }
}
