/// A JSON value to write, with object members in the order they should appear.
enum TourJSONOutput: Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([TourJSONOutput])
  case object([(key: String, value: TourJSONOutput)])

  /// The path of the first number that is not finite (JSON has no text for it), or `nil`.
  func pathOfNonFiniteNumber(at path: String) -> String? {
    switch self {
    case .number(let value): return value.isFinite ? nil : path
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        if let found = element.pathOfNonFiniteNumber(at: DocumentPath.element(path, index)) { return found }
      }
      return nil
    case .object(let members):
      for member in members {
        if let found = member.value.pathOfNonFiniteNumber(at: DocumentPath.member(path, member.key)) { return found }
      }
      return nil
    case .null, .bool, .string: return nil
    }
  }

  /// Whether the value is a string, a number, a boolean or null (written inline in arrays).
  var isScalar: Bool {
    switch self {
    case .null, .bool, .number, .string: true
    case .array, .object: false
    }
  }
}

/// Writes JSON text: two-space indentation, members in the given order, arrays of scalars on one line,
/// small objects of scalars on one line (see ``inlineObjectLimit``), numbers in their shortest round-trip form.
enum TourJSONWriter {
  /// The text of a value, followed by a newline.
  static func text(of value: TourJSONOutput) -> String {
    var output = ""
    write(value, indent: "", to: &output)
    output += "\n"
    return output
  }

  private static func write(_ value: TourJSONOutput, indent: String, inArray: Bool = false, to output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number): output += self.number(number)
    case .string(let text): output += quoted(text)
    case .array(let elements):
      if elements.isEmpty {
        output += "[]"
      } else if elements.allSatisfy(\.isScalar) {
        output += "["
        for (position, element) in elements.enumerated() {
          if position > 0 { output += ", " }
          write(element, indent: indent, to: &output)
        }
        output += "]"
      } else {
        let inner = indent + "  "
        output += "[\n"
        for (position, element) in elements.enumerated() {
          output += inner
          write(element, indent: inner, inArray: true, to: &output)
          output += position == elements.count - 1 ? "\n" : ",\n"
        }
        output += indent + "]"
      }
    case .object(let members):
      if members.isEmpty {
        output += "{}"
        return
      }
      if members.allSatisfy(\.value.isScalar), inArray || members.count <= 2 {
        var line = "{"
        for (position, member) in members.enumerated() {
          if position > 0 { line += ", " }
          line += quoted(member.key) + ": "
          write(member.value, indent: indent, to: &line)
        }
        line += "}"
        if line.unicodeScalars.count <= inlineObjectLimit {
          output += line
          return
        }
      }
      let inner = indent + "  "
      output += "{\n"
      for (position, member) in members.enumerated() {
        output += inner + quoted(member.key) + ": "
        write(member.value, indent: inner, to: &output)
        output += position == members.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    }
  }

  /// The longest object written on one line: objects of scalars with at most two members, or in an array,
  /// go on one line when they fit.
  static let inlineObjectLimit = 72

  /// The shortest text that reads back as `value`: integers without a fraction (`5`, not `5.0`), other
  /// values in Swift's shortest round-trip form (`0.65`, `1e-07`). The caller ensures the value is finite.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped; everything else as is.
  static func quoted(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }
}
