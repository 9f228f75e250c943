import Foundation
import LodestarEligibility
import Testing

/// The merge rules of each part of the state, one at a time.
@Suite struct RecordMergeTests {
  let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

  @Test func displaysAndDisplayTimeAreSummedOverDevicesAndCountedOnceEach() {
    var phone = EligibilityState(device: "phone")
    var tablet = EligibilityState(device: "tablet")
    phone.recordDisplay(of: "tour", at: start, options: EligibilityOptions())
    phone.addDisplayDuration(5, to: "tour", at: start, options: EligibilityOptions())
    tablet.recordDisplay(of: "tour", at: start.addingTimeInterval(10), options: EligibilityOptions())
    tablet.recordDisplay(of: "tour", at: start.addingTimeInterval(20), options: EligibilityOptions())
    tablet.addDisplayDuration(2.5, to: "tour", at: start, options: EligibilityOptions())
    var merged = phone.merging(tablet)
    merged.merge(tablet)
    merged.merge(phone)
    let record = merged.record(of: "tour")
    #expect(record.displayCount == 3)
    #expect(record.displayDuration == 7.5)
    #expect(record.firstDisplayDate == start)
    #expect(record.lastDisplayDate == start.addingTimeInterval(20))
    merged.recordDisplay(of: "tour", at: start.addingTimeInterval(30), options: EligibilityOptions())
    #expect(merged.merging(tablet).record(of: "tour").displayCount == 4)
  }

  @Test func aDisplayCountLimitReachedOnlyTogetherHoldsTheItemBack() throws {
    var phone = EligibilityState(device: "phone")
    var tablet = EligibilityState(device: "tablet")
    let options = EligibilityOptions(maxDisplayCount: 2)
    phone.recordDisplay(of: "tour", at: start, options: options)
    tablet.recordDisplay(of: "tour", at: start, options: options)
    let evaluator = try EligibilityEvaluator(items: [EligibilityItem(id: "tour", options: options)])
    #expect(evaluator.shouldDisplay("tour", in: phone, at: start))
    #expect(!evaluator.shouldDisplay("tour", in: phone.merging(tablet), at: start))
    #expect(evaluator.status(of: "tour", in: phone.merging(tablet), at: start) == .invalidated(.displayCountExceeded))
  }

  @Test func aDonationReceivedTwiceCountsOnce() {
    var phone = EligibilityState(device: "phone")
    var tablet = EligibilityState(device: "tablet")
    let opened = EligibilityEvent("opened")
    phone.donate(opened, at: start)
    phone.donate(opened, at: start)
    tablet.donate(opened, value: .integer(1), at: start)
    tablet.merge(phone)
    tablet.merge(phone)
    phone.merge(tablet)
    #expect(phone.events["opened"]?.count == 3)
    #expect(tablet.events["opened"] == phone.events["opened"])
    #expect(phone.events["opened"]?.count(within: nil, at: start) { $0 == .integer(1) } == 1)
  }

  @Test func theFirstInvalidationWinsAndEqualDatesAreSettledByTheReason() {
    var phone = EligibilityState(device: "phone")
    var tablet = EligibilityState(device: "tablet")
    phone.invalidate("tour", reason: .closed, at: start.addingTimeInterval(5))
    tablet.invalidate("tour", reason: .completed, at: start.addingTimeInterval(3))
    #expect(phone.merging(tablet).record(of: "tour").invalidationReason == .completed)
    #expect(tablet.merging(phone).record(of: "tour").invalidationDate == start.addingTimeInterval(3))
    var watch = EligibilityState(device: "watch")
    watch.invalidate("tour", reason: .actionPerformed, at: start.addingTimeInterval(3))
    #expect(tablet.merging(watch).record(of: "tour").invalidationReason == .actionPerformed)
    #expect(watch.merging(tablet).record(of: "tour").invalidationReason == .actionPerformed)
  }

  @Test func theLatestParameterWriteWinsByTheHybridClockNotTheDate() {
    var phone = EligibilityState(device: "phone")
    var tablet = EligibilityState(device: "tablet")
    phone.setValue(.integer(1), forKey: "plan", at: start.addingTimeInterval(100))  // the phone's clock is ahead
    tablet.merge(phone)
    tablet.setValue(.integer(2), forKey: "plan", at: start)  // later, after seeing the phone's write
    #expect(phone.merging(tablet).parameters["plan"] == .integer(2))
    #expect(tablet.merging(phone).parameters["plan"] == .integer(2))
    var watch = EligibilityState(device: "watch")
    watch.setValue(.integer(3), forKey: "plan", at: start.addingTimeInterval(100))  // same time as the phone's
    #expect(phone.merging(watch).parameters["plan"] == .integer(3))  // "watch" sorts after "phone"
    #expect(watch.merging(phone).parameters["plan"] == .integer(3))
  }

  @Test func valuesWrittenWithoutATimestampAreSettledByTheirText() {
    var phone = EligibilityState(device: "phone")
    var tablet = EligibilityState(device: "tablet")
    phone.parameters["plan"] = .integer(1)
    tablet.parameters["plan"] = .integer(2)
    #expect(phone.merging(tablet).parameters["plan"] == .integer(2))
    #expect(tablet.merging(phone).parameters["plan"] == .integer(2))
  }

