import LodestarFlow
import Testing

@Suite struct TourMachineStopTests {
  @Test func immediateStopEmitsEverythingAtOnceWithoutTheDelegate() {
    var machine = TourMachine.showing(1, of: 3)
    #expect(
      machine.send(.stop(immediately: true, emulatingSkip: false)) == [
        silent(.stepWillHide(index: 1)), silent(.tourWillHide(.programmatic)), .disableCompleters(index: 1),
        silent(.stepDidHide(index: 1)), silent(.tourDidHide(.programmatic)),
        silent(
          .tourDidEnd(
            TourDismissal(reason: .programmatic, stepIndex: 1, lastShownIndex: 1, stepCount: 3, isImmediate: true))),
      ])
    #expect(machine.phase == .idle)
  }

  @Test func animatedStopFadesThenEnds() {
    var machine = TourMachine.showing(0, of: 3)
    #expect(
      machine.send(.stop(immediately: false, emulatingSkip: true)) == [
        event(.stepWillHide(index: 0)), event(.tourWillHide(.skipped)), .disableCompleters(index: 0),
        .beginTransition(.tourDisappearance, ticket: ticket(4)),
      ])
    #expect(machine.onScreenIndex == 0 && machine.currentIndex == nil)
    #expect(!machine.isStarted && machine.isEnding)
    #expect(
      machine.complete() == [
        event(.stepDidHide(index: 0)), event(.tourDidHide(.skipped)),
        event(
          .tourDidEnd(
            TourDismissal(reason: .skipped, stepIndex: 0, lastShownIndex: 0, stepCount: 3, isImmediate: false))),
      ])
  }

  @Test func aSecondAnimatedStopIsANoOp() {
    var machine = TourMachine.showing(0, of: 3)
    _ = machine.send(.skip)
    let ending = machine
    #expect(machine.send(.stop(immediately: false, emulatingSkip: false)) == [])
    #expect(machine.send(.skip) == [])
    #expect(machine.send(.end(.outsideTap, immediately: false)) == [])
    #expect(machine == ending)
    _ = machine.complete()
    #expect(machine.send(.stop(immediately: true, emulatingSkip: false)) == [])
  }

  @Test func anImmediateStopDuringTheFadeEndsAtOnceWithTheFadesReason() {
    var machine = TourMachine.showing(0, of: 3)
    _ = machine.send(.skip)
    #expect(
      machine.send(.stop(immediately: true, emulatingSkip: false)) == [
        silent(.stepDidHide(index: 0)), silent(.tourDidHide(.skipped)),
        silent(
          .tourDidEnd(
            TourDismissal(reason: .skipped, stepIndex: 0, lastShownIndex: 0, stepCount: 3, isImmediate: true))),
      ])
    #expect(machine.phase == .idle)
    #expect(machine.send(.transitionDidComplete(ticket(4))) == [])
  }

  /// Instructions resets `isStarted` as an animated stop begins, so `start` can run again during the fade.
  @Test func startDuringTheFadeFinishesTheOldRunThenStarts() {
    var machine = TourMachine.showing(1, of: 3)
    _ = machine.send(.stop(immediately: false, emulatingSkip: false))
    #expect(machine.rejection(of: .start(at: 0, stepCount: 2)) == nil)
    #expect(machine.rejection(of: .start(at: 5, stepCount: 2)) == .indexOutOfRange(index: 5, stepCount: 2))
    #expect(
      machine.send(.start(at: 0, stepCount: 2)) == [
        event(.stepDidHide(index: 1)), event(.tourDidHide(.programmatic)),
        event(
          .tourDidEnd(
            TourDismissal(reason: .programmatic, stepIndex: 1, lastShownIndex: 1, stepCount: 3, isImmediate: false))),
        event(.tourWillShow(stepCount: 2)), .configureOrnaments,
        .beginTransition(.tourAppearance, ticket: ticket(5)),
      ])
    #expect(machine.isStarted && machine.stepCount == 2 && machine.lastShownIndex == nil)
    #expect(machine.send(.transitionDidComplete(ticket(4))) == [])
  }

  @Test func immediateStopKillsInFlightCompletions() {
    var machine = TourMachine.showing(0, of: 3)
    _ = machine.send(.next(skipping: 0))
    #expect(
      machine.send(.stop(immediately: true, emulatingSkip: false)) == [
        silent(.tourWillHide(.programmatic)), silent(.stepDidHide(index: 0)), silent(.tourDidHide(.programmatic)),
        silent(
          .tourDidEnd(
            TourDismissal(reason: .programmatic, stepIndex: 0, lastShownIndex: 0, stepCount: 3, isImmediate: true))),
      ])
    #expect(machine.send(.transitionDidComplete(ticket(4))) == [])
    #expect(machine.phase == .idle)
  }

  @Test func stopWhileLoadingHasNoStepToHide() {
    var machine = TourMachine.showing(0, of: 3)
    _ = machine.send(.next(skipping: 0))
    _ = machine.complete()
    #expect(
      machine.send(.stop(immediately: false, emulatingSkip: false)) == [
        event(.tourWillHide(.programmatic)), .beginTransition(.tourDisappearance, ticket: ticket(6)),
      ])
    #expect(machine.send(.stepDidLoad(ticket(5), .ready)) == [])
    #expect(
      machine.complete().last
        == event(
          .tourDidEnd(
            TourDismissal(reason: .programmatic, stepIndex: nil, lastShownIndex: 0, stepCount: 3, isImmediate: false))))
  }

  @Test func stopWhileAStepAppearsHidesTheAnnouncedStep() {
    var machine = TourMachinePauseTests.announcingStepOne()
    #expect(
      machine.send(.stop(immediately: false, emulatingSkip: false)) == [
        event(.stepWillHide(index: 1)), event(.tourWillHide(.programmatic)),
        .beginTransition(.tourDisappearance, ticket: ticket(7)),
      ])
  }

  @Test func stopWhilePausedOnAnAnnouncedStepHidesIt() {
    var machine = TourMachinePauseTests.announcingStepOne()
    _ = machine.send(.pause(.hideNothing))
    #expect(
      machine.send(.stop(immediately: true, emulatingSkip: true)).prefix(2) == [
        silent(.stepWillHide(index: 1)), silent(.tourWillHide(.skipped)),
      ])
  }

  @Test func aMissingTargetCanEndTheTour() {
    var machine = TourMachine.showing(0, of: 3)
    _ = machine.send(.next(skipping: 0))
    _ = machine.complete()
    #expect(
      machine.load(.end(.targetMissing)) == [
        event(.tourWillHide(.targetMissing)), .beginTransition(.tourDisappearance, ticket: ticket(6)),
      ])
  }

  @Test func completersAdvanceOrDismissTheirOwnStepOnly() {
    var machine = TourMachine.showing(1, of: 3)
    #expect(machine.send(.completerDidFire(index: 0, action: .advance)) == [])
    #expect(machine.send(.completerDidFire(index: 1, action: .advance)).first == event(.stepWillHide(index: 1)))
    #expect(machine.send(.completerDidFire(index: 1, action: .advance)) == [])

    var dismissing = TourMachine.showing(1, of: 3)
    #expect(
      dismissing.send(.completerDidFire(index: 1, action: .dismiss)) == [
        event(.stepWillHide(index: 1)), event(.tourWillHide(.completerTriggered)), .disableCompleters(index: 1),
        .beginTransition(.tourDisappearance, ticket: ticket(4)),
      ])
  }

  @Test func anAdvancingCompleterOnTheLastStepCompletes() {
    var machine = TourMachine.showing(2, of: 3)
    #expect(machine.send(.completerDidFire(index: 2, action: .advance)).contains(event(.tourWillHide(.completed))))
  }

  @Test(arguments: DismissReason.allCases)
  func endCarriesItsReasonIntoTheDismissal(reason: DismissReason) {
    var machine = TourMachine.showing(0, of: 1)
    _ = machine.send(.end(reason, immediately: false))
    _ = machine.complete()
    #expect(
      machine.lastDismissal
        == TourDismissal(reason: reason, stepIndex: 0, lastShownIndex: 0, stepCount: 1, isImmediate: false))
  }
}

