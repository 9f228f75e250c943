import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarViewModel
import Testing

/// A coach-mark step names its target once, in its coach mark (issue 29, item 8): the presenter the
/// controller follows finds it, so the controller waits for it, and a step whose target never comes says so.
@MainActor
@Suite struct CoachMarkTargetTests {
  static func tour(_ targets: [String?]) -> (TourPresenter<SceneGraph>, TourController<CoachMark>, ManualClock) {
    let presenter = TourPresenter(tree: SceneGraph.sampleListScreen())
    let steps = targets.enumerated().map { index, target in
      TourStep(id: "s\(index)", content: CoachMark(target: target.map { ElementID($0) }, hint: "Hint \(index)"))
    }
    let clock = ManualClock()
    let controller = TourController(steps: steps, clock: clock)
    presenter.follow(controller)
    return (presenter, controller, clock)
  }

  @Test func theCoachMarksTargetIsTheStepsTarget() throws {
    let (presenter, controller, _) = Self.tour(["back", "tab.0"])
    try controller.start()
    #expect(controller.currentTarget?.value(as: ElementID.self) == "back")
    _ = presenter.scene(at: 0)
    let scene = presenter.scene(at: 1)
    #expect(scene.overlay.openings.count == 1)
    try controller.next()
    #expect(controller.currentTarget?.value(as: ElementID.self) == "tab.0")
  }

  @Test func aHiddenTargetIsWaitedForThenShown() throws {
    let (presenter, controller, clock) = Self.tour(["back", "tab.0"])
    try presenter.updateTree { try $0.modify("tab.0") { $0.isHidden = true } }
    try controller.start()
    try controller.next()
    #expect(controller.isWaitingForTarget && controller.onScreenIndex == nil)
    clock.advance(by: .milliseconds(500))
    // The tree's change is the controller's cue: no refresh() of the app's.
    try presenter.updateTree { try $0.modify("tab.0") { $0.isHidden = false } }
    #expect(controller.onScreenIndex == 1)
    #expect(controller.currentTarget?.value(as: ElementID.self) == "tab.0")
  }

  @Test func aTargetThatNeverComesSkipsTheStepAndSaysSo() throws {
    let (presenter, controller, clock) = Self.tour(["back", "nowhere", "tab.0"])
    var missing: [TourEvent] = []
    let plugin = EventRecorder { if case .stepTargetMissing = $0 { missing.append($0) } }
    controller.register(plugin)
    try controller.start()
    try controller.next()
    clock.advance(by: .seconds(1))
    #expect(controller.onScreenIndex == 2)
    #expect(missing == [.stepTargetMissing(index: 1, cause: .notFound, policy: .skip)])
    _ = presenter.scene(at: 0)
    #expect(presenter.scene(at: 5).progress?.text == "3 of 3")
  }

  @Test func aStepWithoutATargetShowsCentredAtOnce() throws {
    let (presenter, controller, _) = Self.tour([nil])
    try controller.start()
    #expect(controller.onScreenIndex == 0 && controller.currentTarget == nil)
    _ = presenter.scene(at: 0)
    #expect(presenter.scene(at: 1).overlay.openings.isEmpty)
  }

  @Test func aControllersOwnContentTargetIsKept() throws {
    let presenter = TourPresenter(tree: SceneGraph.sampleListScreen())
    let controller = TourController(steps: [TourStep(id: "a", content: CoachMark(target: "nowhere", hint: "A"))])
    controller.contentTarget = { _ in nil }
    presenter.follow(controller)
    try controller.start()
    // The app's resolver says "no target": the step shows at once, without waiting for "nowhere".
    #expect(controller.onScreenIndex == 0 && !controller.isWaitingForTarget)
  }
}

/// A plugin that passes each event to a closure.
@MainActor
final class EventRecorder: TourPlugin {
  let onEvent: (TourEvent) -> Void
  init(_ onEvent: @escaping (TourEvent) -> Void) { self.onEvent = onEvent }
  func handle(_ event: TourEvent, context: TourPluginContext) { onEvent(event) }
  func tearDown() {}
}
