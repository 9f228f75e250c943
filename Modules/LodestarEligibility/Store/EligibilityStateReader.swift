import Foundation
import LodestarJSON

/// Reads the eligibility state file's JSON tree into an ``EligibilityState``, checking every value and
/// naming the JSON path, the line and the column of the first problem in the file's own terms.
struct EligibilityStateReader {
  /// The deepest nesting of arrays and objects a state file has: 8 (the file needs 5).
  static let nestingLimit = 8
  /// The largest count: 2^53 − 1, the largest integer every JSON reader keeps exactly.
  static let largestCount = 9_007_199_254_740_991
  /// The dates a file may hold, in seconds since 2001-01-01: from 0001-01-01 to 9999-12-31 (the last
  /// second of the year 9999 begins at 252,423,993,599).
  static let dates = NumberRule.within(-63_114_076_800...252_423_993_599)
  /// A record's total display time, in seconds: from 0 to 10^12 (about 31,700 years).
  static let displayDurations = NumberRule.within(0...1e12)
  /// A parameter's or donation's `double`: any finite number (it never becomes a duration or a count).
  static let doubles = NumberRule.finite

  let source: JSONSourceText

  // MARK: Errors

  func failure(_ path: String, _ message: String, at value: JSONValue) -> EligibilityStoreError {
    let location = source.location(of: value.offset)
    return .malformedData(reason: (path.isEmpty ? message : "\(path): \(message)") + " (\(location))")
  }

  func mismatch(_ path: String, expected: String, _ value: JSONValue) -> EligibilityStoreError {
    failure(path, "expected \(expected), found \(value.foundDescription)", at: value)
  }

  // MARK: Values

  /// The members of an object by key.
  func members(
    of value: JSONValue, path: String, expected: String = "an object"
  ) throws(EligibilityStoreError) -> [String: JSONValue] {
    guard let members = value.members else { throw mismatch(path, expected: expected, value) }
    var table: [String: JSONValue] = [:]
    for member in members { table[member.key] = member.value }
    return table
  }

  /// A member that must be present.
  func required(
    _ key: String, in members: [String: JSONValue], of object: JSONValue, path: String
  ) throws(EligibilityStoreError) -> JSONValue {
    guard let value = members[key] else {
      throw failure(path, "missing required key \(JSONEcho.quoted(key))", at: object)
    }
    return value
  }

  /// A member that may be absent or `null`.
  func optional(_ key: String, in members: [String: JSONValue]) -> JSONValue? {
    guard let value = members[key], !value.isNull else { return nil }
    return value
  }

  func integer(_ value: JSONValue, path: String, in range: ClosedRange<Int>) throws(EligibilityStoreError) -> Int {
    guard let integer = value.integer(in: range) else {
      let bounds = range == Int.min...Int.max ? "" : " from \(range.lowerBound) to \(range.upperBound)"
      throw mismatch(path, expected: "an integer\(bounds)", value)
    }
    return integer
  }

  /// A number the rule accepts.
  func number(_ value: JSONValue, path: String, _ rule: NumberRule) throws(EligibilityStoreError) -> Double {
    guard let number = value.number, rule.accepts(number) else {
      throw mismatch(path, expected: rule.expectation, value)
    }
    return number
  }

  func string(_ value: JSONValue, path: String) throws(EligibilityStoreError) -> String {
    guard let text = value.string else { throw mismatch(path, expected: "a string", value) }
    return text
  }

  func bool(_ value: JSONValue, path: String) throws(EligibilityStoreError) -> Bool {
    guard let flag = value.bool else { throw mismatch(path, expected: "true or false", value) }
    return flag
  }

  func date(_ value: JSONValue, path: String) throws(EligibilityStoreError) -> Date {
    guard let seconds = value.number, Self.dates.accepts(seconds) else {
      throw mismatch(
        path, expected: "a date in seconds since 2001-01-01, from -63114076800 (year 1) to 252423993599 (year 9999)",
        value)
    }
    return Date(timeIntervalSinceReferenceDate: seconds)
  }

  // MARK: The state