  @Test func completionsWithoutATimestampAreSettledByTheirDate() {
    var phone = EligibilityState(device: "phone")
    var tablet = EligibilityState(device: "tablet")
    phone.records["tour"] = EligibilityRecord(completionDate: start.addingTimeInterval(1))
    tablet.records["tour"] = EligibilityRecord(completionDate: start.addingTimeInterval(2))
    #expect(phone.merging(tablet).record(of: "tour").completionDate == start.addingTimeInterval(2))
    #expect(tablet.merging(phone).record(of: "tour").completionDate == start.addingTimeInterval(2))
  }

  @Test func theDisplayFrequencyReadsTheLatestNewDisplayOfAnyDevice() {
    var phone = EligibilityState(device: "phone")
    var tablet = EligibilityState(device: "tablet")
    phone.recordDisplay(of: "tour", at: start.addingTimeInterval(7), options: EligibilityOptions())
    tablet.recordDisplay(of: "hint", at: start.addingTimeInterval(3), options: EligibilityOptions())
    #expect(phone.merging(tablet).lastNewDisplayDate == start.addingTimeInterval(7))
    #expect(tablet.merging(phone).lastNewDisplayDate == start.addingTimeInterval(7))
  }

  @Test func ofTwoRecordsThatFollowDifferentResetsTheLaterOneWins() throws {
    func state(epochWallTime: Int, count: Int) throws -> EligibilityState {
      try EligibilityState(
        jsonData: Data(
          (#"{"schemaVersion":2,"parameters":{},"events":{},"records":{"t":{"displayCount":\#(count),"#
            + #""displayDuration":0,"epoch":{"wallTime":\#(epochWallTime),"counter":0,"device":"x"}}}}"#).utf8))
    }
    let earlier = try state(epochWallTime: 1_000, count: 5)
    let later = try state(epochWallTime: 2_000, count: 1)
    #expect(earlier.merging(later).record(of: "t").displayCount == 1)
    #expect(later.merging(earlier).record(of: "t").displayCount == 1)
  }

  @Test func twoCopiesOfOneDonationThatDifferKeepTheSameOneInEitherOrder() {
    let id = HybridLogicalTimestamp(date: start, device: "phone")
    let one = EligibilityEventHistory(donations: [EligibilityDonation(id: id, date: start, value: .integer(1))])
    let two = EligibilityEventHistory(donations: [EligibilityDonation(id: id, date: start, value: .integer(2))])
    #expect(one.merging(two).donations.map(\.value) == [.integer(2)])
    #expect(two.merging(one).donations.map(\.value) == [.integer(2)])
  }

  @Test func aParameterRemovedByHandLeavesNoTimestampBehindAfterAMerge() {
    var phone = EligibilityState(device: "phone")
    phone.setValue(.integer(1), forKey: "plan", at: start)
    phone.parameters["plan"] = nil
    let tablet = EligibilityState(device: "tablet")
    #expect(phone.merging(tablet) == tablet.merging(phone))
  }

  @Test func theLatestCompletionWins() {
    var phone = EligibilityState(device: "phone")
    var tablet = EligibilityState(device: "tablet")
    phone.recordCompletion(of: "tour", at: start.addingTimeInterval(50))
    tablet.merge(phone)
    tablet.recordCompletion(of: "tour", at: start.addingTimeInterval(10))
    #expect(phone.merging(tablet).record(of: "tour").completionDate == start.addingTimeInterval(10))
    #expect(tablet.merging(phone).record(of: "tour").completionDate == start.addingTimeInterval(10))
    #expect(phone.merging(tablet).record(of: "tour").invalidationReason == .completed)
  }

  @Test func aResetDropsWhatDevicesRecordedBeforeTheyReceivedIt() {
    var phone = EligibilityState(device: "phone")
    var tablet = EligibilityState(device: "tablet")
    phone.recordDisplay(of: "tour", at: start, options: EligibilityOptions())
    tablet.merge(phone)
    tablet.resetEligibility(of: "tour", at: start.addingTimeInterval(5))
    #expect(phone.merging(tablet).record(of: "tour") == EligibilityRecord())
    phone.merge(tablet)
    phone.recordDisplay(of: "tour", at: start.addingTimeInterval(9), options: EligibilityOptions())
    #expect(tablet.merging(phone).record(of: "tour").displayCount == 1)
    var watch = EligibilityState(device: "watch")
    watch.recordDisplay(of: "hint", at: start, options: EligibilityOptions())
    watch.merge(phone)
    tablet.resetEligibility(at: start.addingTimeInterval(20))
    let merged = watch.merging(tablet)
    #expect(merged.records.isEmpty && merged.lastNewDisplayDate == nil)
    #expect(merged == tablet.merging(watch))
  }

  @Test func aDeviceGivenLaterTakesOverWhatWasRecordedWithoutOne() throws {
    var state = EligibilityState()
    state.recordDisplay(of: "tour", at: start, options: EligibilityOptions())
    state.donate(EligibilityEvent("opened"), at: start)
    state.assignDevice("phone")
    state.recordDisplay(of: "tour", at: start, options: EligibilityOptions())
    var tablet = EligibilityState(device: "tablet")
    tablet.recordDisplay(of: "tour", at: start, options: EligibilityOptions())
    tablet.donate(EligibilityEvent("opened"), at: start)
    let merged = state.merging(tablet)
    #expect(merged.record(of: "tour").displayCount == 3)
    #expect(merged.events["opened"]?.count == 2)
    #expect(state.events["opened"]?.donations.first?.id.device == "phone")
  }
}
