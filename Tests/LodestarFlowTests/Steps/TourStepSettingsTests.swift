import LodestarTesting
import Testing

@testable import LodestarFlow

/// A step's grouped settings: the missing-target handling and the overlay-tap rule reach the properties of the
/// same names, and each group property reads and writes exactly its own.
@MainActor @Suite struct TourStepSettingsTests {
  @Test func theDefaultsSkipAMissingTargetAndLetOverlayTapsAdvance() {
    let step = TourStep(id: "save", content: "Save")
    #expect(step.onMissingTarget == .skip && step.targetWaitTimeout == nil)
    #expect(step.isOverlayInteractionEnabled && !step.dismissesOnOutsideTap)
    #expect(step.missingTarget == MissingTargetHandling() && step.overlayTaps == StepOverlayTaps())
  }

  @Test func theGroupsOfTheInitializerSetTheirProperties() {
    let step = TourStep(
      id: "save", content: "Save",
      missingTarget: MissingTargetHandling(policy: .end, waitTimeout: .seconds(3)),
      overlayTaps: StepOverlayTaps(isOverlayInteractionEnabled: false, dismissesOnOutsideTap: true))
    #expect(step.onMissingTarget == .end && step.targetWaitTimeout == .seconds(3))
    #expect(!step.isOverlayInteractionEnabled && step.dismissesOnOutsideTap)
  }

  @Test func aGroupPropertyWritesOnlyItsOwnSettings() {
    var step = TourStep(id: "save", content: "Save")
    step.missingTarget.waitTimeout = .milliseconds(250)
    #expect(step.targetWaitTimeout == .milliseconds(250) && step.onMissingTarget == .skip)
    #expect(step.overlayTaps == StepOverlayTaps())
    step.overlayTaps.dismissesOnOutsideTap = true
    #expect(step.dismissesOnOutsideTap && step.isOverlayInteractionEnabled)
    step.onMissingTarget = .showCentered
    #expect(step.missingTarget == MissingTargetHandling(policy: .showCentered, waitTimeout: .milliseconds(250)))
  }

  @Test(arguments: [
    (StepOverlayTaps(), 1, [DismissReason]()),
    (StepOverlayTaps(dismissesOnOutsideTap: true), nil, [.outsideTap]),
    (StepOverlayTaps(isOverlayInteractionEnabled: false), 0, []),
  ])
  func theStepsOverlayTapRuleDecidesWhatATapDoes(rule: StepOverlayTaps, index: Int?, reasons: [DismissReason]) throws {
    let controller = TourController(
      steps: [TourStep(id: "a", content: "A", overlayTaps: rule), TourStep(id: "b", content: "B")],
      configuration: TourControllerConfiguration(transitions: .immediate), clock: ManualClock())
    var heard: [DismissReason] = []
    controller.onDismiss = { dismissal, _ in heard.append(dismissal.reason) }
    try controller.start()
    controller.overlayTapped()
    #expect(controller.currentIndex == index && heard == reasons)
  }
}
