import LodestarFlow
import LodestarTestSupport
import Testing

@Suite struct TourMachineFuzzTests {
  static let hosts: [TourHost] = ["home", "settings"]

  static func randomCommand(for machine: TourMachine, using generator: inout SeededGenerator) -> TourCommand {
    let answer = machine.awaitedTicket ?? TourTicket(rawValue: UInt32(generator.int(in: 0...40)))
    let staleOrAwaited = generator.chance(0.9) ? answer : TourTicket(rawValue: UInt32(generator.int(in: 0...40)))
    switch generator.int(in: 0...29) {
    case 0...1: return .start(at: generator.int(in: -1...5), stepCount: generator.int(in: -1...6))
    case 2...4: return .next(skipping: generator.int(in: -1...2))
    case 5...6: return .previous(skipping: generator.int(in: -1...2))
    case 7: return .show(at: generator.int(in: -1...6))
    case 8: return .pause(PauseStyle.allCases[generator.int(in: 0...2)])
    case 9: return .resume
    case 10: return .stop(immediately: generator.chance(0.5), emulatingSkip: generator.chance(0.5))
    case 11: return .skip
    case 12:
      return .end(
        DismissReason.allCases[generator.int(in: 0...DismissReason.allCases.count - 1)],
        immediately: generator.chance(0.3))
    case 13: return .refresh
    case 14: return .updateCurrentStep
    case 15...21: return .transitionDidComplete(staleOrAwaited)
    case 22...25:
      let outcome: StepLoadOutcome
      switch generator.int(in: 0...19) {
      case 0...11: outcome = .ready
      case 12...16: outcome = .skip
      case 17: outcome = .end(.targetMissing)
      default: outcome = .waitForHost(hosts[generator.int(in: 0...1)])
      }
      return .stepDidLoad(staleOrAwaited, outcome)
    case 26: return .stepCountDidChange(generator.int(in: -1...7))
    case 27:
      return .completerDidFire(index: generator.int(in: -1...6), action: generator.chance(0.5) ? .advance : .dismiss)
    case 28: return .hostDidAppear(hosts[generator.int(in: 0...1)])
    default: return .start(at: 0, stepCount: generator.int(in: 1...6))
    }
  }

  /// The invariants that must hold between commands.
  static func violation(of machine: TourMachine, auditor: EventAuditor, largestCount: Int) -> String? {
    let index = machine.onScreenIndex
    if let index, !(0..<largestCount).contains(index) { return "index \(index) outside 0..<\(largestCount)" }
    if let current = machine.currentIndex, !(0..<largestCount).contains(current) {
      return "current index \(current) outside 0..<\(largestCount)"
    }
    if index != auditor.openStep {
      return
        "machine index \(String(describing: index)) but events leave \(String(describing: auditor.openStep)) on screen"
    }
    if (machine.phase != .idle) != auditor.tourActive {
      return "machine phase \(machine.phase), events say active \(auditor.tourActive)"
    }
    if machine.isStarted != (machine.phase != .idle && !machine.isEnding) {
      return "isStarted \(machine.isStarted) in phase \(machine.phase)"
    }
    if machine.isStarted != (machine.currentIndex != nil || isAppearing(machine.phase)) {
      return "current index \(String(describing: machine.currentIndex)) in phase \(machine.phase)"
    }
    if machine.heldPause != nil && !canHoldPause(machine.phase) {
      return "a held pause in phase \(machine.phase)"
    }
    if machine.isPaused != (machine.pauseStyle != nil) { return "isPaused disagrees with pauseStyle" }
    if case .showing(let shown) = machine.phase, shown >= machine.stepCount {
      return "showing \(shown) with \(machine.stepCount) steps"
    }
    if machine.queuedCommands.count > TourMachine.queueCapacity { return "queue over capacity" }
    return nil
  }

  static func isAppearing(_ phase: TourPhase) -> Bool {
    if case .appearing = phase { return true }
    return false
  }

  /// A pause requested while a step hid holds until the next step is announced: through the hide, the
  /// load, and a wait for the step's host.
  static func canHoldPause(_ phase: TourPhase) -> Bool {
    switch phase {
    case .hidingStep, .loading: true
    case .paused(let paused): paused.reason == .waitingForHost
    default: false
    }
  }

  static func kind(of phase: TourPhase) -> Int {
    switch phase {
    case .idle: 0
    case .appearing: 1
    case .loading: 2
    case .appearingStep: 3
    case .showing: 4
    case .hidingStep: 5
    case .paused: 6
    case .ending: 7
    }
  }

  @Test func randomCommandSequencesKeepEveryInvariant() {
    let seed: UInt64 = 0x5EED_F10E
    var generator = SeededGenerator(seed: seed)
    var reachedPhases = Set<Int>()
    var heldPauses = 0
    var restartsDuringFade = 0
    var failures = 0
    for sequence in 0..<100_000 where failures < 5 {
      let configuration = TourMachineConfiguration(
        previousFromFirst: generator.chance(0.5) ? .end : .stay,
        commandsDuringTransition: generator.chance(0.5) ? .ignore : .queue,
        tourDidShowTiming: generator.chance(0.5) ? .afterOverlayAppearance : .afterFirstStep)
      var machine = TourMachine(configuration: configuration)
      var auditor = EventAuditor(tourDidShowTiming: configuration.tourDidShowTiming)
      var largestCount = 0
      var history: [TourCommand] = []
      let first = TourCommand.start(at: 0, stepCount: generator.int(in: 1...6))
      for step in 0..<12 {
        let command = step == 0 ? first : Self.randomCommand(for: machine, using: &generator)
        history.append(command)
        let wasEnding = machine.isEnding
        let effects = machine.send(command)
        if wasEnding, case .start = command, machine.isStarted { restartsDuringFade += 1 }
        largestCount = max(largestCount, machine.stepCount)
        if let problem = auditor.audit(effects)
          ?? Self.violation(of: machine, auditor: auditor, largestCount: largestCount)
        {
          Issue.record("seed \(seed) case \(sequence) command \(step): \(problem); commands \(history)")
          failures += 1
          break
        }
        reachedPhases.insert(Self.kind(of: machine.phase))
        if machine.heldPause != nil { heldPauses += 1 }
      }
    }
    #expect(failures == 0, "seed \(seed): \(failures) failing sequences")
    #expect(
      reachedPhases == Set(0...7),
      "seed \(seed): phases reached \(reachedPhases)")
    #expect(heldPauses > 100, "seed \(seed): \(heldPauses) held pauses reached")
    #expect(restartsDuringFade > 100, "seed \(seed): \(restartsDuringFade) restarts during a fade")
  }
}
