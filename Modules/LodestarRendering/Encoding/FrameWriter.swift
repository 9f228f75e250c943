/// Accumulates the bytes of one frame, tracking the cursor position and the SGR state in effect so it writes
/// neither redundant moves nor redundant style changes.
struct FrameWriter {
  /// Where the bytes go.
  var output: StagedByteWriter
  let colorMode: ColorMode
  /// Where the next grapheme will appear, or `nil` when unknown (after a write into the last column, the
  /// terminal's pending-wrap state makes the position unreliable).
  private var cursor: (row: Int, column: Int)?
  /// The style in effect: text colour, background and attributes, as written (after palette mapping).
  private var foreground: EncodedColor = .terminalDefault
  private var background: EncodedColor = .terminalDefault
  private var attributes: TerminalAttributes = []
  /// The last cell whose style was applied (only its style matters): skips the SGR work for runs of cells in
  /// one style.
  private var style = PackedCell.blank

  private init(colorMode: ColorMode, output: StagedByteWriter) {
    self.colorMode = colorMode
    self.output = output
  }

  /// Runs `body` with a writer in the terminal's default state (cursor position unknown, no style in effect)
  /// that appends to `bytes`, and leaves every byte it wrote in `bytes`, after what `bytes` held.
  static func appending(to bytes: inout [UInt8], colorMode: ColorMode, _ body: (inout FrameWriter) -> Void) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: StagedByteWriter.chunkCapacity) { chunk in
      var writer = FrameWriter(colorMode: colorMode, output: StagedByteWriter(through: chunk))
      // Swapped, not copied: the array keeps a single owner, so appending to it never copies it.
      swap(&writer.output.output, &bytes)
      body(&writer)
      writer.output.flush()
      swap(&writer.output.output, &bytes)
    }
  }

  /// `ESC[0m` (skipped in ``ColorMode/none``): every attribute and colour back to the terminal's default.
  mutating func resetStyle() {
    guard colorMode != .none else { return }
    append(0x1B, 0x5B, 0x30, 0x6D)
    foreground = .terminalDefault
    background = .terminalDefault
    attributes = []
    style = .blank
  }

  /// Moves the cursor to a zero-based position with the shortest sequence: nothing when it is already
  /// there, `ESC[C` / `ESC[nC` forward on the same row, `ESC[row;columnH` otherwise.
  mutating func moveCursor(row: Int, column: Int) {
    if let cursor, cursor.row == row {
      if cursor.column == column { return }
      if column > cursor.column {
        let distance = column - cursor.column
        append(0x1B, 0x5B)
        if distance > 1 { appendDecimal(distance) }
        output.append(0x43)
        self.cursor = (row, column)
        return
      }
    }
    append(0x1B, 0x5B)
    appendDecimal(row + 1)
    output.append(0x3B)
    appendDecimal(column + 1)
    output.append(0x48)
    cursor = (row, column)
  }

  /// Ends a line of ``TerminalEncoder/encodeLines(_:)``: `ESC[0m` when a style other than the terminal's
  /// default is in effect (so no colour runs to the end of the line or into the next one), then a line
  /// feed.
  mutating func endLine() {
    if foreground != .terminalDefault || background != .terminalDefault || !attributes.isEmpty { resetStyle() }
    output.append(0x0A)
    cursor = nil
  }

  /// Writes one cell (with its style) of `width` columns at the cursor, which must be at `column`.
  mutating func write(_ cell: PackedCell, width: Int, column: Int, lastColumn: Int, canvas: TerminalCanvas) {
    if colorMode != .none && !cell.hasSameStyle(as: style) { applyStyle(of: cell) }
    Self.appendGlyph(cell.glyph, canvas: canvas, to: &output)
    let next = column + width
    cursor = next > lastColumn ? nil : (cursor?.row ?? 0, next)
  }

  /// Appends a glyph's UTF-8 bytes; control characters (which a canvas never stores) become `?`.
  static func appendGlyph(_ glyph: UInt32, canvas: TerminalCanvas, to bytes: inout StagedByteWriter) {
    switch glyph {
    case 0x20..<0x7F:
      bytes.append(UInt8(truncatingIfNeeded: glyph))
    case 0..<0x20, 0x7F..<0xA0:
      bytes.append(0x3F)
    case 0xA0..<0x800:
      bytes.append(0xC0 | UInt8(truncatingIfNeeded: glyph >> 6))
      bytes.append(0x80 | UInt8(truncatingIfNeeded: glyph & 0x3F))
    case 0x800..<0x1_0000:
      bytes.append(0xE0 | UInt8(truncatingIfNeeded: glyph >> 12))
      bytes.append(0x80 | UInt8(truncatingIfNeeded: (glyph >> 6) & 0x3F))
      bytes.append(0x80 | UInt8(truncatingIfNeeded: glyph & 0x3F))
    case 0x1_0000..<PackedCell.clusterBase:
      bytes.append(0xF0 | UInt8(truncatingIfNeeded: glyph >> 18))
      bytes.append(0x80 | UInt8(truncatingIfNeeded: (glyph >> 12) & 0x3F))
      bytes.append(0x80 | UInt8(truncatingIfNeeded: (glyph >> 6) & 0x3F))
      bytes.append(0x80 | UInt8(truncatingIfNeeded: glyph & 0x3F))
    default:
      bytes.append(contentsOf: canvas.character(forGlyph: glyph).utf8)
    }
  }

  private mutating func applyStyle(of cell: PackedCell) {
    let newForeground = encoded(cell.foreground)
    let newBackground = encoded(cell.background)
    let newAttributes = cell.attributes
    style = cell
    guard newForeground != foreground || newBackground != background || newAttributes != attributes else { return }
    append(0x1B, 0x5B)
    var first = true
    func separator() {
      if first {
        first = false
      } else {
        output.append(0x3B)
      }
    }
    if newAttributes != attributes {
      if !attributes.subtracting(newAttributes).isEmpty {
        separator()
        append(0x32, 0x32)  // 22: normal intensity (clears bold and dim)
        attributes = []
      }
      if newAttributes.contains(.bold) && !attributes.contains(.bold) {
        separator()
        output.append(0x31)
      }
      if newAttributes.contains(.dim) && !attributes.contains(.dim) {
        separator()
        output.append(0x32)
      }
      attributes = newAttributes
    }
    if newForeground != foreground {
      separator()
      appendColor(newForeground, isBackground: false)
      foreground = newForeground
    }
    if newBackground != background {
      separator()
      appendColor(newBackground, isBackground: true)
      background = newBackground
    }
    output.append(0x6D)
  }

  private func encoded(_ packed: UInt32) -> EncodedColor {
    guard let color = PackedCell.unpack(packed) else { return .terminalDefault }
    switch colorMode {
    case .trueColor: return .rgb(color)
    case .palette256: return .indexed(TerminalPalette.nearestPaletteIndex(to: color))
    case .basic16: return .indexed(TerminalPalette.nearestBasicIndex(to: color))
    case .none: return .terminalDefault
    }
  }

  private mutating func appendColor(_ color: EncodedColor, isBackground: Bool) {
    switch color {
    case .terminalDefault:
      append(isBackground ? 0x34 : 0x33, 0x39)  // 39 / 49
    case .rgb(let value):
      append(isBackground ? 0x34 : 0x33, 0x38, 0x3B, 0x32, 0x3B)  // 38;2; / 48;2;
      appendDecimal(Int(value.red))
      output.append(0x3B)
      appendDecimal(Int(value.green))
      output.append(0x3B)
      appendDecimal(Int(value.blue))
    case .indexed(let index) where colorMode == .basic16:
      // 30-37 / 40-47 for the normal colours, 90-97 / 100-107 for the bright ones.
      let code = (index < 8 ? 30 : 82) + Int(index) + (isBackground ? 10 : 0)
      appendDecimal(code)
    case .indexed(let index):
      append(isBackground ? 0x34 : 0x33, 0x38, 0x3B, 0x35, 0x3B)  // 38;5; / 48;5;
      appendDecimal(Int(index))
    }
  }

  private mutating func append(_ a: UInt8, _ b: UInt8) {
    output.append(a, b)
  }

  private mutating func append(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) {
    output.append(a, b)
    output.append(c, d)
  }

  private mutating func append(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, _ e: UInt8) {
    append(a, b, c, d)
    output.append(e)
  }

  private mutating func appendDecimal(_ value: Int) {
    if value < 10 {
      output.append(0x30 + UInt8(truncatingIfNeeded: max(value, 0)))
    } else if value < 100 {
      append(0x30 + UInt8(truncatingIfNeeded: value / 10), 0x30 + UInt8(truncatingIfNeeded: value % 10))
    } else if value < 1000 {
      output.append(0x30 + UInt8(truncatingIfNeeded: value / 100))
      append(0x30 + UInt8(truncatingIfNeeded: (value / 10) % 10), 0x30 + UInt8(truncatingIfNeeded: value % 10))
    } else {
      output.append(contentsOf: String(value).utf8)
    }
  }
}

/// A colour as written to the terminal: its default, a 24-bit value or a palette index.
enum EncodedColor: Equatable {
  case terminalDefault
  case rgb(TerminalColor)
  case indexed(UInt8)
}
