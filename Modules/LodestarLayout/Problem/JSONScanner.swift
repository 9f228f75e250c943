#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimal JSON reader over UTF-8 bytes that decodes values in place, without building a tree.
struct JSONScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  typealias Failure = PlacementProblemError

  static func fail(_ message: String) -> PlacementProblemError {
    PlacementProblemError(message: message)
  }

  var isAtEnd: Bool { position >= bytes.count }

  @inline(__always)
  mutating func skipWhitespace() {
    while position < bytes.count {
      let byte = bytes[position]
      if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
        position += 1
      } else {
        return
      }
    }
  }

  /// The next non-whitespace byte, not consumed; 0 at the end.
  @inline(__always)
  mutating func peek() -> UInt8 {
    skipWhitespace()
    return position < bytes.count ? bytes[position] : 0
  }

  /// The kind of the next value, for messages.
  mutating func describeNext() -> String {
    switch peek() {
    case UInt8(ascii: "{"): return "an object"
    case UInt8(ascii: "["): return "an array"
    case UInt8(ascii: "\""): return "a string"
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
    case UInt8(ascii: "n"): return "null"
    case 0: return "the end of the line"
    default: return "a number"
    }
  }

  @inline(__always)
  mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
    if peek() != byte { throw Self.fail("expected \(what)") }
    position += 1
  }

  mutating func consumeLiteral(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    let start = literal.utf8Start
    for offset in 0..<count where bytes[position + offset] != start[offset] {
      return false
    }
    position += count
    return true
  }

  /// Consumes `null` if it comes next.
  @inline(__always)
  mutating func consumeNull() -> Bool {
    peek() == UInt8(ascii: "n") && consumeLiteral("null")
  }

  // MARK: Values

  mutating func readBool() throws(Failure) -> Bool {
    switch peek() {
    case UInt8(ascii: "t") where consumeLiteral("true"): return true
    case UInt8(ascii: "f") where consumeLiteral("false"): return false
    default: throw Self.fail("expected a boolean, found \(describeNext())")
    }
  }

  mutating func readNumber() throws(Failure) -> Double {
    let first = peek()
    guard first == UInt8(ascii: "-") || (first >= 0x30 && first <= 0x39) else {
      throw Self.fail("expected a number, found \(describeNext())")
    }
    let start = position
    var isInteger = true
    var integer: Int64 = 0
    var digits = 0
    var negative = false
    if bytes[position] == UInt8(ascii: "-") {
      negative = true
      position += 1
    }
    guard position < bytes.count, isDigit(bytes[position]) else { throw Self.fail("malformed number") }
    if bytes[position] == 0x30 {
      position += 1
      if position < bytes.count, isDigit(bytes[position]) { throw Self.fail("malformed number (leading zero)") }
    } else {
      while position < bytes.count, isDigit(bytes[position]) {
        if digits < 18 { integer = integer * 10 + Int64(bytes[position] - 0x30) }
        digits += 1
        position += 1
      }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      guard position < bytes.count, isDigit(bytes[position]) else { throw Self.fail("malformed number") }
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
      isInteger = false
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
        position += 1
      }
      guard position < bytes.count, isDigit(bytes[position]) else { throw Self.fail("malformed number") }
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    if isInteger && digits <= 15 {
      let value = Double(integer)
      return negative ? -value : value
    }
    if let fast = Self.fastDecimal(UnsafeBufferPointer(rebasing: bytes[start..<position])) {
      return fast
    }
    let value = try Self.slowDecimal(UnsafeBufferPointer(rebasing: bytes[start..<position]))
    // JSON numbers are finite; one beyond the largest double (such as 1e400) would be Infinity in
    // JavaScript and is rejected rather than silently replaced. Underflow rounds to zero, as in JavaScript.
    guard value.isFinite else { throw Self.fail("number out of range (larger than the largest double)") }
    return value
  }

  static let exactPowersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  /// Clinger's fast path: a mantissa of at most 15 digits and a power of ten up to 22 convert exactly
  /// with one correctly rounded multiplication or division.
  static func fastDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
    var index = 0
    var negative = false
    if index < text.count, text[index] == UInt8(ascii: "-") {
      negative = true
      index += 1
    }
    var mantissa: UInt64 = 0
    var significantDigits = 0
    var exponent = 0
    var seenPoint = false
    while index < text.count {
      let byte = text[index]
      if byte == UInt8(ascii: ".") {
        seenPoint = true
      } else if byte >= 0x30 && byte <= 0x39 {
        if mantissa != 0 || byte != 0x30 { significantDigits += 1 }
        guard significantDigits <= 15 else { return nil }
        mantissa = mantissa * 10 + UInt64(byte - 0x30)
        if seenPoint { exponent -= 1 }
      } else {
        break
      }
      index += 1
    }
    if index < text.count {
      index += 1  // e or E
      var exponentNegative = false
      if index < text.count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
        exponentNegative = text[index] == UInt8(ascii: "-")
        index += 1
      }
      var written = 0
      while index < text.count {
        written = written * 10 + Int(text[index] - 0x30)
        guard written < 10_000 else { return nil }
        index += 1
      }
      exponent += exponentNegative ? -written : written
    }
    var value = Double(mantissa)
    if mantissa == 0 {
      value = 0
    } else if exponent < 0 {
      guard -exponent <= 22 else { return nil }
      value /= exactPowersOfTen[-exponent]
    } else {
      guard exponent <= 22 else { return nil }
      value *= exactPowersOfTen[exponent]
    }
    return negative ? -value : value
  }

  /// Any other number: the standard library's correctly rounded conversion.
  static func slowDecimal(_ text: UnsafeBufferPointer<UInt8>) throws(Failure) -> Double {
    #if canImport(Glibc) || canImport(Darwin)
      if text.count < 64 {
        // strtod on a NUL-terminated copy on the stack: no allocation. Grammar already validated.
        let value = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer -> Double? in
          guard let base = buffer.baseAddress else { return nil }
          for index in 0..<text.count { buffer[index] = CChar(bitPattern: text[index]) }
          buffer[text.count] = 0
          return strtod(base, nil)
        }
        if let value { return value }
      }
    #endif
    let string = String(decoding: text, as: UTF8.self)
    guard let value = Double(string) else { throw Self.fail("malformed number") }
    return value
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// Reads a string and returns the range of its raw bytes (escapes not decoded) and whether it had any.
  mutating func readRawString() throws(Failure) -> (range: Range<Int>, hasEscapes: Bool) {
    guard peek() == UInt8(ascii: "\"") else { throw Self.fail("expected a string, found \(describeNext())") }
    position += 1
    let start = position
    var hasEscapes = false
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let range = start..<position
        position += 1
        return (range, hasEscapes)
      }
      if byte == UInt8(ascii: "\\") {
        hasEscapes = true
        position += 2
        continue
      }
      if byte < 0x20 { throw Self.fail("control character in string") }
      position += 1
    }
    throw Self.fail("unterminated string")
  }

  /// Reads a string, decoding escapes.
  mutating func readString() throws(Failure) -> String {
    let (range, hasEscapes) = try readRawString()
    let raw = UnsafeBufferPointer(rebasing: bytes[range])
    guard hasEscapes else { return String(decoding: raw, as: UTF8.self) }
    var scalars = String.UnicodeScalarView()
    var utf8: [UInt8] = []
    var index = 0
    func flush() {
      if !utf8.isEmpty {
        scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
        utf8.removeAll()
      }
    }
    while index < raw.count {
      let byte = raw[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
        utf8.append(byte)
        index += 1
        continue
      }
      flush()
      let escaped = raw[index + 1]
      index += 2
      switch escaped {
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "b"): scalars.append("\u{8}")
      case UInt8(ascii: "f"): scalars.append("\u{C}")
      case UInt8(ascii: "u"):
        guard index + 4 <= raw.count,
          let code = UInt32(
            String(decoding: UnsafeBufferPointer(rebasing: raw[index..<index + 4]), as: UTF8.self), radix: 16)
        else { throw Self.fail("malformed \\u escape") }
        index += 4
        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
        scalars.append(Unicode.Scalar(escaped))
      default:
        throw Self.fail("malformed escape")
      }
    }
    flush()
    return String(scalars)
  }

  /// Whether the raw string bytes equal `literal` (for keys and enumeration values without escapes).
  @inline(__always)
  func rawEquals(_ range: Range<Int>, _ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard range.count == count else { return false }
    let start = literal.utf8Start
    var offset = 0
    while offset < count {
      if bytes[range.lowerBound + offset] != start[offset] { return false }
      offset += 1
    }
    return true
  }

  /// Skips any value.
  mutating func skipValue(depth: Int = 0) throws(Failure) {
    guard depth < 64 else { throw Self.fail("nested too deeply") }
    switch peek() {
    case UInt8(ascii: "{"):
      try readObject { (scanner: inout JSONScanner, _: Range<Int>) throws(Failure) in
        try scanner.skipValue(depth: depth + 1)
      }
    case UInt8(ascii: "["):
      try readArray { (scanner: inout JSONScanner, _: Int) throws(Failure) in
        try scanner.skipValue(depth: depth + 1)
      }
    case UInt8(ascii: "\""): _ = try readRawString()
    case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try readBool()
    case UInt8(ascii: "n"):
      if !consumeNull() { throw Self.fail("malformed literal") }
    case 0: throw Self.fail("unexpected end of line")
    default: _ = try readNumber()
    }
  }

  /// Reads an object, calling `member` with each key's raw range, positioned at the member's value.
  /// Escaped keys are passed as their raw bytes.
  mutating func readObject(
    _ member: (inout JSONScanner, Range<Int>) throws(Failure) -> Void
  ) throws(Failure) {
    guard peek() == UInt8(ascii: "{") else { throw Self.fail("expected an object, found \(describeNext())") }
    position += 1
    if peek() == UInt8(ascii: "}") {
      position += 1
      return
    }
    while true {
      let (key, _) = try readRawString()
      try expect(UInt8(ascii: ":"), "':' after a key")
      do {
        try member(&self, key)
      } catch {
        throw error.prefixed(.key(keyText(key)))
      }
      switch peek() {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        return
      default: throw Self.fail("expected ',' or '}' in an object")
      }
    }
  }

  /// Reads an array, calling `element` for each element with its index.
  mutating func readArray(_ element: (inout JSONScanner, Int) throws(Failure) -> Void) throws(Failure) {
    guard peek() == UInt8(ascii: "[") else { throw Self.fail("expected an array, found \(describeNext())") }
    position += 1
    if peek() == UInt8(ascii: "]") {
      position += 1
      return
    }
    var index = 0
    while true {
      do {
        try element(&self, index)
      } catch {
        throw error.prefixed(.index(index))
      }
      index += 1
      switch peek() {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        return
      default: throw Self.fail("expected ',' or ']' in an array").prefixed(.index(index - 1))
      }
    }
  }

  /// The key's text, for paths.
  func keyText(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }
}
