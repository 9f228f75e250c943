import LodestarFlow
import LodestarGeometry
import LodestarTesting
import LodestarTimeline
import LodestarViewModel
import Testing

/// Hit-testing a composed ``TourScene`` (the sample: a 390×844 overlay, a rounded cut-out around the
/// target "start" at (20,100,100,44), the body at (20,161,219,38) with its next label at (192,171,32,18),
/// the skip control at (320,49,60,30)).
@Suite struct SceneHitTestTests {
  @Test func theSampleScenesRoutes() {
    let scene = TourScene.sample()
    #expect(scene.hitTest(Point(x: 25, y: 170)) == .nextControl)
    #expect(scene.hitTest(Point(x: 330, y: 60)) == .skipControl)
    #expect(scene.hitTest(Point(x: 50, y: 120)) == .overlay)
    #expect(scene.hitTest(Point(x: 200, y: 500)) == .overlay)
    #expect(scene.hitTest(Point(x: 400, y: 10)) == nil)
    // The arrow (62.5,152,15,9) is decoration.
    #expect(scene.hitTest(Point(x: 70, y: 155)) == .overlay)
  }

  @Test(arguments: [
    (ForwardingRegion.openingShape, [TouchRoute?.some(.target("start")), .passThrough, .overlay]),
    (ForwardingRegion.targetBounds, [TouchRoute?.some(.target("start")), .overlay, .overlay]),
  ])
  func forwardingIntoTheTarget(region: ForwardingRegion, expected: [TouchRoute?]) {
    var scene = TourScene.sample()
    scene.interaction.allowsInteractionInsideCutout = true
    scene.interaction.forwardingRegion = region
    // The target; the cut-out's padding; the rounded corner outside the opening.
    let points = [Point(x: 50, y: 120), Point(x: 18, y: 120), Point(x: 16.2, y: 96.2)]
    #expect(points.map(scene.hitTest) == expected)
  }

  @Test func everythingIsBlockedDuringATransition() {
    var scene = TourScene.sample()
    scene.isTransitioning = true
    scene.interaction.forwardsAllTouches = true
    for point in [Point(x: 25, y: 170), Point(x: 330, y: 60), Point(x: 50, y: 120), Point(x: 200, y: 500)] {
      #expect(scene.hitTest(point) == .overlay, "\(point)")
    }
    #expect(scene.hitTest(Point(x: 400, y: 10)) == nil)
  }

  @Test func transparentPartsAreNotHit() {
    var scene = TourScene.sample()
    scene.skipControl?.opacity = Opacity(0.005)
    scene.coachMark?.opacity = .transparent
    #expect(scene.hitTest(Point(x: 330, y: 60)) == .overlay)
    #expect(scene.hitTest(Point(x: 25, y: 170)) == .overlay)
    #expect(scene.focusableControls() == [])
    scene.skipControl?.opacity = Opacity(0.01)
    #expect(scene.hitTest(Point(x: 330, y: 60)) == .skipControl)
  }

  @Test func aCustomBodysNextControlIsItsNextLabel() {
    var scene = TourScene.sample()
    scene.coachMark?.customBody = SceneSlot(id: "card", size: Size(width: 219, height: 38))
    #expect(scene.hitTest(Point(x: 25, y: 170)) == .body)
    #expect(scene.hitTest(Point(x: 200, y: 175)) == .nextControl)
    scene.coachMark?.next = nil
    #expect(scene.hitTest(Point(x: 200, y: 175)) == .body)
    #expect(scene.focusableControls() == [.skip])
  }

  @Test func aMovedCoachMarkIsHitWhereItIsDrawn() {
    var scene = TourScene.sample()
    scene.coachMark?.transform = AffineMatrix(translationX: 0, y: 100)
    #expect(scene.hitTest(Point(x: 25, y: 270)) == .nextControl)
    #expect(scene.hitTest(Point(x: 25, y: 170)) == .overlay)
  }

  @Test func focusableControlsAndTapPolicy() {
    var scene = TourScene.sample()
    #expect(scene.focusableControls() == [.next, .skip])
    #expect(scene.focusableControls(includingTargets: true) == [.next, .skip])
    scene.interaction.allowsInteractionInsideCutout = true
    #expect(scene.focusableControls(includingTargets: true) == [.next, .skip, .target("start")])
    #expect(OverlayTapPolicy(interaction: scene.interaction) == OverlayTapPolicy(isOverlayInteractionEnabled: true))
    scene.interaction.dismissesOnOutsideTap = true
    #expect(
      OverlayTapPolicy(interaction: scene.interaction)
        == OverlayTapPolicy(isOverlayInteractionEnabled: true, dismissesOnOutsideTap: true))
    scene.interaction.isOverlayInteractionEnabled = false
    #expect(OverlayTapPolicy(interaction: scene.interaction) == OverlayTapPolicy(dismissesOnOutsideTap: true))
  }

  @MainActor
  @Test func tapsOnAScene() throws {
    let steps = ["a", "b", "c"].map { TourStep(id: $0, content: $0, hasCompanion: true) }
    let controller = TourController(steps: steps, clock: ContinuousClock())
    try controller.start()
    let scene = TourScene.sample()
    #expect(controller.handleTap(at: Point(x: 25, y: 170), in: scene) == .nextControl)
    #expect(controller.currentIndex == 1)
    #expect(controller.handleTap(at: Point(x: 200, y: 500), in: scene) == .overlay)
    #expect(controller.currentIndex == 2)
    #expect(controller.handleTap(at: Point(x: 330, y: 60), in: scene) == .skipControl)
    #expect(controller.machine.lastDismissal?.reason == .skipped)
  }
}

@Suite struct KeyboardSceneTests {
  @Test func theRouterFollowsTheScene() {
    var scene = TourScene.sample()
    var router = KeyboardRouter()
    router.update(for: scene)
    #expect(router.controls == [.next, .skip])
    #expect(router.handle(KeyStroke(.tab, modifiers: .shift)) == .focus(.skip))
    scene.layoutDirection = .rightToLeft
    scene.coachMark = nil
    router.update(for: scene)
    #expect(router.controls == [.skip])
    #expect(router.focusedControl == .skip)
    #expect(router.handle(KeyStroke(.leftArrow)) == .next)
  }
}
