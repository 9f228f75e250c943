import LodestarFlow
import LodestarTesting
import Testing

/// The gesture completer's matching: which recognised gestures fire which requirements.
@MainActor
@Suite struct TourControllerGestureTests {
  @Test(arguments: [
    (StepGesture(.tap), RecognizedGesture(.tap, in: [.target]), true),
    (StepGesture(.tap), RecognizedGesture(.tap, in: [.opening]), false),
    (StepGesture(.tap), RecognizedGesture(.doubleTap, in: [.target]), false),
    (StepGesture(.tap, in: .anywhere), RecognizedGesture(.tap), true),
    (StepGesture(.doubleTap), RecognizedGesture(.doubleTap, in: [.target, .opening]), true),
    (StepGesture(.doubleTap), RecognizedGesture(.tap, in: [.target]), false),
    (
      StepGesture(.longPress(minimumDuration: .seconds(1))),
      RecognizedGesture(.longPress(duration: .seconds(1)), in: [.target]), true
    ),
    (
      StepGesture(.longPress(minimumDuration: .seconds(1))),
      RecognizedGesture(.longPress(duration: .milliseconds(999)), in: [.target]), false
    ),
    (
      StepGesture(.longPress(minimumDuration: .seconds(-5))),
      RecognizedGesture(.longPress(duration: .zero), in: [.target]), true
    ),
    (StepGesture(.swipe(.left)), RecognizedGesture(.swipe(.left), in: [.target]), true),
    (StepGesture(.swipe(.left)), RecognizedGesture(.swipe(.right), in: [.target]), false),
    (StepGesture(.pan(minimumDistance: 80)), RecognizedGesture(.pan(distance: 80), in: [.target]), true),
    (StepGesture(.pan(minimumDistance: 80)), RecognizedGesture(.pan(distance: 79.9), in: [.target]), false),
    (StepGesture(.pan(minimumDistance: .nan)), RecognizedGesture(.pan(distance: 1000), in: [.target]), false),
    (StepGesture(.pan(minimumDistance: -.infinity)), RecognizedGesture(.pan(distance: 0), in: [.target]), true),
    (StepGesture(.tap, in: .element("list")), RecognizedGesture(.tap, in: [.element("list")]), true),
    (StepGesture(.tap, in: .element("list")), RecognizedGesture(.tap, in: [.element("other"), .target]), false),
  ])
  func requirementsMatchExactly(requirement: StepGesture, gesture: RecognizedGesture, matches: Bool) {
    #expect(requirement.isSatisfied(by: gesture) == matches, "\(requirement) by \(gesture)")
  }

  @Test func aGestureCompleterAdvancesOnlyWhenItsGestureIsReported() throws {
    let steps = [
      TourStep(
        id: "a", content: "a", hasCompanion: true, completers: [StepCompleter(.gesture(StepGesture(.swipe(.up))))]),
      TourStep(id: "b", content: "b", hasCompanion: true),
    ]
    let controller = TourController(steps: steps, clock: ManualClock())
    try controller.start()
    #expect(!controller.report(RecognizedGesture(.swipe(.down), in: [.target])))
    #expect(!controller.report(RecognizedGesture(.tap, in: [.target])))
    #expect(controller.currentIndex == 0)
    #expect(controller.report(RecognizedGesture(.swipe(.up), in: [.target])))
    #expect(controller.currentIndex == 1)
    #expect(!controller.report(RecognizedGesture(.swipe(.up), in: [.target])), "step b has no gesture completer")
  }

  @Test func aGestureCompleterCanDismiss() throws {
    let steps = [
      TourStep(
        id: "a", content: "a", hasCompanion: true,
        completers: [StepCompleter(.gesture(StepGesture(.doubleTap, in: .anywhere)), action: .dismiss)])
    ]
    let controller = TourController(steps: steps, clock: ManualClock())
    try controller.start()
    #expect(controller.report(RecognizedGesture(.doubleTap)))
    #expect(controller.machine.lastDismissal?.reason == .completerTriggered)
  }

  @Test func gesturesAreIgnoredWhileNoStepShows() {
    let steps = [
      TourStep(id: "a", content: "a", hasCompanion: true, completers: [StepCompleter(.gesture(StepGesture(.tap)))])
    ]
    let controller = TourController(steps: steps, clock: ManualClock())
    #expect(!controller.report(RecognizedGesture(.tap, in: [.target])))
    #expect(!controller.isStarted)
  }
}
