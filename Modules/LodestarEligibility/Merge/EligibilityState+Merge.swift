import Foundation
import LodestarJSON

extension EligibilityState {
  /// Merges another device's state (or an earlier copy of this one) into this state.
  ///
  /// The merge is commutative, associative and idempotent, so devices that exchange their states in any
  /// order, any number of times, end with the same state:
  ///
  /// - Displays and display time are counted per device; each device's count is the larger of the two
  ///   copies, and the record's ``EligibilityRecord/displayCount`` and ``EligibilityRecord/displayDuration``
  ///   are the sums over devices.
  /// - Donations are a set: one received twice counts once (``EligibilityEventHistory/merge(_:)``).
  /// - The first invalidation wins: the earlier date, then the reason's name. The first display is the
  ///   earlier one, the last display the later one.
  /// - Parameters and completions keep the latest write by their ``HybridLogicalTimestamp``; equal
  ///   timestamps (values written without one) keep the value whose JSON text sorts last.
  /// - A reset (``resetEligibility(of:at:)``, ``resetEligibility(at:)``) drops what any device recorded
  ///   before it received the reset: the later reset wins.
  /// - Tour positions (``tourPosition(of:)``) are kept per device; each device's latest write wins, by its
  ///   timestamp, and a cleared position stays cleared.
  ///
  /// This state's ``device`` and ``transientParameters`` stay; its clock takes note of `other`'s latest
  /// timestamp, so its next writes come after everything it received.
  ///
  /// - Parameter other: The state to merge in.
  /// - Complexity: O(*n* + *m*) for states of *n* and *m* parameters, donations and records (each
  ///   record's devices counted).
  public mutating func merge(_ other: EligibilityState) {
    clock.receive(other.clock.latest)
    mergeParameters(other)
    removeStampsOfMissingParameters()
    for (name, history) in other.events {
      events[name] = events[name].map { $0.merging(history) } ?? history
    }
    mergeRecords(other)
    mergeTourPositions(other)
  }

  /// This state merged with another (see ``merge(_:)``).
  ///
  /// - Parameter other: The state to merge in.
  /// - Returns: The merged state, with this state's device and transient parameters.
  /// - Complexity: O(*n* + *m*), as ``merge(_:)``.
  public func merging(_ other: EligibilityState) -> EligibilityState {
    var merged = self
    merged.merge(other)
    return merged
  }

  /// Drops what a merge would drop, so that a state read from bytes merges with itself to itself: records
  /// older than their item's latest reset, item resets older than the reset of every item, a
  /// display-frequency date older than that reset, tour positions older than their reset, and timestamps of
  /// parameters that are not there.
  mutating func normalize() {
    if let recordsReset {
      itemResets = itemResets.filter { recordsReset < $0.value }
      if lastNewDisplayDate != nil, Self.isEarlier(lastNewDisplayEpoch, recordsReset) {
        lastNewDisplayDate = nil
        lastNewDisplayEpoch = nil
      }
    }
    if recordsReset != nil || !itemResets.isEmpty {
      records = records.filter { follows($0.value.epoch, resetOf: $0.key) }
    }
    removeStampsOfMissingParameters()
    dropTourPositionsBeforeResets()
  }

  private mutating func removeStampsOfMissingParameters() {
    if parameterStamps.keys.contains(where: { parameters[$0] == nil }) {
      parameterStamps = parameterStamps.filter { parameters[$0.key] != nil }
    }
  }

  private mutating func mergeParameters(_ other: EligibilityState) {
    for (key, value) in other.parameters {
      guard let current = parameters[key] else {
        parameters[key] = value
        parameterStamps[key] = other.parameterStamps[key]
        continue
      }
      let currentStamp = parameterStamps[key]
      let otherStamp = other.parameterStamps[key]
      let otherWins =
        currentStamp == otherStamp
        ? current != value && Self.sortsBefore(current, value) : Self.isEarlier(currentStamp, otherStamp)
      if otherWins {
        parameters[key] = value
        parameterStamps[key] = otherStamp
      }
    }
  }

  /// Orders two values by their JSON text, for a deterministic choice between writes with equal timestamps.
  static func sortsBefore(_ first: EligibilityValue, _ second: EligibilityValue) -> Bool {
    let writer = JSONWriter(layout: .compact, sortsKeys: true)
    return writer.text(of: first.fileOutput) < writer.text(of: second.fileOutput)
  }

  private mutating func mergeRecords(_ other: EligibilityState) {
    recordsReset = Self.later(recordsReset, other.recordsReset)
    for (id, stamp) in other.itemResets {
      itemResets[id] = Self.later(itemResets[id], stamp)
    }
    if let recordsReset {
      itemResets = itemResets.filter { recordsReset < $0.value }
    }
    let hasResets = recordsReset != nil || !itemResets.isEmpty
    if hasResets {
      for (id, record) in records where !follows(record.epoch, resetOf: id) {
        records[id] = nil
      }
    }
    for (id, record) in other.records where !hasResets || follows(record.epoch, resetOf: id) {
      guard let current = records[id] else {
        records[id] = record
        continue
      }
      if current.epoch == record.epoch {
        if current != record {
          records[id] = current.joined(with: record)
        }
      } else if Self.isEarlier(current.epoch, record.epoch) {
        records[id] = record
      }
    }
    mergeLastNewDisplayDate(other)
  }

  /// Whether a record that follows the reset `epoch` survives the latest reset of its item.
  private func follows(_ epoch: HybridLogicalTimestamp?, resetOf id: String) -> Bool {
    !Self.isEarlier(epoch, Self.later(recordsReset, itemResets[id]))
  }

  private mutating func mergeLastNewDisplayDate(_ other: EligibilityState) {
    if let otherDate = other.lastNewDisplayDate {
      if lastNewDisplayDate == nil || Self.isEarlier(lastNewDisplayEpoch, other.lastNewDisplayEpoch) {
        lastNewDisplayDate = otherDate
        lastNewDisplayEpoch = other.lastNewDisplayEpoch
      } else if lastNewDisplayEpoch == other.lastNewDisplayEpoch, let date = lastNewDisplayDate, date < otherDate {
        lastNewDisplayDate = otherDate
      }
    }
    if lastNewDisplayDate != nil, Self.isEarlier(lastNewDisplayEpoch, recordsReset) {
      lastNewDisplayDate = nil
      lastNewDisplayEpoch = nil
    }
  }
}
