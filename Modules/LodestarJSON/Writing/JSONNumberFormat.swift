/// Writes numbers as JavaScript's `JSON.stringify` does, so equal numbers always give equal text and the
/// text reads back as the same double.
///
/// - The shortest digits that read back as the same value (Swift's `description` finds them), laid out as
///   JavaScript's `Number.prototype.toString` lays them out: plain for decimal exponents from -7 to 20
///   (`5`, `0.65`, `100000000000000000000`, `0.000001`) and with an exponent otherwise (`1e-7`, `2.5e+21`).
/// - Integers without a fraction; `-0` as `0`.
/// - NaN and the infinities, which JSON cannot represent, as `null` (callers that must not write `null`
///   check ``Double/isFinite`` first).
package enum JSONNumberFormat {
  /// The JSON text of `value`.
  package static func text(for value: Double) -> String {
    var output = JSONOutputBuffer(capacity: 32)
    append(value, to: &output)
    return output.text
  }

  /// Appends the JSON text of `value` to `text`.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - text: The text to append to.
  package static func append(_ value: Double, to text: inout String) {
    text += self.text(for: value)
  }

  /// Appends the UTF-8 bytes of the JSON text of `value` to `output`.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - output: The bytes to append to.
  @inline(__always)
  package static func append(_ value: Double, to output: inout JSONOutputBuffer) {
    guard value.isFinite else {
      output.append("null")
      return
    }
    if value == 0 {
      output.append(UInt8(ascii: "0"))
      return
    }
    if value.magnitude < 1e15 {
      // Converted by truncation, which is exact for an integer.
      let integer = Int(value)
      if Double(integer) == value {
        output.appendDecimal(integer)
        return
      }
      if appendFewDecimals(value, to: &output) { return }
    }
    if value != value.rounded() {
      // A fraction written without an exponent by Swift (about 1e-4 up to 2^53) is already in JavaScript's
      // layout: the same shortest digits, a decimal point and no trailing zeros. Measured on `place` lines of
      // eight numbers: 58,600 instructions per line for the numbers before, 8,200 after.
      let description = value.description
      if !description.utf8.contains(UInt8(ascii: "e")) {
        output.append(contentsOf: description)
        return
      }
    }
    var text = ""
    appendLaidOut(value, to: &text)
    output.append(contentsOf: text)
  }

  /// Appends `value` (finite, not an integer) when it is the double nearest to a decimal of at most 15 digits
  /// with at most six of them after the point, `12.375` or `0.000025`, and returns whether it did.
  ///
  /// No other decimal of at most 15 digits has the same nearest double (a double tells apart all decimals of 15
  /// digits), so that decimal is the shortest text that reads back as `value`: the digits `description` finds,
  /// found without making a `String`. With at most six decimals and below 10^15, JavaScript writes it without an
  /// exponent. Measured with callgrind on a scene of 5,589 bytes (numbers rounded to three decimals): 151,000
  /// instructions with `description`, 141,400 without.
  ///
  /// - Parameters:
  ///   - value: The number: finite and not an integer.
  ///   - output: The bytes to append to.
  /// - Returns: Whether `value` was such a decimal and was written.
  private static func appendFewDecimals(_ value: Double, to output: inout JSONOutputBuffer) -> Bool {
    var scale = 1.0
    for places in 1...6 {
      scale *= 10
      let product = value.magnitude * scale
      guard product < 1e15 else { return false }
      // The nearest integer, rounded half up by truncation (`rounded()` calls the C library). Any integer
      // will do as long as the check below holds: `Double(digits) / scale` is the double nearest to the decimal
      // digits × 10^-places (an exact integer divided by an exact power of ten, rounded once).
      let digits = Int(product + 0.5)
      guard Double(digits) / scale == value.magnitude else { continue }
      var divisor = 1
      for _ in 0..<places { divisor *= 10 }
      if value < 0 { output.append(UInt8(ascii: "-")) }
      output.appendDecimal(digits / divisor)
      output.append(UInt8(ascii: "."))
      // The fraction's `places` digits, leading zeros included, without its trailing zeros (it is not zero:
      // `value` is not an integer).
      let fraction = digits % divisor
      var count = places
      var rest = fraction
      while rest != 0, rest % 10 == 0 {
        rest /= 10
        count -= 1
      }
      var unit = divisor / 10
      for _ in 0..<count {
        output.append(UInt8(ascii: "0") + UInt8(fraction / unit % 10))
        unit /= 10
      }
      return true
    }
    return false
  }

  /// Writes `value` (finite, not zero, not an integer below 10^15) from the digits of its `description`, laid
  /// out as JavaScript lays them out: the general case, which ``append(_:to:)`` skips when `description` is
  /// already in that layout.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - text: The text to append to.
  package static func appendLaidOut(_ value: Double, to text: inout String) {
    // The shortest round-trip digits and the decimal exponent: value = 0.d1d2…dk × 10^point.
    var digits: [UInt8] = []
    var point = 0
    var pointSeen = false
    var exponentText: Substring = ""
    let description = value.magnitude.description
    var index = description.startIndex
    while index != description.endIndex {
      let character = description[index]
      if character == "." {
        pointSeen = true
      } else if character == "e" || character == "E" {
        exponentText = description[description.index(after: index)...]
        break
      } else if let digit = character.asciiValue {
        digits.append(digit)
        if !pointSeen { point += 1 }
      }
      index = description.index(after: index)
    }
    if exponentText.first == "+" { exponentText = exponentText.dropFirst() }
    point += Int(exponentText) ?? 0
    while digits.count > 1, digits.first == UInt8(ascii: "0") {
      digits.removeFirst()
      point -= 1
    }
    while digits.count > 1, digits.last == UInt8(ascii: "0") { digits.removeLast() }
    let count = digits.count
    if value < 0 { text += "-" }
    if count <= point, point <= 21 {
      text += String(decoding: digits, as: UTF8.self)
      text += String(repeating: "0", count: point - count)
    } else if 0 < point, point <= 21 {
      text += String(decoding: digits[..<point], as: UTF8.self)
      text += "."
      text += String(decoding: digits[point...], as: UTF8.self)
    } else if -6 < point, point <= 0 {
      text += "0."
      text += String(repeating: "0", count: -point)
      text += String(decoding: digits, as: UTF8.self)
    } else {
      text += String(decoding: digits[..<1], as: UTF8.self)
      if count > 1 {
        text += "."
        text += String(decoding: digits[1...], as: UTF8.self)
      }
      text += point - 1 >= 0 ? "e+" : "e-"
      text += String((point - 1).magnitude)
    }
  }
}
