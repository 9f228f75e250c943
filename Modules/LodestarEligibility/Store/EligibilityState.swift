import Foundation
import LodestarJSON

/// Everything the eligibility layer remembers: parameter values, event donations, what was displayed and
/// invalidated, and when a new item was last displayed.
///
/// A value type: stores hand out copies and apply changes as closures over a fresh copy read under their
/// lock (see ``EligibilityStore/update(_:)``), so changes from several processes merge instead of
/// overwriting each other. The mutating methods below are those changes.
///
/// States of several devices merge (``merge(_:)``): displays and display time are counted per device
/// (``device``) and summed when read, donations are a set, the first invalidation wins, and parameters and
/// completions keep the latest write by a ``HybridLogicalClock``. Equality compares what merges: two
/// states are equal when they hold the same parameters, donations, records and resets, whatever their
/// devices and clocks.
public struct EligibilityState: Sendable, Hashable, Codable {
  /// The schema version this build writes: 2, the mergeable state. Version 1 (the state before it could be
  /// merged) is read and migrated with nothing lost; files with an older version go through a migration;
  /// files with a newer one are left alone and reported as an error.
  public static let currentSchemaVersion = 2

  /// The schema version of the data this state was decoded from, or ``currentSchemaVersion``.
  public var schemaVersion: Int
  /// Values of persisted parameters, by key.
  public var parameters: [String: EligibilityValue]
  /// Donations, by event name.
  public var events: [String: EligibilityEventHistory]
  /// Display and invalidation records, by item identifier.
  public var records: [String: EligibilityRecord]
  /// When an item counted by the display frequency was displayed for the first time, most recently.
  public var lastNewDisplayDate: Date?
  /// Values of transient parameters, by key: kept in memory only, never encoded.
  public var transientParameters: [String: EligibilityValue] = [:]

  /// Issues the timestamps of this device's writes; its device is ``device``.
  var clock = HybridLogicalClock(device: .unassigned)
  /// When each parameter was last written, by key: the latest write wins a merge.
  var parameterStamps: [String: HybridLogicalTimestamp] = [:]
  /// The latest reset of each item's eligibility, by item identifier (only those after ``recordsReset``).
  var itemResets: [String: HybridLogicalTimestamp] = [:]
  /// The latest reset of every item's eligibility.
  var recordsReset: HybridLogicalTimestamp?
  /// The reset ``lastNewDisplayDate`` follows.
  var lastNewDisplayEpoch: HybridLogicalTimestamp?
  /// Where each running tour is, by tour identifier, then by device: each device's latest write (see
  /// ``tourPosition(of:)``).
  var tourPositions: [String: [EligibilityDeviceID: EligibilityTourPositionEntry]] = [:]

  /// The device whose changes this state records (``EligibilityDeviceID/unassigned`` until it gets one:
  /// see ``assignDevice(_:)``). Kept in the state file, never in ``synchronizationData()``.
  public var device: EligibilityDeviceID { clock.device }

  /// The latest timestamp this state's clock issued or received, if any.
  public var latestTimestamp: HybridLogicalTimestamp? { clock.latest }

  private enum CodingKeys: String, CodingKey {
    case schemaVersion, parameters, events, records, lastNewDisplayDate
  }

  /// Creates an empty state of no device yet (``EligibilityDeviceID/unassigned``).
  public init() {
    schemaVersion = Self.currentSchemaVersion
    parameters = [:]
    events = [:]
    records = [:]
    lastNewDisplayDate = nil
  }

  /// Creates an empty state whose changes are those of `device`.
  ///
  /// - Parameter device: The device that makes the changes.
  public init(device: EligibilityDeviceID) {
    self.init()
    clock.device = device
  }

