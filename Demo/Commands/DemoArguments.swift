import Foundation
import Lodestar
import LodestarTesting

/// A command-line problem with its exit status and message.
struct DemoFailure: Error {
  var status: Int32
  var message: String

  static func usage(_ message: String, usageLine: String) -> DemoFailure {
    DemoFailure(status: ExitStatus.usage, message: "\(message)\nUsage: \(usageLine)")
  }
}

/// The options shared by `run`, `render` and the default demo.
struct DemoArguments {
  var tourPath: String?
  var screenPath: String?
  var script: [String]?
  var colorChoice = "auto"
  var format = "text"
  var step: Int?
  var time: Double?
  var size: Size?
  var isRightToLeft = false
  var outputPath: String?
  var rendersAll = false
  var statePath: String?

  /// Parses `arguments`; `allowed` lists the options the command accepts.
  init(_ arguments: [String], allowed: Set<String>, acceptsTour: Bool, usageLine: String) throws(DemoFailure) {
    var index = 0
    func value(_ name: String) throws(DemoFailure) -> String {
      guard index + 1 < arguments.count else {
        throw .usage("lodestar-demo: \(name) needs a value", usageLine: usageLine)
      }
      index += 1
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      if argument.hasPrefix("--") {
        guard allowed.contains(argument) else {
          throw .usage("lodestar-demo: unknown option '\(argument)'", usageLine: usageLine)
        }
        switch argument {
        case "--screen": screenPath = try value(argument)
        case "--script":
          script = try value(argument).split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
          }
        case "--color":
          colorChoice = try value(argument)
          guard ["always", "never", "auto"].contains(colorChoice) else {
            throw .usage("lodestar-demo: --color must be always, never or auto", usageLine: usageLine)
          }
        case "--format":
          format = try value(argument)
          guard ["text", "ansi", "svg", "json"].contains(format) else {
            throw .usage("lodestar-demo: --format must be text, ansi, svg or json", usageLine: usageLine)
          }
        case "--step":
          guard let number = Int(try value(argument)), number >= 1 else {
            throw .usage("lodestar-demo: --step must be a step number from 1", usageLine: usageLine)
          }
          step = number
        case "--time":
          guard let seconds = Double(try value(argument)), seconds.isFinite, seconds >= 0 else {
            throw .usage("lodestar-demo: --time must be a number of seconds >= 0", usageLine: usageLine)
          }
          time = seconds
        case "--size":
          let text = try value(argument)
          let parts = text.lowercased().split(separator: "x")
          guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width >= 1,
            height >= 1, width <= 10_000, height <= 10_000
          else {
            throw .usage("lodestar-demo: --size must be WIDTHxHEIGHT in points, such as 844x390", usageLine: usageLine)
          }
          size = Size(width: width, height: height)
        case "--rtl": isRightToLeft = true
        case "--out": outputPath = try value(argument)
        case "--all": rendersAll = true
        case "--state": statePath = try value(argument)
        default: break
        }
      } else if acceptsTour, tourPath == nil {
        tourPath = argument
      } else {
        throw .usage("lodestar-demo: unexpected argument '\(argument)'", usageLine: usageLine)
      }
      index += 1
    }
  }

  /// The colour mode for `--color` and the environment (`NO_COLOR`, `COLORTERM`, `TERM`).
  func colorMode(isTerminal: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) -> ColorMode {
    switch colorChoice {
    case "never": return .none
    case "always":
      let detected = ColorMode.detect(environment: environment.filter { $0.key != "NO_COLOR" })
      return detected == .none ? .palette256 : detected
    default: return isTerminal ? ColorMode.detect(environment: environment) : .none
    }
  }

  /// The tour and the screen: the files given, or the built-in sample.
  func loadInput() throws(DemoFailure) -> DemoInput {
    let tour: DemoTour
    if let tourPath {
      let data = try Self.read(tourPath)
      do throws(TourDocumentError) {
        tour = DemoTour(document: try TourDocumentDecoder().decode(from: data))
      } catch {
        throw DemoFailure(status: ExitStatus.dataError, message: "lodestar-demo: \(tourPath): \(error)")
      }
    } else {
      tour = .builtIn
    }
    if let screenPath {
      let data = try Self.read(screenPath)
      let screen: SceneGraph
      do throws(ScreenFormatError) {
        screen = try SceneGraph(jsonData: data)
      } catch {
        throw DemoFailure(status: ExitStatus.dataError, message: "lodestar-demo: \(screenPath): \(error)")
      }
      guard !screen.rootIDs.isEmpty else {
        throw DemoFailure(status: ExitStatus.dataError, message: "lodestar-demo: \(screenPath): $.roots: no root")
      }
      return DemoInput(tour: tour, screen: screen, makeScreen: nil)
    }
    return DemoInput(
      tour: tour,
      screen: .sampleProfileScreen(size: size ?? SceneGraph.samplePhoneSize, isRightToLeft: isRightToLeft),
      makeScreen: { SceneGraph.sampleProfileScreen(size: $0, isRightToLeft: $1) })
  }

  static func read(_ path: String) throws(DemoFailure) -> Data {
    guard FileManager.default.fileExists(atPath: path) else {
      throw DemoFailure(status: ExitStatus.noInput, message: "lodestar-demo: \(path): no such file")
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw DemoFailure(
        status: ExitStatus.ioError, message: "lodestar-demo: \(path): cannot read: \(error.localizedDescription)")
    }
  }
}

/// What a command plays: the tour, the screen and how to lay the screen out for another size.
struct DemoInput {
  var tour: DemoTour
  var screen: SceneGraph
  var makeScreen: (@Sendable (Size, Bool) -> SceneGraph)?

  @MainActor func makePlayer(isRightToLeft: Bool) -> DemoPlayer {
    DemoPlayer(tour: tour, screen: screen, makeScreen: makeScreen, isRightToLeft: isRightToLeft)
  }
}
