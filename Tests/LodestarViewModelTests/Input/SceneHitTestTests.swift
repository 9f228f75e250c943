import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarScene
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

  /// Instructions' `CoachMarkBodyView.nextControl`: the whole custom body by default, a rectangle inside
  /// it, or none (issue 16, item 2).
  @Test func aCustomBodysNextControlIsItsSlotsControlRegion() throws {
    var scene = TourScene.sample()
    scene.coachMark?.next = nil
    let body = try #require(scene.coachMark?.bodyFrame)
    let corner = Point(x: body.minX + 5, y: body.minY + 5)
    let farCorner = Point(x: body.maxX - 5, y: body.maxY - 5)

    scene.coachMark?.customBody = SceneSlot(id: "card", size: body.size)
    #expect(scene.hitTest(corner) == .nextControl && scene.hitTest(farCorner) == .nextControl)
    #expect(scene.focusableControls() == [.next, .skip])
    #expect(scene.accessibility().element(for: .nextControl)?.frame == body)

    // A button in the body's bottom-trailing corner, in the body's own coordinates.
    let button = Rect(x: body.width - 60, y: body.height - 20, width: 60, height: 20)
    scene.coachMark?.customBody = SceneSlot(id: "card", size: body.size, control: .rect(button))
    #expect(scene.hitTest(corner) == .body)
    #expect(scene.hitTest(farCorner) == .nextControl)
    #expect(
      scene.accessibility().element(for: .nextControl)?.frame
        == Rect(x: body.maxX - 60, y: body.maxY - 20, width: 60, height: 20))

    scene.coachMark?.customBody = SceneSlot(id: "card", size: body.size, control: SlotControlRegion.none)
    #expect(scene.hitTest(corner) == .body && scene.hitTest(farCorner) == .body)
    #expect(scene.focusableControls() == [.skip])
    #expect(scene.accessibility().element(for: .nextControl) == nil)
  }

  /// The same for a custom skip view's skip control; the rest of the view does nothing.
  @Test func aCustomSkipViewsSkipControlIsItsSlotsControlRegion() throws {
    var scene = TourScene.sample()
    let skip = try #require(scene.skipControl?.frame)
    let leading = Point(x: skip.minX + 2, y: skip.midY)
    let trailing = Point(x: skip.maxX - 2, y: skip.midY)
    scene.skipControl?.customView = SceneSlot(id: "close", size: skip.size)
    #expect(scene.hitTest(leading) == .skipControl && scene.hitTest(trailing) == .skipControl)

    let cross = Rect(x: skip.width - 20, y: 0, width: 20, height: skip.height)
    scene.skipControl?.customView = SceneSlot(id: "close", size: skip.size, control: .rect(cross))
    #expect(scene.hitTest(leading) == .skipView)
    #expect(scene.hitTest(trailing) == .skipControl)

    scene.skipControl?.customView = SceneSlot(id: "close", size: skip.size, control: SlotControlRegion.none)
    #expect(scene.hitTest(trailing) == .skipView)
    #expect(scene.focusableControls() == [.next])
  }

  @Test func controlRegionsOutsideTheirViewOrNotFiniteCountAsNone() {
    let view = Rect(x: 10, y: 20, width: 100, height: 50)
    #expect(SlotControlRegion.wholeSlot.frame(in: view) == view)
    #expect(
      SlotControlRegion.rect(Rect(x: 90, y: 40, width: 40, height: 40)).frame(in: view)
        == Rect(x: 100, y: 60, width: 10, height: 10))
    #expect(SlotControlRegion.rect(Rect(x: 200, y: 0, width: 10, height: 10)).frame(in: view) == nil)
    #expect(SlotControlRegion.rect(Rect(x: .nan, y: 0, width: 10, height: 10)).frame(in: view) == nil)
    #expect(SlotControlRegion.rect(Rect(x: 0, y: 0, width: .infinity, height: 10)).frame(in: view) == nil)
    #expect(SlotControlRegion.rect(Rect(x: 0, y: 0, width: -10, height: 10)).frame(in: view) == nil)
    #expect(SlotControlRegion.none.frame(in: view) == nil)
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
    let controller = TourController(steps: steps, clock: ClockTimerScheduler(ContinuousClock()))
    try controller.start()
    // Each tap is on a frame of the current step: a frame of an earlier step is stale and answers nothing.
    var scene = TourScene.sample()
    scene.stepIndex = 0
    #expect(controller.handleTap(at: Point(x: 25, y: 170), in: scene) == .nextControl)
    #expect(controller.currentIndex == 1)
    #expect(controller.handleTap(at: Point(x: 200, y: 500), in: scene) == nil)
    #expect(controller.currentIndex == 1)
    scene.stepIndex = 1
    #expect(controller.handleTap(at: Point(x: 200, y: 500), in: scene) == .overlay)
    #expect(controller.currentIndex == 2)
    scene.stepIndex = 2
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
