import Foundation
import LodestarEligibility
import LodestarTestSupport
import Testing

/// The state's record of where a running tour is (issue 40, resume after relaunch): per device, latest write
/// wins, cleared at the end, dropped by a reset, and kept in the state file.
@Suite struct TourPositionStateTests {
  static let date = Date(timeIntervalSinceReferenceDate: 800_000_000)

  static func position(_ stepID: String, version: String = "1", at seconds: TimeInterval = 0) -> EligibilityTourPosition
  {
    EligibilityTourPosition(stepID: stepID, version: version, date: date.addingTimeInterval(seconds))
  }

  @Test func theLatestRecordedStepIsTheTourPositionUntilItIsCleared() {
    var state = EligibilityState(device: "phone")
    #expect(state.tourPosition(of: "tour") == nil)
    state.recordTourPosition(Self.position("intro"), of: "tour")
    state.recordTourPosition(Self.position("search", at: 1), of: "tour")
    #expect(state.tourPosition(of: "tour") == Self.position("search", at: 1))
    #expect(state.tourPosition(of: "other") == nil)
    state.clearTourPosition(of: "tour", at: Self.date.addingTimeInterval(2))
    #expect(state.tourPosition(of: "tour") == nil)
  }

  @Test func anotherDevicesPositionIsNeverThisDevicesOwn() {
    var phone = EligibilityState(device: "phone")
    let tablet = {
      var state = EligibilityState(device: "tablet")
      state.recordTourPosition(Self.position("search"), of: "tour")
      return state
    }()
    phone.merge(tablet)
    #expect(phone.tourPosition(of: "tour") == nil)
    #expect(phone != EligibilityState(device: "phone"))  // It is kept, for the tablet, and merges on.
    var tabletAgain = EligibilityState(device: "tablet")
    tabletAgain.merge(phone)
    #expect(tabletAgain.tourPosition(of: "tour") == Self.position("search"))
  }

  @Test func aClearedPositionStaysClearedWhenAnOlderCopyComesBack() {
    var phone = EligibilityState(device: "phone")
    phone.recordTourPosition(Self.position("search"), of: "tour")
    let olderCopy = phone
    phone.clearTourPosition(of: "tour", at: Self.date.addingTimeInterval(5))
    #expect(phone.merging(olderCopy).tourPosition(of: "tour") == nil)
    #expect(olderCopy.merging(phone).tourPosition(of: "tour") == nil)
    // A later step of the same device wins over the older one in either order.
    var later = olderCopy
    later.recordTourPosition(Self.position("share", at: 9), of: "tour")
    #expect(olderCopy.merging(later).tourPosition(of: "tour")?.stepID == "share")
    #expect(later.merging(olderCopy).tourPosition(of: "tour")?.stepID == "share")
  }

  @Test func aResetDropsThePositionAndOlderCopiesOfIt() {
    var phone = EligibilityState(device: "phone")
    phone.recordTourPosition(Self.position("search"), of: "tour")
    let beforeReset = phone
    phone.resetEligibility(of: "tour", at: Self.date.addingTimeInterval(3))
    #expect(phone.tourPosition(of: "tour") == nil)
    #expect(phone.merging(beforeReset).tourPosition(of: "tour") == nil)
    #expect(beforeReset.merging(phone).tourPosition(of: "tour") == nil)
    var everything = beforeReset
    everything.resetEligibility(at: Self.date.addingTimeInterval(3))
    #expect(everything.tourPosition(of: "tour") == nil)
    #expect(beforeReset.merging(everything).tourPosition(of: "tour") == nil)
    // A position recorded after the reset survives it.
    phone.recordTourPosition(Self.position("share", at: 4), of: "tour")
    #expect(phone.merging(beforeReset).tourPosition(of: "tour")?.stepID == "share")
  }

  @Test func aPositionRecordedBeforeTheStateHadADeviceBecomesItsDevices() {
    var state = EligibilityState()
    state.recordTourPosition(Self.position("search"), of: "tour")
    #expect(state.tourPosition(of: "tour") == Self.position("search"))
    state.assignDevice("phone")
    #expect(state.tourPosition(of: "tour") == Self.position("search"))
  }

