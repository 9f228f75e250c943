import Foundation
import Lodestar

/// The options of `lodestar-demo walkthrough`, read with ``OptionParser``.
struct WalkthroughArguments {
  var path: String?
  var rendersFrame = false
  var rendersAll = false
  var page = 1
  var offset = 0.0
  var format = "text"
  var colorChoice: ColorChoice
  var size: Size?
  var isRightToLeft = false
  var outputPath: String?

  static let command = "lodestar-demo walkthrough"

  /// The options the command accepts; the operand is the walkthrough file.
  static let options: [CommandOption] = [
    .flag("--render"), .flag("--all"), .flag("--rtl"), .value("--page"), .value("--offset"), .value("--format"),
    .value("--size"), .path("--out"), ColorChoice.option,
  ]

  /// Parses `arguments` (everything after `walkthrough`).
  init(_ arguments: [String], usageLine: String) throws(DemoFailure) {
    let command = Self.command
    func usage(_ message: String) -> DemoFailure { .usage("\(command): \(message)", usageLine: usageLine) }
    let parsed = try OptionParser.parse(arguments, options: Self.options, command: command, usageLine: usageLine)
    if parsed.operands.count > 1 { throw usage("unexpected argument '\(parsed.operands[1].prefix(80))'") }
    if let operand = parsed.operands.first {
      if operand.isEmpty { throw usage("the walkthrough's path is empty") }
      if operand == "help" {
        throw usage("'help' is not a walkthrough file (for help: \(command) --help; for a file named help: ./help)")
      }
      path = operand
    }
    rendersFrame = parsed.contains("--render")
    rendersAll = parsed.contains("--all")
    isRightToLeft = parsed.contains("--rtl")
    if let text = parsed.value("--page") {
      page = try CommandLineNumbers.integer(
        text, option: "--page", CommandLineNumbers.ordinal, command: command, usageLine: usageLine)
    }
    if let text = parsed.value("--offset") {
      offset = try CommandLineNumbers.number(
        text, option: "--offset", CommandLineNumbers.pageOffset, command: command, usageLine: usageLine)
    }
    if let text = parsed.value("--format") {
      guard ["text", "ansi", "svg", "json"].contains(text) else {
        throw usage("--format must be text, ansi, svg or json")
      }
      format = text
    }
    if let text = parsed.value("--size") {
      let side = try CommandLineNumbers.size(text, option: "--size", command: command, usageLine: usageLine)
      size = Size(width: side.width, height: side.height)
    }
    outputPath = parsed.value("--out")
    colorChoice = try ColorChoice(
      parsed, default: rendersFrame ? .always : .auto, command: command, usageLine: usageLine)
    if !rendersFrame {
      for name in ["--page", "--offset", "--all", "--out", "--format"] where parsed.isGiven(name) {
        throw usage("\(name) needs --render")
      }
    }
    if rendersAll, parsed.isGiven("--page") { throw usage("--all and --page cannot be combined") }
    if rendersAll, outputPath == nil { throw usage("--all needs --out DIRECTORY") }
  }

  /// The colour mode: `--color` (always by default when rendering; auto, following the environment, in a
  /// terminal).
  var colorMode: ColorMode { colorChoice.colorMode(isTerminal: true) }

  /// The document: the file given, or the built-in four-page walkthrough.
  func loadDocument() throws(DemoFailure) -> WalkthroughDocument {
    guard let path else { return BuiltInWalkthrough.document }
    let data = try InputFile.read(path, command: Self.command)
    do throws(TourDocumentError) {
      return try WalkthroughDocument(jsonData: data)
    } catch {
      throw DemoFailure(
        status: ExitStatus.dataError, message: "\(Self.command): \(InputFile.name(of: path)): \(error)")
    }
  }
}
