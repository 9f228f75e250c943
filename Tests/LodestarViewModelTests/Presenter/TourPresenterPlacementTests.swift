import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarViewModel
import Testing

/// Placements, custom slots and caching, over the phone screen with the same text metrics.
@MainActor
@Suite struct TourPresenterPlacementTests {
  static func presenter(_ steps: [CoachMark]) -> TourPresenter<SceneGraph> {
    PresenterFixture.presenter(
      steps: steps, measurer: PresenterFixture.monospaced,
      options: TourPresenterOptions(safeAreaInsets: PresenterFixture.phoneSafeArea))
  }

  @Test func anchoredPlacementPutsTheBodyBelowTheOpening() {
    let presenter = Self.presenter([
      CoachMark(target: "back", hint: "Go back here", layout: CoachMarkLayoutOptions(placement: .anchored(.bottom)))
    ])
    let mark = presenter.scene(at: 1).coachMark
    #expect(mark?.bodyFrame == Rect(x: 20, y: 109, width: 179, height: 44))
    #expect(mark?.arrow?.orientation == .up)
    #expect(mark?.arrow?.frame.minY == 102)
  }

  @Test func explicitArrowOrientationPlacesTheBodyAbove() {
    var step = CoachMark.makeCoachMark(for: "row.2.accessory", hint: "Open details")
    step.arrowOrientation = .down
    let mark = Self.presenter([step]).scene(at: 1).coachMark
    // The opening is (336, 220, 52, 52): the arrow ends 2 above it, the body overlaps the arrow by 2.
    #expect(mark?.arrow == SceneArrow(frame: Rect(x: 354.5, y: 209, width: 15, height: 9), orientation: .down))
    #expect(mark?.bodyFrame == Rect(x: 191, y: 167, width: 179, height: 44))
  }

  @Test func customBodyIsASlotOfTheReportedSize() {
    let slot = SceneSlot(id: "card", size: Size(width: 200, height: 100))
    let presenter = Self.presenter([
      CoachMark(target: "back", hint: "Card", appearance: CoachMarkAppearance(body: .custom(slot)))
    ])
    let scene = presenter.scene(at: 1)
    #expect(scene.coachMark?.bodyFrame == Rect(x: 20, y: 109, width: 200, height: 100))
    #expect(scene.coachMark?.customBody == slot)
    #expect(scene.coachMark?.hint == nil)
    #expect(scene.accessibilityElements.map(\.id) == ["coachMarkBody", "skipButton", "coachMarkProgress"])
  }

  @Test func displayedOverTheCutoutHasNoArrow() {
    let presenter = Self.presenter([
      CoachMark(
        target: "row.2.accessory", hint: "Open details", layout: CoachMarkLayoutOptions(isDisplayedOverCutoutPath: true)
      )
    ])
    let mark = presenter.scene(at: 1).coachMark
    #expect(mark?.arrow == nil)
    // Centred on the opening (336, 220, 52, 52): 44 tall (the minimum touch target), from 224.
    #expect(mark?.bodyFrame == Rect(x: 191, y: 224, width: 179, height: 44))
    #expect(mark?.position == .overTarget)
  }

  @Test func fixedCutoutFromAFrame() {
    let presenter = Self.presenter([
      CoachMark.makeCoachMark(forFrame: Rect(x: 30, y: 400, width: 50, height: 50), hint: "Here")
    ])
    let scene = presenter.scene(at: 1)
    #expect(
      scene.overlay.cutouts == [BezierPath.roundedRect(Rect(x: 26, y: 396, width: 58, height: 58), cornerRadius: 4)])
    #expect(scene.interaction.targetIDs.isEmpty)
    #expect(scene.coachMark?.arrow?.tip == Point(x: 55, y: 456))
  }

  @Test func unrelatedChangesKeepTheScene() throws {
    let presenter = Self.presenter(TourPresenterTests.steps)
    let before = presenter.scene(at: 1)
    try presenter.updateTree { try $0.move("title", to: Rect(x: 100, y: 52, width: 190, height: 44)) }
    #expect(presenter.scene(at: 2) == before)
  }

  @Test func targetMovingDuringAStepChangeRetargetsTheMorph() throws {
    let presenter = Self.presenter(TourPresenterTests.steps)
    _ = presenter.scene(at: 1)
    presenter.show(stepAt: 1, time: 2)
    _ = presenter.scene(at: 2.1)
    try presenter.updateTree { try $0.scroll("list", to: Point(x: 0, y: 60)) }
    let scene = presenter.scene(at: 3)
    #expect(
      scene.overlay.cutouts == [BezierPath.roundedRect(Rect(x: 336, y: 160, width: 52, height: 52), cornerRadius: 4)])
    #expect(scene.coachMark?.bodyFrame == Rect(x: 191, y: 221, width: 179, height: 44))
  }
}
