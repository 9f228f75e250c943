import Lodestar
import LodestarDemoSupport
import LodestarJSON
import LodestarTesting

/// The `flow` suite: the tour machine's cost per command and per transition, its bookkeeping size, and the
/// cost of a controller's step list.
enum FlowBenchmarks {
  static func make() -> [Benchmark] {
    printBookkeeping()
    return [
      nextCommand(), fullAdvance(), millionTransitions(), millionTransitionsReusingABuffer(),
      controllerWithSteps(10_000),
    ]
  }

  /// A step-list controller created with `count` steps: each step goes through `addStep`, which rejects a
  /// duplicate identity. Issue 14's target: 10,000 steps in under 50 ms (adding steps was quadratic: 4,000
  /// steps took about 40 s).
  static func controllerWithSteps(_ count: Int) -> Benchmark {
    let steps = (0..<count).map { TourStep(id: "step-\($0)", content: "Step \($0)", hasCompanion: true) }
    return Benchmark(
      suite: "flow", name: "a controller with \(count) steps (addStep each; ns per controller)",
      targetNanoseconds: 50_000_000
    ) { iterations in
      MainActor.assumeIsolated {
        var total = 0
        for _ in 0..<iterations {
          let controller = TourController(steps: steps, clock: ManualClock())
          total &+= controller.steps.count + controller.rejectedSteps.count
        }
        blackHole(total)
      }
    }
  }

  /// The machine's own bookkeeping: a fixed-size value (no per-step storage: the machine keeps indices
  /// only, and its command queue is bounded), so memory per step is O(1) — in fact independent of the
  /// step count.
  static func printBookkeeping() {
    var machine = TourMachine()
    _ = machine.send(.start(at: 0, stepCount: 10_000))
    let line: JSONOutput = [
      "suite": .string("flow"), "benchmark": .string("machine bookkeeping bytes"),
      "machine_size": .integer(MemoryLayout<TourMachine>.size),
      "machine_stride": .integer(MemoryLayout<TourMachine>.stride),
      "phase_size": .integer(MemoryLayout<TourPhase>.size), "queue_capacity": .integer(TourMachine.queueCapacity),
      "command_size": .integer(MemoryLayout<TourCommand>.stride), "bytes_per_step": .integer(0),
    ]
    StandardOutput.write(JSONWriter().text(of: line) + "\n")
  }

  /// A machine showing step `index` of `count`.
  static func showing(_ index: Int, of count: Int) -> TourMachine {
    var machine = TourMachine()
    _ = machine.send(.start(at: index, stepCount: count))
    while let ticket = machine.awaitedTicket {
      if case .loading = machine.phase {
        _ = machine.send(.stepDidLoad(ticket, .ready))
      } else {
        _ = machine.send(.transitionDidComplete(ticket))
      }
    }
    return machine
  }

  /// One `next()` sent to a machine showing a step, including building its effects
  /// (`stepWillHide`, `disableCompleters`, `beginTransition`).
  static func nextCommand() -> Benchmark {
    let shown = showing(5, of: 10_000)
    return Benchmark(suite: "flow", name: "next() through the machine incl. effects", targetNanoseconds: 200) {
      iterations in
      var total = 0
      for _ in 0..<iterations {
        var machine = shown
        total &+= machine.send(.next(skipping: 0)).count
      }
      blackHole(total)
    }
  }

  /// Advances `machine` by one step through all four commands (next, hide done, load ready, show done);
  /// restarts at step 0 after the last step. Returns the number of effects.
  @inline(__always)
  static func advance(_ machine: inout TourMachine) -> Int {
    var effects = machine.send(.next(skipping: 0)).count
    while let ticket = machine.awaitedTicket {
      if case .loading = machine.phase {
        effects &+= machine.send(.stepDidLoad(ticket, .ready)).count
      } else {
        effects &+= machine.send(.transitionDidComplete(ticket)).count
      }
    }
    if machine.phase == .idle {
      effects &+= machine.send(.start(at: 0, stepCount: machine.stepCount)).count
      while let ticket = machine.awaitedTicket {
        if case .loading = machine.phase {
          effects &+= machine.send(.stepDidLoad(ticket, .ready)).count
        } else {
          effects &+= machine.send(.transitionDidComplete(ticket)).count
        }
      }
    }
    return effects
  }

  /// One complete transition from step n to step n + 1 (four commands and their effects).
  static func fullAdvance() -> Benchmark {
    let start = showing(0, of: 10_000)
    return Benchmark(
      suite: "flow", name: "one full transition (next, hide, load, show: 4 commands)", targetNanoseconds: nil
    ) {
      iterations in
      var machine = start
      var total = 0
      for _ in 0..<iterations { total &+= advance(&machine) }
      blackHole(total)
    }
  }

  /// 1,000,000 transitions over a 10,000-step tour (100 passes, restarting at the end); ns_per_op is the
  /// whole run's time.
  static func millionTransitions() -> Benchmark {
    let start = showing(0, of: 10_000)
    return Benchmark(
      suite: "flow", name: "1,000,000 transitions over a 10,000-step tour (ns per run)", targetNanoseconds: 500_000_000
    ) { iterations in
      var total = 0
      for _ in 0..<iterations {
        var machine = start
        for _ in 0..<1_000_000 { total &+= advance(&machine) }
      }
      blackHole(total)
    }
  }

  /// Advances like ``advance(_:)`` through `send(_:into:)`, reusing one effect buffer.
  @inline(__always)
  static func advance(_ machine: inout TourMachine, buffer: inout [TourEffect]) -> Int {
    buffer.removeAll(keepingCapacity: true)
    machine.send(.next(skipping: 0), into: &buffer)
    while let ticket = machine.awaitedTicket {
      if case .loading = machine.phase {
        machine.send(.stepDidLoad(ticket, .ready), into: &buffer)
      } else {
        machine.send(.transitionDidComplete(ticket), into: &buffer)
      }
    }
    if machine.phase == .idle {
      machine.send(.start(at: 0, stepCount: machine.stepCount), into: &buffer)
      while let ticket = machine.awaitedTicket {
        if case .loading = machine.phase {
          machine.send(.stepDidLoad(ticket, .ready), into: &buffer)
        } else {
          machine.send(.transitionDidComplete(ticket), into: &buffer)
        }
      }
    }
    return buffer.count
  }

  /// The same 1,000,000 transitions, driven through `send(_:into:)` with one reused effect buffer.
  static func millionTransitionsReusingABuffer() -> Benchmark {
    let start = showing(0, of: 10_000)
    return Benchmark(
      suite: "flow", name: "1,000,000 transitions over a 10,000-step tour, reused buffer (ns per run)",
      targetNanoseconds: 500_000_000
    ) { iterations in
      var total = 0
      var buffer: [TourEffect] = []
      buffer.reserveCapacity(32)
      for _ in 0..<iterations {
        var machine = start
        for _ in 0..<1_000_000 { total &+= advance(&machine, buffer: &buffer) }
      }
      blackHole(total)
    }
  }
}
