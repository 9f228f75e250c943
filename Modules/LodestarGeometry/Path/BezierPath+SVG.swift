extension BezierPath {
  /// The path as SVG path data (the `d` attribute of `<path>`), compact and deterministic, so the same
  /// path always gives the same string on every platform.
  ///
  /// The format, exactly:
  /// - Only absolute commands: `M x y` (move), `L x y` (line), `Q cx cy x y` (quadratic curve),
  ///   `C c1x c1y c2x c2y x y` (cubic curve) and `Z` (close); one command letter per element, never
  ///   the implicit repetition of SVG.
  /// - No separator between a command letter and its first number, or between a number and the next
  ///   command letter; a single space between two numbers: `M10 0L90 0C95.5 0 100 4.5 100 10Z`.
  /// - Numbers in the shortest decimal form that reads back as the same `Double`: no exponent (written
  ///   out as plain digits, e.g. `0.00001`, `100000000000000000000`), no trailing zeros and no trailing
  ///   point (`5`, not `5.0`), no leading `+`, a leading `0` before the point (`0.5`), and `0` for
  ///   negative zero.
  /// - An element with a non-finite coordinate is left out. A segment that comes when there is no current
  ///   point (at the start, or after left-out moves) is written as `M` to its end point, so the data
  ///   always starts with `M`.
  public var svgPathData: String {
    var text: [UInt8] = []
    text.reserveCapacity(elements.count * 40)
    var hasCurrentPoint = false
    for element in elements {
      switch element {
      case .move(let point):
        guard point.isFinite else { continue }
        text.append(UInt8(ascii: "M"))
        appendSVG(point, to: &text)
        hasCurrentPoint = true
      case .line(let point):
        guard point.isFinite else { continue }
        text.append(hasCurrentPoint ? UInt8(ascii: "L") : UInt8(ascii: "M"))
        appendSVG(point, to: &text)
        hasCurrentPoint = true
      case .quadCurve(let point, let control):
        guard point.isFinite, control.isFinite else { continue }
        if hasCurrentPoint {
          text.append(UInt8(ascii: "Q"))
          appendSVG(control, to: &text)
          text.append(UInt8(ascii: " "))
        } else {
          text.append(UInt8(ascii: "M"))
        }
        appendSVG(point, to: &text)
        hasCurrentPoint = true
      case .curve(let point, let control1, let control2):
        guard point.isFinite, control1.isFinite, control2.isFinite else { continue }
        if hasCurrentPoint {
          text.append(UInt8(ascii: "C"))
          appendSVG(control1, to: &text)
          text.append(UInt8(ascii: " "))
          appendSVG(control2, to: &text)
          text.append(UInt8(ascii: " "))
        } else {
          text.append(UInt8(ascii: "M"))
        }
        appendSVG(point, to: &text)
        hasCurrentPoint = true
      case .closeSubpath:
        guard hasCurrentPoint else { continue }
        text.append(UInt8(ascii: "Z"))
      }
    }
    return String(decoding: text, as: UTF8.self)
  }
}

private func appendSVG(_ point: Point, to text: inout [UInt8]) {
  appendSVGNumber(point.x, to: &text)
  text.append(UInt8(ascii: " "))
  appendSVGNumber(point.y, to: &text)
}

/// Appends a finite number in the format of ``BezierPath/svgPathData``: shortest round-trip digits, positional
/// notation, no trailing zeros, no negative zero.
func appendSVGNumber(_ value: Double, to text: inout [UInt8]) {
  if value == 0 {
    text.append(UInt8(ascii: "0"))
    return
  }
  if value == value.rounded(), Swift.abs(value) < 1e15 {
    appendInteger(Int(value), to: &text)
    return
  }
  if appendThousandths(value, to: &text) { return }
  // Swift's description is the shortest representation that reads back exactly, sometimes with an
  // exponent ("1e-05", "1.5e+20"); rewrite it positionally. The description's characters are collected
  // on the stack (no string is made).
  var description = DescriptionDigits()
  value.write(to: &description)
  description.withBytes { appendPositional($0, to: &text) }
}