@Suite struct TourMachineStepCountTests {
  @Test func aNegativeCountIsRejected() {
    var machine = TourMachine.showing(0, of: 3)
    #expect(machine.send(.stepCountDidChange(-1)) == [.rejected(.negativeStepCount(-1))])
    #expect(machine.stepCount == 3)
  }

  @Test func aCountThatDropsTheShownStepCompletesTheTour() {
    var machine = TourMachine.showing(2, of: 3)
    #expect(
      machine.send(.stepCountDidChange(2)) == [
        event(.stepWillHide(index: 2)), event(.tourWillHide(.completed)), .disableCompleters(index: 2),
        .beginTransition(.tourDisappearance, ticket: ticket(4)),
      ])
  }

  @Test func aGrowingCountExtendsTheTour() {
    var machine = TourMachine.showing(2, of: 3)
    #expect(machine.send(.stepCountDidChange(5)) == [])
    _ = machine.send(.next(skipping: 0))
    #expect(
      machine.complete() == [
        event(.stepDidHide(index: 2)), .loadStep(index: 3, direction: .forward, ticket: ticket(5)),
      ])
  }

  @Test func aLoadingStepThatNoLongerExistsIsSkipped() {
    var machine = TourMachine.showing(0, of: 3)
    _ = machine.send(.next(skipping: 0))
    _ = machine.complete()
    _ = machine.send(.stepCountDidChange(1))
    #expect(
      machine.load(.ready) == [
        event(.tourWillHide(.completed)), .beginTransition(.tourDisappearance, ticket: ticket(6)),
      ])
  }

  @Test func anAppearingStepThatNoLongerExistsEndsWhenItAppears() {
    var machine = TourMachinePauseTests.announcingStepOne()
    #expect(machine.send(.stepCountDidChange(1)) == [])
    #expect(
      machine.complete() == [
        event(.stepWillHide(index: 1)), event(.tourWillHide(.completed)),
        .beginTransition(.tourDisappearance, ticket: ticket(7)),
      ])
  }

  @Test func goingBackFromBeyondTheNewCountClampsToTheLastStep() {
    var machine = TourMachine.showing(4, of: 6)
    _ = machine.send(.previous(skipping: 0))
    _ = machine.send(.stepCountDidChange(2))
    #expect(
      machine.complete() == [
        event(.stepDidHide(index: 4)), .loadStep(index: 1, direction: .backward, ticket: ticket(5)),
      ])
  }

  @Test func aPausedStepThatNoLongerExistsCompletes() {
    var machine = TourMachine.showing(1, of: 2)
    _ = machine.send(.pause(.hideNothing))
    #expect(machine.send(.stepCountDidChange(0)).contains(event(.tourWillHide(.completed))))
  }
}

