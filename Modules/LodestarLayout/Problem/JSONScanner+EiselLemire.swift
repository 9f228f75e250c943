extension JSONScanner {
  /// The correctly rounded double nearest `mantissa × 10^exponent`, by the Eisel–Lemire algorithm, or
  /// `nil` when it cannot decide (the caller then uses an exact conversion).
  ///
  /// The mantissa, shifted so that its top bit is set, is multiplied by the 128-bit significand of
  /// `10^exponent` (``PowerOfTenSignificands``); the top 64 bits of the product, sometimes corrected by the
  /// product with the significand's low word, hold the double's 53 bits and a rounding bit. The table's
  /// significands are approximations, so the product is known only within a small error: when that error
  /// could change the rounding (the bits below the rounding bit are all ones, or the product might be an
  /// exact tie), when the exponent is outside the table, or when the result would be subnormal or
  /// infinite, the answer is `nil`. A zero mantissa gives zero. Never traps, never allocates.
  ///
  /// The algorithm is Daniel Lemire's (“Number Parsing at a Gigabyte per Second”, 2021), in the form
  /// Nigel Tao wrote for Wuffs and Go's `strconv` (`eiselLemire64`), which return "unknown" rather than
  /// relying on the later proof that the wider product always suffices.
  @inline(__always)
  static func eiselLemireDecimal(mantissa: UInt64, exponent: Int) -> Double? {
    if mantissa == 0 { return 0 }
    guard exponent >= PowerOfTenSignificands.smallestExponent, exponent <= PowerOfTenSignificands.largestExponent
    else { return nil }
    let words = PowerOfTenSignificands.words
    let index = 2 * (exponent - PowerOfTenSignificands.smallestExponent)
    let leadingZeros = mantissa.leadingZeroBitCount
    let normalized = mantissa << UInt64(leadingZeros)
    // floor(exponent · log2(10)) is (exponent · 217706) >> 16 over the table's range; 1023 is the bias.
    var biasedExponent = ((exponent &* 217_706) >> 16) &+ 64 &+ 1023 &- leadingZeros

    // The product with the high word; the one with the low word matters only when adding it could carry
    // into the 9 bits below the 55 that are kept.
    var (high, low) = normalized.multipliedFullWidth(by: words[index])
    if high & 0x1FF == 0x1FF && low &+ normalized < normalized {
      let (correctionHigh, correctionLow) = normalized.multipliedFullWidth(by: words[index + 1])
      let (mergedLow, carry) = low.addingReportingOverflow(correctionHigh)
      let mergedHigh = high &+ (carry ? 1 : 0)
      // Still all ones below the kept bits, and the rest of the error could carry: undecidable here.
      if mergedHigh & 0x1FF == 0x1FF && mergedLow == .max && correctionLow &+ normalized < normalized {
        return nil
      }
      high = mergedHigh
      low = mergedLow
    }

    // Keep 54 bits (53 and the rounding bit); the product's top bit is bit 127 or bit 126.
    let topBit = high >> 63
    var significand = high >> (topBit &+ 9)
    biasedExponent -= Int(1 ^ topBit)
    // Exactly halfway between two doubles, as far as the product shows: the table's error could put the
    // true value on either side.
    if low == 0 && high & 0x1FF == 0 && significand & 3 == 1 { return nil }
    // Round half up to 53 bits (ties were excluded above); a carry out adds one to the exponent.
    significand = (significand &+ (significand & 1)) >> 1
    if significand >> 53 > 0 {
      significand >>= 1
      biasedExponent += 1
    }
    // Subnormal, zero or infinite results are left to the exact conversion.
    guard biasedExponent >= 1 && biasedExponent < 0x7FF else { return nil }
    return Double(bitPattern: UInt64(biasedExponent) << 52 | significand & 0x000F_FFFF_FFFF_FFFF)
  }
}
