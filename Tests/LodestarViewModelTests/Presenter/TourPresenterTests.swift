import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarTimeline
import LodestarViewModel
import Testing

/// End-to-end scenes over the 390×844 phone screen (navigation bar, list, tab bar) with 8×18-pt monospaced
/// text, a safe area of 47 at the top and 34 at the bottom, and explicit times.
@MainActor
@Suite struct TourPresenterTests {
  static let measurer = PresenterFixture.monospaced
  static let safeArea = PresenterFixture.phoneSafeArea

  static let steps = [
    CoachMark.makeCoachMark(for: "back", hint: "Go back here"),
    CoachMark.makeCoachMark(for: "row.2.accessory", hint: "Open details"),
    CoachMark(
      target: "tab.0", hint: "Tabs", highlight: CoachMarkHighlight(additionalTargets: ["tab.1"], anchor: .union)),
  ]

  static func presenter(
    _ graph: SceneGraph = SceneGraph.sampleListScreen(), steps: [CoachMark] = steps,
    options: TourPresenterOptions? = nil
  ) -> TourPresenter<SceneGraph> {
    PresenterFixture.presenter(
      over: graph, steps: steps, measurer: measurer,
      options: options ?? TourPresenterOptions(safeAreaInsets: safeArea), startedAt: nil)
  }

  static func cutout(_ rect: Rect) -> BezierPath { BezierPath.roundedRect(rect, cornerRadius: 4) }

