import Foundation

extension EligibilityStore {
  /// Merges a state another device sent (its ``EligibilityState/synchronizationData()``) into the stored
  /// state through ``update(_:)``: a ``FileEligibilityStore`` merges under its lock, re-reading the file
  /// first and writing the result durably, so merges and changes from several processes never overwrite
  /// each other.
  ///
  /// - Parameter data: The received bytes.
  /// - Returns: The state stored after the merge.
  /// - Throws: ``EligibilityStoreError/malformedData(reason:)`` when the bytes are not a state (nothing is
  ///   changed), ``EligibilityStoreError/newerSchemaVersion(found:supported:)``, or the store's error.
  /// - Complexity: O(*n* + *m*) for the stored and the received state's sizes, plus the store's write.
  public func merge(_ data: Data) async throws -> EligibilityState {
    let received = try EligibilityState(jsonData: data)
    return try await update { $0.merge(received) }
  }
}
