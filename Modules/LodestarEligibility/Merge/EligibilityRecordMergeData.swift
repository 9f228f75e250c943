import Foundation

/// What an ``EligibilityRecord`` keeps for merging and the evaluator never reads: displays and display
/// time by device, the completion's timestamp and the reset the record follows. Immutable and compared by
/// value; a record replaces it on every change.
final class EligibilityRecordMergeData: Sendable, Hashable {
  let tallies: [EligibilityDeviceID: EligibilityDeviceTally]
  let completionStamp: HybridLogicalTimestamp?
  let epoch: HybridLogicalTimestamp?

  init(
    tallies: [EligibilityDeviceID: EligibilityDeviceTally], completionStamp: HybridLogicalTimestamp?,
    epoch: HybridLogicalTimestamp?
  ) {
    self.tallies = tallies
    self.completionStamp = completionStamp
    self.epoch = epoch
  }

  static func == (lhs: EligibilityRecordMergeData, rhs: EligibilityRecordMergeData) -> Bool {
    lhs === rhs || (lhs.tallies == rhs.tallies && lhs.completionStamp == rhs.completionStamp && lhs.epoch == rhs.epoch)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(tallies)
    hasher.combine(completionStamp)
    hasher.combine(epoch)
  }
}
