import Foundation
import Lodestar
import LodestarDemoSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the durable-write benchmark keeps its state file; removed when the process exits. It is made afresh
/// with a name no one can guess (`mkdtemp`): a predictable name in the shared temporary directory could be a
/// link planted there, and the benchmark would write through it.
private let benchmarkDirectory: URL = {
  var template = Array((FileManager.default.temporaryDirectory.path + "/lodestar-bench-XXXXXX").utf8CString)
  let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
    guard let base = buffer.baseAddress, let directory = mkdtemp(base) else { return nil }
    return String(cString: directory)
  }
  // Without a directory the benchmark's first write fails and says why.
  return URL(fileURLWithPath: made ?? "/nonexistent/lodestar-bench", isDirectory: true)
}()

/// The `eligibility` suite.
enum EligibilityBenchmarks {
  static func make() -> [Benchmark] {
    [evaluatingHundredTours(), evaluatingHundredToursOneByOne(), donatingAndReevaluating(), durableStoreWrite()]
      + EligibilityMergeBenchmarks.make()
  }

  /// 100 tours with 10 rules each (5 parameter rules over 20 shared parameters, 4 event-window rules over 20
  /// shared events with 200 donations each, and one rule on the tour's own event), every rule holding so
  /// every rule is evaluated, and the state that goes with them.
  static func hundredTours() -> (evaluator: EligibilityEvaluator, state: EligibilityState, now: Date) {
    let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
    var state = EligibilityState()
    let parameters = (0..<20).map { EligibilityParameter("parameter.\($0)", defaultValue: 0) }
    for (index, parameter) in parameters.enumerated() {
      state.setValue(.integer(index + 10), forKey: parameter.key)
    }
    let events = (0..<20).map { EligibilityEvent("event.\($0)") }
    for event in events {
      for donation in 0..<200 {
        state.donate(event, at: now.addingTimeInterval(-Double(donation) * 3_000))
      }
    }
    var items: [EligibilityItem] = []
    for tour in 0..<100 {
      var rules: [EligibilityRule] = []
      for offset in 0..<5 {
        rules.append(.parameter(parameters[(tour + offset * 3) % 20]) { $0 >= 5 })
      }
      for offset in 0..<4 {
        let window: EligibilityEvent.Window = offset.isMultiple(of: 2) ? .days(7) : .hours(36)
        rules.append(.donations(of: events[(tour + offset * 7) % 20], within: window) { $0 >= 3 })
      }
      rules.append(.donations(of: EligibilityEvent("tour.\(tour).opened")) { $0 < 1_000_000 })
      items.append(EligibilityItem(id: EligibilityID("tour.\(tour)"), rules: rules))
    }
    do {
      return (try EligibilityEvaluator(items: items), state, now)
    } catch {
      printError("eligibility benchmark setup failed: \(error)")
      return (EligibilityEvaluator(), state, now)
    }
  }

  /// Evaluating the status of, and whether to display, each of 100 tours with 10 rules, all at once (as the
  /// center does after every change).
  static func evaluatingHundredTours() -> Benchmark {
    let (evaluator, state, now) = hundredTours()
    return Benchmark(suite: "eligibility", name: "evaluate 100 tours with 10 rules each", targetNanoseconds: 50_000) {
      iterations in
      var shown = 0
      for _ in 0..<iterations {
        for evaluation in evaluator.evaluateAll(in: state, at: now) where evaluation.shouldDisplay {
          shown += 1
        }
      }
      blackHole(shown)
    }
  }

  /// The same, asking `shouldDisplay` tour by tour (every rule looks its parameter or event up); no target.
  static func evaluatingHundredToursOneByOne() -> Benchmark {
    let (evaluator, state, now) = hundredTours()
    let ids = evaluator.itemIDs
    return Benchmark(suite: "eligibility", name: "evaluate 100 tours one by one", targetNanoseconds: nil) {
      iterations in
      var shown = 0
      for _ in 0..<iterations {
        for id in ids where evaluator.shouldDisplay(id, in: state, at: now) {
          shown += 1
        }
      }
      blackHole(shown)
    }
  }

  /// Donating a tour's own event to an in-memory state and re-evaluating the tours that depend on it (one
  /// tour of the 100, 10 rules) with the evaluator. (The center re-evaluates every item after a change: that
  /// is the first benchmark.)
  static func donatingAndReevaluating() -> Benchmark {
    let (evaluator, initialState, start) = hundredTours()
    let events = (0..<100).map { EligibilityEvent("tour.\($0).opened") }
    return Benchmark(
      suite: "eligibility", name: "donate an event and re-evaluate (in memory)", targetNanoseconds: 2_000
    ) { iterations in
      var state = initialState
      var now = start
      var available = 0
      for index in 0..<iterations {
        let event = events[index % 100]
        now.addTimeInterval(0.001)
        state.donate(event, at: now)
        for id in evaluator.items(dependingOn: event) where evaluator.status(of: id, in: state, at: now).isAvailable {
          available += 1
        }
      }
      blackHole(available)
    }
  }

  /// One durable change through the file store: lock, re-read, apply, write a temporary file, fsync, rename,
  /// fsync the directory.
  static func durableStoreWrite() -> Benchmark {
    let file = EligibilityStateFile(url: benchmarkDirectory.appendingPathComponent("eligibility.json"))
    atexit { try? FileManager.default.removeItem(at: benchmarkDirectory) }
    return Benchmark(suite: "eligibility", name: "durable store write with fsync", targetNanoseconds: nil) {
      iterations in
      for _ in 0..<iterations {
        do {
          _ = try file.update { $0.recordDisplay(of: "tour", at: Date(), options: EligibilityOptions()) }
        } catch {
          printError("eligibility benchmark: \(error)")
          return
        }
      }
    }
  }
}
