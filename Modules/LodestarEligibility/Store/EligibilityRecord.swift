import Foundation

/// What is known about one tour or hint: how often and how long it was displayed, whether it was
/// invalidated, and whether the user finished it.
///
/// Completion is kept apart from the invalidation: the first invalidation's reason sticks (TipKit's rule),
/// so a tour with `maxDisplayCount: 1` reads `.invalidated(.displayCountExceeded)` from its first display
/// on, and finishing it later still sets ``completionDate`` (``isCompleted``).
public struct EligibilityRecord: Sendable, Hashable, Codable {
  /// How many displays were recorded.
  public var displayCount: Int
  /// The cumulative seconds it was displayed.
  public var displayDuration: TimeInterval
  /// When it was displayed for the first time.
  public var firstDisplayDate: Date?
  /// When it was displayed last.
  public var lastDisplayDate: Date?
  /// Why it was invalidated; `nil` while it is not.
  public var invalidationReason: EligibilityStatus.InvalidationReason?
  /// When it was invalidated.
  public var invalidationDate: Date?
  /// When the user finished it (most recently), whatever its invalidation reason; `nil` while it was never
  /// finished.
  public var completionDate: Date?

  /// Whether the user finished it at least once since its eligibility was last reset.
  public var isCompleted: Bool { completionDate != nil }

  /// Creates a record; by default that of an item never displayed.
  public init(
    displayCount: Int = 0, displayDuration: TimeInterval = 0, firstDisplayDate: Date? = nil,
    lastDisplayDate: Date? = nil, invalidationReason: EligibilityStatus.InvalidationReason? = nil,
    invalidationDate: Date? = nil, completionDate: Date? = nil
  ) {
    self.displayCount = displayCount
    self.displayDuration = displayDuration
    self.firstDisplayDate = firstDisplayDate
    self.lastDisplayDate = lastDisplayDate
    self.invalidationReason = invalidationReason
    self.invalidationDate = invalidationDate
    self.completionDate = completionDate
  }
}
