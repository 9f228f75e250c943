/// Formats numbers as JavaScript's `Number.prototype.toString` and `JSON.stringify` do: the shortest
/// digits that round-trip, integers without `.0`, exponents only below 1e-6 or from 1e21, `null` for NaN
/// and infinities (as `JSON.stringify`), `0` for negative zero.
public enum JavaScriptNumberFormat {
  /// The JSON text of `value`.
  public static func json(_ value: Double) -> String {
    var text = ""
    append(value, to: &text)
    return text
  }

  /// Appends the JSON text of `value` to `text`.
  public static func append(_ value: Double, to text: inout String) {
    guard value.isFinite else {
      text += "null"
      return
    }
    if value == 0 {
      text += "0"
      return
    }
    if value == value.rounded(), abs(value) < 1e15 {
      text += String(Int64(value))
      return
    }
    // Swift's description gives the shortest round-trip digits; re-lay them out as JavaScript does.
    let description = abs(value).description
    var digits: [UInt8] = []
    var exponent = 0
    var pointPosition: Int?
    var index = description.utf8.startIndex
    let utf8 = description.utf8
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: ".") {
        pointPosition = digits.count
      } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
        let rest = String(description[description.index(after: index)...])
        exponent = Int(rest.hasPrefix("+") ? String(rest.dropFirst()) : rest) ?? 0
        break
      } else {
        digits.append(byte)
      }
      index = utf8.index(after: index)
    }
    // value = 0.d1d2... × 10^n
    var n = (pointPosition ?? digits.count) + exponent
    while let first = digits.first, first == UInt8(ascii: "0"), digits.count > 1 {
      digits.removeFirst()
      n -= 1
    }
    while let last = digits.last, last == UInt8(ascii: "0"), digits.count > 1 {
      digits.removeLast()
    }
    let k = digits.count
    if value < 0 { text += "-" }
    let digitText = String(decoding: digits, as: UTF8.self)
    if k <= n && n <= 21 {
      text += digitText
      text += String(repeating: "0", count: n - k)
    } else if 0 < n && n <= 21 {
      text += String(decoding: digits[0..<n], as: UTF8.self)
      text += "."
      text += String(decoding: digits[n...], as: UTF8.self)
    } else if -6 < n && n <= 0 {
      text += "0."
      text += String(repeating: "0", count: -n)
      text += digitText
    } else {
      text += String(decoding: digits[0..<1], as: UTF8.self)
      if k > 1 {
        text += "."
        text += String(decoding: digits[1...], as: UTF8.self)
      }
      text += "e"
      text += n - 1 >= 0 ? "+" : "-"
      text += String(abs(n - 1))
    }
  }
}
