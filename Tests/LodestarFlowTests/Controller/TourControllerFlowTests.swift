import LodestarFlow
import LodestarFlowTestSupport
import LodestarTesting
import Testing

@MainActor
@Suite struct TourControllerFlowTests {
  static func make(
    _ contents: [String] = ["a", "b", "c"], configuration: TourControllerConfiguration = TourControllerConfiguration()
  ) -> Fixture {
    Fixture(contents, configuration: configuration)
  }

  @Test func aWholeTourCallsTheDelegateInOrder() throws {
    let controllerFixture = Self.make()
    let controller = controllerFixture.controller
    let source = controllerFixture.source
    let delegate = controllerFixture.delegate
    try controller.start()
    #expect(controller.currentIndex == 0)
    #expect(controller.currentStep?.content == "a")
    #expect(controller.skipControl == TourSkipControl(title: "Skip"))
    try controller.next()
    try controller.next()
    try controller.next()
    #expect(
      delegate.log == [
        "configureOrnaments", "willLoad(0)", "willShow(0, a)", "didShow(0)",
        "willHide(0)", "didHide(0)", "willLoad(1)", "willShow(1, b)", "didShow(1)",
        "willHide(1)", "didHide(1)", "willLoad(2)", "willShow(2, c)", "didShow(2)",
        "willHide(2)", "didHide(2)", "didEnd(completed, skipped: false)",
      ])
    #expect(source.asked == ["count", "skipControl", "step(0)", "step(1)", "step(2)"])
    #expect(!controller.isStarted && controller.currentStep == nil)
  }

  @Test func theDataSourceIsNotAskedWhileIdle() {
    let controllerFixture = Self.make()
    let controller = controllerFixture.controller
    let source = controllerFixture.source
    controller.refresh()
    #expect(throws: TourCommandError.notStarted) { try controller.next() }
    #expect(source.asked.isEmpty)
  }

  @Test func badCommandsThrowClearErrors() throws {
    let controllerFixture = Self.make()
    let controller = controllerFixture.controller
    let source = controllerFixture.source
    #expect(throws: TourCommandError.indexOutOfRange(index: 5, stepCount: 3)) { try controller.start(at: 5) }
    source.countOverride = -2
    #expect(throws: TourCommandError.negativeStepCount(-2)) { try controller.start() }
    source.countOverride = 0
    #expect(throws: TourCommandError.noSteps) { try controller.start() }
    source.countOverride = nil
    try controller.start()
    #expect(throws: TourCommandError.alreadyStarted) { try controller.start() }
    #expect(throws: TourCommandError.negativeSkipCount(-1)) { try controller.next(skipping: -1) }
    #expect(throws: TourCommandError.indexOutOfRange(index: 9, stepCount: 3)) { try controller.show(at: 9) }
    #expect(throws: TourCommandError.requiresPausedStep) { try controller.updateCurrentStep { $0 = "x" } }
    #expect(controller.currentIndex == 0)
  }

  @Test func willLoadFalseSkipsInTheTravelDirectionAndNeverAsksForTheStep() throws {
    let controllerFixture = Self.make(["a", "b", "c", "d"])
    let controller = controllerFixture.controller
    let source = controllerFixture.source
    let delegate = controllerFixture.delegate
    try controller.start(at: 3)
    delegate.skippedIndices = [2, 1]
    try controller.previous()
    #expect(controller.currentIndex == 0)
    #expect(source.asked == ["count", "skipControl", "step(3)", "step(0)"])
  }

  @Test func willShowEditsTheContent() throws {
    let controllerFixture = Self.make()
    let controller = controllerFixture.controller
    let delegate = controllerFixture.delegate
    delegate.contentPrefix = "edited "
    try controller.start()
    #expect(controller.currentStep?.content == "edited a")
  }

  @Test func pauseFromWillShowThenResumeShowsTheEditedContentWithoutAskingAgain() throws {
    let controllerFixture = Self.make()
    let controller = controllerFixture.controller
    let source = controllerFixture.source
    let delegate = controllerFixture.delegate
    delegate.onWillShow = { index in if index == 1 { controller.pause(.hideOverlay) } }
    try controller.start()
    try controller.next()
    #expect(controller.isPaused && controller.currentIndex == 1)
    #expect(!delegate.log.contains("didShow(1)"))
    try controller.next()  // ignored while paused
    let revision = controller.currentStepRevision
    try controller.updateCurrentStep { $0 += "!" }
    #expect(controller.currentStepRevision == revision + 1, "one edit, one revision")
    try controller.updateCurrentStep { $0 += "?" }
    #expect(controller.currentStepRevision == revision + 2)
    controller.resume()
    #expect(controller.currentStep?.content == "b!?")
    #expect(delegate.log.suffix(2) == ["willShow(1, b)", "didShow(1)"])
    #expect(source.asked == ["count", "skipControl", "step(0)", "step(1)"])
    #expect(controller.machine.phase == .showing(index: 1))
  }

  @Test func aCallbackCallingNextRunsAfterItsBatch() throws {
    let controllerFixture = Self.make()
    let controller = controllerFixture.controller
    let delegate = controllerFixture.delegate
    delegate.onDidShow = { index in if index == 0 { try? controller.next() } }
    try controller.start()
    #expect(controller.currentIndex == 1)
    #expect(
      delegate.log == [
        "configureOrnaments", "willLoad(0)", "willShow(0, a)", "didShow(0)", "willHide(0)", "didHide(0)",
        "willLoad(1)", "willShow(1, b)", "didShow(1)",
      ])
  }

  @Test func aCallbackStoppingImmediatelyEndsWithoutFurtherDelegateCalls() throws {
    let controllerFixture = Self.make()
    let controller = controllerFixture.controller
    let delegate = controllerFixture.delegate
    var dismissals: [TourDismissal] = []
    var endedSteps: [String?] = []
    controller.onDismiss = { dismissal, step in
      dismissals.append(dismissal)
      endedSteps.append(step?.id)
    }
    delegate.onWillHide = { _ in controller.stop(immediately: true) }
    try controller.start()
    try controller.next()
    #expect(!controller.isStarted)
    #expect(delegate.log.suffix(2) == ["didShow(0)", "willHide(0)"])
    #expect(dismissals.map(\.reason) == [.programmatic])
    #expect(dismissals.first?.isImmediate == true)
    #expect(endedSteps == ["step0"])
  }

  @Test func immediateStopCallsNoDelegateMethodButPluginsSeeTheEnd() throws {
    let controllerFixture = Self.make()
    let controller = controllerFixture.controller
    let delegate = controllerFixture.delegate
    let log = SharedLog()
    controller.register(RecordingPlugin("p", log: log))
    try controller.start()
    log.lines.removeAll()
    let before = delegate.log
    controller.stop(immediately: true)
    controller.stop(immediately: true)
    #expect(delegate.log == before)
    #expect(
      log.lines == [
        "p:stepWillHide@0", "p:tourWillHide@0", "p:stepDidHide@0", "p:tourDidHide@-", "p:tourDidEnd@0",
      ])
  }

  @Test func anEndedTourRestarts() throws {
    let controllerFixture = Self.make()
    let controller = controllerFixture.controller
    try controller.start()
    controller.stop(immediately: true)
    try controller.start(at: 2)
    #expect(controller.currentIndex == 2)
  }

  @Test func previousFromTheFirstStepFollowsThePolicy() throws {
    let endingFixture = Self.make()
    let ending = endingFixture.controller
    let delegate = endingFixture.delegate
    try ending.start()
    try ending.previous()
    #expect(delegate.log.last == "didEnd(backedOut, skipped: false)")

    let stay = TourControllerConfiguration(machine: TourMachineConfiguration(previousFromFirst: .stay))
    let stayingFixture = Self.make(configuration: stay)
    let staying = stayingFixture.controller
    try staying.start()
    try staying.previous()
    #expect(staying.currentIndex == 0 && staying.isStarted)
  }

  @Test func aShrinkingCountSeenOnRefreshCompletesTheTour() throws {
    let controllerFixture = Self.make()
    let controller = controllerFixture.controller
    let source = controllerFixture.source
    let delegate = controllerFixture.delegate
    try controller.start(at: 2)
    source.contents = ["a"]
    controller.refresh()
    #expect(delegate.log.last == "didEnd(completed, skipped: false)")
  }

  @Test func aNilStepFromTheDataSourceIsSkipped() throws {
    let controllerFixture = Self.make()
    let controller = controllerFixture.controller
    let source = controllerFixture.source
    source.countOverride = 5
    try controller.start(at: 2)
    try controller.next()
    #expect(!controller.isStarted)
    #expect(controller.machine.lastDismissal?.reason == .completed)
  }

  @Test func tapsFollowTheStepAndTheDelegate() throws {
    let controllerFixture = Self.make()
    let controller = controllerFixture.controller
    let source = controllerFixture.source
    let delegate = controllerFixture.delegate
    try controller.start()
    controller.stepTapped()
    #expect(controller.currentIndex == 1)
    #expect(delegate.log.contains("didTap(0)"))
    controller.overlayTapped()
    #expect(controller.currentIndex == 2)
    delegate.handlesOverlayTaps = false
    controller.overlayTapped()
    #expect(controller.currentIndex == 2)

    source.dismissesOnOutsideTap = true
    let dismissingFixture = Self.make()
    let dismissing = dismissingFixture.controller
    let dismissingSource = dismissingFixture.source
    dismissingSource.dismissesOnOutsideTap = true
    try dismissing.start()
    dismissing.overlayTapped()
    #expect(dismissing.machine.lastDismissal?.reason == .outsideTap)
  }

  /// Two controllers over one recording data source, with one recording delegate, on one manual clock.
  static func twoControllersSharingOneDataSourceAndDelegate()
    -> (RecordingDataSource, RecordingDelegate, TourController<String>, TourController<String>)
  {
    let source = RecordingDataSource(["a", "b"])
    let delegate = RecordingDelegate()
    let clock = ManualClock()
    let first = TourController(dataSource: source, clock: clock)
    let second = TourController(dataSource: source, clock: clock)
    first.delegate = delegate
    second.delegate = delegate
    return (source, delegate, first, second)
  }

  @Test func oneDataSourceAndDelegateServeSeveralControllersAndLearnWhichOneAsks() throws {
    let (source, delegate, first, second) = Self.twoControllersSharingOneDataSourceAndDelegate()
    try first.start()
    try second.start(at: 1)
    try first.next()
    let firstID = ObjectIdentifier(first)
    let secondID = ObjectIdentifier(second)
    #expect(
      source.asked == ["count", "skipControl", "step(0)", "count", "skipControl", "step(1)", "step(1)"])
    #expect(source.askers == [firstID, firstID, firstID, secondID, secondID, secondID, firstID])
    #expect(
      delegate.log == [
        "configureOrnaments", "willLoad(0)", "willShow(0, a)", "didShow(0)",
        "configureOrnaments", "willLoad(1)", "willShow(1, b)", "didShow(1)",
        "willHide(0)", "didHide(0)", "willLoad(1)", "willShow(1, b)", "didShow(1)",
      ])
    #expect(
      delegate.callers == Array(repeating: firstID, count: 4) + Array(repeating: secondID, count: 4)
        + Array(repeating: firstID, count: 5))
    #expect(first.currentIndex == 1 && second.currentIndex == 1)
  }

  @Test func aTapAnOverlayTapAndTheEndTellTheSharedDelegateWhichControllerAsks() throws {
    // The controllers hold the data source weakly: the test keeps it.
    let (source, delegate, first, second) = Self.twoControllersSharingOneDataSourceAndDelegate()
    try first.start()
    try second.start()
    delegate.log.removeAll()
    delegate.callers.removeAll()
    first.stepTapped()
    second.overlayTapped()
    second.stop()
    let calls = Array(zip(delegate.log, delegate.callers))
    let firstID = ObjectIdentifier(first)
    let secondID = ObjectIdentifier(second)
    #expect(calls.first { $0.0 == "didTap(0)" }?.1 == firstID, "\(delegate.log)")
    #expect(calls.first { $0.0 == "shouldHandleOverlayTap(0)" }?.1 == secondID, "\(delegate.log)")
    #expect(calls.first { $0.0.hasPrefix("didEnd(") }?.1 == secondID, "\(delegate.log)")
    #expect(calls.filter { $0.0.hasPrefix("didEnd(") }.count == 1)
    withExtendedLifetime(source) {}
  }
}
