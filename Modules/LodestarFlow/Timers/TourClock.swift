/// The controller's view of its ``TourTimerScheduler``: time measured from the controller's creation, and
/// timers set a duration from now.
struct TourClock: Sendable {
  /// The latest deadline a timer gets: a duration that would put it later is clamped here, so no caller's
  /// duration can overflow the time arithmetic.
  static let latestDeadline = Duration.seconds(Int64.max)

  let scheduler: any TourTimerScheduler
  /// The scheduler's time when the controller was created.
  private let origin: Duration

  init(_ scheduler: any TourTimerScheduler) {
    self.scheduler = scheduler
    origin = scheduler.currentTime
  }

  /// The time since the controller's creation.
  var now: Duration { scheduler.currentTime - origin }

  /// Sets a timer that runs `action` `duration` from now. The deadline is read here, where the timer is
  /// set (on the controller's actor), so the timer counts from this moment whenever its action runs.
  @MainActor
  func setTimer(after duration: Duration, _ action: @escaping @MainActor @Sendable () -> Void) -> TourTimer {
    scheduler.scheduleTimer(at: Self.deadline(after: duration, from: scheduler.currentTime), action)
  }

  /// `time + duration`, clamped to ``latestDeadline`` instead of overflowing.
  static func deadline(after duration: Duration, from time: Duration) -> Duration {
    guard duration > .zero else { return time + duration }
    guard time < latestDeadline, duration < latestDeadline - time else { return max(time, latestDeadline) }
    return time + duration
  }
}
