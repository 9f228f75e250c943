import LodestarFlow
import LodestarFlowTestSupport
import LodestarTesting
import Testing

/// A step whose target never comes says so (``TourEvent/stepTargetMissing(index:stepID:cause:policy:)``),
/// and a step can find its target from its content (``TourController/contentTarget``).
@MainActor
@Suite struct TourControllerMissingTargetTests {
  @Test(arguments: [MissingTargetPolicy.skip, .showCentered, .end])
  func aTargetThatNeverComesIsReportedOnceWhenTheWaitEnds(policy: MissingTargetPolicy) throws {
    let fixture = Fixture(["a", "b", "c"])
    let log = SharedLog()
    fixture.controller.register(RecordingPlugin("P", log: log))
    var missing: [TourEvent] = []
    var stepIDs: [String?] = []
    fixture.controller.register(
      EventTap { event, context in
        guard case .stepTargetMissing = event else { return }
        missing.append(event)
        stepIDs.append(context.stepID)
      })
    fixture.source.targets[1] = StepTarget { nil }
    fixture.source.policies[1] = policy
    try fixture.controller.start()
    try fixture.controller.next()
    fixture.clock.advance(by: .milliseconds(999))
    #expect(missing.isEmpty)
    fixture.clock.advance(by: .milliseconds(1))
    #expect(missing == [.stepTargetMissing(index: 1, cause: .notFound, policy: policy)])
    // The plugins' context names the step, though it never loaded.
    #expect(stepIDs == ["step1"])
    // It comes before what the policy does, and names the step.
    let after = log.lines.drop { $0 != "P:stepTargetMissing@1" }
    #expect(after.first == "P:stepTargetMissing@1")
    let next = ["P:stepWillShow@2", "P:stepWillShow@1", "P:tourWillHide@-"][
      [.skip, .showCentered, .end].firstIndex(of: policy) ?? 0]
    #expect(after.dropFirst().first == next)
    #expect(!fixture.delegate.log.contains { $0.contains("stepTargetMissing") })
  }

  @Test func aTargetThatComesInTimeIsNotReported() throws {
    let fixture = Fixture(["a", "b"])
    var missing = 0
    fixture.controller.register(EventTap { event, _ in if case .stepTargetMissing = event { missing += 1 } })
    let target = TargetSwitch()
    fixture.source.targets[1] = StepTarget { target.isPresent ? "frame" : nil }
    try fixture.controller.start()
    try fixture.controller.next()
    fixture.clock.advance(by: .milliseconds(999))
    target.isPresent = true
    fixture.clock.advance(by: .milliseconds(1))
    #expect(missing == 0)
    #expect(fixture.controller.onScreenIndex == 1)
  }

