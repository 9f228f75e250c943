import LodestarFlow
import LodestarFlowTestSupport
import LodestarTestSupport
import Testing

/// A plugin that audits every event and, from inside the callbacks, issues random commands.
@MainActor
final class ChaosPlugin: TourPlugin {
  var generator: SeededGenerator
  weak var controller: TourController<String>?
  var auditor = EventAuditor()
  var violation: String?
  var budget = 30

  init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  func handle(_ event: TourEvent, context: TourPluginContext) {
    if violation == nil, let problem = auditor.audit([.emit(event, toDelegate: true)]) { violation = problem }
    if generator.chance(0.35) { act() }
  }

  func act() {
    guard let controller, budget > 0 else { return }
    budget -= 1
    switch generator.int(in: 0...11) {
    case 0: try? controller.next(skipping: generator.int(in: -1...1))
    case 1: try? controller.previous(skipping: generator.int(in: -1...1))
    case 2: try? controller.show(at: generator.int(in: -1...4))
    case 3: controller.pause(generator.chance(0.5) ? .hideNothing : .hideInstructions)
    case 4: controller.resume()
    case 5: controller.stop(immediately: generator.chance(0.5), emulatingSkip: generator.chance(0.5))
    case 6: controller.skip()
    case 7: controller.refresh()
    case 8: try? controller.start(at: generator.int(in: 0...3))
    case 9: controller.handle(event: "done")
    case 10: controller.stepTapped()
    default: try? controller.updateCurrentStep { $0 += "'" }
    }
  }
}

@MainActor
@Suite struct TourControllerChaosTests {
  @Test func randomReentrantCommandsKeepTheEventInvariants() {
    let seed: UInt64 = 0xC4A0_5000
    var outer = SeededGenerator(seed: seed)
    for index in 0..<2_000 {
      let policy: TransitionCommandPolicy = outer.chance(0.5) ? .ignore : .queue
      let fixture = Fixture(
        ["a", "b", "c", "d"],
        configuration: TourControllerConfiguration(machine: TourMachineConfiguration(commandsDuringTransition: policy)))
      fixture.delegate.skippedIndices = outer.chance(0.3) ? [outer.int(in: 0...3)] : []
      fixture.source.completers[1] = [StepCompleter(.event("done"), action: outer.chance(0.5) ? .advance : .dismiss)]
      let plugin = ChaosPlugin(seed: outer.next())
      plugin.controller = fixture.controller
      fixture.controller.register(plugin)
      try? fixture.controller.start()
      for _ in 0..<10 { plugin.act() }
      let index2 = fixture.controller.onScreenIndex
      #expect(plugin.violation == nil, "seed \(seed) case \(index): \(plugin.violation ?? "")")
      #expect(
        index2 == plugin.auditor.openStep,
        "seed \(seed) case \(index): controller index \(String(describing: index2)), events \(String(describing: plugin.auditor.openStep))"
      )
      #expect(
        (fixture.controller.isStarted || fixture.controller.isEnding) == plugin.auditor.tourActive,
        "seed \(seed) case \(index)")
      if plugin.violation != nil { break }
    }
  }
}
