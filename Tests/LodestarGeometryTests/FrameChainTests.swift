import LodestarGeometry
import LodestarTestSupport
import Testing

@Suite struct FrameChainTests {
  /// Instructions' converter test numbers.
  @Test(arguments: [
    (
      Rect(x: 30, y: 40, width: 50, height: 50), Point(x: 70, y: 90), Point.zero,
      Rect(x: 100, y: 130, width: 50, height: 50)
    ),
    (
      Rect(x: 20, y: 70, width: 20, height: 300), Point(x: 90, y: 25), Point.zero,
      Rect(x: 110, y: 95, width: 20, height: 300)
    ),
    (
      Rect(x: 30, y: 40, width: 50, height: 50), Point(x: 70, y: 90), Point(x: 20, y: 20),
      Rect(x: 80, y: 110, width: 50, height: 50)
    ),
    (
      Rect(x: 20, y: 70, width: 20, height: 300), Point(x: 90, y: 25), Point(x: 20, y: 20),
      Rect(x: 90, y: 75, width: 20, height: 300)
    ),
  ])
  func instructionsConverterCases(frame: Rect, superviewOrigin: Point, rootOrigin: Point, expected: Rect) {
    let superview = FrameChain([
      LocalCoordinateSpace(frame: Rect(origin: superviewOrigin, size: Size(width: 400, height: 800)))
    ])
    let overlayRoot = FrameChain([
      LocalCoordinateSpace(frame: Rect(origin: rootOrigin, size: Size(width: 390, height: 844)))
    ]
    )
    #expect(superview.convert(frame, to: overlayRoot) == expected)
    let pointOfInterest = Point(x: frame.midX, y: frame.midY)
    #expect(superview.convert(pointOfInterest, to: overlayRoot) == Point(x: expected.midX, y: expected.midY))
  }

  @Test func scrollOffsetsMoveContentUp() {
    let chain = FrameChain([
      LocalCoordinateSpace(frame: Rect(x: 0, y: 100, width: 390, height: 600), boundsOrigin: Point(x: 0, y: 250))
    ])
    #expect(
      chain.convertToRoot(Rect(x: 10, y: 300, width: 100, height: 44)) == Rect(x: 10, y: 150, width: 100, height: 44))
    #expect(chain.convertFromRoot(Point(x: 10, y: 150)) == Point(x: 10, y: 300))
  }

  @Test func transformsApplyAboutTheCentre() {
    let chain = FrameChain([
      LocalCoordinateSpace(
        frame: Rect(x: 100, y: 100, width: 100, height: 100), transform: AffineMatrix(scaleX: 2, y: 2))
    ])
    // The centre (50, 50) stays at (150, 150); the top-left corner moves out to (50, 50).
    #expect(chain.convertToRoot(Point(x: 50, y: 50)) == Point(x: 150, y: 150))
    #expect(chain.convertToRoot(Point.zero) == Point(x: 50, y: 50))
    #expect(
      chain.convertToRoot(Rect(x: 0, y: 0, width: 100, height: 100)) == Rect(x: 50, y: 50, width: 200, height: 200))
  }

  @Test func nestedLevelsComposeOutermostFirst() {
    let chain = FrameChain([
      LocalCoordinateSpace(frame: Rect(x: 10, y: 20, width: 300, height: 300)),
      LocalCoordinateSpace(frame: Rect(x: 5, y: 5, width: 200, height: 200), boundsOrigin: Point(x: 0, y: 40)),
      LocalCoordinateSpace(frame: Rect(x: 1, y: 2, width: 50, height: 50)),
    ])
    #expect(chain.convertToRoot(Point(x: 0, y: 0)) == Point(x: 16, y: -13))
    #expect(FrameChain.root.convertToRoot(Point(x: 3, y: 4)) == Point(x: 3, y: 4))
  }

  @Test func aCollapsedLevelCannotBeConvertedInto() {
    let collapsed = FrameChain([
      LocalCoordinateSpace(frame: Rect(x: 0, y: 0, width: 10, height: 10), transform: AffineMatrix(scaleX: 0, y: 1))
    ])
    #expect(collapsed.convertFromRoot(Point(x: 1, y: 1)) == nil)
    #expect(FrameChain.root.convert(Rect(x: 0, y: 0, width: 1, height: 1), to: collapsed) == nil)
  }

  @Test func convertingThereAndBackIsTheIdentity() {
    let seed: UInt64 = 0x5EED_0005
    var random = SeededGenerator(seed: seed)
    for index in 0..<10_000 {
      var spaces: [LocalCoordinateSpace] = []
      for _ in 0..<random.int(in: 0...8) {
        let frame = Rect(
          x: random.double(in: -200...200), y: random.double(in: -200...200),
          width: random.double(in: 1...400), height: random.double(in: 1...400))
        let scroll = Point(x: random.double(in: 0...100), y: random.double(in: 0...300))
        let transform =
          random.chance(0.3)
          ? AffineMatrix(rotationAngle: random.double(in: -1...1)).scaledBy(
            x: random.double(in: 0.5...2), y: random.double(in: 0.5...2))
          : .identity
        spaces.append(LocalCoordinateSpace(frame: frame, boundsOrigin: scroll, transform: transform))
      }
      let chain = FrameChain(spaces)
      let point = Point(x: random.double(in: -300...300), y: random.double(in: -300...300))
      guard let back = chain.convertFromRoot(chain.convertToRoot(point)) else {
        Issue.record("seed \(seed) case \(index): not invertible")
        continue
      }
      #expect(back.distance(to: point) < 1e-6, "seed \(seed) case \(index): \(point) → \(back)")
    }
  }
}
