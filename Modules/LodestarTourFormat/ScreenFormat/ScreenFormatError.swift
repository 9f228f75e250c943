import LodestarJSON

/// Why a JSON screen description (see <doc:SCREEN-FORMAT>) could not be read or written: the JSON path of the
/// offending value, what was wrong with it, and where it is in the source text.
///
/// Its ``description`` reads like
/// `roots[0].children[2].frame.width: expected a number between 0 and 1000000, found "wide" (line 9, column 58)`.
public struct ScreenFormatError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The JSON path of the offending value (`roots[0].children[2].frame.width`); empty for the document
  /// itself.
  public var path: String
  /// What was wrong, starting with what was expected.
  public var message: String
  /// Where the offending value starts in the source text (the same location type as tour documents'), or
  /// `nil` for a graph being written.
  public var location: TourDocumentError.Location?

  /// Creates an error for a path.
  public init(path: String, message: String, location: TourDocumentError.Location? = nil) {
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

extension ScreenFormatError {
  /// The screen error for a problem found by the tour format's shared decoding.
  init(_ error: TourDocumentError) {
    self.init(path: error.path, message: error.message, location: error.location)
  }
}
