import LodestarGeometry
import LodestarTestSupport
import Testing

@Suite struct LayoutDirectionTests {
  @Test(arguments: [
    (
      Rect(x: 20, y: 5, width: 100, height: 10), Rect(x: 0, y: 0, width: 320, height: 480),
      Rect(x: 200, y: 5, width: 100, height: 10)
    ),
    (
      Rect(x: 0, y: 0, width: 320, height: 10), Rect(x: 0, y: 0, width: 320, height: 480),
      Rect(x: 0, y: 0, width: 320, height: 10)
    ),
    (
      Rect(x: 15, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 100, height: 100),
      Rect(x: 95, y: 0, width: 10, height: 10)
    ),
    (
      Rect(x: 30, y: 0, width: -10, height: 10), Rect(x: 0, y: 0, width: 100, height: 100),
      Rect(x: 70, y: 0, width: 10, height: 10)
    ),
  ])
  func mirroring(rect: Rect, container: Rect, expected: Rect) {
    #expect(rect.mirrored(in: container) == expected)
    #expect(rect.resolved(for: .rightToLeft, in: container) == expected)
    #expect(rect.resolved(for: .leftToRight, in: container) == rect)
  }

  @Test func mirroringTwiceIsTheIdentity() {
    let seed: UInt64 = 0x5EED_0002
    var random = SeededGenerator(seed: seed)
    for index in 0..<10_000 {
      let container = Rect(
        x: random.double(in: -100...100).rounded(), y: 0,
        width: random.double(in: 0...500).rounded(), height: 100)
      let rect = Rect(
        x: random.double(in: -100...500).rounded(), y: random.double(in: 0...100).rounded(),
        width: random.double(in: 0...200).rounded(), height: 10)
      #expect(rect.mirrored(in: container).mirrored(in: container) == rect, "seed \(seed) case \(index)")
      let point = Point(x: random.double(in: -100...500).rounded(), y: 3)
      #expect(point.mirrored(in: container).mirrored(in: container) == point, "seed \(seed) case \(index)")
    }
  }
}