  @Test func positionsAndClearedPositionsReadBackFromTheStateFile() throws {
    var state = EligibilityState(device: "phone")
    state.recordTourPosition(Self.position("search", version: "2026-03"), of: "tour")
    state.recordTourPosition(Self.position("intro"), of: "hint")
    state.clearTourPosition(of: "hint", at: Self.date)
    let data = try state.jsonData()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""tourPositions":{"#))
    let read = try EligibilityState(jsonData: data)
    #expect(read == state)
    #expect(read.tourPosition(of: "tour") == Self.position("search", version: "2026-03"))
    #expect(read.tourPosition(of: "hint") == nil)
    // The cleared position is kept as its stamp: the older copy cannot return through the file either.
    var older = EligibilityState(device: "phone")
    older.recordTourPosition(Self.position("intro"), of: "hint")
    #expect(read.merging(older).tourPosition(of: "hint") == nil)
  }

  /// A schema version 2 file as a build before tour positions wrote it reads as it did, with no position;
  /// a file with one reads its fields back.
  @Test func versionTwoFilesWithAndWithoutPositionsRead() throws {
    let withoutPositions = #"""
      {"clock":{"counter":0,"device":"phone","wallTime":5000},"device":"phone","events":{},"parameters":{},\#
      "records":{"tour":{"devices":{"phone":{"displayCount":1,"displayDuration":0}},"displayCount":1,\#
      "displayDuration":0,"firstDisplayDate":5,"lastDisplayDate":5}},"schemaVersion":2}
      """#
    let old = try EligibilityState(jsonData: Data(withoutPositions.utf8))
    #expect(old.tourPosition(of: "tour") == nil)
    #expect(old.record(of: "tour").displayCount == 1)
    let withPosition = #"""
      {"clock":{"counter":1,"device":"phone","wallTime":5000},"device":"phone","events":{},"parameters":{},\#
      "records":{},"schemaVersion":2,"tourPositions":{"tour":{"phone":{"date":5,"stamp":{"counter":1,\#
      "device":"phone","wallTime":5000},"stepID":"search","version":"3"},"tablet":{"stamp":{"counter":0,\#
      "device":"tablet","wallTime":4000}}}}}
      """#
    let state = try EligibilityState(jsonData: Data(withPosition.utf8))
    #expect(
      state.tourPosition(of: "tour")
        == EligibilityTourPosition(stepID: "search", version: "3", date: Date(timeIntervalSinceReferenceDate: 5)))
    #expect(try EligibilityState(jsonData: state.jsonData()) == state)
  }

  @Test func aVersionOneFileReadsWithNoPosition() throws {
    let state = try EligibilityState(jsonData: Data(SchemaVersionOneMigrationTests.versionOne.utf8))
    #expect(state.tourPosition(of: "tour") == nil)
    SchemaVersionOneMigrationTests.expectEverythingKept(state)
  }

  @Test(arguments: [
    (
      #"{"stamp":{"counter":0,"device":"p","wallTime":1},"stepID":"s","date":5}"#,
      "tourPositions.tour.p: missing required key \"version\""
    ),
    (#"{"stepID":"s","version":"1","date":5}"#, "tourPositions.tour.p: missing required key \"stamp\""),
    (
      #"{"stamp":{"counter":0,"device":"p","wallTime":1},"stepID":3,"version":"1","date":5}"#,
      "tourPositions.tour.p.stepID: expected a string"
    ),
    (
      #"{"stamp":{"counter":0,"device":"p","wallTime":1},"stepID":"s","version":"1","date":1e300}"#,
      "tourPositions.tour.p.date: expected a date"
    ),
  ])
  func aMalformedPositionIsRefusedWithItsPath(entry: String, message: String) {
    let text =
      #"{"events":{},"parameters":{},"records":{},"schemaVersion":2,"tourPositions":{"tour":{"p":"#
      + entry + "}}}"
    #expect {
      try EligibilityState(jsonData: Data(text.utf8))
    } throws: { error in
      "\(error)".contains(message)
    }
  }
}