/// Writes `value` when it is exactly a number of thousandths below 10^12 in magnitude (most coordinates),
/// and returns whether it did.
///
/// Such a value's shortest round-trip form is its decimal with at most three fraction digits: any other
/// decimal that reads back as the same `Double` would lie within one ulp (under 0.0003 below 10^12) of it,
/// and two different multiples of 0.001 are further apart than that. So the digits written here are the
/// ones the description-based path would write.
private func appendThousandths(_ value: Double, to text: inout [UInt8]) -> Bool {
  guard Swift.abs(value) < 1e12 else { return false }
  let scaled = (value * 1000).rounded()
  guard scaled / 1000 == value else { return false }
  let thousandths = Int(scaled)
  if thousandths < 0 { text.append(UInt8(ascii: "-")) }
  let magnitude = thousandths.magnitude
  appendInteger(Int(magnitude / 1000), to: &text)
  var fraction = Int(magnitude % 1000)
  guard fraction != 0 else { return true }
  text.append(UInt8(ascii: "."))
  var divisor = 100
  while fraction != 0 {
    text.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
    fraction %= divisor
    divisor /= 10
  }
  return true
}

/// The characters of a number's description, kept on the stack (a `Double`'s description has at most 24).
private struct DescriptionDigits: TextOutputStream {
  private var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  private var count = 0

  mutating func write(_ string: String) {
    for byte in string.utf8 { append(byte) }
  }

  mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
    for byte in buffer { append(byte) }
  }

  private mutating func append(_ byte: UInt8) {
    guard count < 32 else { return }
    let index = count
    withUnsafeMutableBytes(of: &storage) { $0[index] = byte }
    count += 1
  }

  func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    withUnsafeBytes(of: storage) { body(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
  }
}

/// Rewrites a number's description (digits, an optional point and exponent) positionally.
private func appendPositional(_ description: UnsafeRawBufferPointer, to text: inout [UInt8]) {
  // Without an exponent, and unless it is a whole number written with ".0" (from 10^15 to 10^16), the
  // description is already positional, with no trailing zeros and a zero before a leading point.
  if description.last != UInt8(ascii: "0"), !description.contains(UInt8(ascii: "e")),
    !description.contains(UInt8(ascii: "E"))
  {
    text.append(contentsOf: description)
    return
  }
  var negative = false
  var digitCount = 0
  var firstSignificant = -1
  var lastNonZero = -1
  var pointPosition = -1
  var exponent = 0
  var exponentSign = 1
  var inExponent = false
  // First pass: where the significant digits are and where the point goes.
  for byte in description {
    switch byte {
    case UInt8(ascii: "-"):
      if inExponent { exponentSign = -1 } else { negative = true }
    case UInt8(ascii: "."):
      pointPosition = digitCount
    case UInt8(ascii: "e"), UInt8(ascii: "E"):
      inExponent = true
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      if inExponent {
        exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
      } else {
        if byte != UInt8(ascii: "0") {
          if firstSignificant < 0 { firstSignificant = digitCount }
          lastNonZero = digitCount
        }
        digitCount += 1
      }
    default:
      break
    }
  }
  guard firstSignificant >= 0 else {
    text.append(UInt8(ascii: "0"))
    return
  }
  // Digits `firstSignificant...lastNonZero` of the mantissa; the point sits after `position` of them.
  let position = (pointPosition < 0 ? digitCount : pointPosition) + exponentSign * exponent - firstSignificant
  let significantCount = lastNonZero - firstSignificant + 1
  if negative { text.append(UInt8(ascii: "-")) }
  if position <= 0 {
    text.append(UInt8(ascii: "0"))
    text.append(UInt8(ascii: "."))
    for _ in 0..<(-position) { text.append(UInt8(ascii: "0")) }
  }
  // Second pass: the significant digits, with the point and any zeros up to it.
  var index = 0
  var written = 0
  for byte in description {
    if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { continue }
    defer { index += 1 }
    if index < firstSignificant || index > lastNonZero { continue }
    if written == position && position > 0 { text.append(UInt8(ascii: ".")) }
    text.append(byte)
    written += 1
  }
  if position > significantCount {
    for _ in 0..<(position - significantCount) { text.append(UInt8(ascii: "0")) }
  }
}

private func appendInteger(_ value: Int, to text: inout [UInt8]) {
  if value < 0 { text.append(UInt8(ascii: "-")) }
  var magnitude = value.magnitude
  var digits:
    (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  var count = 0
  withUnsafeMutableBytes(of: &digits) { buffer in
    repeat {
      buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
      count += 1
    } while magnitude > 0
    for index in stride(from: count - 1, through: 0, by: -1) { text.append(buffer[index]) }
  }
}
