extension JSONParser {
  /// The shape of a string read by ``scanString(appendingTo:)``.
  struct StringShape {
    /// Written in printable ASCII without escapes (see ``isPlainASCII(_:)``).
    var isPlainASCII: Bool
    /// Written with at least one escape.
    var hasEscapes: Bool
  }

  /// Reads a string from its opening quote to just past its closing quote, checking it (escapes, control
  /// characters, UTF-8); when `unescaped` is not `nil`, appends the string's UTF-8 bytes to it with the escapes
  /// decoded.
  ///
  /// - Complexity: O(*n*) in the string's length, whatever its escapes: each byte is checked once.
  mutating func scanString(appendingTo unescaped: inout [UInt8]?) throws(Failure) -> StringShape {
    let start = index
    // Most strings are printable ASCII without escapes: a run of such bytes that the closing quote ends. (The run
    // is scanned with a local position, which the compiler keeps in a register.)
    let position = endOfPlainASCII(from: start + 1)
    index = position
    var segmentStart = start + 1
    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
      unescaped?.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
      index += 1
      return StringShape(isPlainASCII: true, hasEscapes: false)
    }
    // Otherwise the run is the first segment of the string; the bytes between escapes are checked as they are
    // passed (control characters refused, UTF-8 validated).
    var hasEscapes = false
    while true {
      guard index < bytes.count else { throw error("unterminated string", at: start) }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        unescaped?.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
        index += 1
        return StringShape(isPlainASCII: false, hasEscapes: hasEscapes)
      case UInt8(ascii: "\\"):
        hasEscapes = true
        unescaped?.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
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
        index += length
      default:
        index += 1
      }
    }
  }

  /// The text of the string whose opening quote is at `offset` in `bytes`, with its escapes decoded; the string
  /// was read once already (empty if it was not a valid string).
  static func decodedString(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    var parser = JSONParser(bytes: bytes, maximumDepth: 1)
    parser.index = offset
    var unescaped: [UInt8]? = []
    guard (try? parser.scanString(appendingTo: &unescaped)) != nil, let unescaped else { return "" }
    return String(decoding: unescaped, as: UTF8.self)
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

  /// The string of source bytes that ``scanString(appendingTo:)`` has found to be well-formed UTF-8 (and, when
  /// `isASCII`, printable ASCII: see ``isPlainASCII(_:)``), made without validating them a second time.
  ///
  /// `UTF8Span` is new in Swift 6.2 (macOS, iOS, tvOS, watchOS and visionOS 26): on older Apple systems the
  /// string is made by `String(decoding:as:)`, which checks the bytes again (and, since they are valid, never
  /// replaces any).
  static func validatedText(_ text: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
    if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
      return String(copying: UTF8Span(unchecked: text.span, isKnownASCII: isASCII))
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Parses an escape starting at its backslash and appends the UTF-8 bytes it stands for.
  mutating func parseEscape(into buffer: inout [UInt8]?) throws(Failure) {
    let start = index
    index += 1
    guard index < bytes.count else { throw error("unterminated string", at: start) }
    let letter = bytes[index]
    index += 1
    switch letter {
    case UInt8(ascii: "\""): buffer?.append(UInt8(ascii: "\""))
    case UInt8(ascii: "\\"): buffer?.append(UInt8(ascii: "\\"))
    case UInt8(ascii: "/"): buffer?.append(UInt8(ascii: "/"))
    case UInt8(ascii: "b"): buffer?.append(0x08)
    case UInt8(ascii: "f"): buffer?.append(0x0C)
    case UInt8(ascii: "n"): buffer?.append(0x0A)
    case UInt8(ascii: "r"): buffer?.append(0x0D)
    case UInt8(ascii: "t"): buffer?.append(0x09)
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
      if buffer != nil, let scalar = Unicode.Scalar(scalarValue), let encoded = UTF8.encode(scalar) {
        buffer?.append(contentsOf: encoded)
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

  /// Moves past any whitespace. Compact JSON has none between its tokens, so the first byte is checked inline and
  /// the loop runs only after whitespace.
  @inline(__always)
  mutating func skipWhitespace() {
    if index < bytes.count, bytes[index] > 0x20 { return }
    skipWhitespaceRun()
  }

  mutating func skipWhitespaceRun() {
    var position = index
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default:
        index = position
        return
      }
    }
    index = position
  }

  /// The offset of the first byte from `start` on that is not plain ASCII (see ``isPlainASCII(_:)``), or the end of
  /// the text.
  ///
  /// The bytes are checked 8 at a time while 8 remain (see ``topBitsOfBytesNotPlainASCII(in:)``), then one at a time.
  @inline(__always)
  func endOfPlainASCII(from start: Int) -> Int {
    var position = start
    if let base = bytes.baseAddress {
      while position &+ 8 <= bytes.count {
        let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
        let found = Self.topBitsOfBytesNotPlainASCII(in: word)
        // The first byte of the text is the word's lowest, so the lowest bit set is the first byte found.
        if found != 0 { return position &+ found.trailingZeroBitCount &>> 3 }
        position &+= 8
      }
    }
    while position < bytes.count, isPlainASCII(bytes[position]) { position += 1 }
    return position
  }

  /// The top bit of each byte of `word` that is not plain ASCII (below 0x20, 0x80 or above, a quote or a
  /// backslash) is set, and possibly of bytes above the lowest such byte; no bit below it is.
  ///
  /// Each test is the usual one for "a byte of the word is below *n*": subtracting *n* from every byte borrows into
  /// a byte's top bit when that byte is below *n* (a byte of 0x80 or more, whose top bit is set already, is kept out
  /// by `& ~word` and caught by the last term). The borrow can carry into the bytes above, never into those below,
  /// so the lowest bit set is exact. A quote or a backslash is a byte that is 0 (below 1) once the word is XORed
  /// with that byte in every place.
  @inline(__always)
  static func topBitsOfBytesNotPlainASCII(in word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let control = (word &- ones &* 0x20) & ~word
    let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
    let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
    let isQuote = (quote &- ones) & ~quote
    let isBackslash = (backslash &- ones) & ~backslash
    return (control | isQuote | isBackslash | word) & (ones &* 0x80)
  }

  /// Whether a byte stands for itself in a JSON string: printable ASCII other than a quote or a backslash.
  func isPlainASCII(_ byte: UInt8) -> Bool {
    // 0x20 to 0x7F in one comparison: the bytes below 0x20 wrap around to 0xE0 and more.
    byte &- 0x20 < 0x60 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
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
