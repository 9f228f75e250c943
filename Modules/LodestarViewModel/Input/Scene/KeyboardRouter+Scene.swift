import LodestarScene

extension KeyboardRouter {
  /// Follows the scene on screen: its focusable controls (``/LodestarScene/TourScene/focusableControls(includingTargets:)``,
  /// keeping focus on a control that remains), its layout direction and whether its hint scrolls either way.
  public mutating func update(for scene: TourScene, includingTargets: Bool = false) {
    updateControls(scene.focusableControls(includingTargets: includingTargets))
    layoutDirection = scene.layoutDirection
    let hint = scene.coachMark?.hint
    hasHintTextAbove = hint?.hasTextAbove ?? false
    hasHintTextBelow = hint?.hasTextBelow ?? false
  }
}
