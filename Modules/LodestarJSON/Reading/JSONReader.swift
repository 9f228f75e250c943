/// Reads JSON text strictly, per RFC 8259, into ``JSONValue``s that keep their source positions.
///
/// ```swift
/// let value = try JSONReader(maximumDepth: 64).read(Array(text.utf8))
/// ```
///
/// - Duplicate keys in an object are errors (naming where the key was first defined).
/// - Arrays and objects may nest at most ``maximumDepth`` levels deep, so no input can exhaust the stack.
/// - Strings must be valid UTF-8 with valid escapes; numbers follow the JSON grammar and are converted by
///   the standard library's correctly rounded `Double(String)` (a number beyond the largest double becomes
///   ±infinity: the caller's range check rejects it with the field's name).
/// - A UTF-8 byte order mark at the start is skipped when ``allowsByteOrderMark`` is set; otherwise it is
///   an error that names it, and so are UTF-16 text and bytes that are not UTF-8.
///
/// Every error is a ``JSONReadError`` with the JSON path of the value being read, a message saying what
/// was expected and what was found (quoting at most ``JSONEcho/quotedLengthLimit`` characters of the input),
/// and the line and column.
package struct JSONReader: Sendable, Hashable {
  /// The deepest nesting of arrays and objects accepted; values below 1 count as 1.
  package var maximumDepth: Int
  /// Whether a UTF-8 byte order mark at the start of the text is skipped.
  package var allowsByteOrderMark: Bool

  /// A reader.
  package init(maximumDepth: Int, allowsByteOrderMark: Bool = true) {
    self.maximumDepth = maximumDepth
    self.allowsByteOrderMark = allowsByteOrderMark
  }

  /// Reads the whole of `bytes` as one JSON value followed only by whitespace.
  ///
  /// - Throws: ``JSONReadError`` for the first problem in the text.
  /// - Complexity: O(*n*) in the number of bytes.
  package func read(_ bytes: [UInt8]) throws(JSONReadError) -> JSONValue {
    // The parser reads the bytes through a buffer pointer, which (unlike an array) checks no bounds in a release
    // build: the parser tests `index < bytes.count` before every byte it reads.
    try bytes.withUnsafeBufferPointer { buffer throws(JSONReadError) in
      var parser = JSONParser(bytes: buffer, maximumDepth: max(1, maximumDepth))
      do throws(JSONParser.Failure) {
        return try parser.parseDocument(skippingByteOrderMark: allowsByteOrderMark)
      } catch {
        throw parser.readError(for: error)
      }
    }
  }
}

/// The state of one reading: the position and the depth.
private struct JSONParser {
  /// The text, valid for the whole reading (see ``JSONReader/read(_:)``).
  let bytes: UnsafeBufferPointer<UInt8>
  let maximumDepth: Int
  var index = 0
  var depth = 0

  /// A problem found while reading: what was wrong, where, and the path of the value being read. The path is
  /// known only for a problem: as the failure leaves each member and element, it adds that step.
  struct Failure: Error {
    var message: String
    var offset: Int
    /// The path, innermost step first.
    var reversedPath: [PathStep] = []

    /// The failure inside a member or an element (consuming this one, so its path grows without a copy).
    consuming func inside(_ step: PathStep) -> Failure {
      reversedPath.append(step)
      return self
    }
  }

  /// A step of a path: a member, by the offset of its key (whose text is read again only for an error, so that
  /// reading a valid document never copies a key), or an element, by its index.
  enum PathStep {
    case member(keyOffset: Int)
    case element(Int)
  }

  init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  mutating func parseDocument(skippingByteOrderMark: Bool) throws(Failure) -> JSONValue {
    if skippingByteOrderMark, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    let value = try parseValue()
    skipWhitespace()
    if index < bytes.count {
      throw error("expected the end of the document, found \(describeCurrent())", at: index)
    }
    return value
  }

  // MARK: - Errors

  func error(_ message: String, at offset: Int) -> Failure {
    Failure(message: message, offset: offset)
  }

  /// The error that a failure reports, with its path written out and its line and column.
  func readError(for failure: Failure) -> JSONReadError {
    JSONReadError(
      path: JSONPath.text(of: failure.reversedPath.reversed().map(component)), message: failure.message,
      offset: failure.offset, location: location(of: failure.offset))
  }

