import LodestarFlow
import Testing

@Suite struct TourMachineStartTests {
  @Test func startRunsTheDocumentedOrderStepByStep() {
    var machine = TourMachine()
    #expect(
      machine.send(.start(at: 0, stepCount: 3)) == [
        event(.tourWillShow(stepCount: 3)), .configureOrnaments, .beginTransition(.tourAppearance, ticket: ticket(1)),
      ])
    #expect(machine.phase == .appearing(firstIndex: 0, ticket: ticket(1)))
    #expect(machine.isStarted && machine.isBusy && machine.currentIndex == nil)

    #expect(
      machine.send(.transitionDidComplete(ticket(1))) == [
        event(.tourDidShow), .loadStep(index: 0, direction: .forward, ticket: ticket(2)),
      ])
    #expect(machine.currentIndex == 0 && machine.onScreenIndex == nil)

    #expect(
      machine.send(.stepDidLoad(ticket(2), .ready)) == [
        event(.stepWillShow(index: 0)), .beginTransition(.stepAppearance(index: 0), ticket: ticket(3)),
      ])
    #expect(machine.currentIndex == 0)

    #expect(
      machine.send(.transitionDidComplete(ticket(3))) == [
        .enableCompleters(index: 0), event(.stepDidShow(index: 0)),
      ])
    #expect(machine.phase == .showing(index: 0))
    #expect(!machine.isBusy && machine.lastShownIndex == 0 && machine.awaitedTicket == nil)
  }

  @Test func startAtAnIndexLoadsThatIndex() {
    var machine = TourMachine()
    _ = machine.send(.start(at: 2, stepCount: 3))
    #expect(machine.complete() == [event(.tourDidShow), .loadStep(index: 2, direction: .forward, ticket: ticket(2))])
  }

  @Test(arguments: [
    (TourCommand.start(at: 0, stepCount: -1), TourCommandError.negativeStepCount(-1)),
    (.start(at: 0, stepCount: 0), .noSteps),
    (.start(at: 3, stepCount: 3), .indexOutOfRange(index: 3, stepCount: 3)),
    (.start(at: -1, stepCount: 3), .indexOutOfRange(index: -1, stepCount: 3)),
  ])
  func badStartsAreRejectedAndChangeNothing(command: TourCommand, error: TourCommandError) {
    var machine = TourMachine()
    #expect(machine.send(command) == [.rejected(error)])
    #expect(machine == TourMachine())
  }

  @Test func aRunningTourCannotBeStartedAgain() {
    var machine = TourMachine.showing(1, of: 3)
    let before = machine
    #expect(machine.send(.start(at: 0, stepCount: 3)) == [.rejected(.alreadyStarted)])
    #expect(machine == before)
  }

  @Test func anEndedTourCanBeRestarted() {
    var machine = TourMachine.showing(0, of: 2)
    _ = machine.send(.stop(immediately: true, emulatingSkip: false))
    #expect(!machine.isStarted)
    #expect(
      machine.send(.start(at: 1, stepCount: 2)) == [
        event(.tourWillShow(stepCount: 2)), .configureOrnaments, .beginTransition(.tourAppearance, ticket: ticket(4)),
      ])
    #expect(machine.lastShownIndex == nil)
    machine.settle()
    #expect(machine.phase == .showing(index: 1))
  }

  /// Navigation while idle is rejected (`TourMachineIdleCommandTests`); everything else does nothing.
  @Test func commandsWhileIdleDoNothing() {
    var machine = TourMachine()
    for command in [
      TourCommand.pause(.hideNothing), .resume,
      .stop(immediately: false, emulatingSkip: false), .skip, .refresh, .transitionDidComplete(ticket(1)),
      .stepDidLoad(ticket(1), .ready), .stepCountDidChange(4), .completerDidFire(index: 0, action: .advance),
      .hostDidAppear("home"), .end(.hostLost, immediately: true),
    ] {
      #expect(machine.send(command) == [], "\(command)")
    }
    #expect(machine == TourMachine())
  }

  @Test func endingDuringTheOverlayAppearanceSkipsTourDidShow() {
    var machine = TourMachine()
    _ = machine.send(.start(at: 0, stepCount: 2))
    #expect(
      machine.send(.stop(immediately: false, emulatingSkip: false)) == [
        event(.tourWillHide(.programmatic)), .beginTransition(.tourDisappearance, ticket: ticket(2)),
      ])
    #expect(machine.send(.transitionDidComplete(ticket(1))) == [])
    #expect(
      machine.complete() == [
        event(.tourDidHide(.programmatic)),
        event(
          .tourDidEnd(
            TourDismissal(reason: .programmatic, stepIndex: nil, lastShownIndex: nil, stepCount: 2, isImmediate: false))
        ),
      ])
  }
}
