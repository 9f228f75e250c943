import LodestarJSON
import LodestarTestSupport
import Testing

/// The reader's own UTF-8 validation (it replaced `String(validating:as:)`, which Apple's systems have only from
/// macOS 15 and iOS 18), checked against the standard library's UTF-8 decoder: every boundary of the Unicode
/// Standard's table 3-7, every lead byte, and seeded random bytes.
@Suite struct JSONReaderUTF8Tests {
  /// The scalars of `bytes` by the standard library's decoder, or `nil` when they are not well-formed UTF-8.
  static func oracle(_ bytes: [UInt8]) -> [Unicode.Scalar]? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var scalars: [Unicode.Scalar] = []
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput: return scalars
      case .error: return nil
      }
    }
  }

  /// What the reader makes of `bytes` inside a string (after a plain ASCII prefix, or after an escape, which takes
  /// the other path): the scalars, or `nil` for "invalid UTF-8 in a string".
  static func read(_ bytes: [UInt8], afterEscape: Bool) throws -> [Unicode.Scalar]? {
    let prefix: [UInt8] = afterEscape ? Array(#"[" \n"#.utf8) : Array(#"[" a"#.utf8)
    do {
      let value = try JSONReader(maximumDepth: 4).read(prefix + bytes + Array(#"b"]"#.utf8))
      guard case .array(let elements) = value.content, case .string(let text) = elements.first?.content else {
        Issue.record("not an array of one string")
        return nil
      }
      return Array(text.unicodeScalars.dropFirst(2).dropLast())
    } catch {
      #expect(error.message == "invalid UTF-8 in a string")
      #expect(error.offset == 1, "the error names the string's opening quote")
      return nil
    }
  }

  /// The continuation bytes where table 3-7's ranges begin and end, and their neighbours.
  static let edges: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x81, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]

  @Test(arguments: [false, true])
  func everyLeadByteAndBoundaryAgreesWithTheStandardLibrary(afterEscape: Bool) throws {
    var cases = 0
    for lead in UInt8(0x80)...UInt8(0xFF) {
      for second in Self.edges {
        for third in [0x80, 0xBF, 0xC0, 0x7F] as [UInt8] {
          for fourth in [0x80, 0xBF, 0xC0] as [UInt8] {
            for length in 1...4 {
              let bytes = Array([lead, second, third, fourth].prefix(length))
              // A quote or a backslash would end the string or start an escape: not what is tested here.
              if bytes.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }) { continue }
              let expected = Self.oracle(bytes)
              #expect(try Self.read(bytes, afterEscape: afterEscape) == expected, "bytes \(bytes)")
              cases += 1
            }
          }
        }
      }
    }
    #expect(cases > 20_000)
  }

  @Test func theLargestScalarAndTheFirstPastItAndTheSurrogates() throws {
    #expect(try Self.read([0xF4, 0x8F, 0xBF, 0xBF], afterEscape: false) == [Unicode.Scalar(0x10FFFF)!])
    #expect(try Self.read([0xF4, 0x90, 0x80, 0x80], afterEscape: false) == nil)
    #expect(try Self.read([0xED, 0x9F, 0xBF], afterEscape: false) == [Unicode.Scalar(0xD7FF)!])
    #expect(try Self.read([0xED, 0xA0, 0x80], afterEscape: false) == nil)
    #expect(try Self.read([0xEE, 0x80, 0x80], afterEscape: false) == [Unicode.Scalar(0xE000)!])
    #expect(try Self.read([0xE0, 0xA0, 0x80], afterEscape: false) == [Unicode.Scalar(0x800)!])
    #expect(try Self.read([0xE0, 0x9F, 0xBF], afterEscape: false) == nil)
    #expect(try Self.read([0xC2, 0x80], afterEscape: false) == [Unicode.Scalar(0x80)!])
    #expect(try Self.read([0xC1, 0xBF], afterEscape: false) == nil)
    #expect(try Self.read([0xF0, 0x90, 0x80, 0x80], afterEscape: false) == [Unicode.Scalar(0x10000)!])
    #expect(try Self.read([0xF0, 0x8F, 0xBF, 0xBF], afterEscape: false) == nil)
  }

  /// A sequence cut short by the end of the input is an error, not a read past the end.
  @Test(arguments: [[0xC3] as [UInt8], [0xE2, 0x82], [0xF0, 0x9F, 0x98]])
  func aSequenceCutByTheEndOfTheInput(bytes: [UInt8]) {
    #expect(throws: JSONReadError.self) { try JSONReader(maximumDepth: 4).read(Array(#"[""#.utf8) + bytes) }
  }

  @Test func seededRandomBytesAgreeWithTheStandardLibrary() throws {
    let seed: UInt64 = 0x5EED_0038
    var random = SeededGenerator(seed: seed)
    for index in 0..<3_000 {
      var bytes: [UInt8] = []
      for _ in 0..<random.int(in: 1...12) {
        // Mostly bytes near table 3-7's edges, so that valid sequences come up too.
        let byte =
          random.chance(0.5)
          ? [0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0x61][random.int(in: 0...13)]
          : UInt8(random.int(in: 0x20...0xFF))
        if byte != 0x22 && byte != 0x5C { bytes.append(UInt8(byte)) }
      }
      let expected = Self.oracle(bytes)
      #expect(
        try Self.read(bytes, afterEscape: random.chance(0.5)) == expected, "seed \(seed) case \(index): \(bytes)")
    }
  }

  /// A message that names a byte that is not a character shows it as a byte, and a character as itself.
  @Test func messagesDescribeWhatIsFound() {
    func message(_ bytes: [UInt8]) -> String? {
      do {
        _ = try JSONReader(maximumDepth: 4).read(bytes)
        return nil
      } catch {
        return error.message
      }
    }
    #expect(message([0xC3, 0xA9]) == #"expected a value, found "é""#)
    #expect(
      message([0xED, 0xA0, 0x80])
        == "expected a value, found the byte 0xED, which is not UTF-8 (JSON text must be UTF-8)")
    #expect(
      message([0xF0, 0x9F, 0x98])
        == "expected a value, found the byte 0xF0, which is not UTF-8 (JSON text must be UTF-8)")
  }

  /// Escapes of every kind, many of them, read into the text they stand for (the unescaped buffer grows in
  /// place; the instruction-count ratio of long inputs is checked by Scripts/check-linear).
  @Test func manyEscapesOfEveryKind() throws {
    let unit = #"a\tb\nc\\d\"e\u00e9f\/g\ud83d\ude00"#
    let expected = "a\tb\nc\\d\"eéf/g😀"
    let count = 5_000
    let value = try JSONReader(maximumDepth: 4).read(
      Array(("[\"" + String(repeating: unit, count: count) + "\"]").utf8))
    guard case .array(let elements) = value.content, case .string(let text) = elements.first?.content else {
      Issue.record("not an array of one string")
      return
    }
    #expect(text == String(repeating: expected, count: count))
  }
}
