import LodestarGeometry

/// An accessibility element of a scene: one visible part with its role, label and frame.
public struct SceneAccessibilityElement: Sendable, Hashable {
  /// The element's identifier (Instructions' names: `coachMarkBody`, `coachMarkHint`, `coachMarkNext`,
  /// `skipButton`, `overlayView`).
  public var id: String
  /// What the element is.
  public var role: SceneAccessibilityRole
  /// The spoken label.
  public var label: String
  /// The spoken hint, or `nil`.
  public var hint: String?
  /// The element's frame in overlay space.
  public var frame: Rect
  /// For an element whose text scrolls (a long hint at a large text size), which lines show ("Lines 4 to 6 of
  /// 12"), as UIKit's `accessibilityScrollStatus(for:)` says it after a scroll; `nil` for an element that does
  /// not scroll. An element with a status takes the accessibility scroll action
  /// (`TourPresenter.scrollHint(byPages:)`); its ``label`` is the whole text.
  public var scrollStatus: String?

  /// Creates an accessibility element.
  public init(id: String, role: SceneAccessibilityRole, label: String, hint: String? = nil, frame: Rect) {
    self.id = id
    self.role = role
    self.label = label
    self.hint = hint
    self.frame = frame
  }
}

/// The role (trait) of a scene accessibility element.
public enum SceneAccessibilityRole: String, Sendable, Hashable, Codable, CaseIterable {
  /// An activatable control.
  case button
  /// Static text.
  case staticText
  /// A heading (the title).
  case header
  /// An adjustable control, such as a walkthrough's page control: swiping up or down changes its value.
  case adjustable
}
