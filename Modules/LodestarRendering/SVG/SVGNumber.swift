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
    guard value.isFinite else { return "0" }
    let scale = 1000.0
    let limited = min(max(value, -1e12), 1e12)
    let scaled = Int64((abs(limited) * scale).rounded())
    guard scaled != 0 else { return "0" }
    var text = limited < 0 ? "-" : ""
    text += String(scaled / 1000)
    var fraction = scaled % 1000
    if fraction != 0 {
      var digits = 3
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let fractionText = String(fraction)
      text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
    return text
  }
}
