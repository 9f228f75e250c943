import LodestarFlow
import LodestarFlowTestSupport
import LodestarTesting
import Testing

/// The four flow edge cases where Lodestar used to differ from Instructions without saying so (issue 16,
/// item 8b), scripted as Instructions' own scenarios.
@MainActor
@Suite struct TourControllerInstructionsParityTests {
  static let clockTransitions = TourControllerConfiguration(transitions: .clock)

  /// Instructions: `next, willHide(0), pause, didHide(0), willLoad(1), willShow(1), resume, didShow(1)`.
  @Test func pauseFromWillHideHoldsTheNextStepUntilResume() throws {
    let fixture = Fixture(["a", "b", "c"])
    let controller = fixture.controller
    let delegate = fixture.delegate
    delegate.onWillHide = { _ in
      delegate.log.append("pause")
      controller.pause()
    }
    try controller.start()
    delegate.log.removeAll()
    try controller.next()
    #expect(delegate.log == ["willHide(0)", "pause", "didHide(0)", "willLoad(1)", "willShow(1, b)"])
    #expect(controller.isPaused && controller.pauseStyle == .hideNothing)
    #expect(controller.currentIndex == 1 && controller.onScreenIndex == 1)
    try controller.next()  // ignored while paused, as Instructions
    delegate.onWillHide = nil
    delegate.log.append("resume")
    controller.resume()
    #expect(
      delegate.log == ["willHide(0)", "pause", "didHide(0)", "willLoad(1)", "willShow(1, b)", "resume", "didShow(1)"])
    #expect(controller.machine.phase == .showing(index: 1))
  }

  @Test func pauseDuringTheHideHoldsTheNextStepToo() throws {
    let fixture = Fixture(["a", "b"], configuration: Self.clockTransitions)
    let controller = fixture.controller
    try controller.start()
    fixture.clock.advance(by: .seconds(1))
    try controller.next()
    fixture.clock.advance(by: .milliseconds(100))
    controller.pause(.hideOverlay)
    #expect(controller.isPaused && controller.pauseStyle == .hideOverlay)
    fixture.clock.advance(by: .seconds(5))
    #expect(
      controller.machine.phase
        == .paused(PausedTour(index: 1, style: .hideOverlay, reason: .requested, stage: .announced)))
    #expect(fixture.delegate.log.suffix(3) == ["didHide(0)", "willLoad(1)", "willShow(1, b)"])
    controller.resume()
    #expect(fixture.delegate.log.last == "willShow(1, b)")
    fixture.clock.advance(by: .milliseconds(250))
    #expect(fixture.delegate.log.last == "didShow(1)")
  }

  /// Instructions asks `shouldHandleOverlayTap` and then drops the advance while paused.
  @Test func anOverlayTapWhilePausedAsksTheDelegateAndDoesNotAdvance() throws {
    let fixture = Fixture(["a", "b", "c"])
    let controller = fixture.controller
    let delegate = fixture.delegate
    try controller.start()
    controller.pause()
    controller.overlayTapped()
    #expect(delegate.log.last == "shouldHandleOverlayTap(0)")
    #expect(controller.isPaused && controller.currentIndex == 0)

    delegate.onWillShow = { index in if index == 1 { controller.pause(.hideOverlay) } }
    controller.resume()
    try controller.next()
    delegate.log.removeAll()
    controller.overlayTapped()
    #expect(delegate.log == ["shouldHandleOverlayTap(1)"])
    #expect(controller.machine.phase.isPausedOnAnnouncedStep(1))

    // A tour paused while its next step loads (waiting for a late target) has no step on screen: nothing
    // is asked.
    let loading = Fixture(["a", "b"])
    loading.source.targets[1] = StepTarget { nil }
    try loading.controller.start()
    try loading.controller.next()
    loading.controller.pause()
    #expect(loading.controller.isPaused && loading.controller.onScreenIndex == nil)
    loading.controller.overlayTapped()
    #expect(!loading.delegate.log.contains { $0.hasPrefix("shouldHandleOverlayTap") })
  }

  /// Instructions reads 0 in `willLoad(0)`, then 1 in `willHide(0)`, during the hide, in `didHide(0)` and in
  /// `willLoad(1)`.
  @Test func currentIndexMovesToTheDestinationBeforeWillHide() throws {
    let fixture = Fixture(["a", "b"], configuration: Self.clockTransitions)
    let controller = fixture.controller
    var seen: [String] = []
    fixture.delegate.onCallback = { line in
      let current = controller.currentIndex.map(String.init) ?? "nil"
      let onScreen = controller.onScreenIndex.map(String.init) ?? "nil"
      seen.append("\(line): \(current) on screen \(onScreen)")
    }
    try controller.start()
    fixture.clock.advance(by: .seconds(1))
    try controller.next()
    fixture.clock.advance(by: .milliseconds(100))
    seen.append("during the hide: \(controller.currentIndex.map(String.init) ?? "nil")")
    fixture.clock.advance(by: .seconds(1))
    #expect(
      seen == [
        "configureOrnaments: nil on screen nil",
        "willLoad(0): 0 on screen nil",
        "willShow(0, a): 0 on screen 0",
        "didShow(0): 0 on screen 0",
        "willHide(0): 1 on screen 0",
        "during the hide: 1",
        "didHide(0): 1 on screen nil",
        "willLoad(1): 1 on screen nil",
        "willShow(1, b): 1 on screen 1",
        "didShow(1): 1 on screen 1",
      ])
  }

  /// Instructions resets `isStarted` when an animated stop begins, so `start` can run again at once.
  @Test func startRightAfterAnAnimatedStopStartsAgain() throws {
    let fixture = Fixture(["a", "b"], configuration: Self.clockTransitions)
    let controller = fixture.controller
    let delegate = fixture.delegate
    var dismissals: [DismissReason] = []
    controller.onDismiss = { dismissal, _ in dismissals.append(dismissal.reason) }
    try controller.start()
    fixture.clock.advance(by: .seconds(1))
    controller.stop()
    #expect(!controller.isStarted && controller.isEnding && controller.currentIndex == nil)
    #expect(controller.onScreenIndex == 0)
    delegate.log.removeAll()
    try controller.start(at: 1)
    #expect(delegate.log == ["didHide(0)", "didEnd(programmatic, skipped: false)", "configureOrnaments"])
    #expect(dismissals == [.programmatic])
    fixture.clock.advance(by: .seconds(1))
    #expect(controller.machine.phase == .showing(index: 1))
    #expect(delegate.log.suffix(3) == ["willLoad(1)", "willShow(1, b)", "didShow(1)"])
  }

  @Test func anImmediateStopDuringTheFadeLetsPluginsSeeTheEnd() throws {
    let fixture = Fixture(["a"], configuration: Self.clockTransitions)
    let log = SharedLog()
    fixture.controller.register(RecordingPlugin("p", log: log))
    try fixture.controller.start()
    fixture.clock.advance(by: .seconds(1))
    fixture.controller.skip()
    log.lines.removeAll()
    fixture.controller.stop(immediately: true)
    #expect(log.lines == ["p:stepDidHide@0", "p:tourDidHide@-", "p:tourDidEnd@0"])
    #expect(fixture.controller.machine.phase == .idle)
    #expect(fixture.controller.machine.lastDismissal?.reason == .skipped)
  }
}

extension TourPhase {
  /// Whether the tour is paused on step `index`, announced but not shown.
  func isPausedOnAnnouncedStep(_ index: Int) -> Bool {
    guard case .paused(let paused) = self else { return false }
    return paused.index == index && paused.stage == .announced
  }
}
