/// Writes ``JSONValue``s as stable JSON: the same value always gives the same bytes.
///
/// - Object keys are sorted by their UTF-8 bytes.
/// - Numbers: integral values up to 2^53 in magnitude without a fraction (`3`, `-12`), others in Swift's
///   shortest round-trip form (`0.1`, `1e-07`, `1.5e+300`); `-0` is written `0`; NaN and infinities are
///   written `null`.
/// - Strings escape `"`, `\` and control characters (`\n`, `\r`, `\t`, `\b`, `\f`, others as `\u00XX`), and
///   U+2028 and U+2029; every other character is written as UTF-8.
/// - Compact output has no whitespace; pretty output indents by two spaces, puts `": "` after keys and writes
///   empty arrays and objects as `[]` and `{}`. Neither adds a trailing line feed.
public struct JSONWriter: Sendable, Hashable {
  /// Whether to indent the output over several lines.
  public var isPretty: Bool

  /// A writer, compact unless `isPretty`.
  public init(isPretty: Bool = false) {
    self.isPretty = isPretty
  }

  /// The JSON text of a value.
  public func string(for value: JSONValue) -> String {
    var output = ""
    write(value, depth: 0, into: &output)
    return output
  }

  /// A number in the writer's format.
  public static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == 0 { return "0" }
    if number == number.rounded(), abs(number) <= 9_007_199_254_740_992 {
      return String(Int64(number))
    }
    return String(describing: number)
  }

  private func write(_ value: JSONValue, depth: Int, into output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number): output += Self.format(number)
    case .string(let text): Self.writeString(text, into: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        newline(depth: depth + 1, into: &output)
        write(element, depth: depth + 1, into: &output)
      }
      newline(depth: depth, into: &output)
      output += "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{"
      let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      for (index, key) in keys.enumerated() {
        if index > 0 { output += "," }
        newline(depth: depth + 1, into: &output)
        Self.writeString(key, into: &output)
        output += isPretty ? ": " : ":"
        write(members[key] ?? .null, depth: depth + 1, into: &output)
      }
      newline(depth: depth, into: &output)
      output += "}"
    }
  }

  private func newline(depth: Int, into output: inout String) {
    guard isPretty else { return }
    output += "\n"
    output += String(repeating: "  ", count: depth)
  }

  private static func writeString(_ text: String, into output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{8}": output += "\\b"
      case "\u{C}": output += "\\f"
      case "\u{2028}": output += "\\u2028"
      case "\u{2029}": output += "\\u2029"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16, uppercase: false)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