  /// The line and column of a byte offset, for a message.
  func location(of offset: Int) -> JSONSourceLocation {
    JSONSourceText.location(of: offset, in: Array(bytes))
  }

  /// A step of the path as a component of its text.
  func component(_ step: PathStep) -> JSONPath.Component {
    switch step {
    case .element(let index):
      return .index(index)
    case .member(let keyOffset):
      // The key was read once already, so it reads again.
      var keyReader = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
      keyReader.index = keyOffset
      return .key((try? keyReader.parseString().text) ?? "")
    }
  }

  /// What is at the current position, for a message: `"}"`, `"x"`, `the end of the input`, or what an
  /// unexpected encoding looks like.
  func describeCurrent() -> String {
    guard index < bytes.count else { return "the end of the input" }
    let byte = bytes[index]
    let next = index + 1 < bytes.count ? bytes[index + 1] : nil
    if byte == 0 { return "a NUL byte (is the text UTF-16? JSON text must be UTF-8)" }
    if (byte == 0xFF && next == 0xFE) || (byte == 0xFE && next == 0xFF) {
      return "a UTF-16 byte order mark (JSON text must be UTF-8)"
    }
    if bytes[index...].starts(with: [0xEF, 0xBB, 0xBF]) {
      return index == 0 ? "a byte order mark (U+FEFF); JSON text starts without one" : "U+FEFF"
    }
    if let length = byte < 0x80 ? 1 : utf8SequenceLength(at: index) {
      return JSONEcho.quoted(String(decoding: bytes[index..<(index + length)], as: UTF8.self))
    }
    let hex = String(byte, radix: 16, uppercase: true)
    return "the byte 0x\(hex.count == 1 ? "0" : "")\(hex), which is not UTF-8 (JSON text must be UTF-8)"
  }

  // MARK: - Values

  mutating func parseValue() throws(Failure) -> JSONValue {
    guard index < bytes.count else { throw error("expected a value, found the end of the input", at: index) }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return JSONValue(content: .string(try parseString().text), offset: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    default: throw error("expected a value, found \(describeCurrent())", at: index)
    }
  }