  @Test func aFailedBeforeShowHookIsReportedWithItsCause() throws {
    let fixture = Fixture(["a", "b"])
    var missing: [TourEvent] = []
    fixture.controller.register(EventTap { event, _ in if case .stepTargetMissing = event { missing.append(event) } })
    fixture.controller.beforeShow = { _, _ in try await Task.sleep(for: .seconds(3_600)) }
    try fixture.controller.start()
    fixture.clock.advance(by: .seconds(5))
    #expect(missing == [.stepTargetMissing(index: 0, cause: .beforeShowFailed, policy: .skip)])
    #expect(
      TourEvent.stepTargetMissing(index: 0, cause: .notFound, policy: .skip).name == "stepTargetMissing")
    #expect(TourEvent.stepTargetMissing(index: 4, cause: .notFound, policy: .skip).stepIndex == 4)
  }

  @Test func aStepWithoutATargetFindsOneFromItsContent() throws {
    let present = TargetSwitch()
    let clock = ManualClock()
    let controller = TourController(
      steps: [
        TourStep(id: "a", content: "centred"),
        TourStep(id: "b", content: "target:save"),
        TourStep(id: "c", content: "target:own", target: StepTarget { "own frame" }),
      ], clock: clock)
    var asked: [String] = []
    controller.contentTarget = { content in
      asked.append(content)
      guard content.hasPrefix("target:") else { return nil }
      return StepTarget { present.isPresent ? String(content.dropFirst(7)) : nil }
    }
    try controller.start()
    #expect(controller.onScreenIndex == 0 && controller.currentTarget == nil)
    try controller.next()
    // The content names a target that is not there yet: the controller waits for it.
    #expect(controller.isWaitingForTarget && controller.onScreenIndex == nil)
    present.isPresent = true
    controller.refresh()
    #expect(controller.onScreenIndex == 1)
    #expect(controller.currentTarget?.value(as: String.self) == "save")
    try controller.next()
    // A step's own target wins, and the content is not asked for it.
    #expect(controller.currentTarget?.value(as: String.self) == "own frame")
    #expect(asked.first == "centred" && !asked.contains("target:own"))
  }

  /// The plugins' context names a step only when it is the step the event is about: after step 0, a step 1 whose
  /// target never comes ends the tour, and no event of that end is put on step 0 (or step 1, which never loaded,
  /// except its own `stepTargetMissing`).
  @Test(arguments: [MissingTargetPolicy.end, .skip])
  func theContextNamesOnlyTheStepAnEventIsAbout(policy: MissingTargetPolicy) throws {
    let fixture = Fixture(["a", "b"])
    var contexts: [String] = []
    fixture.controller.register(
      EventTap { event, context in
        contexts.append("\(event.name)@\(context.stepIndex.map(String.init) ?? "-"):\(context.stepID ?? "-")")
      })
    fixture.source.targets[1] = StepTarget { nil }
    fixture.source.policies[1] = policy
    try fixture.controller.start()
    try fixture.controller.next()
    fixture.clock.advance(by: .seconds(1))
    fixture.clock.advance(by: .seconds(1))
    #expect(!fixture.controller.isStarted)
    for line in contexts {
      let parts = line.split(separator: "@").last?.split(separator: ":").map(String.init) ?? []
      #expect(parts.count == 2 && (parts[1] == "-" || parts[1] == "step" + parts[0]), "\(contexts)")
    }
    #expect(contexts.contains("stepTargetMissing@1:step1"))
    #expect(contexts.contains("stepDidHide@0:step0"))
  }

  /// A plugin that stops the tour when it hears `stepTargetMissing` ends it there: the step's policy is not
  /// applied afterwards to a tour that has ended (no step is loaded, shown or skipped to).
  @Test(arguments: [MissingTargetPolicy.skip, .showCentered, .end])
  func aPluginThatStopsTheTourOnAMissingTargetEndsItThere(policy: MissingTargetPolicy) throws {
    let fixture = Fixture(["a", "b", "c"])
    var events: [String] = []
    let controller = fixture.controller
    controller.register(
      EventTap { event, _ in
        events.append(event.name)
        if case .stepTargetMissing = event { controller.stop(immediately: true) }
      })
    fixture.source.targets[1] = StepTarget { nil }
    fixture.source.policies[1] = policy
    try controller.start()
    try controller.next()
    fixture.clock.advance(by: .seconds(1))
    #expect(!controller.isStarted)
    #expect(controller.currentStep == nil && controller.currentTarget == nil)
    #expect(events.filter { $0 == "stepWillShow" }.count == 1, "\(events)")
    #expect(events.filter { $0 == "tourDidEnd" }.count == 1, "\(events)")
    #expect(events.last == "tourDidEnd", "\(events)")
  }
}

/// A plugin that passes each event to a closure.
@MainActor
private final class EventTap: TourPlugin {
  let onEvent: (TourEvent, TourPluginContext) -> Void
  init(_ onEvent: @escaping (TourEvent, TourPluginContext) -> Void) { self.onEvent = onEvent }
  func handle(_ event: TourEvent, context: TourPluginContext) { onEvent(event, context) }
  func tearDown() {}
}
