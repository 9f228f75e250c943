extension Path {
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
    var text = ""
    text.reserveCapacity(elements.count * 24)
    var hasCurrentPoint = false
    for element in elements {
      switch element {
      case .move(let point):
        guard point.isFinite else { continue }
        text.append("M")
        appendSVG(point, to: &text)
        hasCurrentPoint = true
      case .line(let point):
        guard point.isFinite else { continue }
        text.append(hasCurrentPoint ? "L" : "M")
        appendSVG(point, to: &text)
        hasCurrentPoint = true
      case .quadCurve(let point, let control):
        guard point.isFinite, control.isFinite else { continue }
        if hasCurrentPoint {
          text.append("Q")
          appendSVG(control, to: &text)
          text.append(" ")
        } else {
          text.append("M")
        }
        appendSVG(point, to: &text)
        hasCurrentPoint = true
      case .curve(let point, let control1, let control2):
        guard point.isFinite, control1.isFinite, control2.isFinite else { continue }
        if hasCurrentPoint {
          text.append("C")
          appendSVG(control1, to: &text)
          text.append(" ")
          appendSVG(control2, to: &text)
          text.append(" ")
        } else {
          text.append("M")
        }
        appendSVG(point, to: &text)
        hasCurrentPoint = true
      case .closeSubpath:
        guard hasCurrentPoint else { continue }
        text.append("Z")
      }
    }
    return text
  }
}

private func appendSVG(_ point: Point, to text: inout String) {
  text.append(svgNumber(point.x))
  text.append(" ")
  text.append(svgNumber(point.y))
}

/// A finite number in the format of ``Path/svgPathData``: shortest round-trip digits, positional
/// notation, no trailing zeros, no negative zero.
func svgNumber(_ value: Double) -> String {
  if value == 0 { return "0" }
  if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int(value)) }
  // Swift's description is the shortest representation that reads back exactly, sometimes with an
  // exponent ("1e-05", "1.5e+20"); rewrite it positionally.
  let description = value.description
  var negative = false
  var digits: [UInt8] = []
  var pointPosition: Int?
  var exponent = 0
  var exponentSign = 1
  var inExponent = false
  for byte in description.utf8 {
    switch byte {
    case UInt8(ascii: "-"):
      if inExponent { exponentSign = -1 } else { negative = true }
    case UInt8(ascii: "+"):
      break
    case UInt8(ascii: "."):
      pointPosition = digits.count
    case UInt8(ascii: "e"), UInt8(ascii: "E"):
      inExponent = true
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      if inExponent {
        exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
      } else {
        digits.append(byte)
      }
    default:
      break
    }
  }
  // The decimal point sits after `position` digits.
  var position = (pointPosition ?? digits.count) + exponentSign * exponent
  // Drop leading zeros (moving the point with them) and trailing zeros.
  while digits.count > 1, digits[0] == UInt8(ascii: "0") {
    digits.removeFirst()
    position -= 1
  }
  while digits.count > 1, digits[digits.count - 1] == UInt8(ascii: "0"), digits.count > position {
    digits.removeLast()
  }
  var result: [UInt8] = []
  result.reserveCapacity(digits.count + Swift.max(0, -position) + Swift.max(0, position - digits.count) + 3)
  if negative { result.append(UInt8(ascii: "-")) }
  if position <= 0 {
    result.append(UInt8(ascii: "0"))
    result.append(UInt8(ascii: "."))
    result.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -position))
    result.append(contentsOf: digits)
  } else if position >= digits.count {
    result.append(contentsOf: digits)
    result.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: position - digits.count))
  } else {
    result.append(contentsOf: digits[0..<position])
    result.append(UInt8(ascii: "."))
    result.append(contentsOf: digits[position...])
  }
  return String(decoding: result, as: UTF8.self)
}
