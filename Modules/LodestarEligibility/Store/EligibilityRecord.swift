import Foundation
import LodestarJSON

/// What is known about one tour or hint: how often and how long it was displayed, whether it was
/// invalidated, and whether the user finished it.
///
/// Completion is kept apart from the invalidation: the first invalidation's reason sticks (TipKit's rule),
/// so a tour with `maxDisplayCount: 1` reads `.invalidated(.displayCountExceeded)` from its first display
/// on, and finishing it later still sets ``completionDate`` (``isCompleted``).
///
/// Displays and display time are counted per device and summed when read, so records from several devices
/// merge without losing or double-counting a display (see ``EligibilityState/merge(_:)``). Setting
/// ``displayCount`` or ``displayDuration`` directly replaces the per-device counts with one total that
/// belongs to no device.
public struct EligibilityRecord: Sendable, Hashable, Codable {
  /// How many displays were recorded, on every device together.
  public var displayCount: Int {
    get { totalDisplayCount }
    set { setTotals(displayCount: newValue, displayDuration: totalDisplayDuration) }
  }
  /// The cumulative seconds it was displayed, on every device together (at most 10^12).
  public var displayDuration: TimeInterval {
    get { totalDisplayDuration }
    set { setTotals(displayCount: totalDisplayCount, displayDuration: newValue) }
  }
  /// When it was displayed for the first time.
  public var firstDisplayDate: Date?
  /// When it was displayed last.
  public var lastDisplayDate: Date?
  /// Why it was invalidated; `nil` while it is not.
  public var invalidationReason: EligibilityStatus.InvalidationReason?
  /// When it was invalidated.
  public var invalidationDate: Date?
  /// When the user finished it (most recently), whatever its invalidation reason; `nil` while it was never
  /// finished.
  public var completionDate: Date?

  /// Displays and display time by device.
  private(set) var tallies: [EligibilityDeviceID: EligibilityDeviceTally] {
    get { mergeData?.tallies ?? [:] }
    set { replaceMergeData(tallies: newValue, completionStamp: completionStamp, epoch: epoch) }
  }
  /// When ``completionDate`` was written: the latest write wins a merge.
  var completionStamp: HybridLogicalTimestamp? {
    get { mergeData?.completionStamp }
    set { replaceMergeData(tallies: tallies, completionStamp: newValue, epoch: epoch) }
  }
  /// The reset this record follows (of the item or of every item); `nil` when none was recorded.
  var epoch: HybridLogicalTimestamp? {
    get { mergeData?.epoch }
    set { replaceMergeData(tallies: tallies, completionStamp: completionStamp, epoch: newValue) }
  }
  /// What only merging reads, behind one reference, so that a record the evaluator copies stays small.
  private var mergeData: EligibilityRecordMergeData?
  private var totalDisplayCount = 0
  private var totalDisplayDuration: TimeInterval = 0

  /// Whether the user finished it at least once since its eligibility was last reset.
  public var isCompleted: Bool { completionDate != nil }

  /// Creates a record; by default that of an item never displayed. The counts belong to no device.
  ///
  /// - Parameters:
  ///   - displayCount: How many displays were recorded.
  ///   - displayDuration: The cumulative seconds it was displayed.
  ///   - firstDisplayDate: When it was displayed for the first time.
  ///   - lastDisplayDate: When it was displayed last.
  ///   - invalidationReason: Why it was invalidated.
  ///   - invalidationDate: When it was invalidated.
  ///   - completionDate: When the user finished it.
  public init(
    displayCount: Int = 0, displayDuration: TimeInterval = 0, firstDisplayDate: Date? = nil,
    lastDisplayDate: Date? = nil, invalidationReason: EligibilityStatus.InvalidationReason? = nil,
    invalidationDate: Date? = nil, completionDate: Date? = nil
  ) {
    self.firstDisplayDate = firstDisplayDate
    self.lastDisplayDate = lastDisplayDate
    self.invalidationReason = invalidationReason
    self.invalidationDate = invalidationDate
    self.completionDate = completionDate
    setTotals(displayCount: displayCount, displayDuration: displayDuration)
  }

  private enum CodingKeys: String, CodingKey {
    case displayCount, displayDuration, firstDisplayDate, lastDisplayDate, invalidationReason, invalidationDate
    case completionDate
  }

