import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarViewModel
import Testing

/// A step paused from `willShowStep` is not drawn until the tour resumes (issue 29, item 2), and
/// `updateCurrentStep` reaches the screen (item 3).
@MainActor
@Suite struct FollowedStepChangesTests {
  /// Pauses the tour when step `index` is about to show.
  final class PausingDelegate: TourControllerDelegate {
    let index: Int
    init(index: Int) { self.index = index }
    func tourController(_ controller: TourController<CoachMark>, willShowStep content: inout CoachMark, at index: Int) {
      if index == self.index { controller.pause(.hideNothing) }
    }
  }

  static func tour() -> (TourPresenter<SceneGraph>, TourController<CoachMark>, ManualClock) {
    let presenter = TourPresenter(tree: SceneGraph.sampleListScreen())
    let steps = ["back", "row.2.accessory", "tab.0"].enumerated().map { index, target in
      TourStep(
        id: "s\(index)", content: CoachMark(target: ElementID(target), hint: "Hint \(index)"), hasCompanion: true)
    }
    let clock = ManualClock()
    let controller = TourController(steps: steps, clock: clock)
    presenter.follow(controller)
    return (presenter, controller, clock)
  }

  @Test func aStepPausedBeforeItShowsIsNotDrawnUntilResume() throws {
    let (presenter, controller, _) = Self.tour()
    let delegate = PausingDelegate(index: 0)
    controller.delegate = delegate
    try controller.start()
    #expect(controller.machine.isHoldingAnnouncedStep)
    _ = presenter.scene(at: 0)
    #expect(presenter.scene(at: 5).coachMark == nil)
    controller.resume()
    _ = presenter.scene(at: 6)
    let scene = presenter.scene(at: 10)
    #expect(scene.coachMark?.hint?.text.lineTexts == ["Hint 0"])
    #expect(scene.stepIndex == 0)
  }

  @Test func aLaterStepPausedBeforeItShowsIsNotDrawnUntilResume() throws {
    let (presenter, controller, clock) = Self.tour()
    let delegate = PausingDelegate(index: 1)
    controller.delegate = delegate
    try controller.start()
    _ = presenter.scene(at: 0)
    #expect(presenter.scene(at: 5).stepIndex == 0)
    try controller.next()
    clock.advance(by: .seconds(5))
    #expect(controller.machine.isHoldingAnnouncedStep)
    _ = presenter.scene(at: 6)
    #expect(presenter.scene(at: 10).stepIndex != 1, "the held step is not drawn")
    controller.resume()
    _ = presenter.scene(at: 11)
    #expect(presenter.scene(at: 15).stepIndex == 1)
  }

  @Test func anEditWhilePausedShowsOnResume() throws {
    let (presenter, controller, _) = Self.tour()
    try controller.start()
    _ = presenter.scene(at: 0)
    #expect(presenter.scene(at: 5).coachMark?.hint?.text.lineTexts == ["Hint 0"])
    controller.pause(.hideNothing)
    try controller.updateCurrentStep { $0.hint = "Edited." }
    #expect(presenter.scene(at: 6).coachMark?.hint?.text.lineTexts == ["Hint 0"], "shown edited on resume")
    controller.resume()
    _ = presenter.scene(at: 7)
    #expect(presenter.scene(at: 12).coachMark?.hint?.text.lineTexts == ["Edited."])
  }
}
