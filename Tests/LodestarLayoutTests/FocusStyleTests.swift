import LodestarGeometry
import Testing

@testable import LodestarLayout

@Suite struct FocusStyleTests {
  static let target = FocusTarget(frame: Rect(x: 10, y: 20, width: 100, height: 40), cornerRadius: 6)

  @Test func defaultStyleGrowsByFourWithRadiusFour() {
    let style = DefaultFocusStyle()
    #expect(style.openingFrame(for: Self.target) == Rect(x: 6, y: 16, width: 108, height: 48))
    let opening = style.opening(for: Self.target)
    #expect(opening.path == BezierPath.roundedRect(Rect(x: 6, y: 16, width: 108, height: 48), cornerRadius: 4))
    #expect(opening.bounds == Rect(x: 6, y: 16, width: 108, height: 48))
    #expect(opening.layoutFrame == Self.target.frame)
    #expect(DefaultFocusStyle(layoutReference: .openingBounds).opening(for: Self.target).layoutFrame == opening.bounds)
  }

  @Test func rectStyleIsTheExactFrame() {
    let opening = RectFocusStyle().opening(for: Self.target)
    #expect(opening.path == BezierPath.rect(Self.target.frame))
    #expect(opening.bounds == Self.target.frame)
  }

  @Test(arguments: [
    (FocusCornerRadius.fixed(10), 10.0), (.fixed(-3), 0), (.fixed(500), 20), (.followTarget(delta: 2), 8),
    (.followTarget(delta: -10), 0), (.scaleWithTarget(multiplier: 1.5), 9), (.fixed(.nan), 0),
  ])
  func roundedRectRadiusModesAreClamped(mode: FocusCornerRadius, expected: Double) {
    #expect(RoundedRectFocusStyle(cornerRadius: mode).resolvedRadius(for: Self.target) == expected)
  }

  @Test func roundedRectInsetsAndCornerMask() {
    let style = RoundedRectFocusStyle(
      insets: DirectionalEdgeInsets(top: -2, leading: -4, bottom: -2, trailing: 6), cornerRadius: .fixed(5),
      corners: [.topLeading, .bottomTrailing])
    #expect(style.openingFrame(for: Self.target) == Rect(x: 6, y: 18, width: 98, height: 44))
    #expect(style.cornerRadii(for: Self.target) == CornerRadii(topLeading: 5, bottomTrailing: 5))
    let rtl = FocusTarget(frame: Self.target.frame, layoutDirection: .rightToLeft)
    #expect(style.openingFrame(for: rtl) == Rect(x: 16, y: 18, width: 98, height: 44))
    #expect(
      style.path(for: rtl)
        == BezierPath.roundedRect(
          Rect(x: 16, y: 18, width: 98, height: 44), cornerRadii: CornerRadii(topLeading: 5, bottomTrailing: 5),
          layoutDirection: .rightToLeft))
  }

  @Test func insetsLargerThanTheFrameCollapseToTheCentre() {
    let style = RoundedRectFocusStyle(insets: DirectionalEdgeInsets(all: 60))
    #expect(style.openingFrame(for: Self.target) == Rect(x: 60, y: 40, width: 0, height: 0))
    #expect(style.resolvedRadius(for: Self.target) == 0)
  }

  @Test(arguments: [
    (FocusCircleRadius.fixed(50), 50.0), (.fixed(-1), 0), (.scaledToTarget(factor: 1.5), 30),
    (.scaledToTarget(factor: -2), 0),
  ])
  func circleRadius(mode: FocusCircleRadius, expected: Double) {
    #expect(CircleFocusStyle(radius: mode).resolvedRadius(for: Self.target) == expected)
  }

  @Test func circleCentreOffsetAndBounds() {
    let style = CircleFocusStyle(radius: .fixed(10), centerOffset: Vector(dx: 5, dy: -5))
    #expect(style.center(for: Self.target) == Point(x: 65, y: 35))
    let bounds = style.opening(for: Self.target).bounds
    #expect(abs(bounds.minX - 55) < 1e-9 && abs(bounds.maxY - 45) < 1e-9)
    #expect(CircleFocusStyle().path(for: Self.target) == BezierPath.circle(center: Point(x: 60, y: 40), radius: 50))
  }

  @Test func ovalCapsuleAndNoHighlight() {
    #expect(OvalFocusStyle().path(for: Self.target) == BezierPath.ellipse(in: Self.target.frame))
    #expect(
      CapsuleFocusStyle(insets: DirectionalEdgeInsets(all: -2)).path(for: Self.target)
        == BezierPath.capsule(in: Rect(x: 8, y: 18, width: 104, height: 44)))
    let none = NoHighlightFocusStyle().opening(for: Self.target)
    #expect(none.path.isEmpty)
    #expect(none.bounds.isNull)
    #expect(none.layoutFrame == Self.target.frame)
  }

  @Test func customStyleUsesTheClosure() {
    let style = CustomFocusStyle(layoutReference: .openingBounds) { target in
      BezierPath.rect(target.frame.insetBy(dx: -10, dy: -10))
    }
    #expect(style.opening(for: Self.target).layoutFrame == Rect(x: 0, y: 10, width: 120, height: 60))
  }

  @Test func multipleTargetsAnchorToThePrimaryOrTheUnion() {
    let second = FocusTarget(frame: Rect(x: 200, y: 300, width: 50, height: 50))
    let primary = FocusHighlight(targets: [Self.target, second], style: RectFocusStyle(), anchor: .primary(1))
    #expect(primary.anchorFrame == second.frame)
    let union = FocusHighlight(targets: [Self.target, second], style: RectFocusStyle(), anchor: .union)
    #expect(union.anchorFrame == Rect(x: 10, y: 20, width: 240, height: 330))
    #expect(union.openingBounds == Rect(x: 10, y: 20, width: 240, height: 330))
    #expect(FocusHighlight(targets: [], anchor: .union).anchorFrame == nil)
    #expect(FocusHighlight(targets: [Self.target], anchor: .primary(7)).anchorFrame == Self.target.frame)
  }

  @Test func overlappingOpeningsStayOpenAsTheirUnion() {
    let bounds = Rect(x: 0, y: 0, width: 400, height: 400)
    let first = FocusTarget(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    let second = FocusTarget(frame: Rect(x: 100, y: 100, width: 100, height: 100))
    let highlight = FocusHighlight(targets: [first, second], style: RectFocusStyle())
    #expect(!highlight.overlayPath(bounds: bounds).isEmpty)
    let region = OverlayRegion(bounds: bounds, cutouts: highlight.openings.map(\.path))
    #expect(!region.isDimmed(at: Point(x: 125, y: 125)))
    #expect(!region.isDimmed(at: Point(x: 60, y: 60)))
    #expect(region.isDimmed(at: Point(x: 300, y: 300)))
  }
}
