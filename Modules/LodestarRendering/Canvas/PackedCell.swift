/// The storage form of a ``TerminalCell``: plain integers only, so a canvas copies, compares and diffs as
/// fast as memory allows.
///
/// `glyph` is a Unicode scalar value for single-scalar graphemes (nearly all of them), or
/// ``PackedCell/clusterBase`` plus an index into the canvas's table of multi-scalar graphemes. Colours are
/// `0x01RRGGBB`, or 0 for the terminal's default.
struct PackedCell: Hashable {
  var glyph: UInt32
  var foreground: UInt32
  var background: UInt32
  var flags: UInt8

  /// The first glyph value that refers to the grapheme table (one past the last Unicode scalar value).
  static let clusterBase: UInt32 = 0x11_0000
  /// The flag bits: the attributes' raw values, and the continuation marker.
  static let continuationFlag: UInt8 = 0x80
  /// A space in the default colours.
  static let blank = PackedCell(glyph: 0x20, foreground: 0, background: 0, flags: 0)

  var isContinuation: Bool { flags & Self.continuationFlag != 0 }
  var attributes: TerminalAttributes { TerminalAttributes(rawValue: flags & ~Self.continuationFlag) }

  /// Whether the style (colours and attributes, not the continuation marker) equals another's.
  func hasSameStyle(as other: PackedCell) -> Bool {
    foreground == other.foreground && background == other.background
      && (flags & ~Self.continuationFlag) == (other.flags & ~Self.continuationFlag)
  }

  static func pack(_ color: TerminalColor?) -> UInt32 {
    guard let color else { return 0 }
    return 0x0100_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
  }

  static func unpack(_ value: UInt32) -> TerminalColor? {
    guard value != 0 else { return nil }
    return TerminalColor(
      red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
      blue: UInt8(truncatingIfNeeded: value))
  }
}
