/// A timer scheduler over a Swift `Clock`: each timer is a task that sleeps on the clock until its deadline,
/// then runs its action on the main actor. Cancelling a timer cancels its task.
///
/// A ``TourController`` uses one over `ContinuousClock` unless it is given another scheduler. Pass one to run
/// a tour on another clock:
///
/// ```swift
/// let controller = TourController(steps: steps, clock: ClockTimerScheduler(SuspendingClock()))
/// ```
///
/// Tests pass LodestarTesting's `ManualClock` instead, which runs timers only when the test advances it.
public struct ClockTimerScheduler<C: Clock>: TourTimerScheduler where C.Duration == Duration {
  let clock: C
  /// Time zero of ``currentTime``: when the scheduler was created.
  let origin: C.Instant

  /// Creates a scheduler whose time zero is the clock's present instant.
  ///
  /// - Parameter clock: The clock the timers sleep on.
  public init(_ clock: C) {
    self.clock = clock
    origin = clock.now
  }

  /// The time elapsed on the clock since the scheduler was created.
  public var currentTime: Duration { origin.duration(to: clock.now) }

  /// Starts a task that sleeps on the clock until `deadline` and then runs `action` on the main actor.
  ///
  /// - Parameters:
  ///   - deadline: The time, counted from the scheduler's creation, at which the action runs.
  ///   - action: What runs at the deadline, unless the timer is cancelled first.
  /// - Returns: The timer; cancelling it cancels the task.
  @MainActor
  public func scheduleTimer(at deadline: Duration, _ action: @escaping @MainActor @Sendable () -> Void) -> TourTimer {
    let clock = clock
    let instant = origin.advanced(by: deadline)
    let task = Task { @MainActor in
      do {
        try await clock.sleep(until: instant, tolerance: nil)
      } catch {
        return
      }
      action()
    }
    return TourTimer { task.cancel() }
  }
}
