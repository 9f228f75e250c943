import LodestarGeometry
import LodestarScene
import Testing

/// Instructions' own overlay hit-test numbers: overlay 100×100, cut-out (20,20,30,30).
@Suite struct InstructionsHitTestTests {
  static func layout(allowsInside: Bool, forwardsAll: Bool = false) -> TouchLayout {
    TouchLayout(
      overlay: OverlayRegion(
        bounds: Rect(x: 0, y: 0, width: 100, height: 100),
        cutouts: [BezierPath.rect(Rect(x: 20, y: 20, width: 30, height: 30))]),
      policy: TouchPolicy(forwardsAllTouches: forwardsAll, allowsInteractionInsideCutout: allowsInside))
  }

  @Test func insideTheCutoutPassesThroughOnlyWhenAllowed() {
    #expect(Self.layout(allowsInside: true).hitTest(Point(x: 25, y: 25)) == .passThrough)
    #expect(Self.layout(allowsInside: false).hitTest(Point(x: 25, y: 25)) == .overlay)
  }

  @Test(arguments: [true, false])
  func outsideTheCutoutIsBlocked(allowsInside: Bool) {
    #expect(Self.layout(allowsInside: allowsInside).hitTest(Point(x: 90, y: 90)) == .overlay)
  }

  @Test(arguments: [(true, false), (false, false), (true, true), (false, true)])
  func outsideTheOverlayIsNil(allowsInside: Bool, forwardsAll: Bool) {
    #expect(Self.layout(allowsInside: allowsInside, forwardsAll: forwardsAll).hitTest(Point(x: 150, y: 150)) == nil)
  }

  @Test func forwardingAllPassesEverythingThrough() {
    let layout = Self.layout(allowsInside: false, forwardsAll: true)
    #expect(layout.hitTest(Point(x: 25, y: 25)) == .passThrough)
    #expect(layout.hitTest(Point(x: 90, y: 90)) == .passThrough)
  }

  @Test func withoutACutoutTheOverlayBlocks() {
    let layout = TouchLayout(
      overlay: OverlayRegion(bounds: Rect(x: 0, y: 0, width: 100, height: 100), cutouts: []),
      policy: TouchPolicy(allowsInteractionInsideCutout: true))
    #expect(layout.hitTest(Point(x: 25, y: 25)) == .overlay)
  }
}
