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

// Show the tour once: the launcher asks the eligibility center, starts the tour and records how it ended.
let center = EligibilityCenter(store: InMemoryEligibilityStore())
try await center.configure()
try await center.register([EligibilityItem(id: "first-tour", options: EligibilityOptions(maxDisplayCount: 1))])
let launcher = EligibleTourLauncher(center: center)
try await launcher.startIfEligible(controller, id: "first-tour")

// Ask for a scene every frame: at 0 the overlay starts fading in, at 1 the step is steady.
_ = presenter.scene(at: 0)
let scene = presenter.scene(at: 1)
print(scene.stepIndex ?? -1, scene.coachMark?.hint?.text.lineTexts ?? [])  // 0 ["Tap your photo to change it."]

// Draw it: an SVG of the scene over the screen's elements (open it in a browser).
let svg = SVGRenderer().document(for: scene, over: ScreenElementBox.boxes(of: screen)).serialized()
let file = FileManager.default.temporaryDirectory.appendingPathComponent("first-tour.svg")
try svg.write(to: file, atomically: true, encoding: .utf8)

// A tap on the coach mark goes through the scene's hit-testing to the next control.
controller.handleTap(at: scene.coachMark?.bodyFrame.center ?? .zero, in: scene)
_ = presenter.scene(at: 2)
let second = presenter.scene(at: 3)
print(second.progress?.text ?? "")  // 2 of 3

// The skip control ends the tour; the launcher records it, and the tour does not show again.
controller.handleTap(at: second.skipControl?.frame.center ?? .zero, in: second)
await launcher.waitForRecordings()
// Prints notEligible(invalidated(displayCountExceeded)).
print(try await launcher.startIfEligible(controller, id: "first-tour"))
