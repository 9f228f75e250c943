import LodestarGeometry

/// Why a hexadecimal colour string could not be read.
public enum HexColorError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The string does not start with `#`.
  case missingNumberSign(String)
  /// The string has a digit count other than 6 (`#RRGGBB`) or 8 (`#RRGGBBAA`).
  case invalidLength(String, digitCount: Int)
  /// A character that is not a hexadecimal digit, at a zero-based offset in the string.
  case invalidDigit(String, character: Character, offset: Int)

  /// A message naming the string and the problem.
  public var description: String {
    switch self {
    case .missingNumberSign(let text):
      "colour \"\(text)\": expected '#' followed by 6 or 8 hexadecimal digits (#RRGGBB or #RRGGBBAA)"
    case .invalidLength(let text, let digitCount):
      "colour \"\(text)\": expected 6 or 8 hexadecimal digits after '#', found \(digitCount)"
    case .invalidDigit(let text, let character, let offset):
      "colour \"\(text)\": '\(character)' at offset \(offset) is not a hexadecimal digit"
    }
  }
}

extension RGBAColor {
  /// Reads `#RRGGBB` or `#RRGGBBAA` (either letter case); `#RRGGBB` is opaque.
  ///
  /// - Throws: ``HexColorError`` saying what is wrong and where.
  public init(hex text: String) throws(HexColorError) {
    let characters = Array(text)
    guard characters.first == "#" else { throw .missingNumberSign(text) }
    let digitCount = characters.count - 1
    guard digitCount == 6 || digitCount == 8 else { throw .invalidLength(text, digitCount: digitCount) }
    var values: [Double] = []
    var index = 1
    while index < characters.count {
      guard let high = characters[index].hexDigitValue, characters[index].isASCII else {
        throw .invalidDigit(text, character: characters[index], offset: index)
      }
      guard let low = characters[index + 1].hexDigitValue, characters[index + 1].isASCII else {
        throw .invalidDigit(text, character: characters[index + 1], offset: index + 1)
      }
      values.append(Double(high * 16 + low) / 255)
      index += 2
    }
    self.init(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
  }

  /// The colour as `#RRGGBB` when opaque, `#RRGGBBAA` otherwise (upper-case digits).
  public var hexString: String {
    let bytes = ByteBuffer(capacity: 9)
    appendHex(to: bytes)
    return bytes.string
  }

  /// Appends ``hexString`` as ASCII bytes.
  func appendHex(to bytes: ByteBuffer) {
    @inline(__always) func digit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x37 + value }
    @inline(__always) func append(_ component: Double) {
      let byte = Self.byte(component)
      bytes.append(digit(byte >> 4), digit(byte & 0xF))
    }
    bytes.append(0x23)
    append(red)
    append(green)
    append(blue)
    if alpha < 1 { append(alpha) }
  }
}
