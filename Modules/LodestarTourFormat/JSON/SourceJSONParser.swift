import LodestarViewModel

/// A strict RFC 8259 JSON parser that keeps the source position of every value, reports duplicate keys,
/// limits the nesting depth, and names the JSON path and the line and column of every error.
struct SourceJSONParser {
  private let source: SourceText
  private let maximumDepth: Int
  private var index = 0
  private var depth = 0
  /// The path of the value being parsed, for error messages.
  private var path = ""

  private var bytes: [UInt8] { source.bytes }

  init(source: SourceText, maximumDepth: Int) {
    self.source = source
    self.maximumDepth = maximumDepth
  }

  /// Parses the whole source as one JSON value followed only by whitespace. A UTF-8 byte order mark at the
  /// start is skipped.
  mutating func parseDocument() throws(TourDocumentError) -> SourceJSONValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    let value = try parseValue()
    skipWhitespace()
    if index < bytes.count {
      throw source.error("", "expected the end of the document, found \(describeCurrent())", at: index)
    }
    return value
  }

  // MARK: - Values

  private mutating func parseValue() throws(TourDocumentError) -> SourceJSONValue {
    guard index < bytes.count else {
      throw source.error(path, "expected a value, found the end of the input", at: index)
    }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return SourceJSONValue(content: .string(try parseString()), offset: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    default:
      throw source.error(path, "expected a value, found \(describeCurrent())", at: index)
    }
  }

  private mutating func parseLiteral(
    _ word: String, _ content: SourceJSONValue.Content
  ) throws(TourDocumentError) -> SourceJSONValue {
    let start = index
    let expected = Array(word.utf8)
    guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
      var end = index
      while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
      let found = String(decoding: bytes[start..<max(end, start + 1)], as: UTF8.self)
      throw source.error(path, "expected a value, found \(SourceJSONValue.quoted(found))", at: start)
    }
    index += expected.count
    return SourceJSONValue(content: content, offset: start)
  }

  private mutating func enterContainer(at offset: Int) throws(TourDocumentError) {
    depth += 1
    if depth > maximumDepth {
      throw source.error(path, "expected at most \(maximumDepth) levels of nesting", at: offset)
    }
  }

  private mutating func parseObject() throws(TourDocumentError) -> SourceJSONValue {
    let start = index
    try enterContainer(at: start)
    index += 1
    var members: [SourceJSONMember] = []
    var seen: [String: Int] = [:]
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return SourceJSONValue(content: .object([]), offset: start)
    }
    let objectPath = path
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw source.error(objectPath, "expected a string key, found \(describeCurrent())", at: index)
      }
      let keyOffset = index
      let key = try parseString()
      path = DocumentPath.member(objectPath, key)
      if let first = seen[key] {
        throw source.error(path, "duplicate key, first defined at \(source.location(of: first))", at: keyOffset)
      }
      seen[key] = keyOffset
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw source.error(path, "expected \":\" after the key, found \(describeCurrent())", at: index)
      }
      index += 1
      skipWhitespace()
      let value = try parseValue()
      members.append(SourceJSONMember(key: key, keyOffset: keyOffset, value: value))
      path = objectPath
      skipWhitespace()
      guard index < bytes.count else {
        throw source.error(path, "expected \",\" or \"}\", found the end of the input", at: index)
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        depth -= 1
        return SourceJSONValue(content: .object(members), offset: start)
      }
      throw source.error(path, "expected \",\" or \"}\", found \(describeCurrent())", at: index)
    }
  }

  private mutating func parseArray() throws(TourDocumentError) -> SourceJSONValue {
    let start = index
    try enterContainer(at: start)
    index += 1
    var elements: [SourceJSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return SourceJSONValue(content: .array([]), offset: start)
    }
    let arrayPath = path
    while true {
      skipWhitespace()
      path = DocumentPath.element(arrayPath, elements.count)
      elements.append(try parseValue())
      path = arrayPath
      skipWhitespace()
      guard index < bytes.count else {
        throw source.error(path, "expected \",\" or \"]\", found the end of the input", at: index)
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        depth -= 1
        return SourceJSONValue(content: .array(elements), offset: start)
      }
      throw source.error(path, "expected \",\" or \"]\", found \(describeCurrent())", at: index)
    }
  }

  // MARK: - Numbers

  private mutating func parseNumber() throws(TourDocumentError) -> SourceJSONValue {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw numberError(start, "a digit")
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw numberError(start, "no leading zero")
      }
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw numberError(start, "a digit after \".\"") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else { throw numberError(start, "a digit in the exponent") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    let value = Double(text) ?? (text.hasPrefix("-") ? -Double.infinity : Double.infinity)
    return SourceJSONValue(content: .number(value, text: text), offset: start)
  }

  private func numberError(_ start: Int, _ expected: String) -> TourDocumentError {
    var end = index
    while end < bytes.count, isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
    let text = String(decoding: bytes[start..<max(end, start + 1)], as: UTF8.self)
    return source.error(path, "invalid number \(SourceJSONValue.quoted(text)): expected \(expected)", at: start)
  }

  // MARK: - Strings

  /// Parses a string starting at its opening quote.
  private mutating func parseString() throws(TourDocumentError) -> String {
    let start = index
    index += 1
    var buffer: [UInt8] = []
    var segmentStart = index
    while true {
      guard index < bytes.count else {
        throw source.error(path, "unterminated string", at: start)
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        buffer.append(contentsOf: bytes[segmentStart..<index])
        index += 1
        guard let text = String(validating: buffer, as: UTF8.self) else {
          throw source.error(path, "invalid UTF-8 in a string", at: start)
        }
        return text
      case UInt8(ascii: "\\"):
        buffer.append(contentsOf: bytes[segmentStart..<index])
        try parseEscape(into: &buffer)
        segmentStart = index
      case 0..<0x20:
        let hex = String(byte, radix: 16, uppercase: true)
        let code = String(repeating: "0", count: 4 - hex.count) + hex
        throw source.error(
          path, "expected an escape for the control character U+\(code) in a string", at: index)
      default:
        index += 1
      }
    }
  }

  /// Parses an escape starting at its backslash and appends the UTF-8 bytes it stands for.
  private mutating func parseEscape(into buffer: inout [UInt8]) throws(TourDocumentError) {
    let start = index
    index += 1
    guard index < bytes.count else { throw source.error(path, "unterminated string", at: start) }
    let letter = bytes[index]
    index += 1
    switch letter {
    case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
    case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
    case UInt8(ascii: "/"): buffer.append(UInt8(ascii: "/"))
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      let first = try parseHexQuad(escapeStart: start)
      var scalarValue = first
      if (0xD800...0xDBFF).contains(first) {
        let lowStart = index
        guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        else {
          throw source.error(path, "unpaired surrogate \(escapeText(first)) in a string", at: start)
        }
        index += 2
        let second = try parseHexQuad(escapeStart: lowStart)
        guard (0xDC00...0xDFFF).contains(second) else {
          throw source.error(path, "unpaired surrogate \(escapeText(first)) in a string", at: start)
        }
        scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(first) {
        throw source.error(path, "unpaired surrogate \(escapeText(first)) in a string", at: start)
      }
      if let scalar = Unicode.Scalar(scalarValue) {
        buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
      }
    default:
      let shown = String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
      throw source.error(path, "invalid escape \(shown) in a string", at: start)
    }
  }

  private mutating func parseHexQuad(escapeStart: Int) throws(TourDocumentError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = hexValue(bytes[index]) else {
        var end = index
        while end < bytes.count, end < escapeStart + 6, isWordByte(bytes[end]) { end += 1 }
        let shown = String(decoding: bytes[escapeStart..<end], as: UTF8.self)
        throw source.error(
          path, "invalid escape \(shown) in a string: expected 4 hexadecimal digits", at: escapeStart)
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  private func escapeText(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "\\u\(hex)"
  }

  // MARK: - Characters

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// The character at the current position for a message: `"}"`, `"x"` or `the end of the input`.
  private func describeCurrent() -> String {
    guard index < bytes.count else { return "the end of the input" }
    var end = index + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return SourceJSONValue.quoted(String(decoding: bytes[index..<end], as: UTF8.self))
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  private func isWordByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: "-") || byte >= 0x80
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