  /// Makes `device` the device of this state's later changes; what was recorded with no device
  /// (``EligibilityDeviceID/unassigned``: before the state had one, or read from a schema version 1 file)
  /// becomes that device's.
  ///
  /// - Parameter device: The device that makes the changes from now on.
  /// - Complexity: O(*n*) in the size of the state.
  public mutating func assignDevice(_ device: EligibilityDeviceID) {
    clock.device = device
    guard !device.isUnassigned else { return }
    for key in records.keys {
      records[key]?.assignUnassignedCounts(to: device)
    }
    for (key, history) in events {
      events[key] = history.assigningUnassignedDonations(to: device)
    }
    assignUnassignedTourPositions(to: device)
  }

  /// The record of an item (an empty record when nothing was recorded).
  public func record(of id: EligibilityID) -> EligibilityRecord {
    records[id.rawValue] ?? EligibilityRecord()
  }

  /// Sets a parameter's value (transient parameters in ``transientParameters``).
  ///
  /// A persisted value is stamped with the next timestamp of the state's clock, so the latest write wins a
  /// merge.
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - key: The parameter's key.
  ///   - isTransient: Whether the value is kept in memory only.
  ///   - date: The wall-clock time of the write, for its timestamp; `nil` keeps the clock's latest wall time.
  public mutating func setValue(
    _ value: EligibilityValue, forKey key: String, isTransient: Bool = false, at date: Date? = nil
  ) {
    if isTransient {
      transientParameters[key] = value
    } else {
      parameters[key] = value
      parameterStamps[key] = clock.timestamp(at: date)
    }
  }

  /// Records a donation of `event`, identified by the next timestamp of the state's clock.
  public mutating func donate(_ event: EligibilityEvent, value: EligibilityValue? = nil, at date: Date) {
    let donation = EligibilityDonation(id: clock.timestamp(at: date), date: date, value: value)
    events[event.id, default: EligibilityEventHistory()].insert(donation)
  }

  /// An item's record, or a new one that follows the item's latest reset.
  private func existingRecord(of id: EligibilityID) -> EligibilityRecord {
    if let record = records[id.rawValue] { return record }
    var record = EligibilityRecord()
    record.epoch = Self.later(recordsReset, itemResets[id.rawValue])
    return record
  }

  /// Records one display of an item at `date`.
  ///
  /// The first display of an item that does not ignore the display frequency sets ``lastNewDisplayDate``.
  /// When the count reaches `options.maxDisplayCount`, the item is invalidated with `.displayCountExceeded`.
  public mutating func recordDisplay(of id: EligibilityID, at date: Date, options: EligibilityOptions) {
    var record = existingRecord(of: id)
    if record.displayCount == 0 {
      record.firstDisplayDate = date
      if !options.ignoresDisplayFrequency {
        lastNewDisplayDate = date
        lastNewDisplayEpoch = recordsReset
      }
    }
    record.addDisplay(on: device)
    record.lastDisplayDate = date
    if let limit = options.maxDisplayCount, record.displayCount >= limit, record.invalidationReason == nil {
      record.invalidationReason = .displayCountExceeded
      record.invalidationDate = date
    }
    records[id.rawValue] = record
  }

  /// Adds `seconds` of display time to an item; when the total reaches `options.maxDisplayDuration`, the item
  /// is invalidated with `.displayDurationExceeded`. Negative and non-finite durations are ignored, and the
  /// total stops at 10^12 seconds, the most a state file holds (so the state can always be written).
  public mutating func addDisplayDuration(
    _ seconds: TimeInterval, to id: EligibilityID, at date: Date, options: EligibilityOptions
  ) {
    guard seconds.isFinite, seconds > 0 else { return }
    var record = existingRecord(of: id)
    record.addDisplayDuration(seconds, on: device)
    if let limit = options.maxDisplayDuration, record.displayDuration >= limit, record.invalidationReason == nil {
      record.invalidationReason = .displayDurationExceeded
      record.invalidationDate = date
    }
    records[id.rawValue] = record
  }

  /// Invalidates an item; an earlier invalidation and its reason are kept.
  public mutating func invalidate(
    _ id: EligibilityID, reason: EligibilityStatus.InvalidationReason, at date: Date
  ) {
    var record = existingRecord(of: id)
    guard record.invalidationReason == nil else { return }
    record.invalidationReason = reason
    record.invalidationDate = date
    records[id.rawValue] = record
  }

