/// The scheduler of a controller created with a Swift `Clock`: each timer is a task that sleeps on the clock
/// until its deadline, then runs its action on the main actor. Cancelling a timer cancels its task.
struct ClockTimerScheduler<C: Clock>: TourTimerScheduler where C.Duration == Duration {
  let clock: C
  /// Time zero of ``currentTime``: when the scheduler was created.
  let origin: C.Instant

  init(_ clock: C) {
    self.clock = clock
    origin = clock.now
  }

  var currentTime: Duration { origin.duration(to: clock.now) }

  @MainActor
  func scheduleTimer(at deadline: Duration, _ action: @escaping @MainActor @Sendable () -> Void) -> TourTimer {
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
