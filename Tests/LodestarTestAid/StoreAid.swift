import Foundation
import Lodestar
import LodestarDemoSupport

/// The store's crash-safety and cross-process aids: they write the state file `--path` names (never the
/// default store, where a real run's state lives) through the same `EligibilityStateFile` as `lodestar-demo store`.
///
/// - `store stress --path P [--count N]` writes N changes (unbounded by default), each setting
///   `stress.counter` to the next integer k, `stress.payload` to ``stressPayload(_:)`` and donating the event
///   `stress` dated k seconds after 2001-01-01; after each durable write it prints `k` on its own line.
/// - `store increment --path P --id X --times N` records N displays of item X, one locked change each, and
///   prints the final display count.
enum StoreAid {
  /// The options of both aids.
  struct Options {
    /// `--path P`: the state file.
    var path: String
    /// `--count N`: how many changes `stress` writes (unbounded when not given).
    var count = Int.max
    /// `--id X`: the item `increment` records displays of.
    var id: String?
    /// `--times N`: how many displays `increment` records.
    var times: Int?

    /// The options in `arguments` (`--name value` pairs), or nil when `--path` is missing or a value is not a
    /// number from 0 where one is needed.
    init?(_ arguments: [String]) {
      guard let values = TestAid.optionPairs(arguments), let path = values["--path"] else { return nil }
      self.path = path
      id = values["--id"]
      if let count = values["--count"] {
        guard let value = Int(count), value >= 0 else { return nil }
        self.count = value
      }
      if let times = values["--times"] {
        guard let value = Int(times), value >= 0 else { return nil }
        self.times = value
      }
    }

    /// The state file, whose diagnostics (a file moved aside) go to standard error.
    var file: EligibilityStateFile {
      EligibilityStateFile(
        url: URL(fileURLWithPath: path), diagnostics: { printError("\(TestAid.name) store: \($0)") })
    }
  }

  /// The payload the stress writer stores with counter `k`: its length varies with `k`, so a torn or mixed
  /// file cannot pass for a state the writer produced.
  static func stressPayload(_ counter: Int) -> String {
    String(repeating: "lodestar-\(counter % 10)", count: 100 + counter % 200)
  }

  /// `store stress`: returns the exit status (65 for a file that is not a state file, 74 for an I/O error).
  static func stress(_ options: Options) -> Int32 {
    let file = options.file
    let counter = EligibilityParameter("stress.counter", defaultValue: 0)
    let event = EligibilityEvent("stress")
    for _ in 0..<options.count {
      do throws(EligibilityStoreError) {
        let state = try file.update { state in
          let next = counter.value(in: state) + 1
          state.setValue(.integer(next), forKey: counter.key)
          state.setValue(.string(stressPayload(next)), forKey: "stress.payload")
          state.donate(event, at: Date(timeIntervalSinceReferenceDate: Double(next)))
        }
        // One write per line, so a reader sees whole lines even when the process is killed right after.
        guard StandardOutput.write("\(counter.value(in: state))\n") == ExitStatus.success else {
          return ExitStatus.ioError
        }
      } catch {
        printError("\(TestAid.name) store stress: \(error)")
        return error.isDataError ? ExitStatus.dataError : ExitStatus.ioError
      }
    }
    return ExitStatus.success
  }

  /// `store increment`: returns the exit status (64 without `--id` and `--times`).
  static func increment(_ options: Options) -> Int32 {
    guard let item = options.id, let repetitions = options.times else {
      printError("\(TestAid.name) store increment: needs --id X --times N")
      return ExitStatus.usage
    }
    let file = options.file
    var last = EligibilityState()
    for _ in 0..<repetitions {
      do throws(EligibilityStoreError) {
        last = try file.update { $0.recordDisplay(of: EligibilityID(item), at: Date(), options: EligibilityOptions()) }
      } catch {
        printError("\(TestAid.name) store increment: \(error)")
        return error.isDataError ? ExitStatus.dataError : ExitStatus.ioError
      }
    }
    return StandardOutput.write("\(last.record(of: EligibilityID(item)).displayCount)\n")
  }
}
