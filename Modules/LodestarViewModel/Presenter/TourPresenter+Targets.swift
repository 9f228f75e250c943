import LodestarHostTree

extension TourPresenter {
  /// The element that stands for `target` in the presenter's tree (``/LodestarHostTree/HostTree/resolve(_:)``) while it can
  /// be seen: attached to a root and not hidden; `nil` otherwise.
  ///
  /// A resolver for Flow step targets, so a controller waits for a late target and applies the step's
  /// missing-target policy (see LodestarTourFormat's `TourDocument.tourSteps(resolveTarget:)`):
  /// `StepTarget { [weak presenter] in presenter?.resolveTarget("profile.avatar") }`.
  ///
  /// - Parameter target: The id a step names.
  /// - Returns: The element to point at, or `nil` while it cannot be seen.
  public func resolveTarget(_ target: ElementID) -> ElementID? {
    guard let element = tree.resolve(target), let geometry = tree.geometry(of: element), !geometry.isHidden else {
      return nil
    }
    return element
  }
}
