#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarRendering
  import LodestarScene
  import LodestarViewModel
  import Testing
  import UIKit
  @testable import LodestarUIKit

  /// Checks what the overlay drew for its scene against the scene's display list and against the SVG renderer's
  /// document for the same scene: the same overlay path, the same text lines at the same positions, the same hit
  /// regions, the same accessibility order.
  @MainActor
  func expectAgreement(_ stage: TourStage, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
    let scene = stage.overlay.scene
    let list = scene.displayList()
    let drawn = DrawnFrame(stage.overlay)
    let svg = SVGRenderer().document(for: scene, over: [])
    let svgElements = flattened(svg.elements)

    // The overlay: an even-odd shape layer with the list's path, the path of the SVG's `overlay`.
    let listOverlay = list.items.compactMap { item -> BezierPath? in
      if case .overlay(let overlay) = item.primitive { return overlay.path.applying(item.transform) }
      return nil
    }.first
    #expect(drawn.overlayIsEvenOdd, comment, sourceLocation: sourceLocation)
    #expect(drawn.overlayPath == listOverlay, comment, sourceLocation: sourceLocation)
    let svgOverlay = svgElements.first { $0.value(of: "id") == "overlay" }
    #expect(
      drawn.overlayPath?.svgPathData == svgOverlay?.value(of: "d"), comment, sourceLocation: sourceLocation)
    #expect(
      svgOverlay?.value(of: "fill-rule") == (listOverlay == nil ? nil : "evenodd"), sourceLocation: sourceLocation)

    // The text: one label per line of the list, in its frame; the SVG's text elements say the same at the same place.
    let listLines = list.items.compactMap { item -> DrawnFrame.Line? in
      guard case .text(let line) = item.primitive, item.opacity > 0 else { return nil }
      return DrawnFrame.Line(
        text: line.text, frame: line.frame, fontSize: line.fontSize, alignment: NSTextAlignment(line.alignment))
    }
    #expect(drawn.lines == listLines, comment, sourceLocation: sourceLocation)
    let svgTexts = svgElements.filter { $0.name == "text" }
    #expect(svgTexts.map { $0.text ?? "" } == drawn.lines.map(\.text), comment, sourceLocation: sourceLocation)
    for (line, text) in zip(drawn.lines, svgTexts) {
      let x: Double
      switch line.alignment {
      case .left: x = line.frame.minX
      case .right: x = line.frame.maxX
      default: x = line.frame.midX
      }
      let baseline = line.frame.midY + line.fontSize * 0.35
      #expect(abs((Double(text.value(of: "x") ?? "") ?? .nan) - x) < 0.01, comment, sourceLocation: sourceLocation)
      #expect(
        abs((Double(text.value(of: "y") ?? "") ?? .nan) - baseline) < 0.01, comment, sourceLocation: sourceLocation)
    }

    // The hit regions: the overlay takes touches on the controls and lets them through on the targets.
    for region in list.hitRegions {
      let takes = stage.overlay.point(inside: CGPoint(region.frame.center), with: nil)
      switch region.control {
      case .target: #expect(!takes, comment, sourceLocation: sourceLocation)
      default: #expect(takes, comment, sourceLocation: sourceLocation)
      }
    }

    // Accessibility: the scene's elements in reading order; the SVG's dialog is labelled with the title and hint.
    let model = scene.accessibility()
    #expect(drawn.accessibilityLabels == model.elements.map(\.label), comment, sourceLocation: sourceLocation)
    #expect(drawn.accessibilityFrames == model.elements.map(\.frame), comment, sourceLocation: sourceLocation)
    let spoken = model.elements.filter { $0.part == .title || $0.part == .hint }.map(\.label)
    let dialog = svgElements.first { $0.value(of: "role") == "dialog" }
    #expect(
      dialog?.value(of: "aria-label") == (spoken.isEmpty ? nil : spoken.joined(separator: ". ")), comment,
      sourceLocation: sourceLocation)
  }

  private func flattened(_ elements: [SVGElement]) -> [SVGElement] {
    elements.flatMap { [$0] + flattened($0.children) }
  }
#endif
