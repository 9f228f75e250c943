/// The number format of SVG output: rounded to a fixed number of fraction digits, then written in its
/// shortest form (no trailing zeros, no trailing point, no exponent, never `-0`).
public enum SVGNumber {
  /// How many fraction digits numbers keep (3: a thousandth of a point).
  public static let fractionDigits = 3

  /// `value` in the SVG number format; values that are not finite are written as `0`, and magnitudes are
  /// limited to 10^12.
  ///
  /// For example `12.0` → `12`, `0.5` → `0.5`, `-0.0001` → `0`, `1.23456` → `1.235`.
  public static func format(_ value: Double) -> String {
    let bytes = ByteBuffer(capacity: 24)
    append(value, to: bytes)
    return bytes.string
  }

  /// Appends `value` in the SVG number format as ASCII bytes.
  static func append(_ value: Double, to bytes: ByteBuffer) {
    guard value.isFinite else {
      bytes.append(0x30)
      return
    }
    let limited = min(max(value, -1e12), 1e12)
    let scaled = Int64((abs(limited) * 1000).rounded())
    guard scaled != 0 else {
      bytes.append(0x30)
      return
    }
    if limited < 0 { bytes.append(0x2D) }
    appendDecimal(scaled / 1000, to: bytes)
    var fraction = scaled % 1000
    guard fraction != 0 else { return }
    bytes.append(0x2E)
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    var divisor: Int64 = digits == 3 ? 100 : (digits == 2 ? 10 : 1)
    while divisor > 0 {
      bytes.append(0x30 + UInt8(truncatingIfNeeded: (fraction / divisor) % 10))
      divisor /= 10
    }
  }

  private static func appendDecimal(_ value: Int64, to bytes: ByteBuffer) {
    if value < 10 {
      bytes.append(0x30 + UInt8(truncatingIfNeeded: value))
      return
    }
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    )
    var count = 0
    var remaining = value
    withUnsafeMutableBytes(of: &digits) { buffer in
      while remaining > 0 && count < buffer.count {
        buffer[count] = 0x30 + UInt8(truncatingIfNeeded: remaining % 10)
        remaining /= 10
        count += 1
      }
      for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
    }
  }
}
