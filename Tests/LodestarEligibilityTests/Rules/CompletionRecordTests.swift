import Foundation
import LodestarEligibility
import LodestarFlow
import LodestarTesting
import Testing

/// Completion is recorded apart from the invalidation reason, whose first value sticks.
@MainActor
@Suite struct CompletionRecordTests {
  @Test func finishingATourLimitedToOneDisplayKeepsTheReasonAndRecordsTheCompletion() async throws {
    let clock = ManualClock(startDate: eligibilityEpoch)
    let center = try await makeEligibilityCenter(
      items: [EligibilityItem(id: "tour", options: .init(maxDisplayCount: 1))], clock: clock)
    #expect(try await center.recordDisplay(of: "tour") == .invalidated(.displayCountExceeded))
    #expect(await center.record(of: "tour").isCompleted == false)
    clock.advance(by: 30)
    try await center.recordCompletion(of: "tour")
    let record = await center.record(of: "tour")
    #expect(record.invalidationReason == .displayCountExceeded)
    #expect(record.invalidationDate == eligibilityEpoch)
    #expect(record.isCompleted)
    #expect(record.completionDate == eligibilityEpoch.addingTimeInterval(30))
    #expect(record.displayDuration == 30)
    #expect(await center.status(of: "tour") == .invalidated(.displayCountExceeded))
  }

  @Test func completionWithoutAnEarlierReasonInvalidatesWithCompleted() async throws {
    let clock = ManualClock(startDate: eligibilityEpoch)
    let center = try await makeEligibilityCenter(items: [EligibilityItem(id: "tour")], clock: clock)
    try await center.recordDisplay(of: "tour")
    clock.advance(by: 5)
    try await center.recordCompletion(of: "tour")
    let record = await center.record(of: "tour")
    #expect(record.invalidationReason == .completed)
    #expect(record.invalidationDate == eligibilityEpoch.addingTimeInterval(5))
    #expect(record.completionDate == eligibilityEpoch.addingTimeInterval(5))
  }

  @Test func closingOrEndingADisplayIsNotACompletion() async throws {
    let center = try await makeEligibilityCenter(items: [
      EligibilityItem(id: "closed"), EligibilityItem(id: "ended"), EligibilityItem(id: "invalidated"),
    ])
    for id: EligibilityID in ["closed", "ended"] { try await center.recordDisplay(of: id) }
    try await center.recordClosed(of: "closed")
    try await center.recordDisplayEnd(of: "ended")
    try await center.invalidate("invalidated", reason: .actionPerformed)
    for id: EligibilityID in ["closed", "ended", "invalidated"] {
      #expect(await center.record(of: id).completionDate == nil, "\(id)")
    }
  }

  @Test func aLaterCompletionMovesTheDateAndAResetForgetsIt() async throws {
    let clock = ManualClock(startDate: eligibilityEpoch)
    let center = try await makeEligibilityCenter(items: [EligibilityItem(id: "tour")], clock: clock)
    try await center.recordDisplay(of: "tour")
    try await center.recordCompletion(of: "tour")
    clock.advance(by: 86_400)
    try await center.recordDisplay(of: "tour")
    try await center.recordCompletion(of: "tour")
    let record = await center.record(of: "tour")
    #expect(record.completionDate == eligibilityEpoch.addingTimeInterval(86_400))
    #expect(record.invalidationDate == eligibilityEpoch)
    try await center.resetEligibility(of: "tour")
    #expect(await center.record(of: "tour").isCompleted == false)
  }

  @Test func theCompletionDateRoundTripsAndOlderFilesDecodeWithoutIt() throws {
    var state = EligibilityState()
    state.recordDisplay(of: "tour", at: eligibilityEpoch, options: EligibilityOptions(maxDisplayCount: 1))
    state.recordCompletion(of: "tour", at: eligibilityEpoch.addingTimeInterval(2))
    let data = try state.jsonData()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""completionDate":789264002"#), "\(text)")
    #expect(try EligibilityState(jsonData: data) == state)
    let older = Data(
      #"{"events":{},"parameters":{},"records":{"tour":{"displayCount":1,"displayDuration":0,"invalidationReason":"completed"}},"schemaVersion":1}"#
        .utf8)
    let decoded = try EligibilityState(jsonData: older)
    #expect(decoded.record(of: "tour").completionDate == nil)
    #expect(decoded.record(of: "tour").invalidationReason == .completed)
  }
}
