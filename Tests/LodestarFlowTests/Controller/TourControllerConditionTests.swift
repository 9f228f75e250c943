import LodestarFlow
import LodestarFlowTestSupport
import LodestarTesting
import Testing

/// Conditional steps on a manual clock: a step whose condition fails is skipped with `stepSkipped`, forward and
/// backward; progress counts the steps that will show; a tour whose every step is skipped ends.
@MainActor
@Suite struct TourControllerConditionTests {
  /// Reads parameters from a fixed table (no donations).
  struct TableEvaluator: StepConditionEvaluator {
    var parameters: [String: StepConditionValue]
    func isSatisfied(_ condition: StepCondition) -> Bool {
      condition.isSatisfied(value: { parameters[$0] }, donationCount: { _, _ in 0 })
    }
  }

  static let isPro = StepCondition.parameter("isPro", .equals(.bool(true)))

  /// Steps a, b, c, d; the steps named in `conditional` show only for pro users.
  static func controller(conditional: Set<String>, isPro: Bool? = false) -> TourController<String> {
    let steps = ["a", "b", "c", "d"].map { id in
      var step = TourStep(id: id, content: id)
      if conditional.contains(id) { step.condition = Self.isPro }
      return step
    }
    let controller = TourController(steps: steps, clock: ManualClock())
    if let isPro { controller.conditionEvaluator = TableEvaluator(parameters: ["isPro": .bool(isPro)]) }
    return controller
  }

  @Test func aStepWhoseConditionFailsIsSkippedForwardAndBackwardWithAnEventNamingIt() throws {
    let controller = Self.controller(conditional: ["b"])
    let log = SharedLog()
    controller.register(RecordingPlugin("P", log: log))
    var skipped: [TourEvent] = []
    controller.register(
      EventTap { event, context in
        if case .stepSkipped = event { skipped.append(event) }
        if case .stepSkipped = event { #expect(context.stepID == "b") }
      })
    try controller.start()
    try controller.next()
    #expect(controller.onScreenIndex == 2)
    #expect(skipped == [.stepSkipped(index: 1, reason: .conditionNotMet)])
    let forward = log.lines.drop { $0 != "P:stepDidHide@0" }.prefix(3)
    #expect(Array(forward) == ["P:stepDidHide@0", "P:stepSkipped@1", "P:stepWillShow@2"])
    log.lines.removeAll()
    try controller.previous()
    #expect(controller.onScreenIndex == 0)
    #expect(skipped.count == 2 && skipped.last == .stepSkipped(index: 1, reason: .conditionNotMet))
    let backward = log.lines.drop { $0 != "P:stepDidHide@2" }.prefix(3)
    #expect(Array(backward) == ["P:stepDidHide@2", "P:stepSkipped@1", "P:stepWillShow@0"])
    #expect(TourEvent.stepSkipped(index: 1, reason: .conditionNotMet).name == "stepSkipped")
    #expect(TourEvent.stepSkipped(index: 5, reason: .conditionNotMet).stepIndex == 5)
  }

  @Test func theDelegateIsNotToldOfASkip() throws {
    let fixture = Fixture(["a", "b", "c"])
    fixture.source.conditions[1] = Self.isPro
    fixture.controller.conditionEvaluator = TableEvaluator(parameters: [:])
    try fixture.controller.start()
    try fixture.controller.next()
    #expect(fixture.controller.onScreenIndex == 2)
    #expect(!fixture.delegate.log.contains { $0.contains("Skipped") })
  }

  @Test func aStepWhoseConditionHoldsShows() throws {
    let controller = Self.controller(conditional: ["b"], isPro: true)
    try controller.start()
    try controller.next()
    #expect(controller.onScreenIndex == 1)
  }

  @Test func withoutAnEvaluatorEveryStepShows() throws {
    let controller = Self.controller(conditional: ["b"], isPro: nil)
    try controller.start()
    try controller.next()
    #expect(controller.onScreenIndex == 1)
    #expect(controller.progress(ofStepAt: 1) == StepProgress(position: 1, count: 4))
  }

  @Test func theConditionIsReadWhenTheStepLoadsNotWhenTheTourStarts() throws {
    let controller = Self.controller(conditional: ["b"], isPro: false)
    try controller.start()
    controller.conditionEvaluator = TableEvaluator(parameters: ["isPro": .bool(true)])
    try controller.next()
    #expect(controller.onScreenIndex == 1)
  }

  @Test func progressCountsOnlyTheStepsThatWillShow() throws {
    let controller = Self.controller(conditional: ["b", "d"])
    try controller.start()
    // a and c show: "1 of 2", "2 of 2".
    #expect(controller.progress(ofStepAt: 0) == StepProgress(position: 0, count: 2))
    #expect(controller.progress(ofStepAt: 2) == StepProgress(position: 1, count: 2))
    // A step that is asked about counts itself.
    #expect(controller.progress(ofStepAt: 3) == StepProgress(position: 2, count: 3))
    #expect(controller.progress(ofStepAt: 4) == nil)
    #expect(controller.progress(ofStepAt: -1) == nil)
    controller.conditionEvaluator = TableEvaluator(parameters: ["isPro": .bool(true)])
    #expect(controller.progress(ofStepAt: 2) == StepProgress(position: 2, count: 4))
  }

  @Test(arguments: [true, false])
  func aTourWhoseEveryStepIsSkippedEndsCompletedWithoutShowingAStep(goingBack: Bool) throws {
    let controller = Self.controller(conditional: goingBack ? ["a", "b", "d"] : ["a", "b", "c", "d"])
    var events: [TourEvent] = []
    controller.register(EventTap { event, _ in events.append(event) })
    var dismissals: [TourDismissal] = []
    controller.onDismiss = { dismissal, _ in dismissals.append(dismissal) }
    try controller.start()
    if goingBack {
      // Only c shows; going back from it skips b and a and backs out of the tour.
      #expect(controller.onScreenIndex == 2)
      try controller.previous()
      #expect(dismissals.map(\.reason) == [.backedOut])
    } else {
      #expect(dismissals.map(\.reason) == [.completed])
      #expect(dismissals.first?.stepIndex == nil)
      #expect(!events.contains { if case .stepWillShow = $0 { true } else { false } })
    }
    let skippedIndices = events.compactMap { event -> Int? in
      if case .stepSkipped(let index, _) = event { return index }
      return nil
    }
    #expect(skippedIndices == (goingBack ? [0, 1, 1, 0] : [0, 1, 2, 3]))
    #expect(!controller.isStarted)
  }
}

private final class EventTap: TourPlugin {
  let onEvent: (TourEvent, TourPluginContext) -> Void
  init(_ onEvent: @escaping (TourEvent, TourPluginContext) -> Void) { self.onEvent = onEvent }
  func handle(_ event: TourEvent, context: TourPluginContext) { onEvent(event, context) }
  func tearDown() {}
}
