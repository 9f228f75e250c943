import LodestarGeometry
import Testing

@testable import LodestarLayout

@Suite struct CoachMarkLayoutTests {
  static let bounds = Rect(x: 0, y: 0, width: 320, height: 480)
  static let body = Size(width: 200, height: 80)

  static func cutout(centeredAt x: Double, y: Double = 60) -> Rect {
    Rect(x: x - 10, y: y - 10, width: 20, height: 20)
  }

  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func pointNearTheLeftEdgeAlignsTheBodyWithTheMargin(direction: ReadingDirection) throws {
    let frame = CoachMarkLayout.layout(
      bodySize: Self.body, cutout: Self.cutout(centeredAt: 25), bounds: Self.bounds, layoutDirection: direction)
    #expect(frame.bodyFrame.minX == 20)
    #expect(frame.bodyFrame.width == 200)
    let arrow = try #require(frame.arrowFrame)
    #expect(arrow.midX == 25)
    #expect(frame.arrowCenterOffset == 0)
  }

  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func pointNearTheRightEdgeAlignsTheBodyWithTheMargin(direction: ReadingDirection) throws {
    let frame = CoachMarkLayout.layout(
      bodySize: Self.body, cutout: Self.cutout(centeredAt: 295), bounds: Self.bounds, layoutDirection: direction)
    #expect(frame.bodyFrame.maxX == 300)
    #expect(try #require(frame.arrowFrame).midX == 295)
  }

  @Test func centredWhenItFits() throws {
    let frame = CoachMarkLayout.layout(bodySize: Self.body, cutout: Self.cutout(centeredAt: 160), bounds: Self.bounds)
    #expect(frame.bodyFrame.minX == 60)
    #expect(try #require(frame.arrowFrame).midX == 160)
  }

  @Test func orientationRuleAtHeight480() {
    let below = CoachMarkLayout.layout(
      bodySize: Self.body, cutout: Rect(x: 100, y: 50, width: 40, height: 40), bounds: Self.bounds)
    #expect(below.arrowDirection == .up)
    // Mark top = cut-out bottom + gap 2; body overlaps the 9-point arrow by 2.
    #expect(below.arrowFrame == Rect(x: 112.5, y: 92, width: 15, height: 9))
    #expect(below.bodyFrame.minY == 99)
    let above = CoachMarkLayout.layout(
      bodySize: Self.body, cutout: Rect(x: 100, y: 320, width: 40, height: 40), bounds: Self.bounds)
    #expect(above.arrowDirection == .down)
    #expect(above.arrowFrame?.maxY == 318)
    #expect(above.bodyFrame.maxY == 311)
  }

  @Test(arguments: [(14.0, 400.0, 292.0), (14, 318, 292), (5, 150, 150)])
  func ceiledMaxWidth(margin: Double, maxWidth: Double, expected: Double) {
    let configuration = CoachMarkConfiguration(maxWidth: maxWidth, horizontalMargin: margin)
    #expect(CoachMarkLayout.ceiledMaxWidth(configuration, container: Self.bounds) == expected)
  }

  @Test func arrowIsClampedInsideTheBodyAndReportsItsOffset() throws {
    let frame = CoachMarkLayout.layout(bodySize: Self.body, cutout: Self.cutout(centeredAt: 5), bounds: Self.bounds)
    #expect(frame.bodyFrame.minX == 20)
    #expect(try #require(frame.arrowFrame).midX == 24)
    #expect(frame.arrowCenterOffset == -19)
  }

  @Test func flipsWhenThePreferredSideHasNoRoom() {
    let configuration = CoachMarkConfiguration(placement: .below)
    let frame = CoachMarkLayout.layout(
      bodySize: Self.body, cutout: Rect(x: 100, y: 430, width: 40, height: 40), bounds: Self.bounds,
      configuration: configuration)
    #expect(frame.arrowDirection == .down)
    #expect(frame.bodyFrame.maxY <= 430)
  }

  @Test func clampsVerticallyWhenNeitherSideHasRoom() {
    let frame = CoachMarkLayout.layout(
      bodySize: Size(width: 200, height: 300), cutout: Rect(x: 100, y: 200, width: 40, height: 80), bounds: Self.bounds)
    #expect(frame.bodyFrame.minY >= 0)
    #expect(frame.bodyFrame.maxY <= 480)
  }

  @Test func displayedOverTheCutoutHasNoArrow() {
    let frame = CoachMarkLayout.layout(
      bodySize: Self.body, cutout: Rect(x: 100, y: 200, width: 40, height: 40), bounds: Self.bounds,
      configuration: CoachMarkConfiguration(isDisplayedOverCutoutPath: true))
    #expect(frame.arrowFrame == nil)
    #expect(frame.bodyFrame.midY == 220)
    #expect(frame.bodyFrame.midX == 120)
  }

