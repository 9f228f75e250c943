import Foundation
import LodestarJSON

extension EligibilityState {
  /// The state in the file's JSON form: the shape its `Codable` conformance gives with `JSONEncoder`'s
  /// default strategies (dates as seconds since 2001-01-01, absent optionals left out), with what merging
  /// needs beside it: per-device counts, donation identifiers, timestamps, resets and tour positions.
  ///
  /// - Parameter includingDevice: Whether to include ``device`` (the state file does; the bytes a sync
  ///   layer carries to other devices do not).
  func fileOutput(includingDevice: Bool) -> JSONOutput {
    var members: [(key: String, value: JSONOutput)] = [
      ("schemaVersion", .integer(schemaVersion)),
      ("parameters", .object(parameters.map { ($0.key, $0.value.fileOutput) })),
      ("events", .object(events.map { ($0.key, .array($0.value.donations.map(\.fileOutput))) })),
      ("records", .object(records.map { ($0.key, $0.value.fileOutput) })),
    ]
    if let lastNewDisplayDate { members.append(("lastNewDisplayDate", .date(lastNewDisplayDate))) }
    if let lastNewDisplayEpoch { members.append(("lastNewDisplayEpoch", lastNewDisplayEpoch.fileOutput)) }
    if !parameterStamps.isEmpty {
      members.append(("parameterStamps", .object(parameterStamps.map { ($0.key, $0.value.fileOutput) })))
    }
    if !itemResets.isEmpty {
      members.append(("itemResets", .object(itemResets.map { ($0.key, $0.value.fileOutput) })))
    }
    if let recordsReset { members.append(("recordsReset", recordsReset.fileOutput)) }
    if !tourPositions.isEmpty {
      let tours = tourPositions.map { id, entries -> (key: String, value: JSONOutput) in
        (id, .object(entries.map { ($0.key.rawValue, $0.value.fileOutput) }))
      }
      members.append(("tourPositions", .object(tours)))
    }
    if let latest = clock.latest { members.append(("clock", latest.fileOutput)) }
    if includingDevice && !device.isUnassigned { members.append(("device", .string(device.rawValue))) }
    return .object(members)
  }
}

extension EligibilityValue {
  /// The value as a one-member object: `{"integer": 3}` (the demo's `store explain` writes values so too).
  package var fileOutput: JSONOutput {
    switch self {
    case .bool(let value): ["bool": .bool(value)]
    case .integer(let value): ["integer": .integer(value)]
    case .double(let value): ["double": .number(value)]
    case .string(let value): ["string": .string(value)]
    case .date(let value): ["date": .date(value)]
    case .json(let value): ["json": .string(value)]
    }
  }
}

extension EligibilityDonation {
  /// The donation: its date, its identifier and, when there is one, its value.
  var fileOutput: JSONOutput {
    var members: [(key: String, value: JSONOutput)] = [("date", .date(date)), ("id", id.fileOutput)]
    if let value { members.append(("value", value.fileOutput)) }
    return .object(members)
  }
}

extension EligibilityRecord {
  /// The record, leaving out the dates and reason it does not have.
  var fileOutput: JSONOutput {
    var members: [(key: String, value: JSONOutput)] = [
      ("displayCount", .integer(displayCount)), ("displayDuration", .number(displayDuration)),
    ]
    if let firstDisplayDate { members.append(("firstDisplayDate", .date(firstDisplayDate))) }
    if let lastDisplayDate { members.append(("lastDisplayDate", .date(lastDisplayDate))) }
    if let invalidationReason { members.append(("invalidationReason", .string(invalidationReason.rawValue))) }
    if let invalidationDate { members.append(("invalidationDate", .date(invalidationDate))) }
    if let completionDate { members.append(("completionDate", .date(completionDate))) }
    if let completionStamp { members.append(("completionStamp", completionStamp.fileOutput)) }
    if let epoch { members.append(("epoch", epoch.fileOutput)) }
    if tallies.keys.contains(where: { !$0.isUnassigned }) {
      let devices = tallies.map { device, tally -> (key: String, value: JSONOutput) in
        let counts: JSONOutput = [
          "displayCount": .integer(tally.displayCount), "displayDuration": .number(tally.displayDuration),
        ]
        return (device.rawValue, counts)
      }
      members.append(("devices", .object(devices)))
    }
    return .object(members)
  }
}

extension EligibilityTourPositionEntry {
  /// The entry as `{"stamp": …}`, with `stepID`, `version` and `date` while it holds a position.
  var fileOutput: JSONOutput {
    var members: [(key: String, value: JSONOutput)] = [("stamp", stamp.fileOutput)]
    if let position {
      members.append(("stepID", .string(position.stepID)))
      members.append(("version", .string(position.version)))
      members.append(("date", .date(position.date)))
    }
    return .object(members)
  }
}

extension HybridLogicalTimestamp {
  /// The timestamp as `{"counter": …, "device": …, "wallTime": …}`.
  var fileOutput: JSONOutput {
    ["counter": .number(Double(counter)), "device": .string(device.rawValue), "wallTime": .number(Double(wallTime))]
  }
}

extension JSONOutput {
  /// A date as seconds since 2001-01-01 00:00 UTC.
  static func date(_ date: Date) -> JSONOutput {
    .number(date.timeIntervalSinceReferenceDate)
  }
}