  func state(
    _ root: JSONValue, members: [String: JSONValue], schemaVersion: Int
  ) throws(EligibilityStoreError) -> EligibilityState {
    let mergeable = schemaVersion >= 2
    var state = EligibilityState()
    let parameters = try self.members(
      of: try required("parameters", in: members, of: root, path: ""), path: "parameters")
    for (key, value) in parameters {
      state.parameters[key] = try self.value(value, path: JSONPath.member("parameters", key))
    }
    let events = try self.members(of: try required("events", in: members, of: root, path: ""), path: "events")
    for (key, value) in events {
      let path = JSONPath.member("events", key)
      guard let elements = value.elements else { throw mismatch(path, expected: "an array of donations", value) }
      var donations: [EligibilityDonation] = []
      for (index, element) in elements.enumerated() {
        donations.append(try donation(element, path: JSONPath.element(path, index), mergeable: mergeable))
      }
      state.events[key] = EligibilityEventHistory(donations: donations)
    }
    let records = try self.members(of: try required("records", in: members, of: root, path: ""), path: "records")
    for (key, value) in records {
      state.records[key] = try record(value, path: JSONPath.member("records", key), mergeable: mergeable)
    }
    if let date = optional("lastNewDisplayDate", in: members) {
      state.lastNewDisplayDate = try self.date(date, path: "lastNewDisplayDate")
    }
    if mergeable {
      try readMergeableMembers(members, into: &state)
      state.normalize()
    }
    return state
  }

  /// What schema version 2 adds at the top level: timestamps, resets, the clock and the device.
  private func readMergeableMembers(
    _ members: [String: JSONValue], into state: inout EligibilityState
  ) throws(EligibilityStoreError) {
    state.lastNewDisplayEpoch = try optionalStamp("lastNewDisplayEpoch", in: members, path: "")
    if let stamps = optional("parameterStamps", in: members) {
      for (key, value) in try self.members(of: stamps, path: "parameterStamps") {
        state.parameterStamps[key] = try stamp(value, path: JSONPath.member("parameterStamps", key))
      }
    }
    if let resets = optional("itemResets", in: members) {
      for (key, value) in try self.members(of: resets, path: "itemResets") {
        state.itemResets[key] = try stamp(value, path: JSONPath.member("itemResets", key))
      }
    }
    state.recordsReset = try optionalStamp("recordsReset", in: members, path: "")
    if let positions = optional("tourPositions", in: members) {
      for (id, devices) in try self.members(of: positions, path: "tourPositions") {
        let tourPath = JSONPath.member("tourPositions", id)
        for (device, value) in try self.members(of: devices, path: tourPath) {
          state.tourPositions[id, default: [:]][EligibilityDeviceID(rawValue: device)] = try tourPosition(
            value, path: JSONPath.member(tourPath, device))
        }
      }
    }
    state.clock.receive(try optionalStamp("clock", in: members, path: ""))
    if let device = optional("device", in: members) {
      state.clock.device = EligibilityDeviceID(rawValue: try string(device, path: "device"))
    }
  }

  /// A timestamp: `{"wallTime": milliseconds, "counter": integer, "device": text}`.
  func stamp(_ value: JSONValue, path: String) throws(EligibilityStoreError) -> HybridLogicalTimestamp {
    let members = try self.members(of: value, path: path, expected: "a timestamp object")
    func whole(_ key: String, in range: ClosedRange<Int64>) throws(EligibilityStoreError) -> Int64 {
      let member = try required(key, in: members, of: value, path: path)
      guard let number = member.number, number.rounded() == number, number >= Double(range.lowerBound),
        number <= Double(range.upperBound)
      else {
        throw mismatch(
          JSONPath.member(path, key), expected: "an integer from \(range.lowerBound) to \(range.upperBound)", member)
      }
      return Int64(number)
    }
    let wallTime = try whole("wallTime", in: HybridLogicalTimestamp.wallTimes)
    let counter = try whole("counter", in: HybridLogicalTimestamp.counters)
    let device = try string(
      try required("device", in: members, of: value, path: path), path: JSONPath.member(path, "device"))
    return HybridLogicalTimestamp(wallTime: wallTime, counter: counter, device: EligibilityDeviceID(rawValue: device))
  }

  func optionalStamp(
    _ key: String, in members: [String: JSONValue], path: String
  ) throws(EligibilityStoreError) -> HybridLogicalTimestamp? {
    guard let value = optional(key, in: members) else { return nil }
    return try stamp(value, path: JSONPath.member(path, key))
  }

  /// A parameter or donation value: an object with exactly one of `bool`, `integer`, `double`, `string`,
  /// `date` and `json`.
  func value(_ value: JSONValue, path: String) throws(EligibilityStoreError) -> EligibilityValue {
    let expected = "an object with exactly one of \"bool\", \"integer\", \"double\", \"string\", \"date\" or \"json\""
    guard let members = value.members, members.count == 1, let member = members.first else {
      throw mismatch(path, expected: expected, value)
    }
    let memberPath = JSONPath.member(path, member.key)
    switch member.key {
    case "bool": return .bool(try bool(member.value, path: memberPath))
    case "integer": return .integer(try integer(member.value, path: memberPath, in: Int.min...Int.max))
    case "double": return .double(try number(member.value, path: memberPath, Self.doubles))
    case "string": return .string(try string(member.value, path: memberPath))
    case "date": return .date(try date(member.value, path: memberPath))
    case "json": return .json(try string(member.value, path: memberPath))
    default: throw failure(memberPath, "unknown kind of value; \(expected)", at: value)
    }
  }

