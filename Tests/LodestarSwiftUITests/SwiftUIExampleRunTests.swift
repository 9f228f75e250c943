#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarViewModel
  import SwiftUI
  import Testing

  /// Runs README's "In a SwiftUI app" (ReadmeExampleTests.swift) through the evaluator.
  @MainActor
  @Suite struct SwiftUIExampleRunTests {
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
