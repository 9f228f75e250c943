import LodestarFlow
import Testing

@Suite struct TourMachineNavigationTests {
  @Test func advanceHidesThenLoadsThenShows() {
    var machine = TourMachine.showing(0, of: 3)
    #expect(
      machine.send(.next(skipping: 0)) == [
        event(.stepWillHide(index: 0)), .disableCompleters(index: 0),
        .beginTransition(.stepDisappearance(index: 0), ticket: ticket(4)),
      ])
    // Instructions' index moves to the destination as the hide begins; the hiding step is still on screen.
    #expect(machine.currentIndex == 1 && machine.onScreenIndex == 0 && machine.isBusy)
    #expect(
      machine.complete() == [
        event(.stepDidHide(index: 0)), .loadStep(index: 1, direction: .forward, ticket: ticket(5)),
      ])
    #expect(machine.currentIndex == 1 && machine.onScreenIndex == nil)
    #expect(
      machine.load(.ready) == [
        event(.stepWillShow(index: 1)), .beginTransition(.stepAppearance(index: 1), ticket: ticket(6)),
      ])
    #expect(machine.complete() == [.enableCompleters(index: 1), event(.stepDidShow(index: 1))])
    #expect(machine.phase == .showing(index: 1))
  }

  @Test func nextPastTheLastStepCompletes() {
    var machine = TourMachine.showing(2, of: 3)
    #expect(
      machine.send(.next(skipping: 0)) == [
        event(.stepWillHide(index: 2)), event(.tourWillHide(.completed)), .disableCompleters(index: 2),
        .beginTransition(.tourDisappearance, ticket: ticket(4)),
      ])
    #expect(
      machine.complete() == [
        event(.stepDidHide(index: 2)), event(.tourDidHide(.completed)),
        event(
          .tourDidEnd(
            TourDismissal(reason: .completed, stepIndex: 2, lastShownIndex: 2, stepCount: 3, isImmediate: false))),
      ])
    #expect(machine.phase == .idle && machine.currentIndex == nil)
    #expect(machine.lastDismissal?.reason == .completed)
  }

  @Test func skipCountsHideTheIndexThatWasShowing() {
    var machine = TourMachine.showing(1, of: 6)
    #expect(
      machine.send(.next(skipping: 2)) == [
        event(.stepWillHide(index: 1)), .disableCompleters(index: 1),
        .beginTransition(.stepDisappearance(index: 1), ticket: ticket(4)),
      ])
    #expect(
      machine.complete() == [
        event(.stepDidHide(index: 1)), .loadStep(index: 4, direction: .forward, ticket: ticket(5)),
      ])
  }

  @Test func previousReportsTheHiddenIndexInDidHide() {
    var machine = TourMachine.showing(4, of: 6)
    #expect(
      machine.send(.previous(skipping: 1)) == [
        event(.stepWillHide(index: 4)), .disableCompleters(index: 4),
        .beginTransition(.stepDisappearance(index: 4), ticket: ticket(4)),
      ])
    #expect(
      machine.complete() == [
        event(.stepDidHide(index: 4)), .loadStep(index: 2, direction: .backward, ticket: ticket(5)),
      ])
  }

  @Test(arguments: [TourCommand.next(skipping: -1), .previous(skipping: -3)])
  func negativeSkipCountsAreRejected(command: TourCommand) {
    var machine = TourMachine.showing(1, of: 3)
    let before = machine
    let count: Int
    switch command {
    case .next(let skip), .previous(let skip): count = skip
    default: count = 0
    }
    #expect(machine.send(command) == [.rejected(.negativeSkipCount(count))])
    #expect(machine == before)
  }

  @Test func negativeSkipCountsAreRejectedEvenWhileIdle() {
    var machine = TourMachine()
    #expect(machine.send(.next(skipping: -2)) == [.rejected(.negativeSkipCount(-2))])
  }

  @Test func previousFromTheFirstStepEndsByDefault() {
    var machine = TourMachine.showing(0, of: 3)
    #expect(
      machine.send(.previous(skipping: 0)) == [
        event(.stepWillHide(index: 0)), event(.tourWillHide(.backedOut)), .disableCompleters(index: 0),
        .beginTransition(.tourDisappearance, ticket: ticket(4)),
      ])
    _ = machine.complete()
    #expect(machine.lastDismissal?.reason == .backedOut)
    #expect(machine.lastDismissal?.isSkipped == false)
  }

  @Test func previousFromTheFirstStepStaysWithTheStayPolicy() {
    let configuration = TourMachineConfiguration(previousFromFirst: .stay)
    var machine = TourMachine.showing(0, of: 3, configuration: configuration)
    let before = machine
    #expect(machine.send(.previous(skipping: 0)) == [])
    #expect(machine == before)

    var further = TourMachine.showing(2, of: 3, configuration: configuration)
    _ = further.send(.previous(skipping: 5))
    #expect(
      further.complete() == [
        event(.stepDidHide(index: 2)), .loadStep(index: 0, direction: .backward, ticket: ticket(5)),
      ])
  }

  @Test func willLoadFalseSkipsInTheTravelDirection() {
    var forward = TourMachine.showing(0, of: 5)
    _ = forward.send(.next(skipping: 0))
    _ = forward.complete()
    #expect(forward.load(.skip) == [.loadStep(index: 2, direction: .forward, ticket: ticket(6))])

    var backward = TourMachine.showing(4, of: 5)
    _ = backward.send(.previous(skipping: 0))
    _ = backward.complete()
    #expect(backward.load(.skip) == [.loadStep(index: 2, direction: .backward, ticket: ticket(6))])
    #expect(backward.load(.skip) == [.loadStep(index: 1, direction: .backward, ticket: ticket(7))])
    #expect(backward.load(.ready).first == event(.stepWillShow(index: 1)))
  }

  @Test func skippingEveryRemainingStepCompletes() {
    var machine = TourMachine.showing(0, of: 3)
    _ = machine.send(.next(skipping: 0))
    _ = machine.complete()
    _ = machine.load(.skip)
    #expect(
      machine.load(.skip) == [
        event(.tourWillHide(.completed)), .beginTransition(.tourDisappearance, ticket: ticket(7)),
      ])
    #expect(
      machine.complete() == [
        event(.tourDidHide(.completed)),
        event(
          .tourDidEnd(
            TourDismissal(reason: .completed, stepIndex: nil, lastShownIndex: 0, stepCount: 3, isImmediate: false))),
      ])
  }

  @Test func skippingEveryStepFromStartCompletesWithoutShowingAnything() {
    var machine = TourMachine()
    _ = machine.send(.start(at: 0, stepCount: 2))
    _ = machine.complete()
    _ = machine.load(.skip)
    #expect(
      machine.load(.skip) == [
        event(.tourWillHide(.completed)), .beginTransition(.tourDisappearance, ticket: ticket(4)),
      ])
  }

  @Test func skippingBackPastTheFirstStepFollowsThePolicy() {
    var ends = TourMachine.showing(1, of: 3)
    _ = ends.send(.previous(skipping: 0))
    _ = ends.complete()
    #expect(
      ends.load(.skip) == [event(.tourWillHide(.backedOut)), .beginTransition(.tourDisappearance, ticket: ticket(6))])

    var stays = TourMachine.showing(1, of: 3, configuration: TourMachineConfiguration(previousFromFirst: .stay))
    _ = stays.send(.previous(skipping: 0))
    _ = stays.complete()
    #expect(stays.load(.skip) == [.loadStep(index: 0, direction: .forward, ticket: ticket(6))])
  }

  @Test func showAtJumpsInEitherDirection() {
    var machine = TourMachine.showing(1, of: 5)
    _ = machine.send(.show(at: 4))
    #expect(
      machine.complete() == [
        event(.stepDidHide(index: 1)), .loadStep(index: 4, direction: .forward, ticket: ticket(5)),
      ])
    machine.settle()
    _ = machine.send(.show(at: 0))
    #expect(
      machine.complete() == [
        event(.stepDidHide(index: 4)), .loadStep(index: 0, direction: .backward, ticket: ticket(8)),
      ])
  }

  @Test func showAtTheCurrentIndexReloadsIt() {
    var machine = TourMachine.showing(1, of: 3)
    #expect(machine.send(.show(at: 1)).first == event(.stepWillHide(index: 1)))
    #expect(
      machine.complete() == [
        event(.stepDidHide(index: 1)), .loadStep(index: 1, direction: .forward, ticket: ticket(5)),
      ])
  }

  @Test(arguments: [-1, 3, 100])
  func showAtOutOfRangeIsRejected(index: Int) {
    var machine = TourMachine.showing(1, of: 3)
    #expect(machine.send(.show(at: index)) == [.rejected(.indexOutOfRange(index: index, stepCount: 3))])
    #expect(machine.phase == .showing(index: 1))
  }

  @Test func navigationDuringATransitionIsIgnoredByDefault() {
    var machine = TourMachine.showing(0, of: 3)
    _ = machine.send(.next(skipping: 0))
    let hiding = machine
    #expect(machine.send(.next(skipping: 0)) == [])
    #expect(machine.send(.previous(skipping: 0)) == [])
    #expect(machine.send(.show(at: 2)) == [])
    #expect(machine == hiding)
    machine.settle()
    #expect(machine.phase == .showing(index: 1))
  }

  @Test func navigationDuringATransitionIsQueuedWithTheQueuePolicy() {
    var machine = TourMachine.showing(
      0, of: 4, configuration: TourMachineConfiguration(commandsDuringTransition: .queue))
    _ = machine.send(.next(skipping: 0))
    #expect(machine.send(.next(skipping: 0)) == [])
    #expect(machine.queuedCommands == [.next(skipping: 0)])
    _ = machine.complete()
    _ = machine.load(.ready)
    #expect(
      machine.complete() == [
        .enableCompleters(index: 1), event(.stepDidShow(index: 1)),
        event(.stepWillHide(index: 1)), .disableCompleters(index: 1),
        .beginTransition(.stepDisappearance(index: 1), ticket: ticket(7)),
      ])
    #expect(machine.queuedCommands.isEmpty)
  }

  @Test func theQueueKeepsAtMostItsCapacity() {
    var machine = TourMachine.showing(
      0, of: 40, configuration: TourMachineConfiguration(commandsDuringTransition: .queue))
    _ = machine.send(.next(skipping: 0))
    for _ in 0..<20 { _ = machine.send(.next(skipping: 0)) }
    #expect(machine.queuedCommands.count == TourMachine.queueCapacity)
  }

  @Test func aQueuedShowThatNoLongerFitsIsRejectedWhenItRuns() {
    var machine = TourMachine.showing(
      0, of: 4, configuration: TourMachineConfiguration(commandsDuringTransition: .queue))
    _ = machine.send(.next(skipping: 0))
    _ = machine.send(.show(at: 3))
    _ = machine.complete()
    _ = machine.send(.stepCountDidChange(2))
    _ = machine.load(.ready)
    #expect(
      machine.complete() == [
        .enableCompleters(index: 1), event(.stepDidShow(index: 1)),
        .rejected(.indexOutOfRange(index: 3, stepCount: 2)),
      ])
  }

  @Test func staleAnswersAreIgnored() {
    var machine = TourMachine.showing(0, of: 3)
    let before = machine
    #expect(machine.send(.transitionDidComplete(ticket(3))) == [])
    #expect(machine.send(.stepDidLoad(ticket(2), .ready)) == [])
    #expect(machine.send(.transitionDidComplete(ticket(99))) == [])
    #expect(machine == before)
  }

  @Test func aLoadAnswerDoesNotCompleteATransitionAndViceVersa() {
    var machine = TourMachine.showing(0, of: 3)
    _ = machine.send(.next(skipping: 0))
    #expect(machine.send(.stepDidLoad(ticket(4), .ready)) == [])
    _ = machine.complete()
    #expect(machine.send(.transitionDidComplete(ticket(5))) == [])
    #expect(machine.currentIndex == 1)
  }

  @Test func refreshAsksTheShownStepOnly() {
    var machine = TourMachine.showing(1, of: 3)
    #expect(machine.send(.refresh) == [.refreshStep(index: 1)])
    _ = machine.send(.next(skipping: 0))
    #expect(machine.send(.refresh) == [])
  }
}