  func donation(
    _ value: JSONValue, path: String, mergeable: Bool = true
  ) throws(EligibilityStoreError) -> EligibilityDonation {
    let members = try self.members(of: value, path: path)
    let date = try self.date(
      try required("date", in: members, of: value, path: path), path: JSONPath.member(path, "date"))
    let donated = try optional("value", in: members).map { (value) throws(EligibilityStoreError) in
      try self.value(value, path: JSONPath.member(path, "value"))
    }
    if mergeable, let id = try optionalStamp("id", in: members, path: path) {
      return EligibilityDonation(id: id, date: date, value: donated)
    }
    return EligibilityDonation(date: date, value: donated)
  }

  func record(_ value: JSONValue, path: String, mergeable: Bool) throws(EligibilityStoreError) -> EligibilityRecord {
    let members = try self.members(of: value, path: path)
    func optionalDate(_ key: String) throws(EligibilityStoreError) -> Date? {
      guard let value = optional(key, in: members) else { return nil }
      return try date(value, path: JSONPath.member(path, key))
    }
    var record = EligibilityRecord()
    record.displayCount = try integer(
      try required("displayCount", in: members, of: value, path: path), path: JSONPath.member(path, "displayCount"),
      in: 0...Self.largestCount)
    record.displayDuration = try number(
      try required("displayDuration", in: members, of: value, path: path),
      path: JSONPath.member(path, "displayDuration"), Self.displayDurations)
    record.firstDisplayDate = try optionalDate("firstDisplayDate")
    record.lastDisplayDate = try optionalDate("lastDisplayDate")
    if let reason = optional("invalidationReason", in: members) {
      let reasons = EligibilityStatus.InvalidationReason.allCases
      guard let text = reason.string, let match = reasons.first(where: { $0.rawValue == text }) else {
        let names = reasons.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        throw mismatch(JSONPath.member(path, "invalidationReason"), expected: "one of \(names)", reason)
      }
      record.invalidationReason = match
    }
    record.invalidationDate = try optionalDate("invalidationDate")
    record.completionDate = try optionalDate("completionDate")
    if mergeable {
      record.completionStamp = try optionalStamp("completionStamp", in: members, path: path)
      record.epoch = try optionalStamp("epoch", in: members, path: path)
      if let devices = optional("devices", in: members) {
        record.setTallies(try tallies(devices, path: JSONPath.member(path, "devices")))
      }
    }
    return record
  }

  /// One device's tour position: `{"stamp": timestamp}` for a position cleared when its tour ended, or with
  /// `"stepID"`, `"version"` (strings) and `"date"` as well.
  func tourPosition(_ value: JSONValue, path: String) throws(EligibilityStoreError) -> EligibilityTourPositionEntry {
    let members = try self.members(of: value, path: path, expected: "a tour position object")
    let stamp = try self.stamp(
      try required("stamp", in: members, of: value, path: path), path: JSONPath.member(path, "stamp"))
    guard let stepID = optional("stepID", in: members) else {
      return EligibilityTourPositionEntry(position: nil, stamp: stamp)
    }
    func text(_ key: String) throws(EligibilityStoreError) -> String {
      try string(try required(key, in: members, of: value, path: path), path: JSONPath.member(path, key))
    }
    let position = EligibilityTourPosition(
      stepID: try string(stepID, path: JSONPath.member(path, "stepID")), version: try text("version"),
      date: try date(try required("date", in: members, of: value, path: path), path: JSONPath.member(path, "date")))
    return EligibilityTourPositionEntry(position: position, stamp: stamp)
  }

  /// A record's counts by device: `{"<device>": {"displayCount": …, "displayDuration": …}}`.
  func tallies(
    _ value: JSONValue, path: String
  ) throws(EligibilityStoreError) -> [EligibilityDeviceID: EligibilityDeviceTally] {
    var tallies: [EligibilityDeviceID: EligibilityDeviceTally] = [:]
    for (device, counts) in try members(of: value, path: path) {
      let devicePath = JSONPath.member(path, device)
      let members = try self.members(of: counts, path: devicePath)
      let count = try integer(
        try required("displayCount", in: members, of: counts, path: devicePath),
        path: JSONPath.member(devicePath, "displayCount"), in: 0...Self.largestCount)
      let duration = try number(
        try required("displayDuration", in: members, of: counts, path: devicePath),
        path: JSONPath.member(devicePath, "displayDuration"), Self.displayDurations)
      tallies[EligibilityDeviceID(rawValue: device)] = EligibilityDeviceTally(
        displayCount: count, displayDuration: duration)
    }
    return tallies
  }
}
