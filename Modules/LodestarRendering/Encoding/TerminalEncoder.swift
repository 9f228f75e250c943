/// Turns canvases into the bytes a terminal needs to show them: a whole frame, or only the cells that changed
/// since the previous frame.
///
/// Output positions the cursor with `ESC[row;columnH` (and `ESC[nC` to skip forward on a row), sets colours
/// and attributes with SGR sequences only when they differ from the ones in effect, and ends with `ESC[0m`
/// so the terminal is left in its default style. In ``ColorMode/none`` no SGR sequence is written at all (only
/// cursor positioning, which a screen needs); ``plainText(of:)`` gives text without any escape sequence.
public struct TerminalEncoder: Sendable, Hashable {
  /// How colours are written.
  public var colorMode: ColorMode

  /// An encoder for a colour mode.
  public init(colorMode: ColorMode) {
    self.colorMode = colorMode
  }

  /// Every cell of the canvas, row by row, starting with `ESC[0m` and ending with `ESC[0m`.
  public func encodeFrame(_ canvas: TerminalCanvas) -> [UInt8] {
    var writer = FrameWriter(colorMode: colorMode, capacity: canvas.cells.count * 4 + canvas.rows * 8)
    writer.resetStyle()
    for row in 0..<canvas.rows {
      writer.moveCursor(row: row, column: 0)
      let base = row * canvas.columns
      for column in 0..<canvas.columns {
        let cell = canvas.cells[base + column]
        if cell.isContinuation { continue }
        writer.write(cell, column: column, lastColumn: canvas.columns - 1)
      }
    }
    writer.resetStyle()
    return writer.bytes
  }

  /// The bytes that turn a terminal showing `previous` into one showing `next`: only changed cells, with the
  /// shortest cursor move to each run of them. Canvases of different sizes give the full frame of `next`; no
  /// change gives no bytes.
  public func encodeChanges(from previous: TerminalCanvas, to next: TerminalCanvas) -> [UInt8] {
    guard previous.columns == next.columns, previous.rows == next.rows else { return encodeFrame(next) }
    let columns = next.columns
    var writer: FrameWriter?
    for row in 0..<next.rows {
      let base = row * columns
      var column = 0
      while column < columns {
        let index = base + column
        var changed = previous.cells[index] != next.cells[index]
        // A wide grapheme is rewritten whole when its right half changed.
        if !changed, column + 1 < columns, next.cells[index + 1].isContinuation,
          previous.cells[index + 1] != next.cells[index + 1]
        {
          changed = true
        }
        let cell = next.cells[index]
        if changed && !cell.isContinuation {
          if writer == nil {
            writer = FrameWriter(colorMode: colorMode, capacity: 256)
            writer?.resetStyle()
          }
          writer?.moveCursor(row: row, column: column)
          writer?.write(cell, column: column, lastColumn: columns - 1)
        }
        column += 1
      }
    }
    guard var finished = writer else { return [] }
    finished.resetStyle()
    return finished.bytes
  }

  /// The canvas as plain text: one line per row (graphemes only, no colours), trailing spaces removed, each
  /// line ending in a line feed.
  public static func plainText(of canvas: TerminalCanvas) -> String {
    var text = ""
    text.reserveCapacity(canvas.cells.count + canvas.rows)
    for row in 0..<canvas.rows {
      var line = ""
      let base = row * canvas.columns
      for column in 0..<canvas.columns where !canvas.cells[base + column].isContinuation {
        line.append(canvas.cells[base + column].character)
      }
      while line.last == " " { line.removeLast() }
      text += line
      text += "\n"
    }
    return text
  }
}
