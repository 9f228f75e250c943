extension JSONScanner {
  /// The common number shapes in a few predictable steps: `-?` then 1–7 integer digits (no leading zero)
  /// and an optional fraction of up to 15 digits, at most 19 digits in all, no exponent. Returns `nil`
  /// without consuming anything for any other shape, malformed ones included, and near the end of the
  /// buffer; ``readNumber()`` then reads the number byte by byte and reports errors.
  ///
  /// The digits are read 8 bytes at a time (``digitRun(at:)``): a coordinate such as `286.2885466596023`
  /// takes three word reads, with no branch per digit (a digit loop's exit mispredicts once per number
  /// when lengths vary). Integers convert exactly (below 10^7); fractions go through Eisel–Lemire, whose
  /// rare undecided cases fall back to the exact 128-bit conversion.
  @inline(__always)
  mutating func readPlainDecimal(first: UInt8) -> Double? {
    let negative = first == UInt8(ascii: "-")
    var offset = negative ? position + 1 : position
    guard offset + 8 <= bytes.count else { return nil }
    let integer = digitRun(at: offset)
    // No digit, 8 or more (possibly more than 19), or a leading zero: the general reader decides.
    guard integer.count > 0, integer.count < 8, integer.count == 1 || bytes[offset] != 0x30 else { return nil }
    offset += integer.count
    var mantissa = integer.value
    var fractionDigits = 0
    if bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      guard offset + 8 <= bytes.count else { return nil }
      let head = digitRun(at: offset)
      guard head.count > 0 else { return nil }
      mantissa = mantissa &* Self.integerPowerOfTen(head.count) &+ head.value
      fractionDigits = head.count
      offset += head.count
      if head.count == 8 {
        guard offset + 8 <= bytes.count else { return nil }
        let tail = digitRun(at: offset)
        // Eight more digits might go on; more than 19 in all would overflow the mantissa.
        guard tail.count < 8, integer.count + 8 + tail.count <= 19 else { return nil }
        mantissa = mantissa &* Self.integerPowerOfTen(tail.count) &+ tail.value
        fractionDigits += tail.count
        offset += tail.count
      }
    }
    // The byte after the digits is inside the buffer (each run stopped before its 8th byte or checked
    // 8 more); an exponent is left to the general reader.
    let next = bytes[offset] | 0x20
    guard next != UInt8(ascii: "e") else { return nil }
    let magnitude: Double
    if fractionDigits == 0 {
      magnitude = Double(mantissa)
    } else if let value = Self.eiselLemireDecimal(mantissa: mantissa, exponent: -fractionDigits)
      ?? Self.exactDecimal(mantissa: mantissa, exponent: -fractionDigits)
    {
      magnitude = value
    } else {
      return nil
    }
    position = offset
    return negative ? -magnitude : magnitude
  }

  /// A number right at the position, for the word-by-word readers: plain decimals without the general
  /// reader's call, any other number through ``readNumber()``; `nil` for a space, `null`, anything else
  /// or an error (the general reader then reads the value again and reports it).
  @inline(__always)
  mutating func readCompactNumber() -> Double? {
    guard position < bytes.count else { return nil }
    let first = bytes[position]
    if let value = readPlainDecimal(first: first) { return value }
    guard first == UInt8(ascii: "-") || first &- 0x30 < 10 else { return nil }
    return try? readNumber()
  }
}
