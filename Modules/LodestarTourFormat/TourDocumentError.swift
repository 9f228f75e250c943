import LodestarJSON

/// Why a tour document (see <doc:TOUR-FORMAT>) could not be read or is not valid: the JSON path of the
/// offending value, what was wrong with it, and where it is in the source text.
///
/// Its ``description`` reads like
/// `steps[2].focusStyle.radius: expected a number >= 0, found "big" (line 14, column 21)`.
///
/// The same type describes the unknown keys a lenient ``TourDocumentDecoder`` collects as warnings and the
/// problems ``TourDocument/validate(against:)`` reports.
public struct TourDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A position in the source text of a document.
  public struct Location: Sendable, Hashable, CustomStringConvertible {
    /// The line, starting at 1.
    public var line: Int
    /// The column, starting at 1, counted in Unicode scalars (a tab counts 1).
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    /// The location as `line 14, column 21`.
    public var description: String { "line \(line), column \(column)" }
  }

  /// The JSON path of the offending value (`steps[2].focusStyle.radius`); empty for the document itself.
  public var path: String
  /// What was wrong, starting with what was expected.
  public var message: String
  /// Where the offending value starts in the source text, or `nil` for a document built in code.
  public var location: Location?

  /// Creates an error for a path.
  public init(path: String, message: String, location: Location? = nil) {
    self.path = path
    self.message = message
    self.location = location
  }

  /// The path, the message and the location, as `path: message (line L, column C)`; the path is left out
  /// for the document itself and the location when there is none.
  public var description: String {
    var text = path.isEmpty ? message : "\(path): \(message)"
    if let location { text += " (\(location))" }
    return text
  }
}

extension TourDocumentError {
  /// The error for a problem the JSON reader found.
  init(_ error: JSONReadError) {
    self.init(path: error.path, message: error.message, location: Location(error.location))
  }
}

extension TourDocumentError.Location {
  /// The location of a position in a JSON source.
  init(_ location: JSONSourceLocation) {
    self.init(line: location.line, column: location.column)
  }
}
