import LodestarJSON

/// Why a line of `place` input could not be read or solved: what is wrong and where (a JSON path such as
/// `middleware[2].padding`).
package struct PlacementProblemError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The JSON path of the offending value (see `JSONPath`); empty for the whole line.
  package var path: String
  /// What is wrong.
  package var message: String

  /// `path: message`, or the message alone for the whole line.
  package var description: String { path.isEmpty ? message : "\(path): \(message)" }

  /// The text of `place`'s error line, `{"error":"line N: path: message"}`: `line N: path: message`.
  ///
  /// Each input line is read alone, so where the reader's message points into the text ("duplicate key,
  /// first defined at line 1, column 2") its line 1 is input line `lineNumber`, and is named so.
  ///
  /// - Parameter lineNumber: The input line's 1-based number.
  /// - Returns: The text, with the reader's `line 1` made `line N`.
  package func lineText(lineNumber: Int) -> String {
    let text = description.replacing(" at line 1, column ", with: " at line \(lineNumber), column ")
    return "line \(lineNumber): \(text)"
  }
}

extension PlacementProblemError {
  /// The error for a problem the JSON reader found: its path and message (the line number says where).
  package init(_ error: JSONReadError) {
    self.init(path: error.path, message: error.message)
  }
}
