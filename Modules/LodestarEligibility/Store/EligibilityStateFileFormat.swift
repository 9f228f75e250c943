import Foundation
import LodestarJSON

extension EligibilityState {
  /// The state in the file's JSON form: the shape its `Codable` conformance gives with `JSONEncoder`'s
  /// default strategies (dates as seconds since 2001-01-01, absent optionals left out).
  var fileOutput: JSONOutput {
    var members: [(key: String, value: JSONOutput)] = [
      ("schemaVersion", .integer(schemaVersion)),
      ("parameters", .object(parameters.map { ($0.key, $0.value.fileOutput) })),
      ("events", .object(events.map { ($0.key, .array($0.value.donations.map(\.fileOutput))) })),
      ("records", .object(records.map { ($0.key, $0.value.fileOutput) })),
    ]
    if let lastNewDisplayDate { members.append(("lastNewDisplayDate", .date(lastNewDisplayDate))) }
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
  /// The donation: its date and, when there is one, its value.
  var fileOutput: JSONOutput {
    var members: [(key: String, value: JSONOutput)] = [("date", .date(date))]
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
    return .object(members)
  }
}

extension JSONOutput {
  /// A date as seconds since 2001-01-01 00:00 UTC.
  static func date(_ date: Date) -> JSONOutput {
    .number(date.timeIntervalSinceReferenceDate)
  }
}
