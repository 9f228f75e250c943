import Foundation
import LodestarEligibility
import LodestarFlow
import LodestarTestSupport
import Testing

/// Collects diagnostics from any thread.
final class EligibilityDiagnosticLog: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [EligibilityStoreDiagnostic] = []

  var all: [EligibilityStoreDiagnostic] { lock.withLock { entries } }

  func record(_ diagnostic: EligibilityStoreDiagnostic) {
    lock.withLock { entries.append(diagnostic) }
  }
}

@Suite struct EligibilityStoreTests {
  static func sampleState() -> EligibilityState {
    var state = EligibilityState()
    state.setValue(.bool(true), forKey: "bool")
    state.setValue(.integer(-42), forKey: "integer")
    state.setValue(.double(0.1), forKey: "double")
    state.setValue(.string("naïve \"quoted\""), forKey: "string")
    state.setValue(.date(eligibilityEpoch.addingTimeInterval(0.123456789)), forKey: "date")
    state.setValue(.json(#"{"name":"team","seats":3}"#), forKey: "json")
    state.donate(EligibilityEvent("opened"), value: .string("pdf"), at: eligibilityEpoch)
    state.donate(EligibilityEvent("opened"), at: eligibilityEpoch.addingTimeInterval(1.5))
    state.recordDisplay(of: "tour", at: eligibilityEpoch, options: EligibilityOptions(maxDisplayCount: 1))
    state.addDisplayDuration(12.25, to: "tour", at: eligibilityEpoch, options: EligibilityOptions())
    return state
  }

  @Test func jsonRoundTripIsExact() throws {
    let state = Self.sampleState()
    let decoded = try EligibilityState(jsonData: state.jsonData())
    #expect(decoded == state)
    #expect(decoded.record(of: "tour").invalidationReason == .displayCountExceeded)
    #expect(decoded.lastNewDisplayDate == eligibilityEpoch)
    let pretty = try EligibilityState(jsonData: state.jsonData(prettyPrinted: true))
    #expect(pretty == state)
  }

  @Test func transientParametersAreNeverEncoded() throws {
    var state = EligibilityState()
    state.setValue(.bool(true), forKey: "session", isTransient: true)
    let text = String(decoding: try state.jsonData(), as: UTF8.self)
    #expect(!text.contains("session"))
    #expect(try EligibilityState(jsonData: state.jsonData()).transientParameters.isEmpty)
  }

  /// Problems are named in the file's own terms (JSON paths, JSON types, line and column), never with Swift
  /// type names such as `Dictionary<String, Any>`.
  @Test(arguments: [
    (
      #"{"schemaVersion":1,"parameters":{"a":{"bool":1}},"events":{},"records":{}}"#,
      "parameters.a.bool: expected true or false, found 1 (line 1, column 46)"
    ),
    (
      #"{"schemaVersion":1,"parameters":{"a":{"bool":true,"integer":2}},"events":{},"records":{}}"#,
      #"parameters.a: expected an object with exactly one of "bool", "integer", "double", "string", "date" or "#
        + #""json", found an object (line 1, column 38)"#
    ),
    (
      #"{"schemaVersion":1,"parameters":{},"events":{}}"#,
      #"missing required key "records" (line 1, column 1)"#
    ),
    ("{\"schemaVersion\":1,\"param", "unterminated string (line 1, column 20)"),
    ("", "expected a value, found the end of the input (line 1, column 1)"),
    ("[]", "expected an object (the eligibility state), found an array (line 1, column 1)"),
    (
      #"{"schemaVersion":"1"}"#,
      #"schemaVersion: expected an integer from 0 to \#(Int.max), found "1" (line 1, column 18)"#
    ),
    (
      #"{"schemaVersion":1,"parameters":[],"events":{},"records":{}}"#,
      "parameters: expected an object, found an array (line 1, column 33)"
    ),
    (
      #"{"schemaVersion":1,"parameters":{},"events":{},"records":{"t":{"displayCount":-3,"displayDuration":0}}}"#,
      "records.t.displayCount: expected an integer from 0 to 9007199254740991, found -3 (line 1, column 79)"
    ),
    (
      #"{"schemaVersion":1,"parameters":{},"events":{},"records":{"t":{"displayCount":1,"displayDuration":1e400}}}"#,
      "records.t.displayDuration: expected a number between 0 and 1000000000000, found 1e400 (line 1, column 99)"
    ),
    (
      #"{"schemaVersion":1,"parameters":{},"events":{"e":[{"date":1e300}]},"records":{}}"#,
      "events.e[0].date: expected a date in seconds since 2001-01-01, from -63114076800 (year 1) to 252423993599 "
        + "(year 9999), found 1e300 (line 1, column 59)"
    ),
    (
      #"{"schemaVersion":1,"parameters":{},"events":{},"records":{"t":{"displayCount":1,"displayDuration":0,"#
        + #""invalidationReason":"bored"}}}"#,
      #"records.t.invalidationReason: expected one of "actionPerformed", "displayCountExceeded", "#
        + #""displayDurationExceeded", "closed", "completed", found "bored" (line 1, column 122)"#
    ),
    (
      #"{"schemaVersion":1,"schemaVersion":1}"#,
      "schemaVersion: duplicate key, first defined at line 1, column 2 (line 1, column 20)"
    ),
    (
      #"{"schemaVersion":1,"parameters":{"a":{"integer":1e30}},"events":{},"records":{}}"#,
      "parameters.a.integer: expected an integer, found 1e30 (line 1, column 49)"
    ),
  ])
  func malformedDataSaysWhatAndWhere(text: String, reason expected: String) {
    do {
      _ = try EligibilityState(jsonData: Data(text.utf8))
      Issue.record("decoded malformed data: \(text)")
    } catch {
      guard case .malformedData(let reason) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(reason == expected)
      #expect(!reason.contains("Dictionary") && !reason.contains("Swift."), "\(reason)")
    }
  }

  @Test func integersAndExtremeDatesRoundTripExactly() throws {
    var state = EligibilityState()
    state.setValue(.integer(.max), forKey: "max")
    state.setValue(.integer(.min), forKey: "min")
    state.setValue(.date(.distantPast), forKey: "past")
    state.setValue(.date(.distantFuture), forKey: "future")
    state.setValue(.string("line\nbreak \u{1B}[2J"), forKey: "control")
    #expect(try EligibilityState(jsonData: state.jsonData()) == state)
    #expect(try EligibilityState(jsonData: state.jsonData(prettyPrinted: true)) == state)
  }

  @Test func numbersJSONCannotRepresentAreEncodingErrors() {
    var state = EligibilityState()
    state.setValue(.double(.infinity), forKey: "ratio")
    #expect(
      throws: EligibilityStoreError.encodingFailed(
        reason: "parameters.ratio.double: expected a finite number: JSON cannot represent it")
    ) {
      try state.jsonData()
    }
  }

  @Test func theFileFormatIsSortedCompactJSON() throws {
    var state = EligibilityState()
    state.setValue(.integer(3), forKey: "seats")
    state.donate(EligibilityEvent("opened"), at: Date(timeIntervalSinceReferenceDate: 1.5))
    state.recordDisplay(of: "tour", at: Date(timeIntervalSinceReferenceDate: 86_400), options: EligibilityOptions())
    #expect(
      String(decoding: try state.jsonData(), as: UTF8.self)
        == #"{"clock":{"counter":0,"device":"","wallTime":1500},"#
        + #""events":{"opened":[{"date":1.5,"id":{"counter":0,"device":"","wallTime":1500}}]},"#
        + #""lastNewDisplayDate":86400,"parameterStamps":{"seats":{"counter":0,"device":"","wallTime":0}},"#
        + #""parameters":{"seats":{"integer":3}},"#
        + #""records":{"tour":{"displayCount":1,"displayDuration":0,"firstDisplayDate":86400,"#
        + #""lastDisplayDate":86400}},"schemaVersion":2}"#)
  }

  @Test func newerSchemaIsRefused() {
    #expect(throws: EligibilityStoreError.newerSchemaVersion(found: 7, supported: 2)) {
      try EligibilityState(jsonData: Data(#"{"schemaVersion":7}"#.utf8))
    }
  }

  @Test func inMemoryStoreAppliesChangesAndResets() async throws {
    let store: any EligibilityStore = InMemoryEligibilityStore()
    let updated = try await store.update { $0.setValue(.integer(1), forKey: "k") }
    #expect(updated.parameters["k"] == .integer(1))
    #expect(try await store.load() == updated)
    try await store.reset()
    #expect(try await store.load() == EligibilityState())
  }

  @Test func fileStoreRoundTripsAcrossInstances() async throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-eligibility")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("nested/deeper/eligibility.json")
    let store = FileEligibilityStore(url: url)
    #expect(try await store.load() == EligibilityState())
    let sample = Self.sampleState()
    let written = try await store.update { $0 = sample }
    #expect(written == sample)
    #expect(try await FileEligibilityStore(url: url).load() == sample)
    #expect(FileManager.default.fileExists(atPath: url.path + ".lock"))
    try await store.reset()
    #expect(try EligibilityStateFile(url: url).read() == EligibilityState())
  }

  @Test func centerStatePersistsInTheFileStore() async throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-eligibility")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("eligibility.json")
    let item = EligibilityItem(id: "tour")
    let first = try await makeEligibilityCenter(items: [item], store: FileEligibilityStore(url: url))
    try await first.recordDisplay(of: "tour")
    try await first.recordCompletion(of: "tour")
    let second = try await makeEligibilityCenter(items: [item], store: FileEligibilityStore(url: url))
    #expect(await second.status(of: "tour") == .invalidated(.completed))
    #expect(await second.record(of: "tour").displayCount == 1)
  }

