#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarGeometry
  import LodestarHostTree
  import LodestarScene
  import LodestarText
  import LodestarViewModel
  import SwiftUI

  /// The overlay over the tour's host view: on every display refresh it gives the presenter the targets' frames
  /// and the reader's settings, asks for the scene at the frame's date and shows it.
  struct TourOverlayContent<Slot: View>: View {
    let presenter: TourPresenter<SceneGraph>
    let palette: DisplayPalette
    /// The host view's size: the overlay's.
    let size: Size
    /// The marked views' frames, in the host view's space.
    let targets: [TourTargetFrame]
    /// The marked views' accessibility focus, by identifier.
    let focus: [ElementID: AccessibilityFocusState<Bool>.Binding]
    /// The app's view for a slot's identifier.
    let slots: (ElementID) -> Slot

    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    /// The announcements made and whether a step showed, kept while SwiftUI rebuilds this view.
    @State private var accessibility = TourAccessibilityState()

    var body: some View {
      TimelineView(.animation) { timeline in
        TourSceneView(
          scene: scene(at: timeline.date), palette: palette, controller: presenter.controller, slots: slots)
      }
    }

    /// The scene at `date`, after the host and the settings are brought up to date; its step is announced once.
    private func scene(at date: Date) -> TourScene {
      presenter.updateHost(size: size, targets: targets)
      let reader = ReaderSettings(
        reducesMotion: reduceMotion, reducesTransparency: reduceTransparency,
        layoutDirection: layoutDirection == .leftToRight ? .leftToRight : .rightToLeft,
        textSize: TextSizeCategory(dynamicTypeSize))
      // A date, not a start time kept in the view: the presenter's times are seconds on any monotonic clock, and
      // the same date gives the same time however often SwiftUI rebuilds this view.
      let scene = presenter.scene(at: date.timeIntervalSinceReferenceDate, readerSettings: reader)
      accessibility.update(for: scene, presenter: presenter, focus: focus)
      return scene
    }
  }
#endif
