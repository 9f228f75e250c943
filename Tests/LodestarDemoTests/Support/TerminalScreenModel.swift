/// Follows what a terminal of `columns` × `rows` cells does with output (cursor addressing, line feeds,
/// text) and records every write that would wrap past the right edge or scroll past the bottom row: after
/// either, frames drawn with absolute cursor addresses land in the wrong place.
///
/// It knows what the demo writes: CSI sequences (`ESC[row;columnH` moves, `ESC[nC` forward moves, `ESC[2J`
/// and `ESC[2K` erase the screen and the line; others, such as SGR, change no cell), carriage returns, line
/// feeds and text, one column per character (the demo tour has no wide characters). It keeps the cells, so a
/// test reads what the screen shows after frames drawn as differences (``lines``).
struct TerminalScreenModel {
  let columns: Int
  let rows: Int
  private(set) var row = 1
  private(set) var column = 1
  /// One line per write past the window, with the text around it.
  private(set) var overflows: [String] = []
  /// The screen's cells, row by row.
  private var cells: [[Unicode.Scalar]]

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: Array(repeating: " ", count: max(columns, 0)), count: max(rows, 0))
  }

  /// What the screen shows, one string per row.
  var lines: [String] { cells.map { String(String.UnicodeScalarView($0)) } }

  /// Applies `text` (the output of a session, from its start).
  mutating func apply(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "\u{1B}":
        index = applyEscape(scalars, from: index)
        continue
      case "\r":
        column = 1
      case "\n":
        if row == rows { overflows.append("line feed on the bottom row scrolls") }
        row = min(row + 1, rows)
      default:
        if scalar.value < 0x20 { break }
        if column > columns {
          overflows.append(
            "wraps at row \(row): \(String(String.UnicodeScalarView(scalars[max(0, index - 20)..<index])))")
          column = 1
          row = min(row + 1, rows)
        }
        if (1...rows).contains(row), (1...columns).contains(column) { cells[row - 1][column - 1] = scalar }
        column += 1
      }
      index += 1
    }
  }

  /// Applies the escape sequence starting at `start`; returns the index after it.
  private mutating func applyEscape(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var index = start + 1
    guard index < scalars.count, scalars[index] == "[" else { return index + 1 }
    index += 1
    var parameters = ""
    while index < scalars.count, !(0x40...0x7E).contains(scalars[index].value) {
      parameters.unicodeScalars.append(scalars[index])
      index += 1
    }
    guard index < scalars.count else { return index }
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    switch scalars[index] {
    case "H":
      row = (numbers.first ?? 1) ?? 1
      column = (numbers.count > 1 ? numbers[1] : 1) ?? 1
      if row > rows || column > columns { overflows.append("cursor moved outside: \(row);\(column)") }
    case "C":
      column += (numbers.first ?? 1) ?? 1
    case "J" where numbers.first == 2:
      cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    case "K" where numbers.first == 2:
      if (1...rows).contains(row) { cells[row - 1] = Array(repeating: " ", count: columns) }
    default:
      break
    }
    return index + 1
  }
}
