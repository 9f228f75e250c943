import LodestarTestSupport
import Testing

@testable import LodestarLayout

/// The Eisel–Lemire number conversion and the number reader around it agree bit for bit with the
/// standard library's correctly rounded `Double(String)`.
@Suite struct EiselLemireTests {
  /// The reader's value for `text` at the end of the buffer (byte by byte), or nil when it rejects it.
  static func parsedAtTheEnd(_ text: String) -> Double? {
    var copy = text
    return copy.withUTF8 { bytes -> Double? in
      var scanner = JSONScanner(bytes)
      return try? scanner.readNumber()
    }
  }

  /// The reader's value for `text` inside a line (with room for word reads after it), or nil when it
  /// rejects it or does not stop right after it.
  static func parsedInALine(_ text: String) -> Double? {
    var line = text + #","padding":[0,0,0,0]}"#
    return line.withUTF8 { bytes -> Double? in
      var scanner = JSONScanner(bytes)
      guard let value = try? scanner.readNumber(), scanner.position == text.utf8.count else { return nil }
      return value
    }
  }

  /// The reader's value for `text`, when it is the same bit for bit in a line and at the end of the
  /// buffer; nil otherwise (the comparison with the expected value then fails unless both reject it).
  static func parsed(_ text: String) -> Double? {
    let atTheEnd = parsedAtTheEnd(text)
    let inALine = parsedInALine(text)
    return atTheEnd?.bitPattern == inALine?.bitPattern ? atTheEnd : .nan
  }

