import LodestarViewModel

/// The bytes of a JSON source with a table of line starts, to turn byte offsets into line and column.
struct SourceText: Sendable {
  /// The UTF-8 bytes of the source.
  let bytes: [UInt8]
  /// The byte offset at which each line starts; the first line starts at 0.
  private let lineStarts: [Int]

  /// The column at every multiple of ``checkpointStride`` bytes, so finding a column never scans more than
  /// that many bytes, even on a very long line.
  private let checkpoints: [Int]
  private static let checkpointStride = 1024

  init(_ bytes: [UInt8]) {
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

  /// The line and column of a byte offset; the column counts Unicode scalars (UTF-8 lead bytes).
  func location(of offset: Int) -> TourDocumentError.Location {
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
    return TourDocumentError.Location(line: low + 1, column: column)
  }

  /// An error at a byte offset.
  func error(_ path: String, _ message: String, at offset: Int) -> TourDocumentError {
    TourDocumentError(path: path, message: message, location: location(of: offset))
  }
}

/// Builds JSON paths: `steps[2].focusStyle`.
enum DocumentPath {
  /// The path of the member `key` of the object at `path`.
  static func member(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  /// The path of the element `index` of the array at `path`.
  static func element(_ path: String, _ index: Int) -> String {
    "\(path)[\(index)]"
  }
}