  @Test func olderSchemaGoesThroughTheMigration() throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-eligibility")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("eligibility.json")
    try Data(#"{"schemaVersion":0,"finished":["welcome","editor"]}"#.utf8).write(to: url)
    struct Legacy: Decodable { var finished: [String] }
    let migration: EligibilityStateMigration = { data, version in
      #expect(version == 0)
      var state = EligibilityState()
      for id in try JSONDecoder().decode(Legacy.self, from: data).finished {
        state.invalidate(EligibilityID(id), reason: .completed, at: eligibilityEpoch)
      }
      return state
    }
    let log = EligibilityDiagnosticLog()
    let file = EligibilityStateFile(url: url, migration: migration, diagnostics: log.record)
    let state = try file.read()
    #expect(state.schemaVersion == EligibilityState.currentSchemaVersion)
    #expect(state.record(of: "editor").invalidationReason == .completed)
    #expect(log.all == [.migrated(path: url.path, fromVersion: 0)])
    _ = try file.update { $0.setValue(.bool(true), forKey: "migrated") }
    let rewritten = try EligibilityState(jsonData: Data(contentsOf: url))
    #expect(rewritten.record(of: "welcome").invalidationReason == .completed)
    #expect(rewritten.parameters["migrated"] == .bool(true))
  }