  @Test func leadingAndTrailingPlacementsMirror() throws {
    let bounds = Rect(x: 0, y: 0, width: 1024, height: 768)
    let cutout = Rect(x: 400, y: 300, width: 100, height: 50)
    let trailing = CoachMarkLayout.layout(
      bodySize: Self.body, cutout: cutout, bounds: bounds, configuration: CoachMarkConfiguration(placement: .trailing))
    #expect(trailing.arrowDirection == .left)
    #expect(try #require(trailing.arrowFrame).minX == 502)
    #expect(trailing.bodyFrame.minX == 502 + 9 - 2)
    #expect(trailing.bodyFrame.midY == 325)
    let leadingRTL = CoachMarkLayout.layout(
      bodySize: Self.body, cutout: cutout, bounds: bounds, layoutDirection: .rightToLeft,
      configuration: CoachMarkConfiguration(placement: .leading))
    #expect(leadingRTL == trailing)
    let left = CoachMarkLayout.layout(
      bodySize: Self.body, cutout: cutout, bounds: bounds, configuration: CoachMarkConfiguration(placement: .left))
    #expect(left.arrowDirection == .right)
    #expect(left.bodyFrame.maxX == 398 - 9 + 2)
  }

  @Test func safeAreaInsetsShrinkTheContainer() {
    let frame = CoachMarkLayout.layout(
      bodySize: Self.body, cutout: Self.cutout(centeredAt: 40), bounds: Self.bounds,
      safeAreaInsets: DirectionalEdgeInsets(top: 44, leading: 30, bottom: 34, trailing: 0))
    #expect(frame.bodyFrame.minX == 50)
  }

  @Test func anchoredPathUsesAllTwelvePlacements() throws {
    let container = Rect(x: 0, y: 0, width: 390, height: 844)
    let cutout = Rect(x: 150, y: 400, width: 90, height: 44)
    for placement in Placement.allCases {
      let frame = CoachMarkLayout.anchored(
        bodySize: Size(width: 120, height: 60), cutout: cutout, container: container, placement: placement)
      #expect(!frame.bodyFrame.intersects(cutout), "\(placement)")
      let arrow = try #require(frame.arrowFrame)
      #expect(!arrow.intersects(cutout), "\(placement)")
    }
    let bottom = CoachMarkLayout.anchored(
      bodySize: Size(width: 120, height: 60), cutout: cutout, container: container, placement: .bottom)
    #expect(bottom.bodyFrame == Rect(x: 135, y: 453, width: 120, height: 60))
    #expect(bottom.arrowFrame == Rect(x: 187.5, y: 446, width: 15, height: 9))
    #expect(bottom.arrowDirection == .up)
  }

  @Test func arrowOrientationMapsToPlacement() {
    var configuration = CoachMarkConfiguration()
    #expect(configuration.arrowOrientation == nil)
    configuration.arrowOrientation = .down
    #expect(configuration.placement == .above)
    let frame = CoachMarkLayout.layout(
      bodySize: Self.body, cutout: Rect(x: 100, y: 200, width: 40, height: 40), bounds: Self.bounds,
      configuration: configuration)
    #expect(frame.arrowDirection == .down)
    configuration.arrowOrientation = .up
    #expect(configuration.placement == .below)
    configuration.arrowOrientation = nil
    #expect(configuration.placement == .automatic)
  }

  @Test func noCutoutCentresTheBody() {
    let frame = CoachMarkLayout.layout(bodySize: Self.body, cutout: nil, bounds: Self.bounds)
    #expect(frame.bodyFrame == Rect(x: 60, y: 200, width: 200, height: 80))
  }
}

@Suite struct SkipControlPlacementTests {
  static let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
  static let size = Size(width: 60, height: 30)

  @Test func defaultIsTopTrailingWithInstructionsInsets() {
    let placement = SkipControlPlacement()
    let insets = DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    #expect(
      placement.frame(size: Self.size, bounds: Self.bounds, safeAreaInsets: insets)
        == Rect(x: 320, y: 49, width: 60, height: 30))
    #expect(
      placement.frame(size: Self.size, bounds: Self.bounds, safeAreaInsets: insets, layoutDirection: .rightToLeft)
        == Rect(x: 10, y: 49, width: 60, height: 30))
  }

  @Test(arguments: SkipControlPosition.allCases)
  func everyPositionMirrorsInRightToLeft(position: SkipControlPosition) {
    let placement = SkipControlPlacement(
      position: position, insets: DirectionalEdgeInsets(top: 5, leading: 7, bottom: 11, trailing: 13))
    let ltr = placement.frame(at: position, size: Self.size, bounds: Self.bounds)
    let rtl = placement.frame(at: position, size: Self.size, bounds: Self.bounds, layoutDirection: .rightToLeft)
    #expect(rtl == ltr.mirrored(in: Self.bounds))
    #expect(Self.bounds.contains(ltr))
  }

  @Test func movesToTheOppositeEdgeToAvoidTheCoachMark() {
    let placement = SkipControlPlacement()
    let coachMark = Rect(x: 200, y: 0, width: 190, height: 100)
    #expect(
      placement.frame(size: Self.size, bounds: Self.bounds, avoiding: coachMark)
        == Rect(x: 320, y: 812, width: 60, height: 30))
    let everywhere = Rect(x: 0, y: 0, width: 390, height: 844)
    #expect(
      placement.frame(size: Self.size, bounds: Self.bounds, avoiding: everywhere)
        == Rect(x: 320, y: 2, width: 60, height: 30))
  }
}
