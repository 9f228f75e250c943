import Lodestar
import LodestarTesting

// LodestarTesting's sample profile screen, 390×844 points: a navigation bar, the avatar, three stats,
// a settings list and a tab bar. Your app describes its own screen as a HostTree.
let screen = SceneGraph.sampleProfileScreen()
let presenter = TourPresenter(tree: screen)

// Three steps, each a coach mark on an element of the screen, named once: the presenter the
// controller follows finds the element in its tree.
let controller = TourController(steps: [
  TourStep(target: "profile.avatar", hint: "Tap your photo to change it."),
  TourStep(target: "nav.edit", hint: "Edit your name and bio here."),
  TourStep(target: "stats.followers", hint: "See who follows you."),
])
presenter.follow(controller)
print(controller.stepCount)  // 3
