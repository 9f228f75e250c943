/// A key the tour's keyboard handling knows about.
public enum TourKey: Sendable, Hashable, Codable {
  /// The right arrow key.
  case rightArrow
  /// The left arrow key.
  case leftArrow
  /// The up arrow key.
  case upArrow
  /// The down arrow key.
  case downArrow
  /// The Page Up key.
  case pageUp
  /// The Page Down key.
  case pageDown
  /// The Return / Enter key.
  case enter
  /// The space bar.
  case space
  /// The Escape key.
  case escape
  /// The Tab key.
  case tab
  /// Any other key.
  case other
}