  @Test func corruptFileIsMovedAsideAndReported() throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-eligibility")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("eligibility.json")
    let garbage = Data(#"{"schemaVersion":1,"records":{"tour":{"displayCount":"#.utf8)
    try garbage.write(to: url)
    let log = EligibilityDiagnosticLog()
    let file = EligibilityStateFile(url: url, diagnostics: log.record)
    #expect(try file.readMovingCorruptFileAside() == EligibilityState())
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    let aside = try #require(names.first { $0.hasPrefix("eligibility.json.corrupt-") })
    #expect(try Data(contentsOf: directory.appendingPathComponent(aside)) == garbage)
    #expect(!names.contains("eligibility.json"))
    guard case .corruptFileMovedAside(let path, let movedTo, let reason) = log.all.first else {
      Issue.record("no diagnostic: \(log.all)")
      return
    }
    #expect(path == url.path)
    #expect(movedTo == directory.appendingPathComponent(aside).path)
    #expect(reason.contains("malformed"))
    let fresh = try file.update { $0.setValue(.integer(1), forKey: "k") }
    #expect(try EligibilityStateFile(url: url).read() == fresh)
  }

  @Test func corruptFilesNeverOverwriteEachOther() throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-eligibility")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("eligibility.json")
    let file = EligibilityStateFile(url: url)
    for attempt in 0..<3 {
      try Data("{garbage \(attempt)".utf8).write(to: url)
      _ = try file.update { _ in }
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names.filter { $0.hasPrefix("eligibility.json.corrupt-") }.count == 3)
  }

  @Test func missingMigrationCountsAsUnreadable() throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-eligibility")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("eligibility.json")
    try Data(#"{"schemaVersion":0}"#.utf8).write(to: url)
    let log = EligibilityDiagnosticLog()
    #expect(
      try EligibilityStateFile(url: url, diagnostics: log.record).readMovingCorruptFileAside() == EligibilityState())
    guard case .corruptFileMovedAside(_, _, let reason) = log.all.first else {
      Issue.record("no diagnostic: \(log.all)")
      return
    }
    #expect(reason == "the eligibility state has the older schema version 0 and no migration was given")
  }

  @Test func newerFileIsLeftAlone() throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-eligibility")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("eligibility.json")
    let newer = Data(#"{"schemaVersion":3,"future":true}"#.utf8)
    try newer.write(to: url)
    let file = EligibilityStateFile(url: url)
    #expect(throws: EligibilityStoreError.newerSchemaVersion(found: 3, supported: 2)) { try file.read() }
    #expect(throws: EligibilityStoreError.newerSchemaVersion(found: 3, supported: 2)) {
      try file.update { $0.setValue(.bool(true), forKey: "x") }
    }
    #expect(try Data(contentsOf: url) == newer)
  }

  @Test func leftoverTemporaryFilesAreRemovedAtTheNextChange() throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-eligibility")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("eligibility.json")
    let leftover = directory.appendingPathComponent(".eligibility.json.tmp-123-456")
    try Data("{\"schemaV".utf8).write(to: leftover)
    let log = EligibilityDiagnosticLog()
    _ = try EligibilityStateFile(url: url, diagnostics: log.record).update { $0.setValue(.integer(1), forKey: "k") }
    #expect(!FileManager.default.fileExists(atPath: leftover.path))
    #expect(log.all == [.temporaryFileRemoved(path: leftover.path)])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        == ["eligibility.json", "eligibility.json.lock"])
  }

  @Test func defaultLocationFollowsXDG() throws {
    #if os(Linux)
      let xdg = try EligibilityStateFile.defaultURL(
        applicationName: "MyApp", environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"])
      #expect(xdg.path == "/data/MyApp/lodestar/eligibility.json")
      let home = try EligibilityStateFile.defaultDirectory(
        applicationName: "MyApp", environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ada"])
      #expect(home.path == "/home/ada/.local/share/MyApp/lodestar")
      #expect(throws: EligibilityStoreError.self) {
        try EligibilityStateFile.defaultDirectory(applicationName: "MyApp", environment: [:])
      }
    #endif
    #expect(throws: EligibilityStoreError.self) {
      try EligibilityStateFile.defaultDirectory(applicationName: "a/b", environment: ["HOME": "/home/ada"])
    }
  }

  @Test func fileSystemErrorsSayWhatAndWhere() throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-eligibility")
    defer { try? FileManager.default.removeItem(at: directory) }
    let blocker = directory.appendingPathComponent("file")
    try Data().write(to: blocker)
    let file = EligibilityStateFile(url: blocker.appendingPathComponent("eligibility.json"))
    do {
      _ = try file.update { _ in }
      Issue.record("wrote below a regular file")
    } catch {
      #expect(
        error.description.hasPrefix("creating the directory '\(blocker.path)' failed:")
          || error.description.hasPrefix("opening the lock file"), "\(error)")
    }
  }
}

