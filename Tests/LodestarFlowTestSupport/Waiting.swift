import LodestarFlow

extension AsyncStream<TimedTourEvent>.Iterator {
  /// Waits for `event`, skipping the events before it; false when the stream finished first.
  public mutating func wait(for event: TourEvent) async -> Bool {
    while let record = await next() {
      if record.event == event { return true }
    }
    return false
  }
}

/// Lets the main actor run the tasks a controller starts for an application's asynchronous hooks
/// (`shouldEnd`): they are real tasks, and a refused end leaves no event to wait for. Timers never need
/// this: `ManualClock` runs them inside `advance`.
@MainActor
public func letHookTasksRun() async {
  for _ in 0..<50 { await Task.yield() }
}
