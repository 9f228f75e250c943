import Foundation

/// A named thing the user does, such as "opened a document", donated each time it happens.
///
/// Event rules count donations, optionally within a window ending now. Only the most recent
/// ``EligibilityEventHistory/donationLimit`` donations of an event are kept and counted.
public struct EligibilityEvent: Hashable, Sendable {
  /// The event's name; unique among events.
  public let id: String

  /// Creates an event.
  public init(_ id: String) {
    self.id = id
  }

  /// A span of time ending now, in which donations are counted.
  ///
  /// Windows are absolute durations: an hour is 3,600 s, a day 86,400 s and a week 604,800 s, whatever the
  /// calendar, time zone or daylight-saving changes in between. A donation is inside the window when it is at
  /// most `duration` seconds older than now.
  public struct Window: Hashable, Sendable {
    /// The window's length in seconds; `nil` counts every kept donation.
    public let duration: TimeInterval?

    /// Every kept donation.
    public static let allTime = Window(duration: nil)

    /// The last `count` seconds.
    public static func seconds(_ count: Double) -> Window { Window(duration: count) }

    /// The last `count` hours (3,600 s each).
    public static func hours(_ count: Int) -> Window { Window(duration: Double(count) * 3_600) }

    /// The last `count` days (86,400 s each).
    public static func days(_ count: Int) -> Window { Window(duration: Double(count) * 86_400) }

    /// The last `count` weeks (604,800 s each).
    public static func weeks(_ count: Int) -> Window { Window(duration: Double(count) * 604_800) }
  }
}
