import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarViewModel
import Testing

/// Input routing and accessibility on scenes a ``TourPresenter`` composes over the phone screen.
@MainActor
@Suite struct PresenterInputTests {
  static func presenter(insideCutout: Bool = false) -> TourPresenter<SceneGraph> {
    let steps = [
      CoachMark(
        target: "row.3", hint: "Open a row to see details.",
        interaction: CoachMarkInteraction(isUserInteractionEnabledInsideCutoutPath: insideCutout)),
      CoachMark(target: "back", hint: "Go back from here."),
    ]
    return PresenterFixture.presenter(steps: steps)
  }

  /// The centre of row 3 (0,276,390,60) in overlay space.
  static let rowCenter = Point(x: 195, y: 306)

  @Test func aSteadyStepRoutesToTheNextControlAndBlocksTheTarget() throws {
    let scene = Self.presenter().scene(at: 10)
    #expect(!scene.isTransitioning)
    let body = try #require(scene.coachMark?.bodyFrame)
    #expect(scene.hitTest(body.center) == .nextControl)
    #expect(scene.hitTest(Self.rowCenter) == .overlay)
    #expect(scene.hitTest(Point(x: 500, y: 10)) == nil)
  }

  @Test func touchesReachTheTargetWhenTheStepAllowsIt() {
    let scene = Self.presenter(insideCutout: true).scene(at: 10)
    #expect(scene.hitTest(Self.rowCenter) == .target("row.3"))
    #expect(scene.focusableControls(includingTargets: true).last == .target("row.3"))
  }

  @Test func theAppearanceBlocksEveryTouch() throws {
    let presenter = Self.presenter(insideCutout: true)
    let scene = presenter.scene(at: 0.05)
    #expect(scene.isTransitioning)
    let body = try #require(presenter.scene(at: 10).coachMark?.bodyFrame)
    #expect(scene.hitTest(body.center) == .overlay)
    #expect(scene.hitTest(Self.rowCenter) == .overlay)
  }

  @Test func eachStepIsAnnouncedOnce() {
    let presenter = Self.presenter()
    var announcer = StepAnnouncer()
    var announcements: [String?] = []
    for time in [0.0, 0.05, 1, 10] {
      announcements.append(announcer.announcement(for: presenter.scene(at: time).accessibility()))
    }
    presenter.show(stepAt: 1, time: 11)
    for time in [11.0, 11.1, 20] {
      announcements.append(announcer.announcement(for: presenter.scene(at: time).accessibility()))
    }
    #expect(
      announcements == [
        // Nothing until the coach mark appears; the outgoing step's frames do not announce the next one.
        nil, "Step 1 of 2. Open a row to see details.", nil, nil, nil, nil, "Step 2 of 2. Go back from here.",
      ])
  }

  @Test func theSteadySceneReadsHintThenNext() {
    let model = Self.presenter().scene(at: 10).accessibility()
    let parts = model.elements.map(\.part)
    #expect(Array(parts.prefix(2)) == [.hint, .nextControl])
    #expect(model.element(for: .hint)?.label == "Open a row to see details.")
    #expect(model.element(for: .nextControl)?.label == "Next")
    #expect(model.element(for: .nextControl)?.hint == "Goes to step 2 of 2.")
  }
}
