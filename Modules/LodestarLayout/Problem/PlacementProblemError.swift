/// Why a JSON placement problem could not be read: what is wrong and where (a JSON path such as
/// `middleware[2].padding`).
public struct PlacementProblemError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path of the offending value, outermost first: object keys and array indices.
  public var path: [PathComponent]
  /// What is wrong.
  public var message: String

  /// One step of a JSON path.
  public enum PathComponent: Sendable, Hashable {
    /// An object member.
    case key(String)
    /// An array element.
    case index(Int)
  }

  /// Creates an error.
  public init(path: [PathComponent] = [], message: String) {
    self.path = path
    self.message = message
  }

  /// The path in dotted form, such as `middleware[2].padding`; empty for the whole line.
  public var pathDescription: String {
    var text = ""
    for component in path {
      switch component {
      case .key(let key):
        if !text.isEmpty { text += "." }
        text += key
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }

  /// `path: message`, or the message alone for the whole line.
  public var description: String {
    let where_ = pathDescription
    return where_.isEmpty ? message : "\(where_): \(message)"
  }

  /// The error with `component` put in front of its path.
  func prefixed(_ component: PathComponent) -> PlacementProblemError {
    var copy = self
    copy.path.insert(component, at: 0)
    return copy
  }
}
