import LodestarFlow
import LodestarScene
import LodestarViewModel
import Testing

@Suite struct OverlayTapTests {
  static let decisions: [(OverlayTapPolicy, Bool, Bool, OverlayTapAction)] = [
    (OverlayTapPolicy(), true, true, .ignore),
    (OverlayTapPolicy(dismissesOnOutsideTap: true), true, true, .ignore),
    (OverlayTapPolicy(isOverlayInteractionEnabled: true), true, true, .advance),
    (OverlayTapPolicy(isOverlayInteractionEnabled: true, dismissesOnOutsideTap: true), true, true, .dismiss),
    (OverlayTapPolicy(isOverlayInteractionEnabled: true), true, false, .ignore),
    (OverlayTapPolicy(isOverlayInteractionEnabled: true, dismissesOnOutsideTap: true), true, false, .ignore),
    (OverlayTapPolicy(isOverlayInteractionEnabled: true), false, true, .ignore),
    (OverlayTapPolicy(isOverlayInteractionEnabled: true, dismissesOnOutsideTap: true), false, true, .ignore),
  ]

  @Test(arguments: decisions)
  func decides(policy: OverlayTapPolicy, isStepShowing: Bool, delegateAllows: Bool, expected: OverlayTapAction) {
    let action = OverlayTapAction(policy: policy, isStepShowing: isStepShowing, delegateAllows: delegateAllows)
    #expect(action == expected)
  }

  @Test func onlyADismissalHasAReason() {
    #expect(OverlayTapAction.dismiss.dismissReason == .outsideTap)
    #expect(OverlayTapAction.advance.dismissReason == nil)
    #expect(OverlayTapAction.ignore.dismissReason == nil)
  }

  @Test func aStepsFlagsMakeItsPolicy() {
    let step = TourStep(
      id: "a", content: "A", hasCompanion: true, overlayTaps: StepOverlayTaps(dismissesOnOutsideTap: true))
    #expect(
      OverlayTapPolicy(step: step) == OverlayTapPolicy(isOverlayInteractionEnabled: true, dismissesOnOutsideTap: true))
    let quiet = TourStep(
      id: "b", content: "B", hasCompanion: true, overlayTaps: StepOverlayTaps(isOverlayInteractionEnabled: false))
    #expect(OverlayTapPolicy(step: quiet) == OverlayTapPolicy())
  }
}
