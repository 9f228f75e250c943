import LodestarGeometry
import LodestarViewModel
import Testing

@Suite struct StepAnnouncerTests {
  static func model(_ index: Int, hint: String?) -> TourAccessibility {
    TourAccessibility(
      content: TourAccessibilityContent(
        stepIndex: index, stepCount: 5, hint: hint.map { VisiblePart(text: $0, frame: .zero) }))
  }

  @Test func announcesEachStepOnceWhenItChanges() {
    var announcer = StepAnnouncer()
    let frames = [0, 0, 0, 1, 1, 2, 1, 1].map { Self.model($0, hint: "Hint \($0).") }
    let announcements = frames.map { announcer.announcement(for: $0) }
    #expect(
      announcements == [
        "Step 1 of 5. Hint 0.", nil, nil, "Step 2 of 5. Hint 1.", nil, "Step 3 of 5. Hint 2.",
        "Step 2 of 5. Hint 1.", nil,
      ])
    #expect(announcer.announcedStepIndex == 1)
  }

  @Test func aResetAnnouncesTheNextTourFromItsFirstStep() {
    var announcer = StepAnnouncer()
    #expect(announcer.announcement(for: Self.model(0, hint: "A.")) == "Step 1 of 5. A.")
    announcer.reset()
    #expect(announcer.announcedStepIndex == nil)
    #expect(announcer.announcement(for: Self.model(0, hint: "A.")) == "Step 1 of 5. A.")
  }

  @Test func anEmptyAnnouncementIsNotPosted() {
    var announcer = StepAnnouncer()
    let silent = TourAccessibility(content: TourAccessibilityContent(stepIndex: 9, stepCount: 0))
    #expect(silent.announcement == "")
    #expect(announcer.announcement(for: silent) == nil)
    #expect(announcer.announcedStepIndex == 9)
  }
}

@Suite struct StepAnnouncerReadinessTests {
  @Test func waitsUntilTheStepsContentIsKnown() {
    var announcer = StepAnnouncer()
    var content = TourAccessibilityContent(stepIndex: 0, stepCount: 2)
    content.isAnnouncementReady = false
    let pending = TourAccessibility(content: content)
    #expect(announcer.announcement(for: pending) == nil)
    #expect(announcer.announcedStepIndex == nil)
    content.isAnnouncementReady = true
    content.spokenHint = "Hello."
    let ready = TourAccessibility(content: content)
    #expect(announcer.announcement(for: ready) == "Step 1 of 2. Hello.")
  }
}
