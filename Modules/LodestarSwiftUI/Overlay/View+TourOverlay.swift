#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarHostTree
  import LodestarScene
  import LodestarViewModel
  import SwiftUI

  extension View {
    /// Shows the tour `presenter` presents over this view: the dimmed overlay with its cut-outs, the coach mark
    /// and the skip control, redrawn on every display refresh.
    ///
    /// - The views marked with `tourTarget(_:)` inside this view are the presenter's host tree (``/LodestarHostTree/SceneGraph``),
    ///   in this view's coordinate space; a change of their frames or of this view's size lays the step out again.
    /// - Taps inside a cut-out that lets touches through reach the app's views underneath; every other tap goes
    ///   to the followed controller's `handleTap(at:in:)` with the scene on screen (next, skip, overlay taps).
    /// - Assistive technology reads the scene's elements in reading order.
    /// - The environment's layout direction, Reduce Motion (cross-fades instead of movement) and Dynamic Type size
    ///   go to the presenter's options.
    /// - Time is the date of each `TimelineView` frame (seconds since the reference date), so rebuilding this view
    ///   never restarts a transition.
    ///
    /// The text is drawn in Helvetica at the sizes the scene gives, the metrics of the presenter's default
    /// ``/LodestarText/ProportionalTextMeasurer``; with another measurer, draw with its font. App-view slots
    /// (ornaments, custom bodies) are not drawn, and a blur is drawn as the overlay's colour.
    ///
    /// Compiled on Linux against declarations of the SwiftUI API it uses (iOS 26.0 SDK); built against the real
    /// framework on Apple platforms; not run on a device by this project's CI.
    ///
    /// - Parameters:
    ///   - presenter: The presenter, following the tour's controller (``/LodestarViewModel/TourPresenter/follow(_:)``).
    ///   - palette: The colours of what the scene does not colour (the skip control, the progress text).
    /// - Returns: The view with the tour over it.
    public func tourOverlay(_ presenter: TourPresenter<SceneGraph>, palette: DisplayPalette = DisplayPalette())
      -> some View
    {
      overlayPreferenceValue(TourTargetAnchors.self) { anchors in
        GeometryReader { proxy in
          TourOverlayContent(
            presenter: presenter, palette: palette, size: Size(platform: proxy.size),
            targets: anchors.map { TourTargetFrame(id: $0.id, frame: Rect(platform: proxy[$0.bounds])) })
        }
      }
    }
  }
#endif
