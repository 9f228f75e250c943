import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarViewModel
import Testing

/// Taps on a custom body and a custom skip view reach the tour through their control regions (issue 16,
/// item 2).
@MainActor
@Suite struct CustomControlTapTests {
  static func tour(
    body control: SlotControlRegion, skip skipControl: SlotControlRegion = .wholeSlot
  ) -> (TourPresenter<SceneGraph>, TourController<CoachMark>) {
    let card = SceneSlot(id: "card", size: Size(width: 200, height: 80), control: control)
    let close = SceneSlot(id: "close", size: Size(width: 80, height: 30), control: skipControl)
    let presenter = TourPresenter(
      tree: SceneGraph.sampleListScreen(),
      options: TourPresenterOptions(skipControl: SkipControlOptions(customView: close)))
    let steps = ["back", "row.2.accessory", "tab.0"].enumerated().map { index, target in
      TourStep(
        id: "s\(index)",
        content: CoachMark(target: ElementID(target), appearance: CoachMarkAppearance(body: .custom(card))),
        hasCompanion: true)
    }
    let controller = TourController(steps: steps, clock: ManualClock())
    presenter.follow(controller)
    return (presenter, controller)
  }

  static func settled(_ presenter: TourPresenter<SceneGraph>) -> TourScene {
    _ = presenter.scene(at: 0)
    return presenter.scene(at: 5)
  }

  @Test func aTapOnACustomBodyGoesToTheNextStep() throws {
    let (presenter, controller) = Self.tour(body: .wholeSlot)
    try controller.start()
    let scene = Self.settled(presenter)
    let body = try #require(scene.coachMark?.bodyFrame)
    #expect(controller.handleTap(at: body.center, in: scene) == .nextControl)
    #expect(controller.currentIndex == 1)
  }

  @Test func onlyTheBodysControlRegionGoesToTheNextStep() throws {
    let (presenter, controller) = Self.tour(body: .rect(Rect(x: 140, y: 50, width: 60, height: 30)))
    try controller.start()
    let scene = Self.settled(presenter)
    let body = try #require(scene.coachMark?.bodyFrame)
    #expect(controller.handleTap(at: Point(x: body.minX + 10, y: body.minY + 10), in: scene) == .body)
    #expect(controller.currentIndex == 0)
    #expect(controller.handleTap(at: Point(x: body.maxX - 10, y: body.maxY - 10), in: scene) == .nextControl)
    #expect(controller.currentIndex == 1)

    let (nonePresenter, noneController) = Self.tour(body: .none)
    try noneController.start()
    let noneScene = Self.settled(nonePresenter)
    let noneBody = try #require(noneScene.coachMark?.bodyFrame)
    #expect(noneController.handleTap(at: noneBody.center, in: noneScene) == .body)
    #expect(noneController.currentIndex == 0)
  }

  @Test func onlyTheSkipViewsControlRegionSkips() throws {
    let (presenter, controller) = Self.tour(body: .wholeSlot, skip: .rect(Rect(x: 50, y: 0, width: 30, height: 30)))
    try controller.start()
    let scene = Self.settled(presenter)
    let skip = try #require(scene.skipControl?.frame)
    #expect(controller.handleTap(at: Point(x: skip.minX + 5, y: skip.midY), in: scene) == .skipView)
    #expect(controller.isStarted)
    #expect(controller.handleTap(at: Point(x: skip.maxX - 5, y: skip.midY), in: scene) == .skipControl)
    #expect(!controller.isStarted && controller.machine.lastDismissal?.reason == .skipped)
  }
}
