import LodestarGeometry
import LodestarHostTree

extension TouchLayout {
  /// Where a touch goes.
  ///
  /// In order:
  /// 1. Outside the overlay's bounds (or a non-finite point): nil.
  /// 2. While a transition runs: ``TouchRoute/overlay`` (blocked), even on the controls.
  /// 3. The skip control, the rest of a custom skip view (``TouchRoute/skipView``), the next control, then the
  ///    body (they lie above the overlay).
  /// 4. ``TouchPolicy/forwardsAllTouches``: ``TouchRoute/passThrough``.
  /// 5. No opening in the overlay: ``TouchRoute/overlay``.
  /// 6. Interaction inside the cut-out not allowed: ``TouchRoute/overlay`` (also inside the opening).
  /// 7. ``ForwardingRegion/openingShape``: inside an opening, the first target whose bounds contain the point
  ///    (``TouchRoute/target(_:)``), else ``TouchRoute/passThrough``; outside, ``TouchRoute/overlay``.
  /// 8. ``ForwardingRegion/targetBounds``: the first target whose bounds contain the point, else
  ///    ``TouchRoute/overlay``.
  ///
  /// Rectangles are half-open (``/LodestarGeometry/Rect/contains(_:)-(Point)``), openings follow
  /// ``/LodestarGeometry/OverlayRegion/containsOpening(at:)``.
  ///
  /// - Parameter point: The touch's location in the overlay's coordinate space.
  /// - Returns: The touch's route, or `nil` when it lies outside the overlay.
  public func hitTest(_ point: Point) -> TouchRoute? {
    guard overlay.bounds.contains(point) else { return nil }
    if isTransitioning { return .overlay }
    if let skipControl, skipControl.contains(point) { return .skipControl }
    if let skipView, skipView.contains(point) { return .skipView }
    if let nextControl, nextControl.contains(point) { return .nextControl }
    if let body, body.contains(point) { return .body }
    if policy.forwardsAllTouches { return .passThrough }
    guard !overlay.openings.isEmpty, policy.allowsInteractionInsideCutout else { return .overlay }
    switch policy.forwardingRegion {
    case .openingShape:
      guard overlay.containsOpening(at: point) else { return .overlay }
      return target(at: point).map(TouchRoute.target) ?? .passThrough
    case .targetBounds:
      return target(at: point).map(TouchRoute.target) ?? .overlay
    }
  }

  private func target(at point: Point) -> ElementID? {
    targets.first { $0.bounds.contains(point) }?.id
  }
}
