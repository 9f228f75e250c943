import Foundation

/// The demo's clock: a manual clock the player moves to each frame's time, so the controller's timers
/// (duration completers, the wait for a missing target) run on the demo's timeline, in scripts and
/// auto-play as in the interactive loop.
final class DemoClock: Clock, @unchecked Sendable {
  /// A moment on the demo's timeline: the time since the demo started.
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  // Guarded by `lock` (so the clock is Sendable): the current time and the sleepers waiting for later ones.
  private let lock = NSLock()
  private var current = Duration.zero
  private var sleepers: [(deadline: Duration, continuation: CheckedContinuation<Bool, any Error>)] = []
  // Sleepers woken by `advance` whose `sleep` has not returned yet (their task is still on its way back).
  private var waking = 0

  var now: Instant { lock.withLock { Instant(offset: current) } }
  var minimumResolution: Duration { .nanoseconds(1) }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let wasWoken = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Bool, any Error>) in
      let isDue = lock.withLock {
        if deadline.offset <= current { return true }
        sleepers.append((deadline.offset, continuation))
        return false
      }
      if isDue { continuation.resume(returning: false) }
    }
    if wasWoken { lock.withLock { waking -= 1 } }
  }

  /// Moves the clock forward to `seconds` (never back) and wakes the sleepers that are due.
  func advance(to seconds: Double) {
    guard seconds.isFinite else { return }
    let due = lock.withLock { () -> [CheckedContinuation<Bool, any Error>] in
      current = max(current, .seconds(seconds))
      let due = sleepers.filter { $0.deadline <= current }.map(\.continuation)
      sleepers.removeAll { $0.deadline <= current }
      waking += due.count
      return due
    }
    for continuation in due { continuation.resume(returning: true) }
  }

  /// Whether a sleeper that `advance` woke has not yet returned from `sleep`.
  var isWaking: Bool { lock.withLock { waking > 0 } }

  /// Whether a sleeper waits for a later time.
  var hasSleepers: Bool { lock.withLock { !sleepers.isEmpty } }
}
