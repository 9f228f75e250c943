#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarHostTree
  import LodestarSwiftUI
  import LodestarViewModel
  import SwiftUI

  /// The taps the app's own views got.
  @MainActor
  final class AppTaps {
    var names: [String] = []
  }

  /// An app's screen: a save and a share button, each marked as a tour target and tappable, with the tour over it.
  struct SampleScreen: View {
    let presenter: TourPresenter<SceneGraph>
    let taps: AppTaps

    var body: some View {
      ZStack {
        Color(red: 0.2, green: 0.4, blue: 0.8)
          .frame(width: 100, height: 44)
          .tourTarget("save")
          .onTapGesture { _ in taps.names.append("save") }
          .position(x: 80, y: 140)
        Color(red: 0.2, green: 0.6, blue: 0.3)
          .frame(width: 120, height: 44)
          .tourTarget("share")
          .onTapGesture { _ in taps.names.append("share") }
          .position(x: 300, y: 600)
      }
      .tourOverlay(presenter)
    }
  }
#endif
