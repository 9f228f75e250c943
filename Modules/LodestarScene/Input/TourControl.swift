import LodestarHostTree

/// A control that keyboard focus can reach while a tour shows.
public enum TourControl: Sendable, Hashable, Codable {
  /// The coach mark's next control.
  case next
  /// The skip control.
  case skip
  /// A highlighted target (driver.js traps focus across the popover and the target).
  case target(ElementID)
}
