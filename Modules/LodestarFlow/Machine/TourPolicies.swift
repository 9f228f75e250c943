/// What `previous()` does on the first step.
public enum PreviousFromFirstPolicy: Sendable, Hashable, Codable {
  /// The tour ends with ``DismissReason/backedOut`` (Instructions).
  case end
  /// The tour stays: `previous()` on the first step does nothing, and a skip count that would go before
  /// the first step stops at the first step.
  case stay
}

/// What navigation commands (`next`, `previous`, `show(at:)`) do while a transition or a step load runs.
public enum TransitionCommandPolicy: Sendable, Hashable, Codable {
  /// They are ignored, so fast double taps advance once (Instructions).
  case ignore
  /// They are queued (up to ``TourMachine/queueCapacity``; more are dropped) and run, in order, as soon as
  /// a step has finished showing.
  case queue
}

/// When ``TourEvent/tourDidShow`` is emitted: the difference between Lodestar's event order and the one
/// PolarisGuideKit's README describes (see <doc:EventOrder>).
public enum TourDidShowTiming: String, Sendable, Hashable, Codable, CaseIterable {
  /// When the overlay's appearance completes, before the first step loads (Lodestar's order, the
  /// default): `tourWillShow`, `tourDidShow`, `stepWillShow(i)`, `stepDidShow(i)`.
  case afterOverlayAppearance
  /// Right after the first step that shows finished showing, and only if the tour is still shown then
  /// (PolarisGuideKit's order): `tourWillShow`, `stepWillShow(i)`, `stepDidShow(i)`, `tourDidShow`. A tour
  /// that ends before any step shows emits no `tourDidShow`.
  case afterFirstStep
}

/// The machine's policies; by default the machine behaves as Instructions does.
public struct TourMachineConfiguration: Sendable, Hashable, Codable {
  /// What `previous()` does on the first step.
  public var previousFromFirst: PreviousFromFirstPolicy
  /// What navigation commands do during a transition.
  public var commandsDuringTransition: TransitionCommandPolicy
  /// When `tourDidShow` is emitted; by default when the overlay's appearance completes.
  public var tourDidShowTiming: TourDidShowTiming

  /// Creates a configuration; the defaults are Instructions' behaviour and Lodestar's event order.
  ///
  /// - Parameters:
  ///   - previousFromFirst: What `previous()` does on the first step.
  ///   - commandsDuringTransition: What navigation commands do during a transition.
  ///   - tourDidShowTiming: When `tourDidShow` is emitted (``TourDidShowTiming/afterFirstStep`` is
  ///     PolarisGuideKit's order).
  public init(
    previousFromFirst: PreviousFromFirstPolicy = .end, commandsDuringTransition: TransitionCommandPolicy = .ignore,
    tourDidShowTiming: TourDidShowTiming = .afterOverlayAppearance
  ) {
    self.previousFromFirst = previousFromFirst
    self.commandsDuringTransition = commandsDuringTransition
    self.tourDidShowTiming = tourDidShowTiming
  }

  private enum CodingKeys: String, CodingKey {
    case previousFromFirst, commandsDuringTransition, tourDidShowTiming
  }

  /// Decodes a configuration; a missing `tourDidShowTiming` (a configuration written before it existed)
  /// takes the default.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a value is missing or has the wrong type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    previousFromFirst = try container.decode(PreviousFromFirstPolicy.self, forKey: .previousFromFirst)
    commandsDuringTransition = try container.decode(TransitionCommandPolicy.self, forKey: .commandsDuringTransition)
    tourDidShowTiming =
      try container.decodeIfPresent(TourDidShowTiming.self, forKey: .tourDidShowTiming) ?? .afterOverlayAppearance
  }
}