  mutating func parseLiteral(_ word: StaticString, _ content: JSONValue.Content) throws(Failure) -> JSONValue {
    let start = index
    let count = word.utf8CodeUnitCount
    var matches = bytes.count - index >= count
    if matches {
      for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
        matches = false
        break
      }
    }
    // `trueish` is not `true` followed by something else: the whole word is what was found.
    if matches, index + count < bytes.count, isWordByte(bytes[index + count]) { matches = false }
    guard matches else {
      var end = index
      while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
      let found = String(decoding: bytes[start..<max(end, start + 1)], as: UTF8.self)
      throw error("expected a value, found \(JSONEcho.quoted(found))", at: start)
    }
    index += count
    return JSONValue(content: content, offset: start)
  }

  mutating func enterContainer(at offset: Int) throws(Failure) {
    depth += 1
    if depth > maximumDepth {
      throw error("expected at most \(maximumDepth) levels of nesting", at: offset)
    }
  }

  mutating func parseObject() throws(Failure) -> JSONValue {
    let start = index
    try enterContainer(at: start)
    index += 1
    var members: [JSONMember] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return JSONValue(content: .object([]), offset: start)
    }
    members.reserveCapacity(8)
    var keys = JSONObjectKeys()
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a string key, found \(describeCurrent())", at: index)
      }
      let keyOffset = index
      let (key, isPlainASCII) = try parseString()
      do throws(Failure) {
        if let first = keys.firstOffset(of: key, isPlainASCII: isPlainASCII, at: keyOffset, in: members) {
          throw error("duplicate key, first defined at \(location(of: first))", at: keyOffset)
        }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
          throw error("expected \":\" after the key, found \(describeCurrent())", at: index)
        }
        index += 1
        skipWhitespace()
        let value = try parseValue()
        members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
      } catch {
        throw error.inside(.member(keyOffset: keyOffset))
      }
      skipWhitespace()
      guard index < bytes.count else {
        throw error("expected \",\" or \"}\", found the end of the input", at: index)
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        depth -= 1
        return JSONValue(content: .object(members), offset: start)
      }
      throw error("expected \",\" or \"}\", found \(describeCurrent())", at: index)
    }
  }

  mutating func parseArray() throws(Failure) -> JSONValue {
    let start = index
    try enterContainer(at: start)
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return JSONValue(content: .array([]), offset: start)
    }
    while true {
      skipWhitespace()
      do throws(Failure) {
        elements.append(try parseValue())
      } catch {
        throw error.inside(.element(elements.count))
      }
      skipWhitespace()
      guard index < bytes.count else {
        throw error("expected \",\" or \"]\", found the end of the input", at: index)
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        depth -= 1
        return JSONValue(content: .array(elements), offset: start)
      }
      throw error("expected \",\" or \"]\", found \(describeCurrent())", at: index)
    }
  }

  // MARK: - Numbers

  mutating func parseNumber() throws(Failure) -> JSONValue {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    var isInteger = true
    guard index < bytes.count, isDigit(bytes[index]) else { throw numberError(start, "a digit") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) { throw numberError(start, "no leading zero") }
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw numberError(start, "a digit after \".\"") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else { throw numberError(start, "a digit in the exponent") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    // The grammar above let only ASCII through.
    let text = validatedText(start..<index, isASCII: true)
    let value: Double
    if isInteger, index - integerStart <= 15 {
      // An integer of at most 15 digits is below 2^53, where every integer is a double: it is exact without the
      // standard library's general conversion, which costs hundreds of instructions a number.
      var magnitude: UInt64 = 0
      for position in integerStart..<index { magnitude = magnitude * 10 + UInt64(bytes[position] &- UInt8(ascii: "0")) }
      value = integerStart == start ? Double(magnitude) : -Double(magnitude)
    } else {
      value = Double(text) ?? (bytes[start] == UInt8(ascii: "-") ? -Double.infinity : Double.infinity)
    }
    let shown = index - start <= JSONEcho.quotedLengthLimit ? text : JSONEcho.shortened(text)
    return JSONValue(content: .number(value, text: shown), offset: start)
  }

  func numberError(_ start: Int, _ expected: String) -> Failure {
    var end = index
    while end < bytes.count, isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
    let text = String(decoding: bytes[start..<max(end, start + 1)], as: UTF8.self)
    return error("invalid number \(JSONEcho.quoted(text)): expected \(expected)", at: start)
  }

  // MARK: - Strings

  /// Parses a string starting at its opening quote; the string is plain ASCII when it is written without escapes
  /// in printable ASCII (see ``isPlainASCII(_:)``).
  ///
  /// - Complexity: O(*n*) in the string's length, whatever its escapes: an escape's bytes are appended to one
  ///   buffer in place, and each byte is checked once (UTF-8 included).
  mutating func parseString() throws(Failure) -> (text: String, isPlainASCII: Bool) {
    let start = index
    index += 1
    // Most strings are printable ASCII without escapes: when the closing quote ends the run of such bytes that
    // starts the string, the string is made straight from the source.
    var end = index
    while end < bytes.count, isPlainASCII(bytes[end]) { end += 1 }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      let text = validatedText(index..<end, isASCII: true)
      index = end + 1
      return (text, true)
    }
    // Otherwise the run is the first segment of the string. The bytes between escapes are checked here as they
    // are passed (control characters refused, UTF-8 validated), so the text is made without a second check
    // that could fail.
    var segmentStart = index
    index = end
    var isASCII = true
    var hasEscapes = false
    var unescaped: [UInt8] = []
    while true {
      guard index < bytes.count else { throw error("unterminated string", at: start) }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        let text: String
        if hasEscapes {
          unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
          text = String(decoding: unescaped, as: UTF8.self)
        } else {
          text = validatedText(segmentStart..<index, isASCII: isASCII)
        }
        index += 1
        return (text, false)
      case UInt8(ascii: "\\"):
        if !hasEscapes {
          hasEscapes = true
          unescaped.reserveCapacity(index - segmentStart + 16)
        }
        unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
        try parseEscape(into: &unescaped)
        segmentStart = index
      case 0..<0x20:
        let hex = String(byte, radix: 16, uppercase: true)
        let code = String(repeating: "0", count: 4 - hex.count) + hex
        throw error("expected an escape for the control character U+\(code) in a string", at: index)
      case 0x80...:
        guard let length = utf8SequenceLength(at: index) else {
          throw error("invalid UTF-8 in a string", at: start)
        }
        isASCII = false
        index += length
      default:
        index += 1
      }
    }
  }

  /// The length of the well-formed UTF-8 sequence of a non-ASCII scalar that starts at `offset`, or `nil` when
  /// the bytes there are not one (a stray continuation byte, an overlong form, a surrogate, a value above
  /// U+10FFFF, or a sequence cut short).
  ///
  /// The well-formed sequences are those of the Unicode Standard's table 3-7: the second byte's range depends on
  /// the first (`E0 A0…BF`, `ED 80…9F`, `F0 90…BF`, `F4 80…8F`), every other continuation byte is `80…BF`.
  func utf8SequenceLength(at offset: Int) -> Int? {
    let length: Int
    var lowest: UInt8 = 0x80
    var highest: UInt8 = 0xBF
    switch bytes[offset] {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      lowest = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      highest = 0x9F
    case 0xF0:
      length = 4
      lowest = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      highest = 0x8F
    default: return nil
    }
    guard bytes.count - offset >= length, lowest...highest ~= bytes[offset + 1] else { return nil }
    for continuation in (offset + 2)..<(offset + length) where bytes[continuation] & 0xC0 != 0x80 { return nil }
    return length
  }

  /// The string of source bytes that the scan in ``parseString()`` has found to be well-formed UTF-8 (and, when
  /// `isASCII`, printable ASCII: see ``isPlainASCII(_:)``), made without validating them a second time.
  ///
  /// `UTF8Span` is new in Swift 6.2 (macOS, iOS, tvOS, watchOS and visionOS 26): on older Apple systems the
  /// string is made by `String(decoding:as:)`, which checks the bytes again (and, since they are valid, never
  /// replaces any).
  func validatedText(_ range: Range<Int>, isASCII: Bool) -> String {
    let text = UnsafeBufferPointer(rebasing: bytes[range])
    if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
      return String(copying: UTF8Span(unchecked: text.span, isKnownASCII: isASCII))
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Parses an escape starting at its backslash and appends the UTF-8 bytes it stands for.
  mutating func parseEscape(into buffer: inout [UInt8]) throws(Failure) {
    let start = index
    index += 1
    guard index < bytes.count else { throw error("unterminated string", at: start) }
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
          throw error("unpaired surrogate \(escapeText(first)) in a string", at: start)
        }
        index += 2
        let second = try parseHexQuad(escapeStart: lowStart)
        guard (0xDC00...0xDFFF).contains(second) else {
          throw error("unpaired surrogate \(escapeText(first)) in a string", at: start)
        }
        scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(first) {
        throw error("unpaired surrogate \(escapeText(first)) in a string", at: start)
      }
      if let scalar = Unicode.Scalar(scalarValue) {
        buffer.append(contentsOf: String(Character(scalar)).utf8)
      }
    default:
      // A letter that is not ASCII is shown whole, all the bytes of its scalar (not a replacement character).
      var end = index
      if letter >= 0x80, let length = utf8SequenceLength(at: index - 1) { end = index - 1 + length }
      let shown = String(decoding: bytes[start..<end], as: UTF8.self)
      throw error("invalid escape \(JSONEcho.shortened(shown)) in a string", at: start)
    }
  }

  mutating func parseHexQuad(escapeStart: Int) throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = hexValue(bytes[index]) else {
        var end = index
        while end < bytes.count, end < escapeStart + 6, isWordByte(bytes[end]) { end += 1 }
        let shown = String(decoding: bytes[escapeStart..<end], as: UTF8.self)
        throw error("invalid escape \(shown) in a string: expected 4 hexadecimal digits", at: escapeStart)
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  func escapeText(_ value: UInt32) -> String {
    "\\u\(String(value, radix: 16, uppercase: true))"
  }

  // MARK: - Characters

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// Whether a byte stands for itself in a JSON string: printable ASCII other than a quote or a backslash.
  func isPlainASCII(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
  }

  func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  func isWordByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte >= 0x80
  }

  func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
