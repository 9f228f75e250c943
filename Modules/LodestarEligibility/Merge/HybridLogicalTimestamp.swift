import Foundation

/// A point in a hybrid logical clock's time: a wall-clock time in milliseconds, a counter that orders the
/// events of one millisecond, and the device that issued it.
///
/// Timestamps are totally ordered by wall time, then counter, then device, so two devices never issue
/// equal ones and every device orders any set of them the same way. ``EligibilityState`` stamps its
/// parameter writes and completions with them (the latest write wins) and identifies donations by them
/// (a donation received twice counts once). ``HybridLogicalClock`` issues them.
public struct HybridLogicalTimestamp: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The wall times a timestamp may hold, in milliseconds since 2001-01-01 00:00 UTC: from the year 1 to the
  /// end of the year 9999, the dates a state file holds.
  public static let wallTimes: ClosedRange<Int64> = -63_114_076_800_000...252_423_993_599_999
  /// The counters a timestamp may hold: from 0 to 2^53 − 1, the largest integer every JSON reader keeps.
  public static let counters: ClosedRange<Int64> = 0...9_007_199_254_740_991

  /// Milliseconds since 2001-01-01 00:00 UTC, within ``wallTimes``.
  public var wallTime: Int64
  /// Orders timestamps of the same wall time, within ``counters``.
  public var counter: Int64
  /// The device that issued the timestamp.
  public var device: EligibilityDeviceID

  /// Creates a timestamp, clamping the wall time into ``wallTimes`` and the counter into ``counters``.
  ///
  /// - Parameters:
  ///   - wallTime: Milliseconds since 2001-01-01 00:00 UTC.
  ///   - counter: Orders timestamps of the same wall time.
  ///   - device: The device that issued it.
  public init(wallTime: Int64, counter: Int64 = 0, device: EligibilityDeviceID) {
    self.wallTime = min(max(wallTime, Self.wallTimes.lowerBound), Self.wallTimes.upperBound)
    self.counter = min(max(counter, Self.counters.lowerBound), Self.counters.upperBound)
    self.device = device
  }

  /// Creates a timestamp at a date's millisecond (rounded down; a date outside ``wallTimes``, infinite or
  /// not a number, is clamped to the nearest end).
  ///
  /// - Parameters:
  ///   - date: The wall-clock time.
  ///   - counter: Orders timestamps of the same wall time.
  ///   - device: The device that issued it.
  public init(date: Date, counter: Int64 = 0, device: EligibilityDeviceID) {
    self.init(wallTime: Self.milliseconds(of: date), counter: counter, device: device)
  }

  /// The wall time as a date.
  public var date: Date {
    Date(timeIntervalSinceReferenceDate: Double(wallTime) / 1_000)
  }

  /// The timestamp as `wallTime.counter@device`.
  public var description: String { "\(wallTime).\(counter)@\(device.rawValue)" }

  /// Orders timestamps by wall time, then counter, then device.
  ///
  /// - Parameters:
  ///   - lhs: A timestamp.
  ///   - rhs: Another timestamp.
  /// - Returns: Whether `lhs` comes before `rhs`.
  public static func < (lhs: HybridLogicalTimestamp, rhs: HybridLogicalTimestamp) -> Bool {
    if lhs.wallTime != rhs.wallTime { return lhs.wallTime < rhs.wallTime }
    if lhs.counter != rhs.counter { return lhs.counter < rhs.counter }
    return lhs.device < rhs.device
  }

  /// A date's millisecond since 2001-01-01, rounded down and clamped into ``wallTimes``.
  static func milliseconds(of date: Date) -> Int64 {
    let milliseconds = (date.timeIntervalSinceReferenceDate * 1_000).rounded(.down)
    guard milliseconds >= Double(wallTimes.lowerBound) else { return wallTimes.lowerBound }
    guard milliseconds <= Double(wallTimes.upperBound) else { return wallTimes.upperBound }
    return Int64(milliseconds)
  }
}
