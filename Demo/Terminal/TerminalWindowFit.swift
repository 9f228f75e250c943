import Lodestar
import LodestarRendering

/// How the interactive demos fit what they draw to the terminal window.
///
/// A line longer than the window wraps, and a wrap on the bottom row scrolls the screen: every frame drawn
/// after it, with absolute cursor addresses, lands one row off. So the status line below a frame is clipped
/// to the window, the frame is scaled to fit above it (``FrameFormatter/renderer(for:window:)``), and a window
/// too small for both gets a short notice instead.
enum TerminalWindowFit {
  /// The smallest window a frame and its status line are drawn in: 20 columns by 6 rows (the frame gets the
  /// rows above the status line).
  static let minimumColumns = 20
  static let minimumRows = 6

  /// What a window smaller than the minimum shows instead of a frame, or `nil` when the window is large
  /// enough: "Window too small (12x4); make it at least 20x6. q quits.", its words wrapped to the window's
  /// width and cut at its last row, each line placed with a cursor address (so nothing wraps or scrolls).
  static func tooSmallNotice(columns: Int, rows: Int) -> String? {
    guard columns < minimumColumns || rows < minimumRows else { return nil }
    let message =
      "Window too small (\(columns)x\(rows)); make it at least \(minimumColumns)x\(minimumRows). q quits."
    var lines: [String] = []
    var line = ""
    for word in message.split(separator: " ") {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if line.isEmpty || clipped(candidate, toColumns: columns) == candidate {
        line = candidate
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    lines.append(line)
    return lines.prefix(max(rows, 1)).enumerated().map { index, text in
      "\u{1B}[\(index + 1);1H" + clipped(text, toColumns: columns)
    }.joined()
  }

  /// `text` cut to fit in `columns` terminal columns less one (the last column is left empty, so no
  /// terminal wraps the line); wide characters take two columns.
  static func clipped(_ text: String, toColumns columns: Int) -> String {
    let limit = columns - 1
    var width = 0
    var end = text.startIndex
    for index in text.indices {
      width += CharacterWidth.columns(of: text[index])
      if width > limit { return String(text[..<end]) }
      end = text.index(after: index)
    }
    return text
  }
}
