#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarHostTree
  import LodestarSwiftUI
  import LodestarViewModel
  import SwiftUI
  import Testing

  // README's "In a SwiftUI app": the code between the markers, compiled against the SwiftUI declarations and run.

  // README SwiftUI example begins
  let saveStep = TourStep(id: "save", content: CoachMark(target: "save", hint: "Saves your draft."))

  @MainActor final class Onboarding {
    let controller = TourController(steps: [saveStep])
    let presenter = TourPresenter(tree: SceneGraph())
    init() { presenter.follow(controller) }
  }

  struct EditorView: View {
    let onboarding: Onboarding
    var body: some View {
      ZStack { Text(verbatim: "Save").frame(width: 80, height: 44).tourTarget("save") }
        .tourOverlay(onboarding.presenter)
    }
  }
  // README SwiftUI example ends

  @MainActor
  @Suite struct ReadmeExampleTests {
    @Test func theSwiftUIExampleShowsItsStep() throws {
      let onboarding = Onboarding()
      try onboarding.controller.start()
      let start = Date()
      _ = _render(EditorView(onboarding: onboarding), size: CGSize(width: 390, height: 844), date: start)
      let recording = _render(
        EditorView(onboarding: onboarding), size: CGSize(width: 390, height: 844), date: start.addingTimeInterval(5))
      let texts = recording.canvases.last?.calls.compactMap { call -> String? in
        if case .text(let text, _) = call.kind { text._string } else { nil }
      }
      #expect(texts == ["Saves your draft.", "Next", "1 of 1", "Skip"])
      #expect(onboarding.controller.currentIndex == 0)
    }
  }
#endif
