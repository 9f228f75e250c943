import LodestarViewModel

/// A JSON value read from a source text, with the byte offset where it starts (to report line and column).
struct SourceJSONValue: Sendable {
  /// What a JSON value holds.
  enum Content: Sendable {
    case null
    case bool(Bool)
    /// The number's value and its source text (to quote it in messages).
    case number(Double, text: String)
    case string(String)
    case array([SourceJSONValue])
    case object([SourceJSONMember])
  }

  /// The value.
  var content: Content
  /// The byte offset of the value's first character.
  var offset: Int

  /// How the value reads in a message after "found": `"big"`, `-3`, `true`, `null`, `an array`, `an object`.
  var foundDescription: String {
    switch content {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(_, let text): text
    case .string(let text): SourceJSONValue.quoted(text)
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// A string quoted for a message, shortened past 40 characters.
  static func quoted(_ text: String) -> String {
    let shown = text.count > 40 ? String(text.prefix(37)) + "..." : text
    return TourJSONWriter.quoted(shown)
  }
}

/// A member of a JSON object: its key, where the key starts, and its value.
struct SourceJSONMember: Sendable {
  /// The member's key.
  var key: String
  /// The byte offset of the key's opening quote.
  var keyOffset: Int
  /// The member's value.
  var value: SourceJSONValue
}
