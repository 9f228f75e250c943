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
    /// - Assistive technology reads the scene's elements in reading order. While a step shows, the overlay is modal
    ///   (`AccessibilityTraits.isModal`); each step is announced once (``/LodestarViewModel/StepAnnouncer``) with
    ///   `AccessibilityNotification.Announcement` (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1), or UIKit's
    ///   `UIAccessibility.post(notification:argument:)` on iOS and tvOS 16; the end of the tour
    ///   moves focus back to the app: to the last step's target as ``/LodestarViewModel/FocusRestoration`` picks it
    ///   (the first of the step's targets still on screen), through the `accessibilityFocused(_:)` binding
    ///   `tourTarget(_:)` gives it, or, without one, to the screen (a screen change, posted as the announcements).
    ///   macOS 13 and watchOS 9 have neither notification API: nothing is announced there.
    /// - The environment's layout direction, Reduce Motion (cross-fades instead of movement), Reduce Transparency
    ///   (the overlay's colour instead of a blur) and Dynamic Type size go to the presenter's options.
    /// - Time is the date of each `TimelineView` frame (seconds since the reference date), so rebuilding this view
    ///   never restarts a transition.
    ///
    /// The text is drawn in Helvetica at the sizes the scene gives, the metrics of the presenter's default
    /// ``/LodestarText/ProportionalTextMeasurer``; with another measurer, draw with its font. App-view slots
    /// (ornaments, custom bodies) are left empty: give their views with `tourOverlay(_:palette:slots:)`. A blur is
    /// drawn as a material (`Material`) filling the overlay's path; on watchOS, as the overlay's colour.
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
      tourOverlay(presenter, palette: palette) { _ in EmptyView() }
    }

    /// Shows the tour `presenter` presents over this view, as `tourOverlay(_:palette:)` does, with the app's views
    /// in the scene's slots: the ornaments, the companion view and a step's custom body, arrow or skip view.
    ///
    /// ```swift
    /// EditorView().tourOverlay(presenter) { slot in
    ///   Text(verbatim: slot.rawValue)
    /// }
    /// ```
    ///
    /// `slots` gives the view for a slot's identifier (``/LodestarHostTree/ElementID``, the one the step names). The
    /// canvas draws it as one of its symbols (`Canvas`'s `symbols`, tagged with the identifier), sized to the slot's
    /// frame, in the display list's order and under its item's opacity and transform, so the coach mark's text lies
    /// over a custom body. Like everything a canvas draws, it takes no touches and is not read by assistive
    /// technology of its own: the tour's controls and accessibility elements stand for it.
    ///
    /// - Parameters:
    ///   - presenter: The presenter, following the tour's controller (``/LodestarViewModel/TourPresenter/follow(_:)``).
    ///   - palette: The colours of what the scene does not colour (the skip control, the progress text).
    ///   - slots: The app's view for a slot's identifier.
    /// - Returns: The view with the tour over it.
    public func tourOverlay<Slot: View>(
      _ presenter: TourPresenter<SceneGraph>, palette: DisplayPalette = DisplayPalette(),
      @ViewBuilder slots: @escaping (ElementID) -> Slot
    ) -> some View {
      overlayPreferenceValue(TourTargetAnchors.self) { anchors in
        GeometryReader { proxy in
          TourOverlayContent(
            presenter: presenter, palette: palette, size: Size(platform: proxy.size),
            targets: anchors.map { TourTargetFrame(id: $0.id, frame: Rect(platform: proxy[$0.bounds])) },
            focus: Dictionary(anchors.map { ($0.id, $0.focus) }) { first, _ in first }, slots: slots)
        }
      }
    }
  }
#endif
