import Foundation
import LodestarEligibility
import LodestarFlow

/// A clock that moves only when it is advanced, and runs the timers it wakes there and then.
///
/// Give it to a `TourController` (LodestarFlow) as its clock, and to an `EligibilityCenter`
/// (LodestarEligibility) as its eligibility clock, and a test decides exactly when time passes:
///
/// ```swift
/// let clock = ManualClock()
/// let controller = TourController(steps: steps, clock: clock)
/// try controller.start()
/// clock.advance(by: .seconds(3))  // a three-second duration completer fires here
/// #expect(controller.currentIndex == 1)
/// ```
///
/// ## Ordering
///
/// ``advance(to:)-(Duration)`` and its variants run, before they return and on the main actor, every timer
/// whose deadline the time reaches:
///
/// - Timers run in deadline order; timers with the same deadline run in the order they were set.
/// - While a timer runs, ``currentTime`` is its deadline, so a timer it sets counts from there. Such a timer
///   runs in the same advance if its deadline is within it.
/// - A cancelled timer never runs, even when it was due in the advance that is running.
/// - A timer set with a deadline that has already passed runs at the next advance (`advance(by: .zero)`
///   runs it without moving the time).
/// - When the advance returns, the time is the requested time.
///
/// Nothing waits for other tasks: work that the timers start in tasks of their own (an application's
/// asynchronous hook) runs after the advance returns, as tasks do.
///
/// ## Limits
///
/// Time never goes back and never passes ``maximumTime``:
///
/// - A negative amount, or a time earlier than ``currentTime``, leaves the time where it is (the timers that
///   are due still run).
/// - An amount or a time past ``maximumTime`` (such as `Double.infinity` seconds) moves the time to
///   ``maximumTime``, so a timer set later than that never runs.
/// - A NaN number of seconds is not a time: the call does nothing.
///
/// No input traps.
public final class ManualClock: TourTimerScheduler, EligibilityClock, @unchecked Sendable {
  /// The latest time the clock reaches: `Int64.max` seconds, about 292 billion years.
  public static let maximumTime = Duration.seconds(Int64.max)

  /// A timer waiting for its deadline.
  private struct PendingTimer {
    var id: Int
    var deadline: Duration
    var action: @MainActor @Sendable () -> Void
  }

  // Guarded by `lock`, so the time can be read from any thread (an eligibility center reads it on its own
  // actor). The timers are kept in the order they run: by deadline, then by the order they were set.
  private let lock = NSLock()
  private var time = Duration.zero
  private var timers: [PendingTimer] = []
  private var nextTimerID = 0

  /// The date at time zero; ``now()`` is this date plus ``currentTime``.
  public let startDate: Date

  /// Creates a clock at time zero.
  ///
  /// - Parameter startDate: The date the clock shows at time zero, as an eligibility clock; by default
  ///   2001-01-01 00:00:00 UTC.
  public init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
    self.startDate = startDate
  }

  /// How long the clock has been advanced since it was created.
  public var currentTime: Duration { lock.withLock { time } }

  /// The number of timers that are set and have not run or been cancelled.
  public var pendingTimerCount: Int { lock.withLock { timers.count } }

  /// The date the clock shows: ``startDate`` plus ``currentTime``.
  public func now() -> Date {
    let components = currentTime.components
    return startDate.addingTimeInterval(Double(components.seconds) + Double(components.attoseconds) * 1e-18)
  }

  /// Sets a timer that runs `action` when an advance reaches `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: The time at which `action` runs. A deadline that has passed is due at the next advance;
  ///     one past ``maximumTime`` is never reached.
  ///   - action: The work to run, on the main actor, from inside an advance.
  /// - Returns: The timer, to cancel it.
  /// - Complexity: O(*n*), where *n* is the number of pending timers.
  public func scheduleTimer(at deadline: Duration, _ action: @escaping @MainActor @Sendable () -> Void) -> TourTimer {
    let id = lock.withLock { () -> Int in
      let id = nextTimerID
      nextTimerID += 1
      // After every timer with the same or an earlier deadline, so equal deadlines keep the order they were set.
      let position = timers.firstIndex { $0.deadline > deadline } ?? timers.endIndex
      timers.insert(PendingTimer(id: id, deadline: deadline, action: action), at: position)
      return id
    }
    return TourTimer { [weak self] in self?.cancelTimer(id) }
  }

  private func cancelTimer(_ id: Int) {
    lock.withLock { timers.removeAll { $0.id == id } }
  }

  /// Moves the time forward by `duration` and runs every timer that becomes due, in deadline order.
  ///
  /// - Parameter duration: How far to move; a negative duration moves nothing, and the time stops at
  ///   ``maximumTime``.
  @MainActor
  public func advance(by duration: Duration) {
    let start = currentTime
    advance(to: duration > Self.maximumTime - start ? Self.maximumTime : start + max(duration, .zero))
  }

  /// Moves the time forward to `target` and runs every timer that becomes due, in deadline order.
  ///
  /// - Parameter target: The time to move to; an earlier time than ``currentTime`` moves nothing, and a
  ///   time past ``maximumTime`` moves the time there.
  @MainActor
  public func advance(to target: Duration) {
    let target = min(target, Self.maximumTime)
    while let timer = nextDueTimer(upTo: target) {
      timer.action()
    }
    lock.withLock { time = max(time, target) }
  }

  /// Moves the time forward by `seconds` and runs every timer that becomes due, in deadline order.
  ///
  /// - Parameter seconds: How far to move, in seconds; a negative number moves nothing, a number past
  ///   ``maximumTime`` (including infinity) moves the time there, and NaN does nothing.
  @MainActor
  public func advance(by seconds: Double) {
    guard !seconds.isNaN else { return }
    advance(by: Self.duration(clampingSeconds: seconds))
  }

  /// Moves the time forward to `seconds` after time zero and runs every timer that becomes due, in
  /// deadline order.
  ///
  /// - Parameter seconds: The time to move to, in seconds; a time earlier than ``currentTime`` moves
  ///   nothing, a time past ``maximumTime`` (including infinity) moves the time there, and NaN does nothing.
  @MainActor
  public func advance(to seconds: Double) {
    guard !seconds.isNaN else { return }
    advance(to: Self.duration(clampingSeconds: seconds))
  }

  /// Takes the first timer out if it is due by `target` (or by the current time, when that is later), and
  /// moves the time to its deadline.
  private func nextDueTimer(upTo target: Duration) -> PendingTimer? {
    lock.withLock {
      guard let first = timers.first, first.deadline <= max(target, time) else { return nil }
      timers.removeFirst()
      time = max(time, first.deadline)
      return first
    }
  }

  /// `seconds` as a duration from zero to ``maximumTime``: negative numbers become zero, larger ones the
  /// maximum. `seconds` is not NaN.
  static func duration(clampingSeconds seconds: Double) -> Duration {
    guard seconds > 0 else { return .zero }
    // `Double(Int64.max)` rounds up to 2^63, just past the maximum: anything from there on is clamped.
    guard seconds < Double(Int64.max) else { return maximumTime }
    return .seconds(seconds)
  }
}
