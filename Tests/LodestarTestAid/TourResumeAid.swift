import Foundation
import Lodestar
import LodestarDemoSupport
import LodestarTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `store tour --path P --steps N [--kill-before-write K]`: runs a resumable tour through the eligibility
/// launcher, with the state file `--path` names as its store and a manual clock, and goes through it to its
/// end (issue 40, resume after relaunch).
///
/// The tour `tour` (`maxDisplayCount: 1`) has the steps `step0` … `step<N-1>`, launched with
/// `EligibleTourResumption(version: "1")`, so a run left mid-tour resumes at its recorded step. The aid prints
/// `start: <result>` (`started`, `resumed(2)`, `notEligible(…)`), then `write <k>` after each store write
/// (0, 1, …), and `end` once the tour ended and its end was recorded.
///
/// `--kill-before-write K` stops the process with SIGKILL at its K-th store write (0 is the first), after the
/// write re-read the file under the lock and before it writes: a process killed between two writes. The
/// counter lives in the aid's own store wrapper; the library has no testing seam for it.
enum TourResumeAid {
  static let tourID: EligibilityID = "tour"
  static let resumption = EligibleTourResumption(version: "1")

  /// The options: `--path P --steps N [--kill-before-write K]`.
  struct Options {
    var path: String
    var steps: Int
    var killBeforeWrite: Int?

    /// The options in `arguments`, or nil when `--path` or `--steps` is missing or a number is not one from 0.
    init?(_ arguments: [String]) {
      guard let values = TestAid.optionPairs(arguments), let path = values["--path"],
        let steps = values["--steps"].flatMap({ Int($0) }),
        (1...1_000).contains(steps)
      else { return nil }
      self.path = path
      self.steps = steps
      if let kill = values["--kill-before-write"] {
        guard let value = Int(kill), value >= 0 else { return nil }
        killBeforeWrite = value
      }
    }
  }

  /// A store over the state file that counts its writes, prints each, and kills the process before one.
  actor CountingFileStore: EligibilityStore {
    let file: EligibilityStateFile
    let killBeforeWrite: Int?
    private(set) var writes = 0

    init(file: EligibilityStateFile, killBeforeWrite: Int?) {
      self.file = file
      self.killBeforeWrite = killBeforeWrite
    }

    func load() throws -> EligibilityState {
      try file.readMovingCorruptFileAside()
    }

    func update(_ change: @Sendable (inout EligibilityState) -> Void) throws -> EligibilityState {
      let kills = killBeforeWrite == writes
      let state = try file.update { state in
        if kills { raise(SIGKILL) }
        change(&state)
      }
      _ = StandardOutput.write("write \(writes)\n")
      writes += 1
      return state
    }

    func reset() throws {
      _ = try file.reset()
    }
  }

  /// Runs the tour on the main actor and exits with its status.
  static func run(_ arguments: [String]) -> Never {
    guard let options = Options(arguments) else {
      printError("\(TestAid.name) store tour: needs --path P --steps N (1 to 1000) [--kill-before-write K]")
      exit(ExitStatus.usage)
    }
    Task { @MainActor in exit(StandardOutput.exitStatus(after: await play(options))) }
    dispatchMain()
  }

  @MainActor
  static func play(_ options: Options) async -> Int32 {
    let file = EligibilityStateFile(url: URL(fileURLWithPath: options.path))
    let store = CountingFileStore(file: file, killBeforeWrite: options.killBeforeWrite)
    let clock = ManualClock(startDate: Date(timeIntervalSinceReferenceDate: 800_000_000))
    let center = EligibilityCenter(store: store, clock: clock, environment: [:])
    let steps = (0..<options.steps).map { TourStep(id: "step\($0)", content: "Step \($0)") }
    let controller = TourController(steps: steps, clock: clock)
    do {
      try await center.register([EligibilityItem(id: tourID, options: EligibilityOptions(maxDisplayCount: 1))])
      try await center.configure()
      let launcher = EligibleTourLauncher(center: center)
      let start = try await launcher.startIfEligible(controller, id: tourID, resuming: resumption)
      _ = StandardOutput.write("start: \(start)\n")
      await launcher.waitForRecordings()
      while controller.isStarted {
        clock.advance(by: 1)
        try controller.next()
        await launcher.waitForRecordings()
      }
      await launcher.waitForRecordings()
      return StandardOutput.write("end\n")
    } catch {
      printError("\(TestAid.name) store tour: \(error)")
      return ExitStatus.ioError
    }
  }
}
