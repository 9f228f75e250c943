/// Which of the app's gesture recognizers may run while a tour shows, by name and per step.
///
/// While a tour shows, the app's gestures (swipe-back, an ancestor's pan) are blocked, as
/// PolarisGuideKit's gesture blocker does; this list lets named gestures through in every step or in
/// chosen steps only (the per-step allow-list PolarisGuideKit's README promises). The tour's own gestures
/// (coach mark, skip control) are not subject to it.
public struct GestureAllowList: Sendable, Hashable, Codable {
  /// Gestures allowed in every step.
  public var allowedInEveryStep: Set<String>
  /// Gestures allowed in one step, by step id.
  public var allowedByStep: [String: Set<String>]

  /// Creates a list; by default every gesture is blocked.
  public init(allowedInEveryStep: Set<String> = [], allowedByStep: [String: Set<String>] = [:]) {
    self.allowedInEveryStep = allowedInEveryStep
    self.allowedByStep = allowedByStep
  }

  /// Allows `gesture` in the step with id `stepID`.
  public mutating func allow(_ gesture: String, inStep stepID: String) {
    allowedByStep[stepID, default: []].insert(gesture)
  }

  /// Allows `gesture` in every step.
  public mutating func allowInEveryStep(_ gesture: String) {
    allowedInEveryStep.insert(gesture)
  }

  /// Whether `gesture` may run while the step with id `stepID` shows; with no step (between steps),
  /// only the gestures allowed in every step.
  public func allows(_ gesture: String, inStep stepID: String?) -> Bool {
    if allowedInEveryStep.contains(gesture) { return true }
    guard let stepID else { return false }
    return allowedByStep[stepID]?.contains(gesture) ?? false
  }

  /// The gestures allowed while the step with id `stepID` shows.
  public func allowedGestures(inStep stepID: String?) -> Set<String> {
    guard let stepID, let own = allowedByStep[stepID] else { return allowedInEveryStep }
    return allowedInEveryStep.union(own)
  }
}