@Suite struct TourMachineRegressionTests {
  /// Found by the fuzz test: a count that shrank while a step was hiding for travel must end the tour with
  /// that step already hidden (no second stepDidHide).
  @Test func aCountShrinkDuringAStepHideEndsWithoutHidingTwice() {
    var machine = TourMachine.showing(1, of: 6)
    _ = machine.send(.next(skipping: 0))
    _ = machine.send(.stepCountDidChange(0))
    #expect(
      machine.complete() == [
        event(.stepDidHide(index: 1)), event(.tourWillHide(.completed)),
        .beginTransition(.tourDisappearance, ticket: ticket(5)),
      ])
    #expect(machine.currentIndex == nil)
    #expect(
      machine.complete().last
        == event(
          .tourDidEnd(
            TourDismissal(reason: .completed, stepIndex: nil, lastShownIndex: 1, stepCount: 0, isImmediate: false))))
  }
}

@Suite struct EventAuditorTests {
  @Test func itCatchesEveryKindOfViolation() {
    let bad: [[TourEffect]] = [
      [event(.stepDidShow(index: 0))],
      [event(.tourWillShow(stepCount: 1)), event(.stepWillShow(index: 0)), event(.stepWillShow(index: 1))],
      [
        event(.tourWillShow(stepCount: 1)), event(.stepWillShow(index: 0)), event(.stepDidShow(index: 0)),
        event(.stepDidShow(index: 0)),
      ],
      [
        event(.tourWillShow(stepCount: 1)), event(.stepWillShow(index: 0)),
        event(
          .tourDidEnd(
            TourDismissal(reason: .completed, stepIndex: 0, lastShownIndex: 0, stepCount: 1, isImmediate: false))),
      ],
      [
        event(.tourWillShow(stepCount: 1)), event(.stepWillShow(index: 0)), event(.stepWillHide(index: 0)),
        event(.stepDidHide(index: 0)),
      ],
      [.loadStep(index: 0, direction: .forward, ticket: ticket(1)), .configureOrnaments],
    ]
    for (number, effects) in bad.enumerated() {
      var auditor = EventAuditor()
      #expect(auditor.audit(effects) != nil, "case \(number)")
    }
  }
}