  @Test func presentationFadesTheOverlayThenTheSkipControl() {
    let presenter = Self.presenter()
    presenter.start(time: 1)
    let first = presenter.scene(at: 1)
    #expect(first.overlay.opacity == .transparent)
    #expect(first.coachMark == nil)
    #expect(first.skipControl?.opacity == .transparent)
    #expect(first.isTransitioning)
    #expect(first.stepIndex == 0)
    #expect(first.overlay.cutouts == [Self.cutout(Rect(x: 4, y: 48, width: 52, height: 52))])

    let overlayDone = presenter.scene(at: 1.3125)
    #expect(overlayDone.overlay.opacity == .opaque)
    #expect(overlayDone.skipControl?.opacity.value ?? 1 < 0.1)
    #expect(overlayDone.isTransitioning)

    let steady = presenter.scene(at: 2)
    #expect(!steady.isTransitioning)
    #expect(steady.overlay.opacity == .opaque)
    #expect(steady.overlay.color == RGBAColor(white: 0.9098, alpha: 0.65))
    // The skip control's 52×44 hit area sits 2 below the safe area's top, 10 from its trailing edge; the
    // 52×30 control is drawn in its middle.
    #expect(
      steady.skipControl
        == SceneSkipControl(
          frame: Rect(x: 328, y: 56, width: 52, height: 30), hitFrame: Rect(x: 328, y: 49, width: 52, height: 44),
          title: "Skip"))
    #expect(steady.progress == SceneProgress(frame: Rect(x: 171, y: 784, width: 48, height: 18), text: "1 of 3"))
    let mark = steady.coachMark
    #expect(mark?.opacity == .opaque)
    #expect(mark?.bodyFrame == Rect(x: 20, y: 109, width: 179, height: 44))
    #expect(mark?.position == .besideTarget)
    #expect(mark?.hint?.frame == Rect(x: 35, y: 119, width: 96, height: 18))
    #expect(mark?.separatorFrame == Rect(x: 141, y: 119, width: 1, height: 18))
    #expect(mark?.next?.frame == Rect(x: 152, y: 119, width: 32, height: 18))
    #expect(mark?.arrow == SceneArrow(frame: Rect(x: 22.5, y: 102, width: 15, height: 9), orientation: .up))
    #expect(mark?.arrow?.tip == Point(x: 30, y: 102))
    #expect(steady.interaction.targetIDs == ["back"])
    #expect(steady.interaction.targetFrames == [Rect(x: 8, y: 52, width: 44, height: 44)])
    #expect(
      steady.accessibilityElements.map(\.id) == ["coachMarkHint", "coachMarkNext", "skipButton", "coachMarkProgress"])
    #expect(steady.safeAreaInsets == Self.safeArea)
    #expect(presenter.scene(at: 2.5) == steady)
  }

  @Test func stepChangeMorphsTheCutoutAndSwapsCoachMarks() {
    let presenter = Self.presenter()
    presenter.start(time: 1)
    _ = presenter.scene(at: 2)
    presenter.show(stepAt: 1, time: 3)
    let start = presenter.scene(at: 3)
    #expect(start.stepIndex == 0)
    #expect(start.coachMark?.opacity == .opaque)
    #expect(start.coachMark?.bodyFrame == Rect(x: 20, y: 109, width: 179, height: 44))
    #expect(start.overlay.cutouts == [Self.cutout(Rect(x: 4, y: 48, width: 52, height: 52))])
    #expect(start.overlay.opacity == .opaque)
    #expect(start.isTransitioning)

    let incoming = presenter.scene(at: 3.5)
    #expect(incoming.stepIndex == 1)
    #expect(incoming.overlay.cutouts == [Self.cutout(Rect(x: 336, y: 220, width: 52, height: 52))])
    #expect(incoming.coachMark.map { $0.opacity.value > 0 && $0.opacity.value < 1 } == true)
    #expect(incoming.isTransitioning)

    let steady = presenter.scene(at: 4)
    #expect(!steady.isTransitioning)
    #expect(steady.coachMark?.opacity == .opaque)
    #expect(steady.coachMark?.bodyFrame == Rect(x: 191, y: 281, width: 179, height: 44))
    #expect(steady.coachMark?.arrow?.frame == Rect(x: 354.5, y: 274, width: 15, height: 9))
    #expect(steady.progress?.text == "2 of 3")
  }

  @Test func dismissalFadesEverythingOut() {
    let presenter = Self.presenter()
    presenter.start(time: 1)
    _ = presenter.scene(at: 2)
    presenter.dismiss(time: 3)
    let start = presenter.scene(at: 3)
    #expect(start.overlay.opacity == .opaque)
    #expect(start.isTransitioning)
    let end = presenter.scene(at: 4)
    #expect(end.stepIndex == nil)
    #expect(end.coachMark == nil)
    #expect(end.overlay.opacity == .transparent)
    #expect(presenter.currentIndex == nil)
  }

  @Test func scrolledTargetIsFollowedWithoutATransition() throws {
    let presenter = Self.presenter()
    presenter.start(at: 1, time: 1)
    _ = presenter.scene(at: 2)
    try presenter.updateTree { try $0.scroll("list", to: Point(x: 0, y: 60)) }
    let scene = presenter.scene(at: 2.5)
    #expect(!scene.isTransitioning)
    #expect(scene.overlay.cutouts == [Self.cutout(Rect(x: 336, y: 160, width: 52, height: 52))])
    #expect(scene.coachMark?.bodyFrame == Rect(x: 191, y: 221, width: 179, height: 44))
    #expect(scene.coachMark?.hint?.frame == Rect(x: 206, y: 231, width: 96, height: 18))
    #expect(scene.interaction.targetFrames == [Rect(x: 340, y: 164, width: 44, height: 44)])
  }

  @Test func replacedTargetIsLaidOutForTheNewElement() {
    var graph = SceneGraph.sampleListScreen()
    graph.setAlias("item.7", to: "row.2")
    let presenter = Self.presenter(graph, steps: [CoachMark(target: "item.7", hint: "Item", nextText: nil)])
    presenter.start(time: 0)
    let before = presenter.scene(at: 1)
    #expect(before.interaction.targetFrames == [Rect(x: 0, y: 216, width: 390, height: 60)])
    presenter.updateTree { $0.setAlias("item.7", to: "row.5") }
    let after = presenter.scene(at: 1.5)
    #expect(after.interaction.targetIDs == ["item.7"])
    #expect(after.interaction.targetFrames == [Rect(x: 0, y: 396, width: 390, height: 60)])
    #expect(after.overlay.cutouts == [Self.cutout(Rect(x: -4, y: 392, width: 398, height: 68))])
    #expect(after.coachMark?.arrow?.frame.minY == 462)
  }

  @Test func hiddenTargetLeavesACentredCoachMark() throws {
    let presenter = Self.presenter(
      steps: [CoachMark(target: "back", hint: "Hi", nextText: nil)],
      options: TourPresenterOptions(skipControl: nil))
    presenter.start(time: 0)
    _ = presenter.scene(at: 1)
    try presenter.updateTree { try $0.setHidden(true, for: "navigationBar") }
    let scene = presenter.scene(at: 2)
    #expect(scene.overlay.cutouts.isEmpty)
    #expect(scene.coachMark?.arrow == nil)
    #expect(scene.coachMark?.bodyFrame == Rect(x: 172, y: 400, width: 46, height: 44))
  }

  static func rotate(_ presenter: TourPresenter<SceneGraph>) throws {
    try presenter.updateTree { try $0.move("screen", to: Rect(x: 0, y: 0, width: 844, height: 390)) }
    try presenter.updateTree { try $0.move("title", to: Rect(x: 347, y: 8, width: 150, height: 44)) }
  }

  @Test func rotationHidesTheCoachMarkAndRestoresItAtTheNewLayout() throws {
    let presenter = Self.presenter(
      steps: [CoachMark.makeCoachMark(for: "title", hint: "Title")], options: TourPresenterOptions())
    presenter.start(time: 0)
    let portrait = presenter.scene(at: 1)
    #expect(portrait.coachMark?.bodyFrame == Rect(x: 133.5, y: 109, width: 123, height: 44))
    try Self.rotate(presenter)
    let during = presenter.scene(at: 2)
    #expect(during.size == Size(width: 844, height: 390))
    #expect(during.coachMark == nil)
    #expect(during.isTransitioning)
    #expect(during.overlay.cutouts == [Self.cutout(Rect(x: 343, y: 4, width: 158, height: 52))])
    #expect(presenter.scene(at: 2.25).coachMark == nil)
    let after = presenter.scene(at: 2.75)
    #expect(!after.isTransitioning)
    #expect(after.coachMark?.opacity == .opaque)
    #expect(after.coachMark?.bodyFrame == Rect(x: 360.5, y: 65, width: 123, height: 44))
    #expect(after.coachMark?.arrow?.frame == Rect(x: 414.5, y: 58, width: 15, height: 9))
    #expect(after.skipControl?.frame == Rect(x: 782, y: 9, width: 52, height: 30))
  }

  @Test func rotationCanMoveTheCoachMarkWithTheMorph() throws {
    let presenter = Self.presenter(
      steps: [CoachMark.makeCoachMark(for: "title", hint: "Title")],
      options: TourPresenterOptions(sizeTransition: .moveWithMorph(duration: 0.5)))
    presenter.start(time: 0)
    _ = presenter.scene(at: 1)
    try Self.rotate(presenter)
    let during = presenter.scene(at: 2)
    #expect(during.isTransitioning)
    #expect(during.coachMark?.opacity == .opaque)
    #expect(during.coachMark?.bodyFrame == Rect(x: 360.5, y: 65, width: 123, height: 44))
    #expect(during.coachMark?.transform == AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: -227, ty: 44))
    #expect(during.overlay.cutouts == [Self.cutout(Rect(x: 116, y: 48, width: 158, height: 52))])
    let after = presenter.scene(at: 2.5)
    #expect(!after.isTransitioning)
    #expect(after.coachMark?.transform == .identity)
    #expect(after.overlay.cutouts == [Self.cutout(Rect(x: 343, y: 4, width: 158, height: 52))])
  }

  @Test func rightToLeftMirrorsTheBodyAndTheSkipControl() {
    let presenter = Self.presenter(
      steps: [CoachMark.makeCoachMark(for: "back", hint: "Go back here")],
      options: TourPresenterOptions(layoutDirection: .rightToLeft))
    presenter.start(time: 0)
    let scene = presenter.scene(at: 1)
    #expect(scene.layoutDirection == .rightToLeft)
    #expect(scene.coachMark?.bodyFrame == Rect(x: 20, y: 109, width: 179, height: 44))
    #expect(scene.coachMark?.next?.frame == Rect(x: 35, y: 119, width: 32, height: 18))
    #expect(scene.coachMark?.separatorFrame == Rect(x: 77, y: 119, width: 1, height: 18))
    #expect(scene.coachMark?.hint?.frame == Rect(x: 88, y: 119, width: 96, height: 18))
    #expect(scene.skipControl?.frame == Rect(x: 10, y: 9, width: 52, height: 30))
  }

  @Test func multipleHighlightsOpenEveryTargetAndAnchorToTheirUnion() {
    let presenter = Self.presenter()
    presenter.start(at: 2, time: 0)
    let scene = presenter.scene(at: 1)
    #expect(
      scene.overlay.cutouts == [
        Self.cutout(Rect(x: -4, y: 757, width: 105.5, height: 57)),
        Self.cutout(Rect(x: 93.5, y: 757, width: 105.5, height: 57)),
      ])
    #expect(scene.overlay.region.containsOpening(at: Point(x: 50, y: 780)))
    #expect(scene.overlay.region.containsOpening(at: Point(x: 150, y: 780)))
    #expect(scene.overlay.region.containsOpening(at: Point(x: 97.5, y: 780)))
    #expect(scene.overlay.region.isDimmed(at: Point(x: 300, y: 780)))
    #expect(scene.coachMark?.bodyFrame == Rect(x: 40, y: 704, width: 115, height: 44))
    #expect(scene.coachMark?.arrow == SceneArrow(frame: Rect(x: 90, y: 746, width: 15, height: 9), orientation: .down))
    #expect(scene.interaction.targetIDs == ["tab.0", "tab.1"])
    #expect(scene.progress?.text == "3 of 3")
  }

  @Test func darkModeAndCustomOverlayColours() {
    let dark = Self.presenter(options: TourPresenterOptions(colorScheme: .dark))
    dark.start(time: 0)
    #expect(dark.scene(at: 1).overlay.color == RGBAColor(white: 0.196, alpha: 0.75))
    let custom = Self.presenter(
      options: TourPresenterOptions(
        overlay: OverlayFill(
          color: .custom(RGBAColor(white: 0, alpha: 0.7)),
          blur: OverlayBlur(style: .dark, isReduceTransparencyEnabled: true))))
    custom.start(time: 0)
    let scene = custom.scene(at: 1)
    #expect(scene.overlay.color == RGBAColor(white: 0, alpha: 0.7))
    #expect(scene.overlay.blur?.isReplacedByColor == true)
  }

  @Test func interactionFlagsComeFromTheCoachMark() {
    var mark = CoachMark.makeCoachMark(for: "back")
    mark.isUserInteractionEnabledInsideCutoutPath = true
    mark.forwardingRegion = .targetBounds
    mark.isOverlayInteractionEnabled = false
    let presenter = Self.presenter(steps: [mark])
    presenter.start(time: 0)
    let interaction = presenter.scene(at: 1).interaction
    #expect(interaction.allowsInteractionInsideCutout)
    #expect(!interaction.isOverlayInteractionEnabled)
    #expect(interaction.forwardingRegion == .targetBounds)
    #expect(!interaction.forwardsAllTouches)
  }

  @Test func highlightIsSharedByBodyAndArrow() {
    let presenter = Self.presenter()
    presenter.start(time: 0)
    presenter.isCoachMarkHighlighted = true
    let mark = presenter.scene(at: 1).coachMark
    #expect(mark?.isHighlighted == true)
    #expect(mark?.arrow?.isHighlighted == true)
  }

  @Test func followsAController() throws {
    let controller = TourController<CoachMark>(
      steps: Self.steps.enumerated().map { TourStep(id: "step\($0.offset)", content: $0.element, hasCompanion: true) },
      configuration: TourControllerConfiguration(transitions: .immediate))
    let presenter = Self.presenter(steps: [])
    presenter.follow(controller)
    #expect(presenter.scene(at: 0).stepIndex == nil)
    try controller.start()
    #expect(controller.currentIndex == 0)
    _ = presenter.scene(at: 1)
    #expect(presenter.scene(at: 2).coachMark?.bodyFrame == Rect(x: 20, y: 109, width: 179, height: 44))
    try controller.next()
    #expect(presenter.scene(at: 3).isTransitioning)
    #expect(presenter.scene(at: 4).stepIndex == 1)
    controller.stop()
    _ = presenter.scene(at: 5)
    #expect(presenter.scene(at: 6).stepIndex == nil)
  }
}
