import Foundation
import Lodestar
import Testing

/// Compiles and runs README's quick start. `Scripts/docs --check` verifies that the code between the markers
/// is exactly README's `swift` block under "## Quick start" (minus its leading `import` lines).
@MainActor
@Suite struct QuickStartTests {
  @Test func quickStartRuns() async throws {
    // Quick start begins
    // A screen with two targets, as a host tree (an app conforms its own view hierarchy to `HostTree`).
    let screen = SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement("photo", frame: Rect(x: 24, y: 120, width: 80, height: 80), accessibilityLabel: "Photo")
      SceneElement("save", frame: Rect(x: 270, y: 760, width: 96, height: 44), accessibilityLabel: "Save")
    }
    let presenter = TourPresenter(tree: screen)

    // A three-step tour as a step list; each step's content is a coach mark. The last one has no target.
    let controller = TourController(steps: [
      TourStep(id: "photo", content: CoachMark(target: "photo", hint: "Tap your photo to change it.")),
      TourStep(id: "save", content: CoachMark(target: "save", hint: "Save your changes here.")),
      TourStep(id: "done", content: CoachMark(hint: "You are all set.")),
    ])
    presenter.follow(controller)  // every scene(at:) shows the controller's step; a coach mark's target is its step's

    // Show once: the launcher starts the tour only while the center allows it, and records how it ended.
    // An app keeps the state in a file: `try FileEligibilityStore(applicationName: "MyApp")`.
    let center = EligibilityCenter(store: InMemoryEligibilityStore())
    try await center.configure()
    try await center.register([EligibilityItem(id: "profile-tour", options: EligibilityOptions(maxDisplayCount: 1))])
    let launcher = EligibleTourLauncher(center: center)
    print(try await launcher.startIfEligible(controller, id: "profile-tour"))  // started

    // Ask the presenter for a scene every frame (time in seconds); after the 0.3 s fade, step 1 is steady.
    _ = presenter.scene(at: 0)
    var scene = presenter.scene(at: 1)
    // A tap on the coach mark, routed through the scene's hit-testing: its body is the next control.
    let body = scene.coachMark?.bodyFrame ?? .zero
    print(controller.handleTap(at: body.center, in: scene) == .nextControl)  // true
    _ = presenter.scene(at: 2)  // the next frame starts the move to step 2
    scene = presenter.scene(at: 3)  // step 2 is steady
    print(controller.currentIndex ?? -1, scene.progress?.text ?? "")  // 1 2 of 3

    // Draw the scene as SVG over the screen's elements ...
    let svg = SVGRenderer().document(for: scene, over: ScreenElementBox.boxes(of: screen)).serialized()
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("lodestar-step-2.svg")
    try svg.write(to: file, atomically: true, encoding: .utf8)
    // ... or read it as values, back to front, as a UIKit or SwiftUI renderer does.
    for layer in scene.zOrder {
      switch layer {
      case .overlay: print("overlay: fill even-odd", scene.overlay.color, "openings", scene.overlay.openings.count)
      case .coachMark: print("body", scene.coachMark?.bodyFrame ?? .zero, scene.coachMark?.hint?.text.lineTexts ?? [])
      case .skipControl: print("skip", scene.skipControl?.title ?? "", scene.skipControl?.hitFrame ?? .zero)
      case .progress, .ornaments: break
      }
    }
    print(scene.accessibilityElements.map(\.label))  // what VoiceOver reads, in order

    // Skip: a tap on the skip control ends the tour; the launcher records it, so it does not show again.
    controller.handleTap(at: scene.skipControl?.frame.center ?? .zero, in: scene)
    await launcher.waitForRecordings()
    print(controller.isStarted, try await launcher.startIfEligible(controller, id: "profile-tour"))
    // Quick start ends
    #expect(scene.stepIndex == 1 && scene.progress?.text == "2 of 3")
    #expect(scene.coachMark?.hint?.text.lineTexts == ["Save your changes here."])
    #expect(scene.overlay.openings.count == 1 && scene.skipControl?.title == "Skip")
    #expect(scene.accessibilityElements.map(\.label) == ["Save your changes here.", "Next", "Skip", "2 of 3"])
    #expect(svg.contains("fill-rule=\"evenodd\"") && svg.contains("Save your changes here."))
    #expect(try String(contentsOf: file, encoding: .utf8) == svg)
    #expect(!controller.isStarted && controller.currentIndex == nil)
    let again = try await launcher.startIfEligible(controller, id: "profile-tour")
    #expect(again == .notEligible(.invalidated(.displayCountExceeded)))
    try? FileManager.default.removeItem(at: file)
  }
}
