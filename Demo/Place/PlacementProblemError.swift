import LodestarJSON

/// Why a line of `place` input could not be read or solved: what is wrong and where (a JSON path such as
/// `middleware[2].padding`).
struct PlacementProblemError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The JSON path of the offending value (see `JSONPath`); empty for the whole line.
  var path: String
  /// What is wrong.
  var message: String

  /// `path: message`, or the message alone for the whole line.
  var description: String { path.isEmpty ? message : "\(path): \(message)" }

  /// The error line of `place`: `{"error":"line N: path: message"}`.
  func jsonLine(lineNumber: Int) -> String {
    JSONWriter().text(of: ["error": .string("line \(lineNumber): \(description)")])
  }
}

extension PlacementProblemError {
  /// The error for a problem the JSON reader found: its path and message (the line number says where).
  init(_ error: JSONReadError) {
    self.init(path: error.path, message: error.message)
  }
}
