import LodestarHostTree
import Testing

@testable import LodestarTourFormat

/// A document step's grouped settings: the initializer's groups reach the keys of the same names, each group
/// property reads and writes exactly its own keys, and the defaults are the format's.
@Suite("Tour documents: a step's grouped settings")
struct TourDocumentStepSettingsTests {
  @Test func theDefaultsAreTheFormats() throws {
    let step = TourDocument.Step(id: "save", targets: ["save"], hint: "Saves the draft.")
    let decoded = try TourDocument(
      jsonString:
        #"{"version": 1, "id": "t", "steps": [{"id": "save", "targets": "save", "hint": "Saves the draft."}]}"#)
    #expect(decoded.steps == [step])
    #expect(step.appearance == TourDocument.Step.Appearance() && step.targeting == TourDocument.Step.Targeting())
    #expect(step.anchorTarget == "save" && step.attachments.isEmpty)
  }

  @Test func eachGroupSetsItsKeys() {
    let step = TourDocument.Step(
      id: "save", targets: ["save", "share"], hint: "h",
      appearance: TourDocument.Step.Appearance(
        placement: .below, focusStyle: .capsule, presentation: .host,
        audioCue: TourDocument.AudioCue(name: "chime")),
      targeting: TourDocument.Step.Targeting(
        primaryTarget: "share", onMissingTarget: .end, targetWaitTimeout: 1.5, reveal: .center, host: "home"))
    #expect(step.placement == .below && step.focusStyle == .capsule && step.presentation == .host)
    #expect(step.audioCue == TourDocument.AudioCue(name: "chime"))
    #expect(step.primaryTarget == "share" && step.anchorTarget == "share" && step.onMissingTarget == .end)
    #expect(step.targetWaitTimeout == 1.5 && step.reveal == .center && step.host == "home")
  }

  @Test func aGroupPropertyWritesOnlyItsOwnKeys() {
    var step = TourDocument.Step(id: "save", targets: ["save"], hint: "h")
    step.targeting.targetWaitTimeout = 3
    step.targeting.reveal = .off
    #expect(step.targetWaitTimeout == 3 && step.reveal == .off && step.onMissingTarget == .skip)
    #expect(step.appearance == TourDocument.Step.Appearance())
    step.appearance.focusStyle = .oval
    step.host = "home"
    #expect(step.focusStyle == .oval && step.targeting.host == "home" && step.placement == .coachMark)
    #expect(
      step.targeting
        == TourDocument.Step.Targeting(targetWaitTimeout: 3, reveal: .off, host: "home"))
  }
}
