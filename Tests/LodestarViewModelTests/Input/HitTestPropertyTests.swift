import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTestSupport
import Testing

/// Random layouts and points: the route always agrees with the overlay's own geometry.
@Suite struct HitTestPropertyTests {
  @Test func routesAgreeWithTheOverlayGeometry() {
    let seed: UInt64 = 0x1_0DE5_7A12
    var generator = SeededGenerator(seed: seed)
    let bounds = Rect(x: 0, y: 0, width: 200, height: 300)
    for index in 0..<4_000 {
      let cutout = Rect(
        x: Double.random(in: -20...180, using: &generator), y: Double.random(in: -20...280, using: &generator),
        width: Double.random(in: 1...80, using: &generator), height: Double.random(in: 1...80, using: &generator))
      let shape = Bool.random(using: &generator) ? BezierPath.rect(cutout) : BezierPath.ellipse(in: cutout)
      let target = TouchTarget(id: "t", bounds: cutout.insetBy(dx: 4, dy: 4))
      let policy = TouchPolicy(
        forwardsAllTouches: Int.random(in: 0..<4, using: &generator) == 0,
        allowsInteractionInsideCutout: Bool.random(using: &generator),
        forwardingRegion: Bool.random(using: &generator) ? .openingShape : .targetBounds)
      let layout = TouchLayout(
        overlay: OverlayRegion(bounds: bounds, cutouts: [shape]), targets: [target], policy: policy,
        isTransitioning: Int.random(in: 0..<5, using: &generator) == 0)
      let point = Point(
        x: Double.random(in: -10...210, using: &generator), y: Double.random(in: -10...310, using: &generator))
      let route = layout.hitTest(point)
      let inOpening = layout.overlay.containsOpening(at: point)
      let inTarget = target.bounds.contains(point)
      let message = "seed \(seed) case \(index): \(point) \(cutout) \(policy) -> \(String(describing: route))"
      guard bounds.contains(point) else {
        #expect(route == nil, "\(message)")
        continue
      }
      if layout.isTransitioning || (!policy.forwardsAllTouches && !policy.allowsInteractionInsideCutout) {
        #expect(route == .overlay, "\(message)")
      } else if policy.forwardsAllTouches {
        #expect(route == .passThrough, "\(message)")
      } else if policy.forwardingRegion == .openingShape {
        #expect(route == (inOpening ? (inTarget ? .target("t") : .passThrough) : .overlay), "\(message)")
      } else {
        #expect(route == (inTarget ? .target("t") : .overlay), "\(message)")
      }
    }
  }
}
