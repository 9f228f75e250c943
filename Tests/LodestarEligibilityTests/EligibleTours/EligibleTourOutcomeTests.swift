import LodestarEligibility
import LodestarFlow
import Testing

@Suite struct EligibleTourOutcomeTests {
  static func dismissal(_ reason: DismissReason, stepIndex: Int?, lastShownIndex: Int?, stepCount: Int = 3)
    -> TourDismissal
  {
    TourDismissal(
      reason: reason, stepIndex: stepIndex, lastShownIndex: lastShownIndex, stepCount: stepCount, isImmediate: false)
  }

  static let table: [(DismissReason, EligibleTourOutcome)] = [
    (.completed, .completed), (.skipped, .closed), (.outsideTap, .closed), (.completerTriggered, .completed),
    (.programmatic, .interrupted), (.targetMissing, .interrupted), (.hostLost, .interrupted),
    (.backedOut, .interrupted),
  ]

  @Test func theTableCoversEveryReason() {
    #expect(Set(Self.table.map(\.0)) == Set(DismissReason.allCases))
  }

  @Test(arguments: table)
  func aReasonOnTheLastStepMapsToItsOutcome(reason: DismissReason, expected: EligibleTourOutcome) {
    let dismissal = Self.dismissal(reason, stepIndex: 2, lastShownIndex: 2)
    #expect(EligibleTourOutcome(dismissal) == expected, "reason \(reason)")
  }

  @Test func aCompleterOnAnEarlierStepOnlyInterrupts() {
    #expect(EligibleTourOutcome(Self.dismissal(.completerTriggered, stepIndex: 1, lastShownIndex: 1)) == .interrupted)
    #expect(EligibleTourOutcome(Self.dismissal(.completerTriggered, stepIndex: nil, lastShownIndex: 2)) == .completed)
    #expect(
      EligibleTourOutcome(Self.dismissal(.completerTriggered, stepIndex: nil, lastShownIndex: nil, stepCount: 0))
        == .interrupted)
  }

  @Test func aCompletionWithNoStepShownOnlyInterrupts() {
    #expect(EligibleTourOutcome(Self.dismissal(.completed, stepIndex: nil, lastShownIndex: nil)) == .interrupted)
    #expect(EligibleTourOutcome(Self.dismissal(.completed, stepIndex: nil, lastShownIndex: 0)) == .completed)
  }

  @Test func startResultsDescribeThemselves() {
    #expect(EligibleTourStart.started.description == "started")
    #expect(
      EligibleTourStart.notEligible(.invalidated(.completed)).description == "notEligible(invalidated(completed))")
    #expect(EligibleTourStart.alreadyRunning.description == "alreadyRunning")
    #expect(EligibleTourStart.failed(.noSteps).isStarted == false)
    #expect(EligibleTourStart.started.isStarted)
  }
}
