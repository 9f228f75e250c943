/// What the application learns when a tour ends: the dismissal context.
public struct TourDismissal: Sendable, Hashable, Codable {
  /// Why the tour ended.
  public var reason: DismissReason
  /// The index of the step that was on screen (announced with `stepWillShow` and not yet hidden) when the
  /// tour ended, or `nil` when no step was on screen (for example while the next step was loading).
  public var stepIndex: Int?
  /// The index of the last step that finished showing (`stepDidShow`), or `nil` if none did.
  public var lastShownIndex: Int?
  /// The number of steps the tour had when it ended.
  public var stepCount: Int
  /// Whether the tour ended immediately, without a disappearance transition and without delegate callbacks.
  public var isImmediate: Bool

  /// Creates a dismissal context.
  public init(reason: DismissReason, stepIndex: Int?, lastShownIndex: Int?, stepCount: Int, isImmediate: Bool) {
    self.reason = reason
    self.stepIndex = stepIndex
    self.lastShownIndex = lastShownIndex
    self.stepCount = stepCount
    self.isImmediate = isImmediate
  }

  /// Whether the tour ended by skipping (Instructions' `didEndShowingBySkipping(true)`).
  public var isSkipped: Bool { reason == .skipped }
}
