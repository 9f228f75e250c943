#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarScene
  import UIKit
  @testable import LodestarUIKit

  /// What the declaration modules recorded of the overlay's last frame, back to front.
  @MainActor
  struct DrawnFrame {
    /// A line of text as a label shows it.
    struct Line: Equatable {
      var text: String
      var frame: Rect
      var fontSize: Double
      var alignment: NSTextAlignment
    }

    /// The overlay's even-odd path, as recorded on its shape layer (or the blur's mask).
    var overlayPath: BezierPath?
    /// Whether the overlay's layer fills with the even-odd rule.
    var overlayIsEvenOdd: Bool
    /// Whether the blur view shows.
    var showsBlur: Bool
    /// The visible labels, back to front.
    var lines: [Line]
    /// The accessibility elements' labels, in order.
    var accessibilityLabels: [String]
    /// The accessibility elements' frames, in order.
    var accessibilityFrames: [Rect]

    init(_ overlay: TourOverlayView) {
      let renderer = overlay.renderer
      showsBlur = !renderer.blur.isHidden
      let shape = showsBlur ? renderer.blurMask : renderer.overlay
      overlayIsEvenOdd = shape.fillRule == .evenOdd
      overlayPath = (showsBlur || !renderer.overlay.isHidden) ? shape.path.map(Self.bezierPath) : nil
      lines = renderer.labels.filter { !$0.isHidden }.sorted { $0.layer.zPosition < $1.layer.zPosition }.map {
        Line(
          text: $0.text ?? "", frame: Rect($0.frame), fontSize: Double($0.font.pointSize), alignment: $0.textAlignment)
      }
      let elements = (overlay.accessibilityElements ?? []).compactMap { $0 as? UIAccessibilityElement }
      accessibilityLabels = elements.map { $0.accessibilityLabel ?? "" }
      accessibilityFrames = elements.map { Rect($0.accessibilityFrameInContainerSpace) }
    }

    static func bezierPath(_ path: CGPath) -> BezierPath {
      var result = BezierPath()
      for element in path.recordedElements {
        switch element {
        case .move(let point): result.move(to: Point(x: Double(point.x), y: Double(point.y)))
        case .line(let point): result.addLine(to: Point(x: Double(point.x), y: Double(point.y)))
        case .quadCurve(let point, let control):
          result.addQuadCurve(
            to: Point(x: Double(point.x), y: Double(point.y)),
            control: Point(x: Double(control.x), y: Double(control.y)))
        case .curve(let point, let control1, let control2):
          result.addCurve(
            to: Point(x: Double(point.x), y: Double(point.y)),
            control1: Point(x: Double(control1.x), y: Double(control1.y)),
            control2: Point(x: Double(control2.x), y: Double(control2.y)))
        case .closeSubpath: result.closeSubpath()
        }
      }
      return result
    }
  }
#endif
