import Lodestar
import LodestarTesting

// LodestarTesting's sample profile screen, 390×844 points: a navigation bar, the avatar, three stats,
// a settings list and a tab bar. Your app describes its own screen as a HostTree.
let screen = SceneGraph.sampleProfileScreen()
let presenter = TourPresenter(tree: screen)

// Three steps, each a coach mark on an element of the screen, found by the presenter the
// controller follows.
func step(_ target: ElementID, _ hint: String) -> TourStep<CoachMark> {
  TourStep(id: target.rawValue, content: CoachMark(target: target, hint: hint))
}
let controller = TourController(steps: [
  step("profile.avatar", "Tap your photo to change it."),
  step("nav.edit", "Edit your name and bio here."),
  step("stats.followers", "See who follows you."),
])
presenter.follow(controller)
print(controller.stepCount)  // 3
