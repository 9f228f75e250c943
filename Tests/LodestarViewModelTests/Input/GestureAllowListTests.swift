import LodestarFlow
import LodestarViewModel
import Testing

@Suite struct GestureAllowListTests {
  @Test func aGestureAllowedInTheSecondStepOnly() {
    var list = GestureAllowList()
    list.allow("swipeBack", inStep: "step2")
    #expect(["step1", "step2", "step3"].map { list.allows("swipeBack", inStep: $0) } == [false, true, false])
    #expect(!list.allows("swipeBack", inStep: nil))
    #expect(!list.allows("pan", inStep: "step2"))
    #expect(list.allowedGestures(inStep: "step2") == ["swipeBack"])
    #expect(list.allowedGestures(inStep: "step1") == [])
  }

  @Test func gesturesAllowedInEveryStep() {
    var list = GestureAllowList(allowedByStep: ["step3": ["pinch"]])
    list.allowInEveryStep("scroll")
    #expect(["step1", "step2", "step3"].map { list.allows("scroll", inStep: $0) } == [true, true, true])
    #expect(list.allows("scroll", inStep: nil))
    #expect(list.allowedGestures(inStep: "step3") == ["scroll", "pinch"])
    #expect(list.allowedGestures(inStep: nil) == ["scroll"])
  }

  @Test func everythingIsBlockedByDefault() {
    let list = GestureAllowList()
    #expect(!list.allows("swipeBack", inStep: "step1"))
    #expect(list.allowedGestures(inStep: "step1").isEmpty)
  }
}

@Suite struct AllowedGesturesAttachmentTests {
  @Test func aStepCarriesItsOwnAllowedGestures() {
    let steps = [
      TourStep(id: "step1", content: "1", hasCompanion: true),
      TourStep(id: "step2", content: "2", hasCompanion: true, attachments: [AllowedGestures(["swipeBack"])]),
      TourStep(id: "step3", content: "3", hasCompanion: true),
    ]
    let list = GestureAllowList(allowedByStep: ["step3": ["pinch"]])
    #expect(steps.map { list.allows("swipeBack", in: $0) } == [false, true, false])
    #expect(steps.map { list.allows("pinch", in: $0) } == [false, false, true])
  }
}
