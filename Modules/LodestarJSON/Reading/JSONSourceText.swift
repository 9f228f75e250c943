/// A line and a column in a source text.
package struct JSONSourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// The line, starting at 1.
  package var line: Int
  /// The column, starting at 1, counted in Unicode scalars (a tab counts 1).
  package var column: Int

  /// Creates a location.
  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line 14, column 21`.
  package var description: String { "line \(line), column \(column)" }
}

/// The bytes of a JSON source with a table of line starts, to turn many byte offsets into lines and columns.
package struct JSONSourceText: Sendable {
  /// The UTF-8 bytes of the source.
  package let bytes: [UInt8]
  /// The byte offset at which each line starts; the first line starts at 0.
  private let lineStarts: [Int]
  /// The column at every multiple of ``checkpointStride`` bytes, so finding a column never scans more than
  /// that many bytes, even on a very long line.
  private let checkpoints: [Int]
  private static let checkpointStride = 1024

  /// Indexes the lines of `bytes`.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var checkpoints: [Int] = []
    checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
    var column = 1
    for (offset, byte) in bytes.enumerated() {
      if offset % Self.checkpointStride == 0 { checkpoints.append(column) }
      if byte == UInt8(ascii: "\n") {
        starts.append(offset + 1)
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    lineStarts = starts
    self.checkpoints = checkpoints
  }

  /// The line and column of a byte offset (clamped to the source); the column counts Unicode scalars
  /// (UTF-8 lead bytes).
  ///
  /// - Complexity: O(log *lines* + 1024).
  package func location(of offset: Int) -> JSONSourceLocation {
    let clamped = min(max(offset, 0), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
    }
    var column = 1
    var position = lineStarts[low]
    let checkpoint = clamped / Self.checkpointStride
    if checkpoint < checkpoints.count, checkpoint * Self.checkpointStride > position {
      position = checkpoint * Self.checkpointStride
      column = checkpoints[checkpoint]
    }
    while position < clamped {
      if bytes[position] & 0xC0 != 0x80 { column += 1 }
      position += 1
    }
    return JSONSourceLocation(line: low + 1, column: column)
  }

  /// The line and column of one byte offset in `bytes`, without building a table.
  ///
  /// - Complexity: O(*offset*).
  package static func location(of offset: Int, in bytes: [UInt8]) -> JSONSourceLocation {
    let clamped = min(max(offset, 0), bytes.count)
    var line = 1
    var column = 1
    for position in 0..<clamped {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONSourceLocation(line: line, column: column)
  }
}
