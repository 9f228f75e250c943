/// A JSON value to write with ``JSONWriter``, with object members in the order they should appear.
package enum JSONOutput: Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, written by ``JSONNumberFormat`` (NaN and infinities as `null`).
  case number(Double)
  /// An integer, written exactly (even past 2^53, where a double would round it).
  case integer(Int)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONOutput])
  /// An object; `inline` asks the indented layout for one line when every member is a scalar and the line
  /// fits in ``JSONWriter/inlineObjectLimit`` characters.
  case object([(key: String, value: JSONOutput)], inline: Bool = false)

  /// Whether the value is a string, a number, a Boolean or null.
  package var isScalar: Bool {
    switch self {
    case .null, .bool, .number, .integer, .string: true
    case .array, .object: false
    }
  }

  /// The JSON path (see ``JSONPath``) of the first number that is not finite, which JSON cannot represent,
  /// or `nil` when every number is finite.
  package func pathOfNonFiniteNumber(at path: String = "") -> String? {
    switch self {
    case .number(let value): return value.isFinite ? nil : path
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        if let found = element.pathOfNonFiniteNumber(at: JSONPath.element(path, index)) { return found }
      }
      return nil
    case .object(let members, _):
      for member in members {
        if let found = member.value.pathOfNonFiniteNumber(at: JSONPath.member(path, member.key)) { return found }
      }
      return nil
    case .null, .bool, .integer, .string: return nil
    }
  }
}

extension JSONOutput: ExpressibleByDictionaryLiteral {
  /// An object with the members in the order written.
  package init(dictionaryLiteral elements: (String, JSONOutput)...) {
    self = .object(elements.map { (key: $0.0, value: $0.1) })
  }
}
