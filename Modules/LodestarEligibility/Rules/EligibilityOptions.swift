import Foundation

/// Limits on how often and how long a tour or hint is shown.
public struct EligibilityOptions: Sendable, Hashable {
  /// After this many recorded displays the item is invalidated with `.displayCountExceeded`; `nil`: no limit.
  public var maxDisplayCount: Int?
  /// After this many seconds of cumulative display time (across launches) the item is invalidated with
  /// `.displayDurationExceeded`; `nil`: no limit. (TipKit enforces a 60 s minimum; Lodestar takes the value
  /// as given.)
  public var maxDisplayDuration: TimeInterval?
  /// Whether the item may be shown for the first time even when the display frequency holds back new items.
  /// Its first display then does not use up the period's slot either.
  public var ignoresDisplayFrequency: Bool

  /// Creates options; by default there are no limits and the display frequency applies.
  public init(
    maxDisplayCount: Int? = nil, maxDisplayDuration: TimeInterval? = nil, ignoresDisplayFrequency: Bool = false
  ) {
    self.maxDisplayCount = maxDisplayCount
    self.maxDisplayDuration = maxDisplayDuration
    self.ignoresDisplayFrequency = ignoresDisplayFrequency
  }
}
