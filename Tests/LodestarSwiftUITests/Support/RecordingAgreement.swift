#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarRendering
  import LodestarScene
  import SwiftUI
  import Testing

  /// Checks that what the SwiftUI adapter drew for a scene is the scene's display list, call for call, and agrees
  /// with the SVG renderer's document for the same scene: the overlay path, the text lines at their places and
  /// the accessibility order.
  @MainActor
  enum RecordingAgreement {
    /// The drawing calls the display list asks for: what the adapter must have recorded.
    static func expectedCalls(_ list: DisplayList) -> [_DrawingCall.Kind] {
      var calls: [_DrawingCall.Kind] = []
      for item in list.items where item.opacity > 0 {
        switch item.primitive {
        case .overlay(let overlay): calls.append(.fill(path(overlay.path), color(overlay.fill), evenOdd: true))
        case .roundedRectangle(let shape):
          calls.append(
            .fill(path(.roundedRect(shape.frame, cornerRadius: shape.cornerRadius)), color(shape.fill), evenOdd: false))
          if let border = shape.border {
            let inner = BezierPath.roundedRect(
              shape.frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: max(0, shape.cornerRadius - 0.5))
            calls.append(.stroke(path(inner), color(border), lineWidth: 1))
          }
        case .arrow(let arrow):
          calls.append(.fill(path(arrow.path), color(arrow.fill), evenOdd: false))
          calls.append(.stroke(path(arrow.outline), color(arrow.border), lineWidth: 1))
        case .text(let line):
          let text = Text(verbatim: line.text).font(.custom("Helvetica", fixedSize: line.fontSize))
            .foregroundColor(color(line.color))
          calls.append(
            .text(
              text,
              in: CGRect(x: line.frame.minX, y: line.frame.minY, width: line.frame.width, height: line.frame.height)))
        case .slot: break
        }
      }
      return calls
    }

    /// Checks the recording of one frame against `scene`.
    static func check(
      _ recording: _Recording, against scene: TourScene, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let list = scene.displayList()
      let drawn = recording.canvases.last?.calls ?? []
      #expect(
        drawn.map(\.kind) == expectedCalls(list), "the canvas draws the display list", sourceLocation: sourceLocation)
      #expect(
        drawn.map(\.opacity)
          == list.items.filter { $0.opacity > 0 }.flatMap { item in
            Array(repeating: item.opacity, count: callCount(item.primitive))
          }, sourceLocation: sourceLocation)

      // The SVG renderer's document for the same scene.
      let svg = SVGRenderer().document(for: scene, over: []).elements.flatMap(flattened)
      let overlay = svg.first { $0.value(of: "id") == "overlay" }
      let drawnOverlay = drawn.first.flatMap { call -> Path? in
        if case .fill(let path, _, evenOdd: true) = call.kind { path } else { nil }
      }
      #expect(
        overlay?.value(of: "d") == drawnOverlay.map { bezierPath($0).svgPathData }, "the overlay path",
        sourceLocation: sourceLocation)
      #expect(
        overlay?.value(of: "fill-rule") == (drawnOverlay == nil ? nil : "evenodd"), sourceLocation: sourceLocation)

      let texts = drawn.compactMap { call -> (Text, CGRect)? in
        if case .text(let text, let rect) = call.kind { (text, rect) } else { nil }
      }
      let svgTexts = svg.filter { $0.name == "text" }
      #expect(
        texts.map(\.0._string) == svgTexts.map { $0.text ?? "" }, "the same lines", sourceLocation: sourceLocation)
      for ((text, rect), element) in zip(texts, svgTexts) {
        // The SVG renderer puts the baseline 0.35 em under the middle of the line's box, and anchors the line at
        // the box's left edge, middle or right edge; it writes numbers to a thousandth.
        let size = Double(text._font?._size ?? 0)
        let y = Double(element.value(of: "y") ?? "") ?? .nan
        #expect(
          abs(y - (rect.midY + size * 0.35)) <= 0.0005 + 1e-9, "\(text._string) at its line",
          sourceLocation: sourceLocation)
        let x = Double(element.value(of: "x") ?? "") ?? .nan
        #expect(
          [rect.minX, rect.midX, rect.maxX].contains { abs($0 - x) <= 0.0005 + 1e-9 }, "\(text._string) at its place",
          sourceLocation: sourceLocation)
      }

      // Assistive technology: the scene's elements in order, and each SVG label after the one before.
      let recorded = recording.accessibilityElements
      #expect(recorded.map(\.label) == scene.accessibilityElements.map(\.label), sourceLocation: sourceLocation)
      #expect(
        recorded.map(\.frame) == scene.accessibilityElements.map { cgRect($0.frame) }, sourceLocation: sourceLocation)
      var position = -1
      for label in svg.compactMap({ $0.value(of: "aria-label") }) where !label.isEmpty {
        let index = recorded.indices.first { $0 > position && label.contains(recorded[$0].label ?? "\u{0}") }
        #expect(index != nil, "\(label) in reading order", sourceLocation: sourceLocation)
        position = index ?? position
      }
    }

    static func callCount(_ primitive: DisplayPrimitive) -> Int {
      switch primitive {
      case .overlay, .text: 1
      case .roundedRectangle(let shape): shape.border == nil ? 1 : 2
      case .arrow: 2
      case .slot: 0
      }
    }

    static func flattened(_ element: SVGElement) -> [SVGElement] { [element] + element.children.flatMap(flattened) }

    static func color(_ color: RGBAColor) -> Color {
      Color(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }

    static func cgRect(_ rect: Rect) -> CGRect {
      CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }

    static func cgPoint(_ point: Point) -> CGPoint { CGPoint(x: point.x, y: point.y) }

    static func path(_ path: BezierPath) -> Path {
      var result = Path()
      for element in path.elements {
        switch element {
        case .move(let p): result.move(to: cgPoint(p))
        case .line(let p): result.addLine(to: cgPoint(p))
        case .quadCurve(let p, let c): result.addQuadCurve(to: cgPoint(p), control: cgPoint(c))
        case .curve(let p, let c1, let c2):
          result.addCurve(to: cgPoint(p), control1: cgPoint(c1), control2: cgPoint(c2))
        case .closeSubpath: result.closeSubpath()
        }
      }
      return result
    }

    /// The recorded path as Lodestar's, to write it as SVG path data.
    static func bezierPath(_ path: Path) -> BezierPath {
      func point(_ p: CGPoint) -> Point { Point(x: Double(p.x), y: Double(p.y)) }
      var result = BezierPath()
      for element in path._elements {
        switch element {
        case .move(let p): result.move(to: point(p))
        case .line(let p): result.addLine(to: point(p))
        case .quadCurve(let p, let c): result.addQuadCurve(to: point(p), control: point(c))
        case .curve(let p, let c1, let c2): result.addCurve(to: point(p), control1: point(c1), control2: point(c2))
        case .closeSubpath: result.closeSubpath()
        }
      }
      return result
    }
  }
#endif