@Suite struct EligibilityStoreReadTests {
  @Test func readingAMissingStoreCreatesNothing() throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-eligibility")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("absent/eligibility.json")
    #expect(try EligibilityStateFile(url: url).read() == EligibilityState())
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("absent").path))
  }
}

@Suite struct EligibilityValueEncodingTests {
  @Test(arguments: [
    (EligibilityValue.bool(true), #"{"bool":true}"#), (.integer(3), #"{"integer":3}"#),
    (.double(1.5), #"{"double":1.5}"#), (.string("x"), #"{"string":"x"}"#),
    (.date(Date(timeIntervalSinceReferenceDate: 86_400)), #"{"date":86400}"#),
    (.json(#"{"a":1}"#), #"{"json":"{\"a\":1}"}"#),
  ])
  func valuesEncodeAsOneKeyObjects(value: EligibilityValue, json: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    #expect(String(decoding: try encoder.encode(value), as: UTF8.self) == json)
    #expect(try JSONDecoder().decode(EligibilityValue.self, from: Data(json.utf8)) == value)
  }

  @Test func statusesDescribeThemselves() {
    #expect(EligibilityStatus.invalidated(.displayCountExceeded).description == "invalidated(displayCountExceeded)")
    #expect(EligibilityStatus.available.isAvailable)
    #expect(EligibilityStatus.pending.invalidationReason == nil)
  }
}
