import LodestarGeometry
import Testing

@Suite struct InterpolationTests {
  @Test func valuesInterpolateLinearlyAndExactlyAtTheEnds() {
    let from = Rect(x: 0.1, y: 0.2, width: 0.3, height: 0.7)
    let to = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(from.interpolated(to: to, fraction: 0) == from)
    #expect(from.interpolated(to: to, fraction: 1) == to)
    #expect(Rect.zero.interpolated(to: to, fraction: 0.5) == Rect(x: 5, y: 10, width: 15, height: 20))
    #expect(Point.zero.interpolated(to: Point(x: 10, y: -10), fraction: 1.5) == Point(x: 15, y: -15))
    #expect(Size.zero.interpolated(to: Size(width: 4, height: 8), fraction: 0.25) == Size(width: 1, height: 2))
    #expect(
      DirectionalEdgeInsets.zero.interpolated(
        to: DirectionalEdgeInsets(top: 4, leading: 8, bottom: 12, trailing: 16), fraction: 0.5)
        == DirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
    #expect(0.1.interpolated(to: 0.7, fraction: 1) == 0.7)
  }
}
