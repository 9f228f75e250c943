import LodestarViewModel

/// A JSON value to write, with object members in the order they should appear.
enum TourJSONOutput: Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([TourJSONOutput])
  /// An object; `inline` asks for one line when every member is a scalar and the line fits.
  case object([(key: String, value: TourJSONOutput)], inline: Bool = false)

  /// The path of the first number that is not finite (JSON has no text for it), or `nil`.
  func pathOfNonFiniteNumber(at path: String) -> String? {
    switch self {
    case .number(let value): return value.isFinite ? nil : path
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        if let found = element.pathOfNonFiniteNumber(at: DocumentPath.element(path, index)) { return found }
      }
      return nil
    case .object(let members, _):
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
/// small objects marked inline on one line (see ``inlineObjectLimit``), numbers in their shortest round-trip form.
enum TourJSONWriter {
  /// The text of a value, followed by a newline.
  static func text(of value: TourJSONOutput) -> String {
    var output = ""
    write(value, indent: "", to: &output)
    output += "\n"
    return output
  }

  private static func write(_ value: TourJSONOutput, indent: String, to output: inout String) {
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
          write(element, indent: inner, to: &output)
          output += position == elements.count - 1 ? "\n" : ",\n"
        }
        output += indent + "]"
      }
    case .object(let members, let inline):
      if members.isEmpty {
        output += "{}"
        return
      }
      if inline, members.allSatisfy(\.value.isScalar) {
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

  /// The longest line an inline object may take.
  static let inlineObjectLimit = 72

  /// The text of a finite number as JavaScript's `JSON.stringify` writes it: the shortest digits that read
  /// back as the same value, in plain notation for decimal exponents from -6 to 20 (`5`, `0.65`,
  /// `1000000000000000`, `0.000001`) and in exponent notation otherwise (`1e-7`, `2.5e+21`). The caller
  /// ensures the value is finite.
  static func number(_ value: Double) -> String {
    if value == 0 { return "0" }
    // Swift's description has the shortest round-trip digits ("1.5e+20", "1e-07", "123.45").
    let description = "\(value.magnitude)"
    let parts = description.split(separator: "e", maxSplits: 1)
    let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
    let mantissa = parts.first.map(String.init) ?? description
    let pieces = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let integerPart = pieces.first.map(String.init) ?? ""
    let fractionPart = pieces.count == 2 ? String(pieces[1]) : ""
    var digits = Array(integerPart + fractionPart)
    var point = integerPart.count + exponent
    while digits.first == "0" {
      digits.removeFirst()
      point -= 1
    }
    while digits.last == "0" { digits.removeLast() }
    if digits.isEmpty { return "0" }
    let sign = value < 0 ? "-" : ""
    let count = digits.count
    let text = String(digits)
    if count <= point, point <= 21 {
      return sign + text + String(repeating: "0", count: point - count)
    }
    if 0 < point, point <= 21 {
      return sign + String(digits[..<point]) + "." + String(digits[point...])
    }
    if -6 < point, point <= 0 {
      return sign + "0." + String(repeating: "0", count: -point) + text
    }
    let power = point - 1
    let powerText = power < 0 ? "-\(-power)" : "+\(power)"
    let significand = count == 1 ? text : String(digits[0]) + "." + String(digits[1...])
    return sign + significand + "e" + powerText
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
