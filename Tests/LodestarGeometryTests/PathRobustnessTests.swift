import LodestarGeometry
import LodestarTestSupport
import Testing

@Suite struct PathRobustnessTests {
  /// Paths with NaN and infinite coordinates, tolerances and fractions go through every operation
  /// without trapping, with the documented outcomes: 3,000 cases (each runs every operation).
  @Test func nonFiniteInputsNeverTrap() {
    let seed: UInt64 = 0xBAD0
    var generator = SeededGenerator(seed: seed)
    let specials: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, 0, -0.0]
    func value() -> Double {
      generator.chance(0.3) ? specials[generator.int(in: 0...(specials.count - 1))] : generator.double(in: -100...100)
    }
    func point() -> Point { Point(x: value(), y: value()) }
    for index in 0..<3_000 {
      var path = BezierPath()
      for _ in 0..<generator.int(in: 1...6) {
        switch generator.int(in: 0...4) {
        case 0: path.move(to: point())
        case 1: path.addLine(to: point())
        case 2: path.addQuadCurve(to: point(), control: point())
        case 3: path.addCurve(to: point(), control1: point(), control2: point())
        default: path.closeSubpath()
        }
      }
      path.addArc(
        center: point(), radius: value(), startAngle: value(), endAngle: value(), clockwise: generator.chance(0.5))
      let message = "seed \(seed) case \(index): \(path)"
      let bounds = path.bounds
      // Finite coordinates near the limits of Double may give an infinite width; the origin stays finite.
      #expect(bounds.isNull || bounds.origin.isFinite, "\(message)")
      #expect(!path.contains(Point(x: .nan, y: 0)), "\(message)")
      _ = path.contains(point(), rule: generator.chance(0.5) ? .nonZero : .evenOdd)
      _ = path.flattened(tolerance: value())
      _ = path.applying(AffineMatrix(a: value(), b: value(), c: value(), d: value(), tx: value(), ty: value()))
      _ = path.reversed()
      _ = path.svgPathData
      _ = path.signedArea
      _ = path.interpolated(to: .circle(center: .zero, radius: 10), fraction: value())
      let rect = Rect(x: value(), y: value(), width: value(), height: value())
      _ = BezierPath.roundedRect(rect, cornerRadius: value(), style: generator.chance(0.5) ? .circular : .continuous)
      _ = BezierPath.ellipse(in: rect)
      let overlay = BezierPath.overlay(
        bounds: rect, cutouts: [path, .circle(center: point(), radius: value())], tolerance: value())
      _ = overlay.contains(point())
      let region = OverlayRegion(bounds: rect, cutouts: [path])
      _ = region.isDimmed(at: point())
      _ = region.containsOpening(at: point())
    }
  }
}