  /// The standard library's value, or nil where the reader rejects the number (beyond the largest double).
  static func expected(_ text: String) -> Double? {
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// Compares bit patterns, so that -0 and 0 differ.
  static func sameBits(_ left: Double?, _ right: Double?) -> Bool {
    left?.bitPattern == right?.bitPattern
  }

  @Test func tableEdgesAndItsEntriesAgree() {
    #expect(PowerOfTenSignificands.words.count == 2 * (308 + 342 + 1))
    #expect(PowerOfTenSignificands.words[2 * 342] == 0x8000_0000_0000_0000)
    #expect(PowerOfTenSignificands.words[2 * 342 + 1] == 0)
    #expect(PowerOfTenSignificands.words[2 * 341] == 0xCCCC_CCCC_CCCC_CCCC)
    #expect(PowerOfTenSignificands.words[2 * 341 + 1] == 0xCCCC_CCCC_CCCC_CCCD)
  }

  @Test(arguments: [
    // The table's ends and just beyond them.
    "1e308", "1e-342", "1e-343", "1e309", "9e-343", "1.7976931348623157e308", "1.7976931348623158e308",
    "1.7976931348623159e308", "17976931348623157e292", "0.1e-341",
    // The smallest normal double and its neighbours; subnormals; the smallest subnormal and half of it.
    "2.2250738585072014e-308", "2.2250738585072011e-308", "2.2250738585072012e-308", "4.9406564584124654e-324",
    "5e-324", "2.4703282292062327e-324", "2.4703282292062328e-324", "1e-320", "1.2345678901234567e-315",
    // 19-digit mantissas: the largest, ties between doubles, values needing the wider product.
    "9999999999999999999", "9999999999999999999e-19", "1000000000000000000e-18", "9007199254740993",
    "9007199254740993e10", "18446744073709551615", "18446744073709551616", "1844674407370955161.5",
    "7450580596923828125e-27", "4611686018427387905", "9223372036854775807", "9223372036854775808e-300",
    // Known hard cases for decimal conversion.
    "2.2250738585072012e-308", "1.00000000000000011102230246251565404236316680908203125",
    "1.00000000000000011102230246251565404236316680908203124",
    "1.00000000000000011102230246251565404236316680908203126", "9007199254740992.9999999999999999",
    "0.3", "0.1e1", "123456789012345678901234567890", "7.038531e-26", "3.4028235677973366e38",
    // Zeros with any exponent.
    "0", "-0", "0e999", "-0.0e-999", "0.000000000000000000000000000000000000001e-330",
  ])
  func edgeCasesMatchTheStandardLibrary(text: String) {
    #expect(Self.sameBits(Self.parsed(text), Self.expected(text)), "\(text)")
  }

  @Test(arguments: [
    "-", "-a", "01", "-01", "00.5", "1.", "1.e5", "1.5e", "1e+", ".5", "-.5", "+1", "1e400", "-1e400",
  ])
  func malformedNumbersFailInALineAndAtTheEnd(text: String) {
    #expect(Self.parsedAtTheEnd(text) == nil)
    #expect(Self.parsedInALine(text) == nil)
  }

  @Test(arguments: [
    // Every length of integer and fraction around the 8-byte reads, zeros, signs, exponents after them.
    "0", "-0", "7", "1234567", "12345678", "123456789", "0.5", "-0.5", "0.00000001", "0.000000000000001",
    "0.0000000000000001", "1234567.123456789012", "1234567.1234567890123", "123.12345678", "123.123456789012345",
    "123.1234567890123456", "1.1234567812345678", "1.123456781234567", "9999999.999999999999", "0.1e1",
    "286.2885466596023", "103.91935358922808", "-62.93421474847634E-2", "1.5e+3", "390", "844", "8", "-0.0",
  ])
  func plainAndExponentShapesAgreeWithTheStandardLibrary(text: String) {
    #expect(Self.sameBits(Self.parsed(text), Self.expected(text)), "\(text)")
  }

  /// The conversion itself: whenever it answers, the answer is the correctly rounded one; it declines
  /// exact ties, exponents outside the table and subnormal or infinite results.
  @Test func conversionIsExactWheneverItAnswers() {
    let seed: UInt64 = 0x5EED_E15E
    var generator = SeededGenerator(seed: seed)
    var answered = 0
    for index in 0..<50_000 {
      let mantissa: UInt64 =
        switch generator.int(in: 0...3) {
        case 0: generator.next() % 10_000_000_000_000_000_000
        case 1: generator.next() >> UInt64(generator.int(in: 0...63))
        case 2: ((generator.next() >> 10) | 1) << UInt64(generator.int(in: 0...10))
        default: UInt64(generator.int(in: 1...999_999)) * 1_000_000_000
        }
      let exponent = generator.int(in: -350...315)
      let text = "\(mantissa)e\(exponent)"
      if let value = JSONScanner.eiselLemireDecimal(mantissa: mantissa, exponent: exponent) {
        answered += 1
        #expect(value.bitPattern == Double(text)?.bitPattern, "seed \(seed) case \(index): \(text)")
      }
    }
    #expect(answered > 40_000, "seed \(seed): answered \(answered)")
  }

  @Test(arguments: [
    // Exact ties between two doubles (2^53 + 1 and its multiples by powers of ten).
    (UInt64(9_007_199_254_740_993), 0), (18_014_398_509_481_986, 0), (90_071_992_547_409_930, -1),
    // Outside the table; subnormal; beyond the largest double.
    (1, -343), (1, 309), (1, -320), (49_406_564_584_124_654, -340), (17_976_931_348_623_159, 292),
  ])
  func declinesWhatItCannotDecide(mantissa: UInt64, exponent: Int) {
    #expect(JSONScanner.eiselLemireDecimal(mantissa: mantissa, exponent: exponent) == nil)
    // The reader still gets them right through its exact fallbacks.
    let text = "\(mantissa)e\(exponent)"
    #expect(Self.sameBits(Self.parsed(text), Self.expected(text)), "\(text)")
  }

  /// Random decimals over the whole double range, subnormals included, with up to 25 digits (more than 19
  /// go through the truncated-mantissa check or the C library).
  @Test func numbersAcrossTheWholeRangeParseExactly() {
    let seed: UInt64 = 0x5EED_0308
    var generator = SeededGenerator(seed: seed)
    for index in 0..<50_000 {
      let digitCount = generator.int(in: 1...25)
      var digits = String(generator.int(in: 1...9))
      for _ in 1..<digitCount { digits += String(generator.int(in: 0...9)) }
      let exponent = generator.int(in: -345...310) - digitCount
      let point = generator.int(in: 1...digits.count)
      var text = generator.int(in: 0...1) == 0 ? "" : "-"
      if point == digits.count {
        text += digits
      } else {
        text += String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
      }
      text += "e\(exponent + digits.count - point)"
      #expect(Self.sameBits(Self.parsed(text), Self.expected(text)), "seed \(seed) case \(index): \(text)")
    }
  }

  /// Every double's shortest and 17-digit forms, subnormals included, read back to the same double.
  @Test func everyDoubleRoundTrips() {
    let seed: UInt64 = 0x5EED_0017
    var generator = SeededGenerator(seed: seed)
    for index in 0..<25_000 {
      let bits = generator.next() & 0x7FEF_FFFF_FFFF_FFFF
      let value = Double(bitPattern: generator.int(in: 0...7) == 0 ? bits & 0x000F_FFFF_FFFF_FFFF : bits)
      for text in [value.description, JavaScriptNumberFormat.json(value)] {
        #expect(Self.sameBits(Self.parsed(text), value), "seed \(seed) case \(index): \(text)")
      }
    }
  }
}
