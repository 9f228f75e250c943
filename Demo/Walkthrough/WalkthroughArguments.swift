import Foundation
import Lodestar
import LodestarDemoSupport

/// The options of `lodestar-demo walkthrough`, read with ``OptionParser``.
struct WalkthroughArguments {
  var path: String?
  var rendersFrame = false
  var rendersAll = false
  var page = 1
  var offset = 0.0
  var format = FrameFormat.text
  var colorChoice: ColorChoice
  var size: Size?
  var isRightToLeft = false
  var textSize = TextSizeCategory.large
  var outputPath: String?

  static let command = "lodestar-demo walkthrough"

  /// `--render`.
  static let render = CommandOption.flag("--render", help: "draw one frame and exit, as the options below say")
  /// `--rtl`.
  static let rightToLeft = CommandOption.flag(
    "--rtl", help: "right to left: the pages run from right to left and the layout is mirrored")
  /// `--size WxH`.
  static let size = CommandOption.value(
    "--size", "WxH",
    help: "the walkthrough's size in points, each side from 1 to 10000 (default: the document's size, 390x844 "
      + "for the built-in)")
  /// `--color always|never|auto`: always by default with --render, auto (following the environment) in a
  /// terminal.
  static let color = ColorChoice.option(
    help: "when frames get colour: with --render --format ansi (default always), or in a terminal (default "
      + "auto: NO_COLOR, COLORTERM and TERM are honoured)")
  /// `--page N`.
  static let page = CommandOption.number(
    "--page", "N", CommandLineNumbers.ordinal, help: "the page, from 1", default: "1")
  /// `--offset F`.
  static let offset = CommandOption.number(
    "--offset", "F", CommandLineNumbers.pageOffset,
    help: "how far the walkthrough is scrolled from that page toward the next one, in pages, from -100 to 100 "
      + "(0.5 is half way to the next page, -0.25 a quarter of the way to the previous one; beyond the first or "
      + "last page it overscrolls). The controls follow the page nearest to the position",
    default: "0")
  /// `--format text|ansi|svg|json`.
  static let format = CommandOption.choice(
    "--format", FrameFormat.self,
    help: "text, ansi (lines in colour, no cursor movement), svg or json (the scene as stable JSON). text and "
      + "ansi lay text out in terminal cells (8 x 18 points), svg and json with Helvetica-like metrics",
    default: .text)
  /// `--out PATH`.
  static let out = CommandOption.path("--out", help: RenderCommand.out.help)
  /// `--all`.
  static let all = CommandOption.flag(
    "--all", help: "every page, one file per page (page-N.txt, .ans, .svg or .json) in the --out directory")

  /// The options of every mode.
  static let everyMode = [rightToLeft, size, PlaybackOptions.textSize, color, render]
  /// The options that need `--render`.
  static let renderOnly = [page, offset, format, out, all]

  /// Reads `parsed` (everything after `walkthrough`); the operand is the walkthrough file.
  init(_ parsed: ParsedArguments) throws(DemoFailure) {
    let command = Self.command
    if parsed.operands.count > 1 { throw parsed.usage("unexpected argument '\(parsed.operands[1].prefix(80))'") }
    if let operand = parsed.operands.first {
      if operand.isEmpty { throw parsed.usage("the walkthrough's path is empty") }
      if operand == "help" {
        throw parsed.usage(
          "'help' is not a walkthrough file (for help: \(command) --help; for a file named help: ./help)")
      }
      path = operand
    }
    rendersFrame = parsed.contains(Self.render)
    rendersAll = parsed.contains(Self.all)
    isRightToLeft = parsed.contains(Self.rightToLeft)
    textSize = try parsed.choice(PlaybackOptions.textSize) ?? .large
    page = try parsed.integer(Self.page) ?? 1
    offset = try parsed.number(Self.offset) ?? 0
    format = try parsed.choice(Self.format) ?? .text
    size = try parsed.size(Self.size)
    outputPath = parsed.value(Self.out)
    colorChoice = try parsed.choice(Self.color) ?? (rendersFrame ? .always : .auto)
    if !rendersFrame {
      for option in Self.renderOnly where parsed.isGiven(option) {
        throw parsed.usage("\(option.name) needs --render")
      }
    }
    if rendersAll, parsed.isGiven(Self.page) { throw parsed.usage("--all and --page cannot be combined") }
    if rendersAll, outputPath == nil { throw parsed.usage("--all needs --out DIRECTORY") }
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
