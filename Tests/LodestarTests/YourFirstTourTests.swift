import Foundation
import Lodestar
import LodestarTesting
import Testing

// The code of the DocC tutorial "Your first tour" (Lodestar.docc/YourFirstTour.tutorial): each step's file in
// Lodestar.docc/Resources is exactly the code between the snippet markers of the same name here (minus the
// file's `import` lines), which `Scripts/docs --check` verifies.
@MainActor
@Suite struct YourFirstTourTests {
  @Test func step1() async throws {
    // snippet your-first-tour-01 begins
    // LodestarTesting's sample profile screen, 390×844 points: a navigation bar, the avatar, three stats,
    // a settings list and a tab bar. Your app describes its own screen as a HostTree.
    let screen = SceneGraph.sampleProfileScreen()
    let presenter = TourPresenter(tree: screen)
    print(screen.rootIDs, presenter.stepCount)  // [profile] 0
    // snippet your-first-tour-01 ends
    #expect(screen.rootIDs == ["profile"] && presenter.stepCount == 0)
  }

  @Test func step2() async throws {
    // snippet your-first-tour-02 begins
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
    // snippet your-first-tour-02 ends
    #expect(controller.stepCount == 3 && presenter.stepCount == 3)
  }

  @Test func step3() async throws {
    // snippet your-first-tour-03 begins
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
    // snippet your-first-tour-03 ends
    #expect(scene.stepIndex == 0 && scene.coachMark?.hint?.text.lineTexts == ["Tap your photo to change it."])
    #expect(try String(contentsOf: file, encoding: .utf8) == svg && svg.contains("evenodd"))
    try? FileManager.default.removeItem(at: file)
  }

  @Test func step4() async throws {
    // snippet your-first-tour-04 begins
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
    // snippet your-first-tour-04 ends
    #expect(second.progress?.text == "2 of 3" && !controller.isStarted)
    #expect(
      try await launcher.startIfEligible(controller, id: "first-tour")
        == .notEligible(.invalidated(.displayCountExceeded)))
    try? FileManager.default.removeItem(at: file)
  }
}
