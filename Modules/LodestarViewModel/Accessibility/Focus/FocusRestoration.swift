import LodestarHostTree

/// Where assistive-technology focus returns when a tour ends: the element focused before the tour, else
/// the target (Shepherd returns focus to the element focused before the tour).
public struct FocusRestoration: Sendable, Hashable, Codable {
  /// The element that had focus when the tour started, or nil.
  public var focusedBeforeTour: ElementID?

  /// Records the element focused when the tour starts.
  public init(focusedBeforeTour: ElementID?) {
    self.focusedBeforeTour = focusedBeforeTour
  }

  /// The element to refocus: the one focused before the tour, else the first target, else nil.
  public func elementToRefocus(targets: [ElementID]) -> ElementID? {
    focusedBeforeTour ?? targets.first
  }

  /// The element to refocus, among those still on screen: the one focused before the tour, else the
  /// first target, each resolved through `tree` (``/LodestarHostTree/HostTree/resolve(_:)``) and skipped when it is missing,
  /// detached or hidden; nil when none is left.
  ///
  /// - Parameters:
  ///   - targets: The tour's targets, primary first.
  ///   - tree: The app's user interface as it is when the tour ends.
  public func elementToRefocus(targets: [ElementID], in tree: some HostTree) -> ElementID? {
    let candidates = (focusedBeforeTour.map { [$0] } ?? []) + targets
    for candidate in candidates {
      guard let resolved = tree.resolve(candidate), let geometry = tree.geometry(of: resolved) else { continue }
      if !geometry.isHidden { return resolved }
    }
    return nil
  }
}
