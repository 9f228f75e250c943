/// `render --format` and `walkthrough --render --format`: how a frame is written.
enum FrameFormat: String, OptionChoice {
  /// Plain characters, laid out in terminal cells.
  case text
  /// Lines in colour (SGR sequences only, no cursor movement), laid out in terminal cells.
  case ansi
  /// A standalone SVG, laid out with Helvetica's metrics.
  case svg
  /// The scene as stable JSON, laid out with Helvetica's metrics.
  case json

  /// Whether the frame is laid out in terminal cells (8 x 18 points) rather than with Helvetica's metrics.
  var isTerminal: Bool {
    switch self {
    case .text, .ansi: true
    case .svg, .json: false
    }
  }

  /// The file extension of a frame written into an `--out` directory.
  var fileExtension: String {
    switch self {
    case .text: "txt"
    case .ansi: "ans"
    case .svg: "svg"
    case .json: "json"
    }
  }
}
