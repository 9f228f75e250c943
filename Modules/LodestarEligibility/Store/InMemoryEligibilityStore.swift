/// A store that keeps the state in memory only: for tests, previews and scripted runs that must not depend
/// on earlier runs.
public actor InMemoryEligibilityStore: EligibilityStore {
  private var state: EligibilityState

  /// Creates a store holding `state` (empty by default).
  public init(state: EligibilityState = EligibilityState()) {
    self.state = state
  }

  /// The current state.
  public func load() -> EligibilityState {
    state
  }

  /// Applies `change` and returns the new state.
  public func update(_ change: @Sendable (inout EligibilityState) -> Void) -> EligibilityState {
    change(&state)
    return state
  }

  /// Replaces the state with an empty one.
  public func reset() {
    state = EligibilityState()
  }
}