  /// Decodes a record's totals, dates and reason (the per-device counts are in the state file's form only,
  /// ``EligibilityState/jsonData(prettyPrinted:)``).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The decoder's error for a missing or mistyped value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      displayCount: try container.decode(Int.self, forKey: .displayCount),
      displayDuration: try container.decode(TimeInterval.self, forKey: .displayDuration),
      firstDisplayDate: try container.decodeIfPresent(Date.self, forKey: .firstDisplayDate),
      lastDisplayDate: try container.decodeIfPresent(Date.self, forKey: .lastDisplayDate),
      invalidationReason: try container.decodeIfPresent(
        EligibilityStatus.InvalidationReason.self, forKey: .invalidationReason),
      invalidationDate: try container.decodeIfPresent(Date.self, forKey: .invalidationDate),
      completionDate: try container.decodeIfPresent(Date.self, forKey: .completionDate))
  }

  /// Encodes the record's totals, dates and reason.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(displayCount, forKey: .displayCount)
    try container.encode(displayDuration, forKey: .displayDuration)
    try container.encodeIfPresent(firstDisplayDate, forKey: .firstDisplayDate)
    try container.encodeIfPresent(lastDisplayDate, forKey: .lastDisplayDate)
    try container.encodeIfPresent(invalidationReason, forKey: .invalidationReason)
    try container.encodeIfPresent(invalidationDate, forKey: .invalidationDate)
    try container.encodeIfPresent(completionDate, forKey: .completionDate)
  }

  // MARK: - Per-device counts

  private mutating func replaceMergeData(
    tallies: [EligibilityDeviceID: EligibilityDeviceTally], completionStamp: HybridLogicalTimestamp?,
    epoch: HybridLogicalTimestamp?
  ) {
    if tallies.isEmpty && completionStamp == nil && epoch == nil {
      mergeData = nil
    } else {
      mergeData = EligibilityRecordMergeData(tallies: tallies, completionStamp: completionStamp, epoch: epoch)
    }
  }

  /// Replaces the per-device counts with one total that belongs to no device.
  private mutating func setTotals(displayCount: Int, displayDuration: TimeInterval) {
    tallies = [:]
    if displayCount != 0 || displayDuration != 0 {
      tallies[.unassigned] = EligibilityDeviceTally(displayCount: displayCount, displayDuration: displayDuration)
    }
    totalDisplayCount = displayCount
    totalDisplayDuration = displayDuration
  }

  /// Replaces the per-device counts (from a state file or a merge) and sums them again.
  mutating func setTallies(_ tallies: [EligibilityDeviceID: EligibilityDeviceTally]) {
    self.tallies = tallies.values.contains(where: \.isEmpty) ? tallies.filter { !$0.value.isEmpty } : tallies
    sumTallies()
  }

  /// Counts one display on a device.
  mutating func addDisplay(on device: EligibilityDeviceID) {
    tallies[device, default: EligibilityDeviceTally()].addDisplay()
    sumTallies()
  }

  /// Adds display time on a device.
  mutating func addDisplayDuration(_ seconds: TimeInterval, on device: EligibilityDeviceID) {
    tallies[device, default: EligibilityDeviceTally()].addDisplayDuration(seconds)
    sumTallies()
  }

  /// Moves the counts that belong to no device to `device`.
  mutating func assignUnassignedCounts(to device: EligibilityDeviceID) {
    guard !device.isUnassigned, let unassigned = tallies.removeValue(forKey: .unassigned) else { return }
    tallies[device, default: EligibilityDeviceTally()].add(unassigned)
    sumTallies()
  }

  /// The totals, summed in device order so that every device sums the same counts to the same bits.
  private mutating func sumTallies() {
    if tallies.count == 1, let only = tallies.first?.value {
      totalDisplayCount = only.displayCount
      totalDisplayDuration = only.displayDuration
      return
    }
    if tallies.count == 2 {  // Two addends sum to the same bits in either order: no sorting needed.
      var values = tallies.values.makeIterator()
      if let first = values.next(), let second = values.next() {
        totalDisplayCount = EligibilityDeviceTally.clampedCount(first.displayCount, plus: second.displayCount)
        totalDisplayDuration = EligibilityStateReader.displayDurations.clamped(
          first.displayDuration + second.displayDuration)
        return
      }
    }
    var count = 0
    var duration: TimeInterval = 0
    for device in tallies.keys.sorted() {
      guard let tally = tallies[device] else { continue }
      count = EligibilityDeviceTally.clampedCount(count, plus: tally.displayCount)
      duration += tally.displayDuration
    }
    totalDisplayCount = count
    totalDisplayDuration = EligibilityStateReader.displayDurations.clamped(duration)
  }
}
