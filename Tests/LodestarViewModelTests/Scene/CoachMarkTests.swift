import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarTimeline
import LodestarViewModel
import Testing

@Suite struct CoachMarkTests {
  @Test func defaultsAreInstructions() {
    let mark = CoachMark()
    #expect(mark.gapBetweenCoachMarkAndCutoutPath == 2)
    #expect(mark.gapBetweenBodyAndArrow == 2)
    #expect(mark.maxWidth == 350)
    #expect(mark.horizontalMargin == 20)
    #expect(!mark.isDisplayedOverCutoutPath)
    #expect(mark.isOverlayInteractionEnabled)
    #expect(!mark.isUserInteractionEnabledInsideCutoutPath)
    #expect(!mark.forwardsAllTouches)
    #expect(mark.arrowOrientation == nil)
    #expect(mark.placement == .automatic)
    #expect(mark.progress.text(index: 1, count: 5) == "2 of 5")
    let style = CoachMarkBodyStyle()
    #expect(style.insets == DirectionalEdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15))
    #expect(style.spacing == 10)
    #expect(style.cornerSpacing == 18)
    #expect(style.cornerRadius == 8)
    #expect(style.minimumSize == Size(width: 17, height: 18))
    #expect(style.arrowSize == Size(width: 15, height: 9))
    #expect(style.hintFontSize == 15)
    #expect(style.nextFontSize == 17)
  }

  /// Every step of a tour carries a coach mark, so its size is what a tour of 10,000 steps holds 10,000 times
  /// (issue 18): the body style and the step's animations are stored out of line, and a copy changed
  /// afterwards leaves the original as it was.
  @Test func aCoachMarkIsSmallAndItsOutOfLineValuesAreCopiedOnWrite() {
    #expect(MemoryLayout<CoachMark>.size <= 512, "\(MemoryLayout<CoachMark>.size) bytes")
    let original = CoachMark(hint: "Tap here")
    var copy = original
    var style = CoachMarkBodyStyle()
    style.cornerRadius = 20
    copy.body = .standard(style)
    copy.animations.idle = CoachMarkTransition()
    #expect(original.body == .standard(CoachMarkBodyStyle()))
    #expect(original.animations.idle == nil)
    #expect(copy.body == .standard(style) && copy.animations.idle != nil)
  }

  @Test func arrowOrientationSelectsThePlacement() {
    var mark = CoachMark()
    mark.arrowOrientation = .up
    #expect(mark.placement == .layout(.below))
    #expect(mark.arrowOrientation == .up)
    mark.arrowOrientation = .down
    #expect(mark.placement == .layout(.above))
    mark.placement = .anchored(.rightStart)
    #expect(mark.arrowOrientation == nil)
  }

  @Test func makeCoachMarkForAFrameUsesTheDefaultCutout() {
    let mark = CoachMark.makeCoachMark(forFrame: Rect(x: 30, y: 40, width: 50, height: 50))
    #expect(mark.cutoutPath == BezierPath.roundedRect(Rect(x: 26, y: 36, width: 58, height: 58), cornerRadius: 4))
    #expect(mark.pointOfInterest == Point(x: 55, y: 65))
    #expect(mark.target == nil)
  }

  @Test func makeCoachMarkForAnElementTracksIt() {
    let mark = CoachMark.makeCoachMark(for: "back", hint: "Go back")
    #expect(mark.targets == ["back"])
    #expect(mark.cutoutPath == nil)
    #expect(
      mark.focusStyle.path(for: FocusTarget(frame: Rect(x: 8, y: 52, width: 44, height: 44)))
        == BezierPath.roundedRect(Rect(x: 4, y: 48, width: 52, height: 52), cornerRadius: 4))
  }

  @Test func makeCoachMarkForAPointHasNoCutout() {
    let mark = CoachMark.makeCoachMark(pointOfInterest: Point(x: 10, y: 20))
    #expect(mark.cutoutPath == nil)
    #expect(mark.pointOfInterest == Point(x: 10, y: 20))
  }

  /// Instructions' converter numbers: a view at (30, 40, 50, 50) in a superview at (70, 90), then at
  /// (20, 70, 20, 300) in a superview at (90, 25); an overlay at the origin and at (20, 20).
  @Test(
    arguments: [
      (
        Rect(x: 30, y: 40, width: 50, height: 50), Point(x: 70, y: 90), Point.zero,
        Rect(x: 100, y: 130, width: 50, height: 50), Point(x: 125, y: 155)
      ),
      (
        Rect(x: 20, y: 70, width: 20, height: 300), Point(x: 90, y: 25), .zero,
        Rect(x: 110, y: 95, width: 20, height: 300), Point(x: 120, y: 245)
      ),
      (
        Rect(x: 30, y: 40, width: 50, height: 50), Point(x: 70, y: 90), Point(x: 20, y: 20),
        Rect(x: 80, y: 110, width: 50, height: 50), Point(x: 105, y: 135)
      ),
      (
        Rect(x: 20, y: 70, width: 20, height: 300), Point(x: 90, y: 25), Point(x: 20, y: 20),
        Rect(x: 90, y: 75, width: 20, height: 300), Point(x: 100, y: 225)
      ),
    ] as [(Rect, Point, Point, Rect, Point)])
  func converterMatchesInstructions(view: Rect, superview: Point, overlay: Point, frame: Rect, point: Point) {
    let graph = SceneGraph(size: Size(width: 400, height: 800)) {
      SceneElement("superview", frame: Rect(origin: superview, size: Size(width: 300, height: 600))) {
        SceneElement("view", frame: view)
      }
    }
    let converter = OverlayCoordinateConverter(overlayOrigin: overlay)
    #expect(converter.frame(of: "view", in: graph) == frame)
    #expect(converter.pointOfInterest(of: "view", in: graph) == point)
    #expect(converter.frame(of: "missing", in: graph) == nil)
  }
}
