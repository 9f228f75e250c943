/// Turns canvases into the bytes a terminal needs to show them: a whole frame, or only the cells that changed
/// since the previous frame.
///
/// Output positions the cursor with `ESC[row;columnH` (and `ESC[nC` to skip forward on a row), sets colours
/// and attributes with SGR sequences only when they differ from the ones in effect, and ends with `ESC[0m`
/// so the terminal is left in its default style. In ``ColorMode/none`` no SGR sequence is written at all (only
/// cursor positioning, which a screen needs); ``plainText(of:)`` gives text without any escape sequence, and
/// ``encodeLines(_:)`` lines in colour without cursor movement (for output that is not a screen).
public struct TerminalEncoder: Sendable, Hashable {
  /// How colours are written.
  public var colorMode: ColorMode

  /// An encoder for a colour mode.
  public init(colorMode: ColorMode) {
    self.colorMode = colorMode
  }

  /// Every cell of the canvas, row by row, starting with `ESC[0m` and ending with `ESC[0m`.
  ///
  /// To draw many frames without allocating, keep one array and pass it to ``encodeFrame(_:into:)``.
  ///
  /// - Parameter canvas: The canvas.
  /// - Returns: The bytes of the frame.
  /// - Complexity: O(cells).
  public func encodeFrame(_ canvas: TerminalCanvas) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(canvas.storage.count * 2 + canvas.rows * 8 + 64)
    encodeFrame(canvas, into: &bytes)
    return bytes
  }

  /// Appends every cell of the canvas, row by row, to `bytes`: the same bytes as ``encodeFrame(_:)`` returns.
  ///
  /// What `bytes` already holds stays in front of the frame. A frame loop keeps one array, empties it with
  /// `removeAll(keepingCapacity: true)` before each frame and writes it to the terminal after: once the
  /// array has grown to the size of a frame, encoding allocates no memory.
  ///
  /// - Parameters:
  ///   - canvas: The canvas.
  ///   - bytes: The array the frame's bytes are appended to.
  /// - Complexity: O(cells).
  public func encodeFrame(_ canvas: TerminalCanvas, into bytes: inout [UInt8]) {
    FrameWriter.appending(to: &bytes, colorMode: colorMode) { writer in
      writer.resetStyle()
      let columns = canvas.columns
      canvas.storage.withUnsafeBufferPointer { cells in
        for row in 0..<canvas.rows {
          writer.moveCursor(row: row, column: 0)
          let base = row * columns
          for column in 0..<columns where !cells[base + column].isContinuation {
            let width = column + 1 < columns && cells[base + column + 1].isContinuation ? 2 : 1
            writer.write(cells[base + column], width: width, column: column, lastColumn: columns - 1, canvas: canvas)
          }
        }
      }
      writer.resetStyle()
    }
  }

  /// The bytes that turn a terminal showing `previous` into one showing `next`: only changed cells, with the
  /// shortest cursor move to each run of them. Canvases of different sizes give the full frame of `next`; no
  /// change gives no bytes.
  ///
  /// To draw many frames without allocating, keep one array and pass it to ``encodeChanges(from:to:into:)``.
  ///
  /// - Parameters:
  ///   - previous: The canvas the terminal shows.
  ///   - next: The canvas it should show.
  /// - Returns: The bytes of the changes, empty when nothing changed.
  /// - Complexity: O(cells).
  public func encodeChanges(from previous: TerminalCanvas, to next: TerminalCanvas) -> [UInt8] {
    var bytes: [UInt8] = []
    encodeChanges(from: previous, to: next, into: &bytes)
    return bytes
  }

  /// Appends the bytes that turn a terminal showing `previous` into one showing `next` to `bytes`: the same
  /// bytes as ``encodeChanges(from:to:)`` returns (the full frame of `next` when the sizes differ, nothing
  /// when no cell changed).
  ///
  /// What `bytes` already holds stays in front of the changes. A frame loop keeps one array, empties it with
  /// `removeAll(keepingCapacity: true)` before each frame and writes it to the terminal after: once the
  /// array has grown to the size of a frame's changes, encoding allocates no memory.
  ///
  /// - Parameters:
  ///   - previous: The canvas the terminal shows.
  ///   - next: The canvas it should show.
  ///   - bytes: The array the changes are appended to; unchanged when no cell changed.
  /// - Complexity: O(cells).
  public func encodeChanges(from previous: TerminalCanvas, to next: TerminalCanvas, into bytes: inout [UInt8]) {
    guard previous.columns == next.columns, previous.rows == next.rows else {
      encodeFrame(next, into: &bytes)
      return
    }
    let columns = next.columns
    FrameWriter.appending(to: &bytes, colorMode: colorMode) { writer in
      var wroteAnything = false
      next.storage.withUnsafeBufferPointer { cells in
        previous.storage.withUnsafeBufferPointer { oldCells in
          for row in 0..<next.rows {
            let base = row * columns
            for column in 0..<columns {
              let index = base + column
              let cell = cells[index]
              if cell.isContinuation { continue }
              let isWide = column + 1 < columns && cells[index + 1].isContinuation
              var changed = cell != oldCells[index] || cell.glyph >= PackedCell.clusterBase
              // A wide grapheme is rewritten whole when its right half changed.
              if !changed && isWide && cells[index + 1] != oldCells[index + 1] { changed = true }
              if changed && (cell.glyph >= PackedCell.clusterBase || oldCells[index].glyph >= PackedCell.clusterBase) {
                changed =
                  !next.cellEquals(previous, at: index) || (isWide && !next.cellEquals(previous, at: index + 1))
              }
              guard changed else { continue }
              if !wroteAnything {
                wroteAnything = true
                writer.resetStyle()
              }
              writer.moveCursor(row: row, column: column)
              writer.write(cell, width: isWide ? 2 : 1, column: column, lastColumn: columns - 1, canvas: next)
            }
          }
        }
      }
      if wroteAnything { writer.resetStyle() }
    }
  }

  /// Every row of the canvas as a line of text in colour, with no cursor movement: for scripts, files and
  /// pipes, where frames follow one another instead of drawing over each other.
  ///
  /// A line is the row's graphemes with SGR sequences where the style changes, `ESC[0m` before the line feed
  /// when a style is still in effect, and a line feed. In ``ColorMode/none`` it is the row's text alone
  /// (with its trailing spaces, unlike ``plainText(of:)``).
  ///
  /// - Parameter canvas: The canvas.
  /// - Returns: The UTF-8 bytes, one line per row.
  /// - Complexity: O(cells).
  public func encodeLines(_ canvas: TerminalCanvas) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(canvas.storage.count * 2 + canvas.rows * 8 + 64)
    FrameWriter.appending(to: &bytes, colorMode: colorMode) { writer in
      let columns = canvas.columns
      canvas.storage.withUnsafeBufferPointer { cells in
        for row in 0..<canvas.rows {
          let base = row * columns
          for column in 0..<columns where !cells[base + column].isContinuation {
            let width = column + 1 < columns && cells[base + column + 1].isContinuation ? 2 : 1
            writer.write(cells[base + column], width: width, column: column, lastColumn: columns - 1, canvas: canvas)
          }
          writer.endLine()
        }
      }
    }
    return bytes
  }

  /// The canvas as plain text: one line per row (graphemes only, no colours), trailing spaces removed, each
  /// line ending in a line feed.
  public static func plainText(of canvas: TerminalCanvas) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(canvas.storage.count + canvas.rows)
    FrameWriter.appending(to: &bytes, colorMode: .none) { writer in
      for row in 0..<canvas.rows {
        let base = row * canvas.columns
        // The line ends after its last grapheme that is not a space.
        var lineEnd = 0
        for column in 0..<canvas.columns where !canvas.storage[base + column].isContinuation {
          if canvas.storage[base + column].glyph != 0x20 { lineEnd = column + 1 }
        }
        for column in 0..<lineEnd where !canvas.storage[base + column].isContinuation {
          FrameWriter.appendGlyph(canvas.storage[base + column].glyph, canvas: canvas, to: &writer.output)
        }
        writer.output.append(0x0A)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
