import LodestarScene

extension KeyboardRouter {
  /// Follows the scene on screen: its focusable controls (``/LodestarScene/TourScene/focusableControls(includingTargets:)``,
  /// keeping focus on a control that remains) and its layout direction.
  public mutating func update(for scene: TourScene, includingTargets: Bool = false) {
    updateControls(scene.focusableControls(includingTargets: includingTargets))
    layoutDirection = scene.layoutDirection
  }
}
