import Foundation
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

// Start, then ask for a scene every frame: at 0 the overlay starts fading in, at 1 the step is steady.
try controller.start()
_ = presenter.scene(at: 0)
let scene = presenter.scene(at: 1)
print(scene.stepIndex ?? -1, scene.coachMark?.hint?.text.lineTexts ?? [])  // 0 ["Tap your photo to change it."]

// Draw it: an SVG of the scene over the screen's elements (open it in a browser).
let svg = SVGRenderer().document(for: scene, over: ScreenElementBox.boxes(of: screen)).serialized()
let file = FileManager.default.temporaryDirectory.appendingPathComponent("first-tour.svg")
try svg.write(to: file, atomically: true, encoding: .utf8)
