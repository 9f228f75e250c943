import Lodestar
import LodestarDemoSupport

/// The `rendering` suite: terminal frames (full and diffed) and SVG documents, of a busy synthetic canvas and
/// of the demo's own scenes (RenderingBenchmarks+DemoScenes.swift).
enum RenderingBenchmarks {
  static func make() -> [Benchmark] {
    [drawBusyCanvas(), encodeFullFrame(), fullRedraw(), diffedFrame(), drawAndDiffAnimationFrame(), svgDocument()]
      + demoSceneBenchmarks()
  }

  /// A 120×40 frame as busy as the demo's: a screen background, a navigation bar, twelve labelled boxes in
  /// four colours, a tab bar, the overlay dimming everything outside one rounded opening, and a coach mark
  /// with three lines of text. `phase` moves the coach mark and the opening (an animation frame).
  static func drawBusyCanvas(into canvas: inout TerminalCanvas, phase: Int) {
    canvas.clear()
    let colors = [
      RGBAColor(red: 0.2, green: 0.4, blue: 0.9), RGBAColor(red: 0.9, green: 0.3, blue: 0.2),
      RGBAColor(red: 0.2, green: 0.7, blue: 0.4), RGBAColor(red: 0.6, green: 0.3, blue: 0.8),
    ]
    canvas.fill(canvas.bounds, with: RGBAColor(white: 0.95))
    canvas.fill(CellRect(column: 0, row: 0, width: 120, height: 3), with: RGBAColor(white: 0.85))
    canvas.drawText("‹ Back", column: 2, row: 1, style: TerminalStyle(foreground: colors[0]))
    canvas.drawText("Profile", column: 56, row: 1, style: TerminalStyle(foreground: .black, attributes: .bold))
    canvas.drawText("Edit", column: 113, row: 1, style: TerminalStyle(foreground: colors[0]))
    for index in 0..<12 {
      let rect = CellRect(column: 2 + (index % 3) * 39, row: 4 + (index / 3) * 7, width: 37, height: 6)
      canvas.drawBox(rect, border: TerminalStyle(foreground: colors[index % 4]), fill: RGBAColor(white: 1))
      canvas.drawText(
        "Setting number \(index + 1) — tap to change", column: rect.column + 2, row: rect.row + 2,
        style: TerminalStyle(foreground: RGBAColor(white: 0.1)), clip: rect)
    }
    canvas.fill(CellRect(column: 0, row: 37, width: 120, height: 3), with: RGBAColor(white: 0.85))
    for (index, title) in ["Home", "Search", "Inbox", "Profile"].enumerated() {
      canvas.drawText(title, column: 10 + index * 30, row: 38, style: TerminalStyle(foreground: colors[index]))
    }
    let opening = CellRect(column: 40 + phase % 8, row: 11, width: 38, height: 7)
    canvas.dim(color: RGBAColor(white: 0.196, alpha: 0.75), opacity: 1) { column, row in
      opening.contains(column: column, row: row)
    }
    let body = CellRect(column: 30 + phase % 8, row: 19 + (phase % 2) * 6, width: 50, height: 6)
    canvas.drawBox(body, border: TerminalStyle(foreground: .black), fill: .white)
    canvas.drawText(
      "Change your settings here.", column: body.column + 2, row: body.row + 1,
      style: TerminalStyle(foreground: .black), clip: body)
    canvas.drawText(
      "Next →", column: body.column + 40, row: body.row + 4,
      style: TerminalStyle(foreground: colors[0], attributes: .bold), clip: body)
    canvas.drawText("Skip", column: 112, row: 4, style: TerminalStyle(foreground: .white, attributes: .bold))
    canvas.drawText("2 of 5", column: 57, row: 35, style: TerminalStyle(foreground: .white))
  }

  /// Drawing the busy 120×40 canvas alone (no target: part of the full redraw).
  static func drawBusyCanvas() -> Benchmark {
    var canvas = TerminalCanvas(columns: 120, rows: 40)
    return Benchmark(suite: "rendering", name: "draw busy 120x40 canvas", targetNanoseconds: nil) { iterations in
      for index in 0..<iterations { drawBusyCanvas(into: &canvas, phase: index) }
      blackHole(canvas.cells.count)
    }
  }

  /// Encoding a whole busy 120×40 frame in 24-bit colour (no drawing).
  static func encodeFullFrame() -> Benchmark {
    var canvas = TerminalCanvas(columns: 120, rows: 40)
    drawBusyCanvas(into: &canvas, phase: 0)
    let encoder = TerminalEncoder(colorMode: .trueColor)
    return Benchmark(suite: "rendering", name: "encode 120x40 full frame truecolor", targetNanoseconds: nil) {
      iterations in
      var total = 0
      for _ in 0..<iterations { total &+= encoder.encodeFrame(canvas).count }
      blackHole(total)
    }
  }

  /// A full redraw: drawing the busy 120×40 canvas and encoding the whole frame in 24-bit colour.
  static func fullRedraw() -> Benchmark {
    var canvas = TerminalCanvas(columns: 120, rows: 40)
    let encoder = TerminalEncoder(colorMode: .trueColor)
    return Benchmark(
      suite: "rendering", name: "120x40 full redraw truecolor (draw + encode)", targetNanoseconds: 300_000
    ) { iterations in
      var total = 0
      for index in 0..<iterations {
        drawBusyCanvas(into: &canvas, phase: index)
        total &+= encoder.encodeFrame(canvas).count
      }
      blackHole(total)
    }
  }

