import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarViewModel
import Testing

/// A step names its target once: `TourStep(target:hint:)` is a step on that element of the presenter's tree
/// (issue 39).
@MainActor
@Suite struct TourStepTargetTests {
  @Test func aStepNamedOnceShowsItsCoachMarkOnThatElement() throws {
    let step = TourStep(target: "profile.avatar", title: "You", hint: "Tap your photo to change it.")
    #expect(step.id == "profile.avatar")
    #expect(step.content.target == "profile.avatar")
    #expect(step.content.title == "You" && step.content.nextText == CoachMark.standardNextText)
    let screen = SceneGraph.sampleProfileScreen()
    let presenter = TourPresenter(tree: screen)
    let controller = TourController(steps: [step, TourStep(target: "nav.edit", hint: "Edit", nextText: nil)])
    presenter.follow(controller)
    try controller.start()
    _ = presenter.scene(at: 0)
    let scene = presenter.scene(at: 5)
    let avatar = try #require(screen.element("profile.avatar"))
    #expect(scene.interaction.targetIDs == ["profile.avatar"])
    #expect(scene.interaction.targetFrames == [avatar.frame])
    #expect(scene.coachMark?.hint?.text.lineTexts == ["Tap your photo to change it."])
    try controller.next()
    _ = presenter.scene(at: 6)
    let second = presenter.scene(at: 10)
    #expect(second.interaction.targetIDs == ["nav.edit"])
    #expect(second.coachMark?.next == nil)
  }

  /// Two steps on one element need different identities: the second one named only by its target is left out.
  @Test func aSecondStepOnTheSameElementIsADuplicate() {
    let controller = TourController(steps: [
      TourStep(target: "save", hint: "One"), TourStep(target: "save", hint: "Two"),
    ])
    #expect(controller.steps.count == 1)
    #expect(controller.rejectedSteps.count == 1)
  }
}
