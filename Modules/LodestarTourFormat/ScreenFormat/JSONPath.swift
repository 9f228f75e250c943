import LodestarViewModel

/// A coding key for any JSON object member or array index, used to check keys and to name paths.
struct JSONKey: CodingKey, Hashable {
  var stringValue: String
  var intValue: Int?

  init(_ name: String) {
    stringValue = name
    intValue = nil
  }

  init?(stringValue: String) { self.init(stringValue) }

  init?(intValue: Int) {
    stringValue = "Index \(intValue)"
    self.intValue = intValue
  }
}

/// The JSON path of a coding path: `roots[0].children[2].frame`.
func jsonPath(_ codingPath: [any CodingKey]) -> String {
  var path = ""
  for key in codingPath {
    if let index = key.intValue {
      path += "[\(index)]"
    } else {
      path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
    }
  }
  return path
}

extension KeyedDecodingContainer where Key == JSONKey {
  /// Throws when the object has a member whose name is not in `allowed`, naming it by its path.
  func rejectUnknownKeys(allowed: Set<String>) throws {
    for key in allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where !allowed.contains(key.stringValue) {
      let expected = allowed.sorted().joined(separator: ", ")
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath + [key], debugDescription: "unknown key (expected one of: \(expected))"))
    }
  }

  /// Throws a data error for the member `key` with a message.
  func invalid(_ key: String, _ message: String) -> DecodingError {
    DecodingError.dataCorrupted(
      DecodingError.Context(codingPath: codingPath + [JSONKey(key)], debugDescription: message))
  }
}

extension ScreenFormatError {
  /// The screen-format error for a decoding error: its path and a sentence saying what was expected.
  init(_ error: DecodingError) {
    switch error {
    case .typeMismatch(let type, let context):
      self.init(path: jsonPath(context.codingPath), message: Self.mismatch(type, context.debugDescription))
    case .valueNotFound(let type, let context):
      self.init(path: jsonPath(context.codingPath), message: "expected \(Self.kind(of: type)), found null")
    case .keyNotFound(let key, let context):
      self.init(path: jsonPath(context.codingPath + [key]), message: "missing required key")
    case .dataCorrupted(let context):
      var message = context.debugDescription
      if let underlying = context.underlyingError {
        message += " (\(underlying))"
      }
      self.init(path: jsonPath(context.codingPath), message: message)
    @unknown default:
      self.init(path: "", message: "\(error)")
    }
  }

  private static func mismatch(_ type: Any.Type, _ description: String) -> String {
    var message = "expected \(kind(of: type))"
    // Foundation says "Expected to decode Double but found a string instead."
    if let found = description.range(of: "but found ") {
      var rest = description[found.upperBound...]
      if let end = rest.range(of: " instead") { rest = rest[..<end.lowerBound] }
      message += ", found \(rest)"
    }
    return message
  }

  private static func kind(of type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Float.Type, is Int.Type, is UInt64.Type: "a number"
    case is String.Type: "a string"
    case is Bool.Type: "a boolean"
    case is [Any].Type: "an array"
    default:
      String(describing: type).contains("Array") ? "an array" : "an object"
    }
  }
}
