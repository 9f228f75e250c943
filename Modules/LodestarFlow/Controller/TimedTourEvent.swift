/// An event with its time, as the controller's event stream carries it (for analytics).
public struct TimedTourEvent: Sendable, Hashable {
  /// The event's position in the controller's life: 0, 1, 2, ... (strictly increasing).
  public var sequence: Int
  /// When it happened, on the controller's clock, since the controller was created; never decreases.
  public var timestamp: Duration
  /// The event.
  public var event: TourEvent

  /// Creates a timed event.
  public init(sequence: Int, timestamp: Duration, event: TourEvent) {
    self.sequence = sequence
    self.timestamp = timestamp
    self.event = event
  }
}
