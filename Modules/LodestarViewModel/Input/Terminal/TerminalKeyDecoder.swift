/// Decodes the bytes a terminal in raw mode sends into ``TerminalKey``s.
///
/// Feed bytes as they arrive with ``decode(_:)``; an incomplete escape sequence or UTF-8 character is kept
/// until the next call. A lone Escape is indistinguishable from the start of a sequence until no more bytes
/// follow, so the reader calls ``flushPending()`` when a short timeout (around 25-50 ms) passes without
/// input: a pending Escape then becomes ``TerminalKey/escape``. The decoder itself never looks at a clock.
///
/// Recognised: `ESC [` and `ESC O` arrows (`A` up, `B` down, `C` right, `D` left, also with modifier
/// parameters such as `ESC[1;5C`), Home and End (`H`, `F`, `ESC[1~`, `ESC[4~`, `ESC[7~`, `ESC[8~`), Delete
/// (`ESC[3~`), carriage return and line feed (Enter), tab, space, DEL and BS (Backspace), other control
/// bytes as ``TerminalKey/control(_:)``, and UTF-8 characters. Escape followed by any other byte is Escape, then
/// that byte's key.
public struct TerminalKeyDecoder: Sendable, Hashable {
  private var pending: [UInt8] = []

  /// A decoder with no pending input.
  public init() {}

  /// Whether bytes are waiting for more input (an escape sequence or a UTF-8 character in progress):
  /// when true, the reader should wait briefly for more and then call ``flushPending()``.
  public var hasPendingInput: Bool { !pending.isEmpty }

  /// Decodes newly read bytes, returning every key they complete.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalKey] {
    pending.append(contentsOf: bytes)
    var keys: [TerminalKey] = []
    var start = 0
    while start < pending.count {
      guard let (key, length) = Self.decodeOne(pending[start...], isFinal: false) else { break }
      keys.append(key)
      start += length
    }
    pending.removeFirst(start)
    return keys
  }

  /// Decodes whatever is pending as if no more bytes will come: a lone Escape becomes ``TerminalKey/escape``, an
  /// incomplete sequence becomes Escape followed by its other bytes' keys, an incomplete UTF-8 character
  /// becomes ``TerminalKey/unknown(_:)``.
  public mutating func flushPending() -> [TerminalKey] {
    var keys: [TerminalKey] = []
    var start = 0
    while start < pending.count {
      guard let (key, length) = Self.decodeOne(pending[start...], isFinal: true) else { break }
      keys.append(key)
      start += length
    }
    pending.removeAll()
    return keys
  }

  /// The first key in `bytes` and how many bytes it took, or `nil` when more bytes are needed (never `nil`
  /// when `isFinal`).
  private static func decodeOne(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> (TerminalKey, Int)? {
    let start = bytes.startIndex
    let first = bytes[start]
    switch first {
    case 0x1B:
      return decodeEscape(bytes, isFinal: isFinal)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x20: return (.space, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x00: return (.control("@"), 1)
    case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
    case 0x1C...0x1F: return (.control(Character(Unicode.Scalar(first + 0x40))), 1)
    case 0x21...0x7E: return (.character(Character(Unicode.Scalar(first))), 1)
    default:
      return decodeUTF8(bytes, isFinal: isFinal)
    }
  }

  private static func decodeEscape(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> (TerminalKey, Int)? {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return isFinal ? (.escape, 1) : nil }
    let introducer = bytes[start + 1]
    switch introducer {
    case 0x5B:  // ESC [ : parameters 0x30-0x3F, intermediates 0x20-0x2F, then a final byte 0x40-0x7E.
      var index = start + 2
      while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
      guard index < bytes.endIndex else { return isFinal ? (.escape, 1) : nil }
      let final = bytes[index]
      guard (0x40...0x7E).contains(final) else { return (.escape, 1) }
      let sequence = Array(bytes[start...index])
      let parameters = Array(bytes[(start + 2)..<index])
      return (controlSequenceKey(final: final, parameters: parameters, sequence: sequence), index - start + 1)
    case 0x4F:  // ESC O : SS3, one final byte.
      guard bytes.count >= 3 else { return isFinal ? (.escape, 1) : nil }
      let final = bytes[start + 2]
      let key = controlSequenceKey(final: final, parameters: [], sequence: Array(bytes[start...(start + 2)]))
      return (key, 3)
    default:
      return (.escape, 1)
    }
  }

  private static func controlSequenceKey(final: UInt8, parameters: [UInt8], sequence: [UInt8]) -> TerminalKey {
    switch final {
    case 0x41: return .up
    case 0x42: return .down
    case 0x43: return .right
    case 0x44: return .left
    case 0x48: return .home
    case 0x46: return .end
    case 0x7E:
      let number = parameters.prefix { $0 != 0x3B }
      switch number {
      case [0x31], [0x37]: return .home
      case [0x34], [0x38]: return .end
      case [0x33]: return .delete
      case [0x35]: return .pageUp
      case [0x36]: return .pageDown
      default: return .unknown(sequence)
      }
    default:
      return .unknown(sequence)
    }
  }

  private static func decodeUTF8(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> (TerminalKey, Int)? {
    let start = bytes.startIndex
    let first = bytes[start]
    let length: Int
    switch first {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (.unknown([first]), 1)
    }
    var available = 1
    while available < length, start + available < bytes.endIndex,
      (0x80...0xBF).contains(bytes[start + available])
    {
      available += 1
    }
    if available < length {
      if start + available == bytes.endIndex && !isFinal { return nil }
      return (.unknown(Array(bytes[start..<(start + available)])), available)
    }
    let slice = bytes[start..<(start + length)]
    // One scalar, decoded with the standard library's UTF-8 decoder (on every platform; `String(validating:as:)`
    // needs macOS 15 and iOS 18), which refuses overlong forms, surrogates and values above U+10FFFF.
    var iterator = slice.makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator), iterator.next() == nil else {
      return (.unknown(Array(slice)), length)
    }
    if scalar.properties.generalCategory == .control { return (.unknown(Array(slice)), length) }
    return (.character(Character(scalar)), length)
  }
}