  /// Records that the user finished an item at `date`: sets its ``EligibilityRecord/completionDate`` and
  /// invalidates it with `.completed` (an earlier invalidation and its reason are kept). The completion is
  /// stamped with the next timestamp of the state's clock: the latest completion wins a merge.
  public mutating func recordCompletion(of id: EligibilityID, at date: Date) {
    var record = existingRecord(of: id)
    record.completionDate = date
    record.completionStamp = clock.timestamp(at: date)
    records[id.rawValue] = record
    invalidate(id, reason: .completed, at: date)
  }

  /// Forgets everything recorded about an item: displays, display time, invalidation and the tour's
  /// position.
  ///
  /// The reset is stamped with the next timestamp of the state's clock; a merge drops what other devices
  /// recorded about the item before they received the reset.
  ///
  /// - Parameters:
  ///   - id: The item to reset.
  ///   - date: The wall-clock time of the reset, for its timestamp; `nil` keeps the clock's latest wall time.
  public mutating func resetEligibility(of id: EligibilityID, at date: Date? = nil) {
    records[id.rawValue] = nil
    tourPositions[id.rawValue] = nil
    itemResets[id.rawValue] = clock.timestamp(at: date)
  }

  /// Forgets every item's records, every tour's position and the display-frequency date; parameters and
  /// donations are kept.
  ///
  /// The reset is stamped with the next timestamp of the state's clock; a merge drops what other devices
  /// recorded before they received it.
  ///
  /// - Parameter date: The wall-clock time of the reset, for its timestamp; `nil` keeps the clock's latest
  ///   wall time.
  public mutating func resetEligibility(at date: Date? = nil) {
    records = [:]
    itemResets = [:]
    tourPositions = [:]
    lastNewDisplayDate = nil
    lastNewDisplayEpoch = nil
    recordsReset = clock.timestamp(at: date)
  }

  /// The later of two optional timestamps (`nil` is earliest).
  static func later(_ first: HybridLogicalTimestamp?, _ second: HybridLogicalTimestamp?) -> HybridLogicalTimestamp? {
    guard let first else { return second }
    guard let second else { return first }
    return max(first, second)
  }

  /// Whether `first` comes before `second` (`nil` is earliest).
  static func isEarlier(_ first: HybridLogicalTimestamp?, _ second: HybridLogicalTimestamp?) -> Bool {
    guard let second else { return false }
    guard let first else { return true }
    return first < second
  }

  // MARK: - Equality

  /// Whether two states hold the same parameters, donations, records, resets, display-frequency date, tour
  /// positions and transient parameters; their devices and clocks are not compared.
  ///
  /// - Parameters:
  ///   - lhs: A state.
  ///   - rhs: Another state.
  /// - Returns: Whether they are equal.
  public static func == (lhs: EligibilityState, rhs: EligibilityState) -> Bool {
    lhs.schemaVersion == rhs.schemaVersion && lhs.parameters == rhs.parameters && lhs.events == rhs.events
      && lhs.records == rhs.records && lhs.lastNewDisplayDate == rhs.lastNewDisplayDate
      && lhs.transientParameters == rhs.transientParameters && lhs.parameterStamps == rhs.parameterStamps
      && lhs.itemResets == rhs.itemResets && lhs.recordsReset == rhs.recordsReset
      && lhs.lastNewDisplayEpoch == rhs.lastNewDisplayEpoch && lhs.tourPositions == rhs.tourPositions
  }

  /// Hashes what equality compares.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(schemaVersion)
    hasher.combine(parameters)
    hasher.combine(events)
    hasher.combine(records)
    hasher.combine(lastNewDisplayDate)
    hasher.combine(transientParameters)
    hasher.combine(parameterStamps)
    hasher.combine(itemResets)
    hasher.combine(recordsReset)
    hasher.combine(lastNewDisplayEpoch)
    hasher.combine(tourPositions)
  }
}
