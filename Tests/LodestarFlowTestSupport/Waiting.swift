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
