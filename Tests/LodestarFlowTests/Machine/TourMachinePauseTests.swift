import LodestarFlow
import Testing

@Suite struct TourMachinePauseTests {
  /// A machine whose step 1 (of 3) was just announced with `stepWillShow`.
  static func announcingStepOne() -> TourMachine {
    var machine = TourMachine.showing(0, of: 3)
    _ = machine.send(.next(skipping: 0))
    _ = machine.complete()
    _ = machine.load(.ready)
    return machine
  }

  @Test func pauseFromWillShowThenResumeShowsWithoutLoadingAgain() {
    var machine = Self.announcingStepOne()
    #expect(machine.phase == .appearingStep(index: 1, ticket: ticket(6)))
    #expect(
      machine.send(.pause(.hideOverlay)) == [
        event(.tourDidPause(.hideOverlay, .requested)), .cancelTransition(ticket(6)),
      ])
    #expect(machine.phase == .paused(PausedTour(index: 1, style: .hideOverlay, reason: .requested, stage: .announced)))
    #expect(machine.currentIndex == 1 && machine.isPaused)
    #expect(machine.send(.transitionDidComplete(ticket(6))) == [])
    #expect(machine.send(.next(skipping: 0)) == [])
    #expect(machine.send(.updateCurrentStep) == [.updateStepContent(index: 1)])
    #expect(
      machine.send(.resume) == [event(.tourDidResume), .beginTransition(.stepAppearance(index: 1), ticket: ticket(7))])
    #expect(machine.complete() == [.enableCompleters(index: 1), event(.stepDidShow(index: 1))])
  }

  @Test func pauseWhileShownDisablesCompletersAndResumeEnablesThem() {
    var machine = TourMachine.showing(2, of: 3)
    #expect(
      machine.send(.pause(.hideInstructions)) == [
        .disableCompleters(index: 2), event(.tourDidPause(.hideInstructions, .requested)),
      ])
    #expect(machine.send(.pause(.hideNothing)) == [])
    #expect(machine.send(.refresh) == [])
    #expect(machine.send(.completerDidFire(index: 2, action: .advance)) == [])
    #expect(machine.send(.resume) == [event(.tourDidResume), .enableCompleters(index: 2)])
    #expect(machine.phase == .showing(index: 2))
    #expect(machine.send(.resume) == [])
  }

  @Test func pauseWhileLoadingResumesByLoadingAgain() {
    var machine = TourMachine.showing(0, of: 3)
    _ = machine.send(.next(skipping: 0))
    _ = machine.complete()
    #expect(machine.send(.pause(.hideNothing)) == [event(.tourDidPause(.hideNothing, .requested))])
    #expect(machine.send(.stepDidLoad(ticket(5), .ready)) == [])
    #expect(machine.onScreenIndex == nil && machine.currentIndex == 1)
    #expect(machine.send(.updateCurrentStep) == [.rejected(.requiresPausedStep)])
    #expect(
      machine.send(.resume) == [event(.tourDidResume), .loadStep(index: 1, direction: .forward, ticket: ticket(6))])
  }

  @Test func pauseWhileTheOverlayAppearsDoesNothing() {
    var machine = TourMachine()
    _ = machine.send(.start(at: 0, stepCount: 2))
    #expect(machine.send(.pause(.hideNothing)) == [])
    #expect(!machine.isPaused)
  }

  /// Instructions: `next, willHide(0), pause, didHide(0), willLoad(1), willShow(1), resume, didShow(1)`.
  @Test func pauseWhileAStepHidesHoldsTheNextStepOnceAnnounced() {
    var machine = TourMachine.showing(0, of: 3)
    _ = machine.send(.next(skipping: 0))
    #expect(machine.send(.pause(.hideOverlay)) == [event(.tourDidPause(.hideOverlay, .requested))])
    #expect(machine.isPaused && machine.heldPause == .hideOverlay && machine.pauseStyle == .hideOverlay)
    #expect(machine.send(.pause(.hideNothing)) == [])
    #expect(
      machine.complete() == [
        event(.stepDidHide(index: 0)), .loadStep(index: 1, direction: .forward, ticket: ticket(5)),
      ])
    #expect(machine.send(.pause(.hideNothing)) == [])
    #expect(machine.load(.ready) == [event(.stepWillShow(index: 1))])
    #expect(machine.phase == .paused(PausedTour(index: 1, style: .hideOverlay, reason: .requested, stage: .announced)))
    #expect(machine.heldPause == nil && machine.isPaused && machine.awaitedTicket == nil)
    #expect(machine.send(.updateCurrentStep) == [.updateStepContent(index: 1)])
    #expect(
      machine.send(.resume) == [event(.tourDidResume), .beginTransition(.stepAppearance(index: 1), ticket: ticket(6))])
    #expect(machine.complete() == [.enableCompleters(index: 1), event(.stepDidShow(index: 1))])
  }

  @Test func resumeBeforeTheHeldStepLoadsReleasesTheHold() {
    var machine = TourMachine.showing(0, of: 3)
    _ = machine.send(.next(skipping: 0))
    _ = machine.send(.pause(.hideNothing))
    #expect(machine.send(.resume) == [event(.tourDidResume)])
    #expect(!machine.isPaused)
    _ = machine.complete()
    #expect(
      machine.load(.ready) == [
        event(.stepWillShow(index: 1)), .beginTransition(.stepAppearance(index: 1), ticket: ticket(6)),
      ])
  }

  @Test func aHeldPauseOutlastsTheWaitForAHostAndEndsWithTheTour() {
    var machine = TourMachine.showing(0, of: 3)
    _ = machine.send(.next(skipping: 0))
    _ = machine.send(.pause(.hideInstructions))
    _ = machine.complete()
    _ = machine.load(.waitForHost("settings"))
    #expect(
      machine.send(.hostDidAppear("settings")) == [
        event(.tourDidResume), .loadStep(index: 1, direction: .forward, ticket: ticket(6)),
      ])
    #expect(machine.heldPause == .hideInstructions)
    #expect(machine.load(.ready) == [event(.stepWillShow(index: 1))])
    #expect(machine.pauseStyle == .hideInstructions)

    var ending = TourMachine.showing(0, of: 3)
    _ = ending.send(.next(skipping: 0))
    _ = ending.send(.pause(.hideNothing))
    _ = ending.send(.skip)
    #expect(ending.heldPause == nil && !ending.isPaused)
  }

  @Test func updateCurrentStepOnlyWhilePaused() {
    var machine = TourMachine.showing(0, of: 2)
    #expect(machine.send(.updateCurrentStep) == [.rejected(.requiresPausedStep)])
    _ = machine.send(.pause(.hideNothing))
    #expect(machine.send(.updateCurrentStep) == [.updateStepContent(index: 0)])
  }

  @Test func aStepOnAnotherHostWaitsForThatHost() {
    var machine = TourMachine.showing(0, of: 3)
    _ = machine.send(.next(skipping: 0))
    _ = machine.complete()
    #expect(
      machine.load(.waitForHost("settings")) == [event(.tourDidPause(.hideInstructions, .waitingForHost))])
    #expect(machine.awaitedHost == "settings")
    #expect(machine.send(.hostDidAppear("home")) == [])
    #expect(
      machine.send(.hostDidAppear("settings")) == [
        event(.tourDidResume), .loadStep(index: 1, direction: .forward, ticket: ticket(6)),
      ])
  }

  @Test func aRequestedPauseIgnoresHostAppearance() {
    var machine = TourMachine.showing(0, of: 3)
    _ = machine.send(.pause(.hideNothing))
    #expect(machine.send(.hostDidAppear("settings")) == [])
  }
}
