/// A type-erased clock measured from its creation: the controller's only source of time.
struct TourClock: Sendable {
  private let elapsed: @Sendable () -> Duration
  private let sleeper: @Sendable (Duration) async throws -> Void

  init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let start = clock.now
    elapsed = { start.duration(to: clock.now) }
    sleeper = { duration in try await clock.sleep(until: clock.now.advanced(by: duration), tolerance: nil) }
  }

  /// The time since creation.
  var now: Duration { elapsed() }

  /// Sleeps for `duration`; throws when cancelled.
  func sleep(for duration: Duration) async throws {
    try await sleeper(duration)
  }
}
