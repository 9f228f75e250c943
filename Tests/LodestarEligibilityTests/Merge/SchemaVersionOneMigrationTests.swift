import Foundation
import LodestarEligibility
import LodestarTestSupport
import Testing

/// A state file of schema version 1 (the format before states could be merged) becomes a mergeable state
/// with nothing lost.
@Suite struct SchemaVersionOneMigrationTests {
  /// A version 1 file as the store wrote it before issue 40: two donations at the same moment, every kind of
  /// parameter, a record with every field.
  static let versionOne = #"""
    {"events":{"opened":[{"date":86400},{"date":86400,"value":{"string":"pdf"}},{"date":90000}]},\#
    "lastNewDisplayDate":86400,"parameters":{"b":{"bool":true},"d":{"double":0.25},"j":{"json":"{}"},\#
    "n":{"integer":-3},"s":{"string":"team"},"t":{"date":1000}},"records":{"tour":{"completionDate":95000,\#
    "displayCount":3,"displayDuration":12.5,"firstDisplayDate":86400,"invalidationDate":90000,\#
    "invalidationReason":"displayCountExceeded","lastDisplayDate":94000},"hint":{"displayCount":0,\#
    "displayDuration":0,"invalidationReason":"closed"}},"schemaVersion":1}
    """#

  static func expectEverythingKept(_ state: EligibilityState) {
    #expect(state.schemaVersion == EligibilityState.currentSchemaVersion)
    #expect(state.parameters["b"] == .bool(true))
    #expect(state.parameters["d"] == .double(0.25))
    #expect(state.parameters["j"] == .json("{}"))
    #expect(state.parameters["n"] == .integer(-3))
    #expect(state.parameters["s"] == .string("team"))
    #expect(state.parameters["t"] == .date(Date(timeIntervalSinceReferenceDate: 1_000)))
    let opened = state.events["opened"]
    #expect(opened?.count == 3)
    #expect(opened?.donations.map(\.date.timeIntervalSinceReferenceDate) == [86_400, 86_400, 90_000])
    #expect(opened?.count(within: nil, at: Date()) { $0 == .string("pdf") } == 1)
    #expect(Set(opened?.donations.map(\.id) ?? []).count == 3)
    #expect(state.lastNewDisplayDate == Date(timeIntervalSinceReferenceDate: 86_400))
    let tour = state.record(of: "tour")
    #expect(tour.displayCount == 3)
    #expect(tour.displayDuration == 12.5)
    #expect(tour.firstDisplayDate == Date(timeIntervalSinceReferenceDate: 86_400))
    #expect(tour.lastDisplayDate == Date(timeIntervalSinceReferenceDate: 94_000))
    #expect(tour.invalidationReason == .displayCountExceeded)
    #expect(tour.invalidationDate == Date(timeIntervalSinceReferenceDate: 90_000))
    #expect(tour.completionDate == Date(timeIntervalSinceReferenceDate: 95_000))
    let hint = state.record(of: "hint")
    #expect(hint.displayCount == 0 && hint.displayDuration == 0 && hint.invalidationReason == .closed)
    #expect(hint.invalidationDate == nil && hint.firstDisplayDate == nil && hint.completionDate == nil)
  }

  @Test func aVersionOneStateDecodesWithNothingLost() throws {
    let state = try EligibilityState(jsonData: Data(Self.versionOne.utf8))
    Self.expectEverythingKept(state)
    #expect(state.device == .unassigned)
    #expect(try EligibilityState(jsonData: state.jsonData()) == state)
  }

  @Test func theStoreMigratesAVersionOneFileAndGivesItsCountsToItsDevice() async throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-merge-migration")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("eligibility.json")
    try Data(Self.versionOne.utf8).write(to: url)
    let log = EligibilityDiagnosticLog()
    let store = FileEligibilityStore(url: url, diagnostics: log.record)
    Self.expectEverythingKept(try await store.load())
    #expect(log.all == [.migrated(path: url.path, fromVersion: 1)])
    let written = try await store.update { _ in }
    Self.expectEverythingKept(written)
    #expect(!written.device.isUnassigned)
    let reread = try EligibilityStateFile(url: url).read()
    Self.expectEverythingKept(reread)
    #expect(reread.device == written.device)
    #expect(reread.events["opened"]?.donations.allSatisfy { $0.id.device == written.device } == true)

    // A second device that migrated its own version 1 file: the displays of both count.
    var other = try EligibilityState(jsonData: Data(Self.versionOne.utf8))
    other.assignDevice("other-device")
    let merged = try await store.merge(other.synchronizationData())
    #expect(merged.record(of: "tour").displayCount == 6)
    #expect(merged.record(of: "tour").displayDuration == 25)
    #expect(merged.events["opened"]?.count == 6)
    #expect(merged.device == written.device)
  }
}
