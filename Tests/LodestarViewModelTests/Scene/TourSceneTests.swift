import LodestarGeometry
import LodestarLayout
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarTimeline
import Testing

@Suite struct TourSceneTests {
  @Test func sampleSceneIsConsistent() {
    let scene = TourScene.sample()
    #expect(scene.size == Size(width: 390, height: 844))
    #expect(scene.stepIndex == 0)
    #expect(scene.stepCount == 3)
    #expect(scene.overlay.openings.count == 1)
    #expect(scene.overlay.region.containsOpening(at: Point(x: 70, y: 120)))
    #expect(scene.overlay.region.isDimmed(at: Point(x: 200, y: 500)))
    #expect(scene.coachMark?.arrow?.tip == Point(x: 70, y: 152))
    #expect(scene.coachMark?.hint?.text.lineTexts == ["Tap here to start"])
    #expect(scene.zOrder == [.overlay, .ornaments, .coachMark, .progress, .skipControl])
    #expect(scene.overlay.color == RGBAColor(white: 0.9098, alpha: 0.65))
    #expect(scene == TourScene.sample())
  }

  @Test(
    arguments: [
      (ArrowDirection.up, Point(x: 17.5, y: 20)), (.down, Point(x: 17.5, y: 29)), (.left, Point(x: 10, y: 24.5)),
      (.right, Point(x: 25, y: 24.5)),
    ] as [(ArrowDirection, Point)])
  func arrowTipFollowsTheOrientation(orientation: ArrowDirection, tip: Point) {
    #expect(SceneArrow(frame: Rect(x: 10, y: 20, width: 15, height: 9), orientation: orientation).tip == tip)
  }

  @Test func highlightStatePicksTheColours() {
    var mark = SceneCoachMark(bodyFrame: .zero)
    #expect(mark.currentInnerColor == mark.colors.inner)
    mark.isHighlighted = true
    #expect(mark.currentInnerColor == mark.colors.highlightedInner)
    #expect(mark.currentBorderColor == mark.colors.highlightedBorder)
  }

  @Test func emptySceneHasATransparentOverlay() {
    let scene = TourScene.empty(size: Size(width: 100, height: 100))
    #expect(scene.overlay.opacity == .transparent)
    #expect(scene.overlay.openings.isEmpty)
    #expect(scene.coachMark == nil)
    #expect(scene.stepIndex == nil)
  }
}
