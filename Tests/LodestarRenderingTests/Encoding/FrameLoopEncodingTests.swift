import LodestarGeometry
import LodestarRendering
import Testing

/// A frame loop that keeps one byte array for its output (``TerminalEncoder/encodeChanges(from:to:into:)`` and
/// ``TerminalEncoder/encodeFrame(_:into:)``) writes exactly the bytes of the encoder's one-shot calls.
@Suite struct FrameLoopEncodingTests {
  /// A frame as busy as a tour's: every cell in one of a few colours, text over it, and a box that moves
  /// with `phase`. Its full frame in 24-bit colour is several kilobytes, more than one chunk of the writer.
  private static func frame(columns: Int, rows: Int, phase: Int) -> TerminalCanvas {
    var canvas = TerminalCanvas(columns: columns, rows: rows)
    for row in 0..<rows {
      let shade = Double((row + phase) % 5) / 5
      canvas.fill(CellRect(column: 0, row: row, width: columns, height: 1), with: RGBAColor(white: shade))
      canvas.drawText(
        "row \(row) phase \(phase)", column: (row * 3 + phase) % max(columns, 1), row: row,
        style: TerminalStyle(foreground: RGBAColor(red: 1, green: Double(row % 3) / 2, blue: 0)))
    }
    canvas.drawBox(
      CellRect(column: phase % 7, row: 1, width: 12, height: 4),
      border: TerminalStyle(foreground: .white, attributes: .bold),
      fill: RGBAColor(red: 0.2, green: 0.3, blue: 0.9))
    return canvas
  }

  /// The frames of a loop: changes, a frame with no change, a change after it, a size change, wide
  /// graphemes and graphemes of several scalars, and a frame emptied to a blank canvas.
  private static var frames: [TerminalCanvas] {
    var wide = frame(columns: 64, rows: 24, phase: 4)
    wide.drawText("日本 👍🏽 🇫🇷 é", column: 5, row: 10, style: TerminalStyle(foreground: .white))
    return [
      frame(columns: 60, rows: 20, phase: 0), frame(columns: 60, rows: 20, phase: 1),
      frame(columns: 60, rows: 20, phase: 1), frame(columns: 60, rows: 20, phase: 2),
      frame(columns: 64, rows: 24, phase: 3), wide, frame(columns: 64, rows: 24, phase: 5),
      TerminalCanvas(columns: 64, rows: 24),
    ]
  }

  @Test(arguments: ColorMode.allCases)
  func aReusedArrayGetsTheSameBytesAsOneShotCalls(mode: ColorMode) {
    let encoder = TerminalEncoder(colorMode: mode)
    let frames = Self.frames
    var bytes: [UInt8] = []
    bytes.removeAll(keepingCapacity: true)
    encoder.encodeFrame(frames[0], into: &bytes)
    #expect(bytes == encoder.encodeFrame(frames[0]), "\(mode): first frame")
    for index in 1..<frames.count {
      bytes.removeAll(keepingCapacity: true)
      encoder.encodeChanges(from: frames[index - 1], to: frames[index], into: &bytes)
      #expect(bytes == encoder.encodeChanges(from: frames[index - 1], to: frames[index]), "\(mode): frame \(index)")
    }
  }

  @Test func theLoopsBytesRedrawEachFrame() {
    // Replayed on a model terminal, the first frame and each frame's changes show the frame (the model
    // starts over when the size changes, as a terminal that is cleared; it knows no wide graphemes).
    let encoder = TerminalEncoder(colorMode: .trueColor)
    let frames = Self.frames.filter { canvas in
      !TerminalEncoder.plainText(of: canvas).contains("日")
    }
    var bytes: [UInt8] = []
    var screen = ScreenModel(columns: frames[0].columns, rows: frames[0].rows)
    encoder.encodeFrame(frames[0], into: &bytes)
    screen.apply(bytes)
    #expect(screen.text == TerminalEncoder.plainText(of: frames[0]))
    for index in 1..<frames.count {
      bytes.removeAll(keepingCapacity: true)
      encoder.encodeChanges(from: frames[index - 1], to: frames[index], into: &bytes)
      if frames[index].columns != frames[index - 1].columns {
        screen = ScreenModel(columns: frames[index].columns, rows: frames[index].rows)
      }
      screen.apply(bytes)
      #expect(screen.text == TerminalEncoder.plainText(of: frames[index]), "frame \(index)")
    }
  }

  @Test func whatTheArrayHeldStaysInFront() {
    let encoder = TerminalEncoder(colorMode: .trueColor)
    let first = Self.frame(columns: 60, rows: 20, phase: 0)
    let second = Self.frame(columns: 60, rows: 20, phase: 1)
    let bigger = Self.frame(columns: 61, rows: 20, phase: 1)
    let kept: [UInt8] = Array("\u{1B}[?25l".utf8)

    var bytes = kept
    encoder.encodeChanges(from: first, to: second, into: &bytes)
    #expect(bytes == kept + encoder.encodeChanges(from: first, to: second))

    bytes = kept
    encoder.encodeChanges(from: second, to: bigger, into: &bytes)
    #expect(bytes == kept + encoder.encodeFrame(bigger))

    bytes = kept
    encoder.encodeFrame(first, into: &bytes)
    #expect(bytes == kept + encoder.encodeFrame(first))
  }

  @Test func noChangeLeavesTheArrayAsItWas() {
    let encoder = TerminalEncoder(colorMode: .trueColor)
    let frame = Self.frame(columns: 60, rows: 20, phase: 0)
    var bytes: [UInt8] = [1, 2, 3]
    encoder.encodeChanges(from: frame, to: frame, into: &bytes)
    #expect(bytes == [1, 2, 3])
    bytes = []
    encoder.encodeChanges(from: frame, to: frame, into: &bytes)
    #expect(bytes.isEmpty)
  }

  @Test func aFrameLongerThanTheArraysRoomGrowsIt() {
    // The array has room for a few bytes only; the frame (several times the 1 KB the writer gathers at a time)
    // grows it, and every byte is there.
    let encoder = TerminalEncoder(colorMode: .trueColor)
    let frame = Self.frame(columns: 120, rows: 40, phase: 0)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(8)
    encoder.encodeFrame(frame, into: &bytes)
    let expected = encoder.encodeFrame(frame)
    #expect(expected.count > 4 * 1024)
    #expect(bytes == expected)
  }
}
