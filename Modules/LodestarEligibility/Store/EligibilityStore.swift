import Foundation

/// Where the eligibility state is kept.
///
/// Changes are closures, not values: ``update(_:)`` applies the change to the freshest state under the
/// store's lock and writes the result, so concurrent changes (from tasks, or from other processes for a file
/// store) merge instead of overwriting each other.
public protocol EligibilityStore: Sendable {
  /// The current state (an empty state when nothing was stored yet).
  func load() async throws -> EligibilityState
  /// Applies `change` to the current state, stores the result and returns it.
  func update(_ change: @Sendable (inout EligibilityState) -> Void) async throws -> EligibilityState
  /// Replaces the stored state with an empty one: items, events and parameters are cleared.
  func reset() async throws
  /// Merges a state another device sent (its ``EligibilityState/synchronizationData()``) into the stored
  /// state, as one change; a default implementation merges through ``update(_:)``.
  ///
  /// - Parameter data: The received bytes.
  /// - Returns: The state stored after the merge.
  /// - Throws: ``EligibilityStoreError/malformedData(reason:)`` when the bytes are not a state (nothing is
  ///   changed), or the store's error.
  func merge(_ data: Data) async throws -> EligibilityState
}
