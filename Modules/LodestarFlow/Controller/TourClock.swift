/// A type-erased clock measured from its creation: the controller's only source of time.
struct TourClock: Sendable {
  private let elapsed: @Sendable () -> Duration
  private let sleeper: @Sendable (Duration) async throws -> Void

  init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let start = clock.now
    elapsed = { start.duration(to: clock.now) }
    sleeper = { deadline in try await clock.sleep(until: start.advanced(by: deadline), tolerance: nil) }
  }

  /// The time since creation.
  var now: Duration { elapsed() }

  /// The deadline `duration` from now, for ``sleep(until:)``. Read it where the timer is set (on the
  /// controller's actor), so the timer counts from that moment even when its task starts running later.
  func deadline(after duration: Duration) -> Duration { now + duration }

  /// Sleeps until `deadline` (a time since creation); returns at once when it has passed; throws when
  /// cancelled.
  func sleep(until deadline: Duration) async throws {
    try await sleeper(deadline)
  }
}
