#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimal JSON reader over UTF-8 bytes that decodes values in place, without building a tree.
struct JSONScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  /// Set when a middleware object read in one pass has a second `name` member.
  var repeatedName = false

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
    if position < bytes.count {
      let byte = bytes[position]
      if byte > 0x20 { return byte }
    }
    skipWhitespace()
    return position < bytes.count ? bytes[position] : 0
  }

  /// The 8 bytes at `offset` as a little-endian word (the caller checks that they are inside the buffer).
  @inline(__always)
  func word(at offset: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + offset).loadUnaligned(as: UInt64.self))
  }

  /// Consumes the `length` (at most 8) bytes at the position if they equal `word`, read as a
  /// little-endian word (`"x":` is `0x3A22_7822`); otherwise consumes nothing and returns false.
  @inline(__always)
  mutating func consume(word: UInt64, length: Int) -> Bool {
    if length == 1 {
      // One byte (a closing brace, often at the end of the line): compared directly.
      guard position < bytes.count, bytes[position] == UInt8(truncatingIfNeeded: word) else { return false }
      position += 1
      return true
    }
    guard position + 8 <= bytes.count else { return consumeSlowly(word: word, length: length) }
    let mask: UInt64 = length >= 8 ? ~0 : (1 << UInt64(8 * length)) &- 1
    guard self.word(at: position) & mask == word else { return false }
    position += length
    return true
  }

  /// ``consume(word:length:)`` near the end of the buffer, byte by byte.
  mutating func consumeSlowly(word: UInt64, length: Int) -> Bool {
    guard position + length <= bytes.count else { return false }
    for offset in 0..<length where bytes[position + offset] != UInt8(truncatingIfNeeded: word >> UInt64(8 * offset)) {
      return false
    }
    position += length
    return true
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

  /// Reads a JSON number as the correctly rounded double (the value JavaScript's `JSON.parse` gives).
  ///
  /// Common shapes (up to 19 digits, no exponent) take ``readPlainDecimal(first:)``. Otherwise one pass
  /// over the bytes collects up to 19 significant digits and the decimal exponent; then the
  /// value is converted exactly: Clinger's fast path (mantissa below 2^53, power of ten up to 22), else
  /// the Eisel–Lemire algorithm (``eiselLemireDecimal(mantissa:exponent:)``, one or two 64-bit
  /// multiplications by a tabulated power of ten), else, when that cannot decide (exact ties, subnormals),
  /// 128-bit integer arithmetic for up to 19 digits and a power of ten up to 19 either way, else the C
  /// library's correctly rounded `strtod`. More than 19 digits go through Eisel–Lemire when the truncated
  /// mantissa and the next one round alike, else `strtod`. None of them allocates. A number beyond the largest double is
  /// an error; one below the smallest rounds to zero, as in JavaScript.
  mutating func readNumber() throws(Failure) -> Double {
    let first = peek()
    guard first == UInt8(ascii: "-") || (first >= 0x30 && first <= 0x39) else { throw notANumber() }
    if let value = readPlainDecimal(first: first) { return value }
    let start = position
    let end = bytes.count
    var negative = false
    if first == UInt8(ascii: "-") {
      negative = true
      position += 1
    }
    guard position < end, isDigit(bytes[position]) else { throw Self.fail("malformed number") }
    var mantissa: UInt64 = 0
    var significantDigits = 0
    // More than 19 significant digits: the mantissa is truncated and the exact conversion cannot be used.
    var truncated = false
    var exponent = 0
    if bytes[position] == 0x30 {
      position += 1
      if position < end, isDigit(bytes[position]) { throw Self.fail("malformed number (leading zero)") }
    } else {
      // Short integer parts (most coordinates) byte by byte; longer ones up to 8 digits at a time, then
      // byte by byte (near the end of the line or past 19 digits).
      var digit = bytes[position] &- 0x30
      repeat {
        mantissa = mantissa &* 10 &+ UInt64(digit)
        significantDigits += 1
        position += 1
        guard position < end else { break }
        digit = bytes[position] &- 0x30
      } while digit < 10 && significantDigits < 4
      while position + 8 <= end {
        let run = digitRun(at: position)
        guard run.count > 0, significantDigits + run.count <= 19 else { break }
        mantissa = mantissa &* Self.integerPowerOfTen(run.count) &+ run.value
        significantDigits += run.count
        position += run.count
        if run.count < 8 { break }
      }
      while position < end {
        let digit = bytes[position] &- 0x30
        guard digit < 10 else { break }
        if significantDigits < 19 {
          mantissa = mantissa &* 10 &+ UInt64(digit)
          significantDigits += 1
        } else {
          truncated = true
          exponent += 1
        }
        position += 1
      }
    }
    if position < end, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard position < end, isDigit(bytes[position]) else { throw Self.fail("malformed number") }
      if mantissa == 0 {
        // Leading zeros are not significant.
        while position < end, bytes[position] == 0x30 {
          exponent -= 1
          position += 1
        }
      }
      while position + 8 <= end {
        let run = digitRun(at: position)
        guard run.count > 0, significantDigits + run.count <= 19 else { break }
        mantissa = mantissa &* Self.integerPowerOfTen(run.count) &+ run.value
        significantDigits += run.count
        exponent -= run.count
        position += run.count
        if run.count < 8 { break }
      }
      while position < end {
        let digit = bytes[position] &- 0x30
        guard digit < 10 else { break }
        if mantissa == 0 && digit == 0 {
          exponent -= 1
        } else if significantDigits < 19 {
          mantissa = mantissa &* 10 &+ UInt64(digit)
          significantDigits += 1
          exponent -= 1
        } else {
          truncated = true
        }
        position += 1
      }
    }
    if position < end, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
      position += 1
      var exponentNegative = false
      if position < end, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
        exponentNegative = bytes[position] == UInt8(ascii: "-")
        position += 1
      }
      guard position < end, isDigit(bytes[position]) else { throw Self.fail("malformed number") }
      var written = 0
      while position < end {
        let digit = bytes[position] &- 0x30
        guard digit < 10 else { break }
        if written < 100_000 { written = written * 10 + Int(digit) }
        position += 1
      }
      exponent += exponentNegative ? -written : written
    }
    if !truncated {
      if mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
        // Clinger: both operands exact, one correctly rounded operation (integers need none).
        var value = Double(mantissa)
        if exponent < 0 {
          value /= Self.exactPowerOfTen(-exponent)
        } else if exponent > 0 {
          value *= Self.exactPowerOfTen(exponent)
        }
        return negative ? -value : value
      }
      if let value = Self.eiselLemireDecimal(mantissa: mantissa, exponent: exponent)
        ?? Self.exactDecimal(mantissa: mantissa, exponent: exponent)
      {
        return negative ? -value : value
      }
    } else if let value = Self.eiselLemireDecimal(mantissa: mantissa, exponent: exponent),
      Self.eiselLemireDecimal(mantissa: mantissa + 1, exponent: exponent) == value
    {
      // The true value lies strictly between the truncated mantissa's and the next one's; when both round
      // to the same double, so does everything between them.
      return negative ? -value : value
    }
    let value = try Self.slowDecimal(UnsafeBufferPointer(rebasing: bytes[start..<position]))
    // JSON numbers are finite; one beyond the largest double (such as 1e400) would be Infinity in
    // JavaScript and is rejected rather than silently replaced. Underflow rounds to zero, as in JavaScript.
    guard value.isFinite else { throw Self.fail("number out of range (larger than the largest double)") }
    return value
  }

  /// The error for a value that is not a number (out of line: it builds a message).
  @inline(never)
  mutating func notANumber() -> PlacementProblemError {
    Self.fail("expected a number, found \(describeNext())")
  }

  /// The digits at `offset` (at most 8; the caller checks that 8 bytes are inside the buffer): their
  /// value and how many there are.
  @inline(__always)
  func digitRun(at offset: Int) -> (value: UInt64, count: Int) {
    Self.digitRun(in: word(at: offset))
  }

  /// The digits at the start of `word` (8 bytes, the first in the lowest byte; at most 8 digits):
  /// their value and how many there are.
  @inline(__always)
  static func digitRun(in word: UInt64) -> (value: UInt64, count: Int) {
    // A byte is a digit when its high nibble is 3 and adding 6 does not carry into it. A carry out of a
    // non-digit byte only disturbs the bytes after it, so the lowest flagged byte is the first non-digit.
    let flags =
      ((word & 0xF0F0_F0F0_F0F0_F0F0) ^ 0x3030_3030_3030_3030)
      | (((word &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0) ^ 0x3030_3030_3030_3030)
    let count = flags == 0 ? 8 : flags.trailingZeroBitCount >> 3
    guard count > 0 else { return (0, 0) }
    // The digits moved to the top bytes, with '0's before them (the lowest byte is the first digit).
    let aligned =
      count == 8 ? word : (word << UInt64(8 * (8 - count))) | (0x3030_3030_3030_3030 >> UInt64(8 * count))
    return (eightDigitValue(aligned), count)
  }

  /// The value of 8 ASCII digits in a little-endian word (the first digit in the lowest byte).
  @inline(__always)
  static func eightDigitValue(_ word: UInt64) -> UInt64 {
    var value = word &- 0x3030_3030_3030_3030
    // Pairs, then quadruples, then the whole: the first digit is in the lowest byte.
    value = (value &* 10) &+ (value >> 8)
    value =
      (((value & 0x0000_00FF_0000_00FF) &* (100 &+ (1_000_000 << 32)))
        &+ (((value >> 16) & 0x0000_00FF_0000_00FF) &* (1 &+ (10_000 << 32)))) >> 32
    return value
  }

  /// `10^exponent` for `exponent` in 0...22, exactly (each is representable as a double).
  @inline(__always)
  static func exactPowerOfTen(_ exponent: Int) -> Double {
    exponent <= 19 ? Double(integerPowerOfTen(exponent)) : exponent == 20 ? 1e20 : exponent == 21 ? 1e21 : 1e22
  }

  /// `10^exponent` for `exponent` in 0...19.
  @inline(__always)
  static func integerPowerOfTen(_ exponent: Int) -> UInt64 {
    switch exponent {
    case 0: 1
    case 1: 10
    case 2: 100
    case 3: 1000
    case 4: 10000
    case 5: 100_000
    case 6: 1_000_000
    case 7: 10_000_000
    case 8: 100_000_000
    case 9: 1_000_000_000
    case 10: 10_000_000_000
    case 11: 100_000_000_000
    case 12: 1_000_000_000_000
    case 13: 10_000_000_000_000
    case 14: 100_000_000_000_000
    case 15: 1_000_000_000_000_000
    case 16: 10_000_000_000_000_000
    case 17: 100_000_000_000_000_000
    case 18: 1_000_000_000_000_000_000
    default: 10_000_000_000_000_000_000
    }
  }

  /// The correctly rounded double nearest `mantissa × 10^exponent` (mantissa non-zero), or `nil` when
  /// the exponent is outside the range this handles.
  @inline(never)
  static func exactDecimal(mantissa: UInt64, exponent: Int) -> Double? {
    if mantissa == 0 { return 0 }
    if mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
      // Clinger: both operands exact, one correctly rounded operation.
      let value = Double(mantissa)
      return exponent < 0 ? value / exactPowerOfTen(-exponent) : value * exactPowerOfTen(exponent)
    }
    guard exponent >= -19 && exponent <= 19 else { return nil }
    if exponent >= 0 {
      // The product is exact in 128 bits (both factors are below 2^64).
      let product = mantissa.multipliedFullWidth(by: integerPowerOfTen(exponent))
      return roundedDouble(
        UInt128(product.high) << 64 | UInt128(product.low), sticky: false, binaryExponent: 0)
    }
    // (mantissa · 2^(64 + leadingZeros)) / 10^k, a quotient of at least 64 significant bits; the
    // remainder decides ties. Two 128-by-64-bit divisions, each with a quotient that fits 64 bits.
    let divisor = integerPowerOfTen(-exponent)
    let leadingZeros = mantissa.leadingZeroBitCount
    let high = mantissa << UInt64(leadingZeros)
    let (highQuotient, highRemainder) = high.quotientAndRemainder(dividingBy: divisor)
    let (lowQuotient, remainder) = divisor.dividingFullWidth((high: highRemainder, low: 0))
    return roundedDouble(
      UInt128(highQuotient) << 64 | UInt128(lowQuotient), sticky: remainder != 0,
      binaryExponent: -(64 + leadingZeros))
  }

  /// `value × 2^binaryExponent` rounded to the nearest double, ties to even; `sticky` says that the true
  /// value is a little more than `value` (non-zero bits were dropped below it). `value` is non-zero and
  /// the result is a normal double.
  @inline(__always)
  static func roundedDouble(_ value: UInt128, sticky: Bool, binaryExponent: Int) -> Double {
    let bitCount = 128 - value.leadingZeroBitCount
    guard bitCount > 53 else {
      return Double(sign: .plus, exponent: binaryExponent, significand: Double(UInt64(truncatingIfNeeded: value)))
    }
    let shift = bitCount - 53
    var top = UInt64(truncatingIfNeeded: value >> UInt128(shift))
    let dropped = value & ((1 << UInt128(shift)) - 1)
    let half = UInt128(1) << UInt128(shift - 1)
    if dropped > half || (dropped == half && (sticky || top & 1 == 1)) {
      top += 1
    }
    return Double(sign: .plus, exponent: binaryExponent + shift, significand: Double(top))
  }

  /// Any other number: the standard library's correctly rounded conversion.
  @inline(never)
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
  @inline(__always)
  mutating func readRawString() throws(Failure) -> (range: Range<Int>, hasEscapes: Bool) {
    guard peek() == UInt8(ascii: "\"") else { throw Self.fail("expected a string, found \(describeNext())") }
    position += 1
    let start = position
    var hasEscapes = false
    // Eight bytes at a time while none is a quote, a backslash or a control character.
    while position + 8 <= bytes.count {
      let chunk = word(at: position)
      let quotes = chunk ^ 0x2222_2222_2222_2222
      let backslashes = chunk ^ 0x5C5C_5C5C_5C5C_5C5C
      let special =
        ((quotes &- 0x0101_0101_0101_0101) & ~quotes) | ((backslashes &- 0x0101_0101_0101_0101) & ~backslashes)
        | ((chunk &- 0x2020_2020_2020_2020) & ~chunk)
      let flagged = special & 0x8080_8080_8080_8080
      if flagged != 0 {
        // The lowest flagged byte is a real quote, backslash or control character (false positives
        // only appear above a real one); continue byte by byte from there.
        position += flagged.trailingZeroBitCount >> 3
        break
      }
      position += 8
    }
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
    try readMember(member)
    try readRemainingMembers(member)
  }

  /// Reads one `"key": value` member of an object.
  @inline(__always)
  mutating func readMember(_ member: (inout JSONScanner, Range<Int>) throws(Failure) -> Void) throws(Failure) {
    let (key, _) = try readRawString()
    try expect(UInt8(ascii: ":"), "':' after a key")
    do {
      try member(&self, key)
    } catch {
      throw error.prefixed(.key(keyText(key)))
    }
  }

  /// Reads the rest of an object after a member: `, member` pairs up to the closing brace.
  @inline(__always)
  mutating func readRemainingMembers(
    _ member: (inout JSONScanner, Range<Int>) throws(Failure) -> Void
  ) throws(Failure) {
    while true {
      switch peek() {
      case UInt8(ascii: ","):
        position += 1
        try readMember(member)
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
