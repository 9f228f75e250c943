import LodestarJSON

/// The source text of a decoded document, from which the line and column of any of its values can be found.
///
/// Decoding does not record where each value was: most documents have no problem, and recording a location
/// for every value cost more than the rest of decoding. The source map keeps the bytes instead, and
/// ``SourceLocations`` reads them again, once, when a problem needs a location.
///
/// Equal to every other source map, so a decoded document equals the same document built in code.
struct TourDocumentSourceMap: Sendable, Hashable {
  /// The document's UTF-8 bytes; empty for a document built in code.
  let bytes: [UInt8]

  /// The source map of a document built in code: it locates nothing.
  init() {
    bytes = []
  }

  /// The source map of a document decoded from `bytes`.
  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The location of the value at `path` (a JSON path as ``/LodestarJSON/JSONPath`` writes it), or `nil` when the
  /// source has no such value.
  ///
  /// - Complexity: O(*n*) in the size of the source; use ``SourceLocations`` to look up many paths.
  func location(of path: String) -> TourDocumentError.Location? {
    var locations = SourceLocations(self)
    return locations.location(of: path)
  }

  static func == (lhs: Self, rhs: Self) -> Bool { true }

  func hash(into hasher: inout Hasher) {}
}

/// The locations of a document's values by JSON path, worked out from its ``TourDocumentSourceMap`` the first
/// time one is asked for: a validation that finds no problem never reads the source again.
struct SourceLocations {
  private let sourceMap: TourDocumentSourceMap
  /// The byte offset of every value by path, and the source's line table, once they are needed.
  private var table: (offsets: [String: Int], text: JSONSourceText)?

  /// The locations in `sourceMap`.
  init(_ sourceMap: TourDocumentSourceMap) {
    self.sourceMap = sourceMap
  }

  /// The location of the value at `path`, or `nil` when the source has no such value (or there is no source).
  ///
  /// - Complexity: O(*n*) in the size of the source the first time, then O(1) on average.
  mutating func location(of path: String) -> TourDocumentError.Location? {
    guard !sourceMap.bytes.isEmpty else { return nil }
    if table == nil { table = Self.index(sourceMap.bytes) }
    guard let table, let offset = table.offsets[path] else { return nil }
    return TourDocumentError.Location(table.text.location(of: offset))
  }

  /// Every value's offset by path. The bytes decoded once already, so they read again at the deepest nesting any
  /// decoder accepts; a value's path is written as the decoder writes it.
  private static func index(_ bytes: [UInt8]) -> (offsets: [String: Int], text: JSONSourceText) {
    var offsets: [String: Int] = [:]
    let reader = JSONReader(maximumDepth: TourDocumentDecoder.nestingDepthLimit)
    if let root = try? reader.read(bytes) {
      record(root, path: "", into: &offsets)
    }
    return (offsets, JSONSourceText(bytes))
  }

  private static func record(_ value: JSONValue, path: String, into offsets: inout [String: Int]) {
    offsets[path] = value.offset
    switch value.content {
    case .object(let members):
      for member in members { record(member.value, path: JSONPath.member(path, member.key), into: &offsets) }
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        record(element, path: JSONPath.element(path, index), into: &offsets)
      }
    default:
      break
    }
  }
}
