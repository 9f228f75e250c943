/// The time and the timers of a ``TourController``.
///
/// The controller reads the time for its event timestamps and sets a timer for every wait: a duration
/// completer (``StepCompleter/Trigger/duration(_:)``), the wait for a missing target
/// (``TourControllerConfiguration/targetWaitTimeout``), the `beforeShow` timeout
/// (``TourControllerConfiguration/beforeShowTimeout``) and clock-driven transitions
/// (``TransitionDriver/clock``).
///
/// A controller created with a Swift `Clock`, such as `ContinuousClock`, runs each timer as a task that
/// sleeps on that clock. A scheduler decides for itself when its timers run: the `ManualClock` of the
/// `LodestarTesting` product runs them synchronously, in deadline order, when a test advances it.
///
/// Times are durations since an origin the scheduler chooses; the controller only compares them and adds
/// durations to them.
public protocol TourTimerScheduler: Sendable {
  /// The current time: how long after the scheduler's origin it is. It never decreases.
  var currentTime: Duration { get }

  /// Sets a timer that runs `action` on the main actor once the time reaches `deadline`.
  ///
  /// The action never runs from inside this call, even when `deadline` has already passed: such a timer
  /// is due at once and runs as soon as the scheduler runs its due timers.
  ///
  /// - Parameters:
  ///   - deadline: The time at which `action` runs, on the scheduler's timeline (``currentTime``).
  ///   - action: The work to run; it runs at most once, and never after the timer was cancelled.
  /// - Returns: The timer, to cancel it.
  @MainActor
  func scheduleTimer(at deadline: Duration, _ action: @escaping @MainActor @Sendable () -> Void) -> TourTimer
}

/// A timer that a ``TourTimerScheduler`` set: cancelling it keeps its action from running.
public struct TourTimer: Sendable {
  private let cancellation: @Sendable () -> Void

  /// Creates a timer that `cancel` cancels.
  ///
  /// - Parameter cancel: Keeps the timer's action from running if it has not run yet. It may be called
  ///   more than once, from any thread.
  public init(cancel: @escaping @Sendable () -> Void) {
    cancellation = cancel
  }

  /// Cancels the timer; does nothing once its action has run or the timer was cancelled.
  public func cancel() {
    cancellation()
  }
}
