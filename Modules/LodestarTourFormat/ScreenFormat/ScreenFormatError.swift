import LodestarViewModel

/// Why a JSON screen description (see SCREEN-FORMAT.md) could not be read: the JSON path of the offending
/// value and what was wrong with it.
///
/// Its ``description`` reads like `roots[0].children[2].frame.width: expected a number, found a string`.
public struct ScreenFormatError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The JSON path of the offending value (`roots[0].children[2].frame.width`); empty for the document
  /// itself.
  public var path: String
  /// What was wrong, starting with what was expected.
  public var message: String

  /// Creates an error for a path.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// The path and the message, as `path: message` (only the message for the document itself).
  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
