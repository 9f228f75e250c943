#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarHostTree
  import LodestarSwiftUI
  import LodestarViewModel
  import SwiftUI

  // README's "In a SwiftUI app": the code between the markers, compiled against the SwiftUI declarations (as app
  // code: Scripts/check-platform-interfaces reads this file) and run by SwiftUIExampleRunTests.swift.

  // README SwiftUI example begins
  let saveStep = TourStep(target: "save", hint: "Saves your draft.")

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
#endif
