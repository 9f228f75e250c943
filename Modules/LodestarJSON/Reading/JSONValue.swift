/// A JSON value read by ``JSONReader``, with the byte offset where it starts in the source (to report the
/// line and column of a problem with it).
package struct JSONValue: Sendable {
  /// What a JSON value holds.
  package enum Content: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number: its value, correctly rounded (±infinity when it is beyond the largest double, as the
    /// standard library's `Double(String)` gives it), and its source text for messages (shortened past
    /// ``JSONEcho/quotedLengthLimit`` characters).
    case number(Double, text: String)
    /// A string, with its escapes decoded.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object's members in source order (keys are unique: the reader rejects duplicates).
    case object([JSONMember])
  }

  /// The value.
  package var content: Content
  /// The byte offset of the value's first character in the source.
  package var offset: Int

  /// Creates a value.
  package init(content: Content, offset: Int) {
    self.content = content
    self.offset = offset
  }

  /// How the value reads in a message after "found": `"big"`, `-3`, `true`, `null`, `an array`,
  /// `an object`. Strings and numbers are shortened (see ``JSONEcho``), so a message never echoes a long
  /// input.
  package var foundDescription: String {
    switch content {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(_, let text): text
    case .string(let text): JSONEcho.quoted(text)
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The kind of value, for messages: `a number`, `a string`, `true`, `null`, `an array`, `an object`.
  package var kindDescription: String {
    switch content {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The members when the value is an object, else `nil`.
  package var members: [JSONMember]? {
    if case .object(let members) = content { return members }
    return nil
  }

  /// The elements when the value is an array, else `nil`.
  package var elements: [JSONValue]? {
    if case .array(let elements) = content { return elements }
    return nil
  }

  /// The number when the value is one, else `nil`.
  package var number: Double? {
    if case .number(let value, _) = content { return value }
    return nil
  }

  /// The string when the value is one, else `nil`.
  package var string: String? {
    if case .string(let text) = content { return text }
    return nil
  }

  /// The Boolean when the value is `true` or `false`, else `nil`.
  package var bool: Bool? {
    if case .bool(let flag) = content { return flag }
    return nil
  }

  /// Whether the value is `null`.
  package var isNull: Bool {
    if case .null = content { return true }
    return false
  }

  /// The number as an integer when the value is a number with no fractional part in `range`, else `nil`.
  /// An integer written in full (`9007199254740993`) is read exactly, even past 2^53.
  package func integer(in range: ClosedRange<Int>) -> Int? {
    guard case .number(let value, let text) = content else { return nil }
    if let exact = Int(text) { return range.contains(exact) ? exact : nil }
    guard value.isFinite, value == value.rounded(), let integer = Int(exactly: value) else { return nil }
    return range.contains(integer) ? integer : nil
  }
}

/// A member of a JSON object: its key, where the key starts, and its value.
package struct JSONMember: Sendable {
  /// The member's key.
  package var key: String
  /// The byte offset of the key's opening quote.
  package var keyOffset: Int
  /// The member's value.
  package var value: JSONValue

  /// Creates a member.
  package init(key: String, keyOffset: Int, value: JSONValue) {
    self.key = key
    self.keyOffset = keyOffset
    self.value = value
  }
}
