import Foundation
import LodestarFlow
import Testing

/// ``TourDidShowTiming``: Lodestar's order and PolarisGuideKit's README order for `tourDidShow`.
@Suite struct TourMachineEventOrderTests {
  static let guideKitOrder = TourMachineConfiguration(tourDidShowTiming: .afterFirstStep)

  static func events(_ effects: [TourEffect]) -> [TourEvent] {
    effects.compactMap { if case .emit(let event, _) = $0 { event } else { nil } }
  }

  @Test func lodestarsOrderEmitsTourDidShowBeforeTheFirstStep() {
    var machine = TourMachine()
    let events = Self.events(machine.send(.start(at: 0, stepCount: 2)) + machine.settle())
    #expect(events == [.tourWillShow(stepCount: 2), .tourDidShow, .stepWillShow(index: 0), .stepDidShow(index: 0)])
  }

  @Test func polarisGuideKitsOrderEmitsTourDidShowAfterTheFirstStepDidShow() {
    var machine = TourMachine(configuration: Self.guideKitOrder)
    #expect(
      machine.send(.start(at: 1, stepCount: 3)) == [
        event(.tourWillShow(stepCount: 3)), .configureOrnaments, .beginTransition(.tourAppearance, ticket: ticket(1)),
      ])
    #expect(machine.complete() == [.loadStep(index: 1, direction: .forward, ticket: ticket(2))])
    #expect(machine.isTourDidShowPending)
    #expect(
      machine.load(.ready) == [
        event(.stepWillShow(index: 1)), .beginTransition(.stepAppearance(index: 1), ticket: ticket(3)),
      ])
    #expect(
      machine.complete() == [.enableCompleters(index: 1), event(.stepDidShow(index: 1)), event(.tourDidShow)])
    #expect(!machine.isTourDidShowPending)
    // Later steps do not repeat it.
    _ = machine.send(.next(skipping: 0))
    #expect(!Self.events(machine.settle()).contains(.tourDidShow))
  }

  @Test func polarisGuideKitsOrderWaitsForAStepThatWasPausedFromWillShow() {
    var machine = TourMachine(configuration: Self.guideKitOrder)
    _ = machine.send(.start(at: 0, stepCount: 2))
    _ = machine.complete()
    _ = machine.load(.ready)
    #expect(Self.events(machine.send(.pause(.hideNothing))) == [.tourDidPause(.hideNothing, .requested)])
    #expect(
      Self.events(machine.send(.resume) + machine.settle()) == [.tourDidResume, .stepDidShow(index: 0), .tourDidShow])
  }

  @Test func aTourThatEndsBeforeAnyStepShowedEmitsNoTourDidShowInPolarisGuideKitsOrder() {
    var machine = TourMachine(configuration: Self.guideKitOrder)
    _ = machine.send(.start(at: 0, stepCount: 2))
    _ = machine.complete()
    let events = Self.events(machine.send(.stop(immediately: true, emulatingSkip: false)))
    #expect(!events.contains(.tourDidShow))
    #expect(!machine.isTourDidShowPending)
    // The next run starts clean.
    _ = machine.send(.start(at: 0, stepCount: 2))
    #expect(Self.events(machine.settle()).last == .tourDidShow)
  }

  @Test func aSkippedFirstStepDefersTourDidShowToTheFirstStepThatShows() {
    var machine = TourMachine(configuration: Self.guideKitOrder)
    _ = machine.send(.start(at: 0, stepCount: 3))
    _ = machine.complete()
    _ = machine.load(.skip)
    _ = machine.load(.ready)
    #expect(Self.events(machine.complete()) == [.stepDidShow(index: 1), .tourDidShow])
  }

  @Test func aConfigurationWrittenBeforeTheTimingExistedDecodesWithTheDefault() throws {
    let old = #"{"previousFromFirst":{"stay":{}},"commandsDuringTransition":{"queue":{}}}"#
    let decoded = try JSONDecoder().decode(TourMachineConfiguration.self, from: Data(old.utf8))
    #expect(decoded == TourMachineConfiguration(previousFromFirst: .stay, commandsDuringTransition: .queue))
    let roundTrip = try JSONDecoder().decode(
      TourMachineConfiguration.self, from: JSONEncoder().encode(Self.guideKitOrder))
    #expect(roundTrip == Self.guideKitOrder)
  }
}
