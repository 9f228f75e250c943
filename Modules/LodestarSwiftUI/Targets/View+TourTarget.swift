#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarHostTree
  import SwiftUI

  extension View {
    /// Marks this view as an element a tour can point at: a step whose coach mark targets `id` highlights this
    /// view, wherever it moves, once a `tourOverlay(_:palette:)` above it shows the tour.
    ///
    /// The name is given once, here; the step names only the same identifier
    /// (`CoachMark(target: "save", hint: "…")`). The view's frame reaches the tour through an anchor
    /// preference, so marking a view changes neither its layout nor its behaviour. Its accessibility focus is
    /// bound to a state (`accessibilityFocused(_:)`): when the tour ends on a step that points at this view,
    /// assistive technology's focus returns to it.
    ///
    /// - Parameter id: The element identifier the tour's steps name.
    /// - Returns: The view, marked.
    public func tourTarget(_ id: ElementID) -> some View {
      TourTargetView(content: self, id: id)
    }
  }

  /// A view marked as a tour's target: its bounds and its accessibility focus, reported to the overlay.
  struct TourTargetView<Content: View>: View {
    let content: Content
    let id: ElementID
    /// Whether assistive technology's focus is on the view; the overlay sets it when the tour ends here.
    @AccessibilityFocusState private var isFocused: Bool

    var body: some View {
      content
        .accessibilityFocused($isFocused)
        .anchorPreference(key: TourTargetAnchors.self, value: .bounds) { bounds in
          [TourTargetAnchor(id: id, bounds: bounds, focus: $isFocused)]
        }
    }
  }
#endif