  /// The diff between two busy frames whose opening moved by one column and whose coach mark moved by one
  /// column and six rows (about 10% of the cells differ), in 24-bit colour, appended to a byte array kept
  /// from frame to frame as a frame loop does.
  static func diffedFrame() -> Benchmark {
    var previous = TerminalCanvas(columns: 120, rows: 40)
    drawBusyCanvas(into: &previous, phase: 0)
    var next = TerminalCanvas(columns: 120, rows: 40)
    drawBusyCanvas(into: &next, phase: 1)
    let changed = zip(previous.cells, next.cells).filter { $0 != $1 }.count
    let encoder = TerminalEncoder(colorMode: .trueColor)
    let name = "120x40 diffed frame truecolor (\(changed * 100 / next.cells.count)% of cells changed)"
    return Benchmark(suite: "rendering", name: name, targetNanoseconds: 100_000) { iterations in
      var total = 0
      var bytes: [UInt8] = []
      for _ in 0..<iterations {
        bytes.removeAll(keepingCapacity: true)
        encoder.encodeChanges(from: previous, to: next, into: &bytes)
        total &+= bytes.count
      }
      blackHole(total)
    }
  }

  /// An animation frame end to end: drawing the next busy canvas, then its diff against the previous one.
  static func drawAndDiffAnimationFrame() -> Benchmark {
    var previous = TerminalCanvas(columns: 120, rows: 40)
    var next = TerminalCanvas(columns: 120, rows: 40)
    let encoder = TerminalEncoder(colorMode: .trueColor)
    return Benchmark(suite: "rendering", name: "120x40 animation frame (draw + diff)", targetNanoseconds: nil) {
      iterations in
      var total = 0
      for index in 0..<iterations {
        drawBusyCanvas(into: &next, phase: index + 1)
        total &+= encoder.encodeChanges(from: previous, to: next).count
        swap(&previous, &next)
      }
      blackHole(total)
    }
  }

  /// Building and serialising an SVG document of 30 elements: the app's boxes and labels, the overlay path
  /// with an even-odd opening, and the coach-mark group with its body, texts and arrow.
  static func svgDocument() -> Benchmark {
    Benchmark(suite: "rendering", name: "SVG document of 30 elements", targetNanoseconds: 100_000) { iterations in
      var total = 0
      for index in 0..<iterations { total &+= makeSVGDocument(offset: Double(index & 7)).serialized().utf8.count }
      blackHole(total)
    }
  }

  static func makeSVGDocument(offset: Double) -> SVGDocument {
    var elements: [SVGElement] = [.rect(x: 0, y: 0, width: 390, height: 844, fill: RGBAColor(white: 0.95))]
    for index in 0..<10 {
      let y = 100 + Double(index) * 56
      elements.append(.rect(x: 16, y: y, width: 358, height: 48, cornerRadius: 10, fill: .white))
      elements.append(
        .text(
          "Setting \(index + 1)", x: 32, y: y + 30, fontFamily: "-apple-system, Helvetica, sans-serif",
          fontSize: 17, fill: .black))
    }
    var overlay = BezierPath()
    overlay.move(to: .zero)
    overlay.addLine(to: Point(x: 390, y: 0))
    overlay.addLine(to: Point(x: 390, y: 844))
    overlay.addLine(to: Point(x: 0, y: 844))
    overlay.closeSubpath()
    overlay.move(to: Point(x: 12 + offset, y: 152))
    overlay.addLine(to: Point(x: 378 + offset, y: 152))
    overlay.addLine(to: Point(x: 378 + offset, y: 208.333))
    overlay.addLine(to: Point(x: 12 + offset, y: 208.333))
    overlay.closeSubpath()
    elements.append(.path(overlay, fill: RGBAColor(white: 0.196), fillRule: .evenOdd, opacity: 0.75))
    var arrow = BezierPath()
    arrow.move(to: Point(x: 187.5, y: 216))
    arrow.addLine(to: Point(x: 195, y: 225))
    arrow.addLine(to: Point(x: 180, y: 225))
    arrow.closeSubpath()
    let coachMark: [SVGElement] = [
      .rect(x: 40, y: 225, width: 310, height: 90, cornerRadius: 8, fill: .white),
      .path(arrow, fill: .white),
      .text(
        "Change how Lodestar notifies you.", x: 55, y: 255, fontFamily: "-apple-system, Helvetica, sans-serif",
        fontSize: 15, fill: .black),
      .rect(x: 55, y: 270, width: 280, height: 1, fill: RGBAColor(white: 0.8)),
      .text(
        "Next", x: 335, y: 300, fontFamily: "-apple-system, Helvetica, sans-serif", fontSize: 17, textAnchor: .end,
        fill: .black),
      .text(
        "Skip", x: 370, y: 60, fontFamily: "-apple-system, Helvetica, sans-serif", fontSize: 15, textAnchor: .end,
        fill: .white),
      .text(
        "2 of 5", x: 195, y: 800, fontFamily: "-apple-system, Helvetica, sans-serif", fontSize: 13, textAnchor: .middle,
        fill: .white),
    ]
    elements.append(
      .group(role: "dialog", ariaLabel: "Step 2 of 5: Change how Lodestar notifies you.", children: coachMark))
    return SVGDocument(width: 390, height: 844, title: "Step 2 of 5", elements: elements)
  }
}
