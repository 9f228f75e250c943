/// Why ``JSONReader`` could not read a text: what is wrong, the JSON path of the value being read, and where
/// in the source. Each format maps it onto its own error type.
package struct JSONReadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The JSON path of the value being read (see ``JSONPath``); empty for the document itself.
  package var path: String
  /// What was wrong, starting with what was expected: `expected "," or "}", found "x"`.
  package var message: String
  /// The byte offset of the problem in the source.
  package var offset: Int
  /// The line and column of ``offset``.
  package var location: JSONSourceLocation

  /// Creates an error.
  package init(path: String, message: String, offset: Int, location: JSONSourceLocation) {
    self.path = path
    self.message = message
    self.offset = offset
    self.location = location
  }

  /// `path: message (line L, column C)`, without the path for the document itself.
  package var description: String {
    (path.isEmpty ? message : "\(path): \(message)") + " (\(location))"
  }
}
