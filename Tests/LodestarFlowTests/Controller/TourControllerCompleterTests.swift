import LodestarFlow
import LodestarFlowTestSupport
import LodestarTesting
import Testing

@MainActor
@Suite struct TourControllerCompleterTests {
  @Test func anEventCompleterAdvancesAndIsDisabledWhenItsStepIsLeft() throws {
    let fixture = Fixture(["a", "b", "c"])
    fixture.source.completers[0] = [StepCompleter(.event("profile.saved"))]
    try fixture.controller.start()
    #expect(!fixture.controller.handle(event: "other"))
    #expect(fixture.controller.handle(event: "profile.saved"))
    #expect(fixture.controller.currentIndex == 1)
    #expect(!fixture.controller.handle(event: "profile.saved"))
    #expect(fixture.controller.currentIndex == 1)
  }

  @Test func anInteractionCompleterCanDismiss() throws {
    let fixture = Fixture(["a", "b"])
    fixture.source.completers[0] = [StepCompleter(.interaction(.tapOnTarget), action: .dismiss)]
    try fixture.controller.start()
    #expect(!fixture.controller.report(.tapInsideCutout))
    #expect(fixture.controller.report(.tapOnTarget))
    #expect(fixture.controller.machine.lastDismissal?.reason == .completerTriggered)
    #expect(fixture.delegate.log.last == "didEnd(completerTriggered, skipped: false)")
  }

  @Test func aDurationCompleterFiresOnTheClockAndNotAfterItsStepWasLeft() throws {
    let fixture = Fixture(["a", "b", "c"])
    fixture.source.completers[0] = [StepCompleter(.duration(.seconds(3)))]
    fixture.source.completers[1] = [StepCompleter(.duration(.seconds(3)))]
    try fixture.controller.start()
    fixture.clock.advance(by: .seconds(2))
    #expect(fixture.controller.currentIndex == 0)
    fixture.clock.advance(by: .seconds(1))
    #expect(fixture.controller.currentIndex == 1)
    try fixture.controller.next()
    fixture.clock.advance(by: .seconds(10))
    #expect(fixture.controller.currentIndex == 2)
    #expect(fixture.clock.pendingTimerCount == 0)
  }

  @Test func aDurationCompleterCountsFromItsStepsAppearance() throws {
    let fixture = Fixture(["a", "b"])
    fixture.clock.advance(by: .seconds(10))
    fixture.source.completers[0] = [StepCompleter(.duration(.seconds(3)))]
    try fixture.controller.start()
    #expect(fixture.controller.currentIndex == 0)
    // The deadline was set when the step appeared (at 10 s), not when the controller was created.
    fixture.clock.advance(by: .milliseconds(2_999))
    #expect(fixture.controller.currentIndex == 0)
    fixture.clock.advance(by: .milliseconds(1))
    #expect(fixture.controller.currentIndex == 1)
  }

  @Test func aPausedStepsDurationCompleterDoesNotFire() throws {
    let fixture = Fixture(["a", "b"])
    fixture.source.completers[0] = [StepCompleter(.duration(.seconds(1)))]
    try fixture.controller.start()
    fixture.controller.pause()
    fixture.clock.advance(by: .seconds(5))
    #expect(fixture.controller.currentIndex == 0)
    fixture.controller.resume()
    fixture.clock.advance(by: .seconds(1))
    #expect(fixture.controller.currentIndex == 1)
  }

  @Test func aPredicateCompleterIsEvaluatedOnRefresh() throws {
    let fixture = Fixture(["a", "b"])
    let condition = TargetSwitch()
    fixture.source.completers[0] = [StepCompleter(.predicate { condition.isPresent })]
    try fixture.controller.start()
    fixture.controller.refresh()
    #expect(fixture.controller.currentIndex == 0)
    condition.isPresent = true
    fixture.controller.refresh()
    #expect(fixture.controller.currentIndex == 1)
  }

  @Test func anAdvancingCompleterOnTheLastStepCompletesTheTour() throws {
    let fixture = Fixture(["a"])
    fixture.source.completers[0] = [StepCompleter(.event("done"))]
    try fixture.controller.start()
    fixture.controller.handle(event: "done")
    #expect(fixture.controller.machine.lastDismissal?.reason == .completed)
  }
}
