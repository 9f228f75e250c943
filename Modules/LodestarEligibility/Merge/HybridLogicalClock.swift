import Foundation

/// A hybrid logical clock: issues ``HybridLogicalTimestamp``s that never go back, follow the wall clock
/// when it moves forward, and come after every timestamp the device has received.
///
/// A pure value: the wall-clock time is passed in (from an ``EligibilityClock``), so tests decide it. When
/// the given time is not later than the latest timestamp (the wall clock stood still, went back, or another
/// device's clock is ahead), the clock keeps the latest wall time and raises the counter.
public struct HybridLogicalClock: Sendable, Hashable {
  /// The device whose timestamps the clock issues.
  public var device: EligibilityDeviceID
  /// The latest timestamp issued or received, if any.
  public private(set) var latest: HybridLogicalTimestamp?

  /// Creates a clock.
  ///
  /// - Parameters:
  ///   - device: The device whose timestamps the clock issues.
  ///   - latest: The latest timestamp issued or received before, if any.
  public init(device: EligibilityDeviceID, latest: HybridLogicalTimestamp? = nil) {
    self.device = device
    self.latest = latest
  }

  /// Issues a timestamp later than every one issued or received before.
  ///
  /// - Parameter date: The wall-clock time now; `nil` when it is not known (the latest wall time is kept).
  /// - Returns: The new timestamp, which is also the new ``latest``.
  /// - Complexity: O(1).
  public mutating func timestamp(at date: Date?) -> HybridLogicalTimestamp {
    let wallTime = date.map(HybridLogicalTimestamp.milliseconds(of:))
    let next: HybridLogicalTimestamp
    if let latest, wallTime.map({ $0 <= latest.wallTime }) ?? true {
      if latest.counter < HybridLogicalTimestamp.counters.upperBound {
        next = HybridLogicalTimestamp(wallTime: latest.wallTime, counter: latest.counter + 1, device: device)
      } else {
        next = HybridLogicalTimestamp(wallTime: latest.wallTime + 1, device: device)
      }
    } else {
      next = HybridLogicalTimestamp(wallTime: wallTime ?? 0, device: device)
    }
    latest = next
    return next
  }

  /// Takes note of a timestamp from another device (or from merged state), so the next timestamp issued
  /// comes after it.
  ///
  /// - Parameter timestamp: The timestamp received; `nil` changes nothing.
  /// - Complexity: O(1).
  public mutating func receive(_ timestamp: HybridLogicalTimestamp?) {
    guard let timestamp else { return }
    if latest.map({ $0 < timestamp }) ?? true {
      latest = timestamp
    }
  }
}
