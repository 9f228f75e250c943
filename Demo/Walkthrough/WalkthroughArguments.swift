import Foundation
import Lodestar

/// The options of `lodestar-demo walkthrough`.
struct WalkthroughArguments {
  var path: String?
  var rendersFrame = false
  var rendersAll = false
  var page = 1
  var offset = 0.0
  var format = "text"
  var colorChoice: String?
  var size: Size?
  var isRightToLeft = false
  var outputPath: String?

  /// Parses `arguments` (everything after `walkthrough`).
  init(_ arguments: [String], usageLine: String) throws(DemoFailure) {
    var index = 0
    func value(_ name: String) throws(DemoFailure) -> String {
      guard index + 1 < arguments.count else {
        throw .usage("lodestar-demo walkthrough: \(name) needs a value", usageLine: usageLine)
      }
      index += 1
      return arguments[index]
    }
    func usage(_ message: String) -> DemoFailure {
      .usage("lodestar-demo walkthrough: \(message)", usageLine: usageLine)
    }
    var pageGiven = false
    var offsetGiven = false
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--render": rendersFrame = true
      case "--all": rendersAll = true
      case "--rtl": isRightToLeft = true
      case "--page":
        guard let number = Int(try value(argument)), number >= 1 else {
          throw usage("--page must be a page number from 1")
        }
        page = number
        pageGiven = true
      case "--offset":
        guard let number = Double(try value(argument)), number.isFinite, abs(number) <= 100 else {
          throw usage("--offset must be a number of pages between -100 and 100, such as 0.25")
        }
        offset = number
        offsetGiven = true
      case "--format":
        format = try value(argument)
        guard ["text", "ansi", "svg", "json"].contains(format) else {
          throw usage("--format must be text, ansi, svg or json")
        }
      case "--color":
        let choice = try value(argument)
        guard ["always", "never", "auto"].contains(choice) else { throw usage("--color must be always, never or auto") }
        colorChoice = choice
      case "--size":
        let text = try value(argument)
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width >= 1, height >= 1,
          width <= 10_000, height <= 10_000
        else { throw usage("--size must be WIDTHxHEIGHT in points, such as 844x390") }
        size = Size(width: width, height: height)
      case "--out": outputPath = try value(argument)
      default:
        guard !argument.hasPrefix("-") || argument == "-" else { throw usage("unknown option '\(argument)'") }
        guard path == nil else { throw usage("unexpected argument '\(argument)'") }
        path = argument
      }
      index += 1
    }
    if !rendersFrame {
      for (given, name) in [
        (pageGiven, "--page"), (offsetGiven, "--offset"), (rendersAll, "--all"), (outputPath != nil, "--out"),
      ]
      where given {
        throw usage("\(name) needs --render")
      }
    }
    if rendersAll, pageGiven { throw usage("--all and --page cannot be combined") }
    if rendersAll, outputPath == nil { throw usage("--all needs --out DIRECTORY") }
  }

  /// The colour mode for ANSI output: `--color` (default always when rendering, auto in a terminal).
  func colorMode(isTerminal: Bool) -> ColorMode {
    let environment = ProcessInfo.processInfo.environment
    switch colorChoice ?? (rendersFrame ? "always" : "auto") {
    case "never": return .none
    case "always":
      let detected = ColorMode.detect(environment: environment.filter { $0.key != "NO_COLOR" })
      return detected == .none ? .palette256 : detected
    default: return isTerminal ? ColorMode.detect(environment: environment) : .none
    }
  }

  /// The document: the file given, or the built-in four-page walkthrough.
  func loadDocument() throws(DemoFailure) -> WalkthroughDocument {
    guard let path else { return BuiltInWalkthrough.document }
    let data = try Self.readRegularFile(path)
    do throws(TourDocumentError) {
      return try WalkthroughDocument(jsonData: data)
    } catch {
      throw DemoFailure(status: ExitStatus.dataError, message: "lodestar-demo walkthrough: \(path): \(error)")
    }
  }

  /// The largest walkthrough file read: 16 MiB.
  static let maximumFileSize = 16 << 20

  /// The bytes of a regular file of at most ``maximumFileSize`` bytes. A FIFO, a device or a directory is
  /// refused before it is opened, so the demo never blocks on it or reads without end.
  static func readRegularFile(_ path: String) throws(DemoFailure) -> Data {
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: path)
    } catch {
      throw DemoFailure(status: ExitStatus.noInput, message: "lodestar-demo walkthrough: \(path): no such file")
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw DemoFailure(status: ExitStatus.noInput, message: "lodestar-demo walkthrough: \(path): not a regular file")
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    guard size <= maximumFileSize else {
      throw DemoFailure(
        status: ExitStatus.dataError,
        message:
          "lodestar-demo walkthrough: \(path): \(size) bytes is more than the \(maximumFileSize) a walkthrough may have"
      )
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw DemoFailure(status: ExitStatus.ioError, message: "lodestar-demo walkthrough: \(path): cannot read")
    }
    defer { try? handle.close() }
    do {
      let data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
      guard data.count <= maximumFileSize else {
        throw DemoFailure(
          status: ExitStatus.dataError,
          message: "lodestar-demo walkthrough: \(path): more than the \(maximumFileSize) bytes a walkthrough may have")
      }
      return data
    } catch let failure as DemoFailure {
      throw failure
    } catch {
      throw DemoFailure(
        status: ExitStatus.ioError,
        message: "lodestar-demo walkthrough: \(path): cannot read: \(error.localizedDescription)")
    }
  }
}
