import Foundation
import LodestarJSON

/// Everything the eligibility layer remembers: parameter values, event donations, what was displayed and
/// invalidated, and when a new item was last displayed.
///
/// A value type: stores hand out copies and apply changes as closures over a fresh copy read under their
/// lock (see ``EligibilityStore/update(_:)``), so changes from several processes merge instead of
/// overwriting each other. The mutating methods below are those changes.
public struct EligibilityState: Sendable, Hashable, Codable {
  /// The schema version this build writes. Files with an older version go through a migration; files with
  /// a newer one are left alone and reported as an error.
  public static let currentSchemaVersion = 1

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

  private enum CodingKeys: String, CodingKey {
    case schemaVersion, parameters, events, records, lastNewDisplayDate
  }

  /// Creates an empty state.
  public init() {
    schemaVersion = Self.currentSchemaVersion
    parameters = [:]
    events = [:]
    records = [:]
    lastNewDisplayDate = nil
  }

  /// The record of an item (an empty record when nothing was recorded).
  public func record(of id: EligibilityID) -> EligibilityRecord {
    records[id.rawValue] ?? EligibilityRecord()
  }

  /// Sets a parameter's value (transient parameters in ``transientParameters``).
  public mutating func setValue(_ value: EligibilityValue, forKey key: String, isTransient: Bool = false) {
    if isTransient {
      transientParameters[key] = value
    } else {
      parameters[key] = value
    }
  }

  /// Records a donation of `event`.
  public mutating func donate(_ event: EligibilityEvent, value: EligibilityValue? = nil, at date: Date) {
    events[event.id, default: EligibilityEventHistory()].append(EligibilityDonation(date: date, value: value))
  }

  /// Records one display of an item at `date`.
  ///
  /// The first display of an item that does not ignore the display frequency sets ``lastNewDisplayDate``.
  /// When the count reaches `options.maxDisplayCount`, the item is invalidated with `.displayCountExceeded`.
  public mutating func recordDisplay(of id: EligibilityID, at date: Date, options: EligibilityOptions) {
    var record = records[id.rawValue] ?? EligibilityRecord()
    if record.displayCount == 0 {
      record.firstDisplayDate = date
      if !options.ignoresDisplayFrequency {
        lastNewDisplayDate = date
      }
    }
    record.displayCount += 1
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
    var record = records[id.rawValue] ?? EligibilityRecord()
    record.displayDuration = EligibilityStateReader.displayDurations.clamped(record.displayDuration + seconds)
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
    var record = records[id.rawValue] ?? EligibilityRecord()
    guard record.invalidationReason == nil else { return }
    record.invalidationReason = reason
    record.invalidationDate = date
    records[id.rawValue] = record
  }

  /// Records that the user finished an item at `date`: sets its ``EligibilityRecord/completionDate`` and
  /// invalidates it with `.completed` (an earlier invalidation and its reason are kept).
  public mutating func recordCompletion(of id: EligibilityID, at date: Date) {
    var record = records[id.rawValue] ?? EligibilityRecord()
    record.completionDate = date
    records[id.rawValue] = record
    invalidate(id, reason: .completed, at: date)
  }

  /// Forgets everything recorded about an item: displays, display time and invalidation.
  public mutating func resetEligibility(of id: EligibilityID) {
    records[id.rawValue] = nil
  }

  /// Forgets every item's records and the display-frequency date; parameters and donations are kept.
  public mutating func resetEligibility() {
    records = [:]
    lastNewDisplayDate = nil
  }
}
