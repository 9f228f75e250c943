import LodestarEligibility

#if canImport(Glibc)
  import Foundation
  import Glibc
  import LodestarTestSupport
  import Testing

  /// Launches the built `lodestar-test-aid store` as a child process: a writer killed with SIGKILL at random
  /// moments, and two processes incrementing one display count under the lock.
  @Suite(.serialized) struct EligibilityCrashSafetyTests {
    /// The date of the record the `store` tests write.
    static let recordedDate = Date(timeIntervalSince1970: 1_767_571_200)

    /// Mirrors `StoreAid.stressPayload` in the test aid.
    static func stressPayload(_ counter: Int) -> String {
      String(repeating: "lodestar-\(counter % 10)", count: 100 + counter % 200)
    }

    /// The built `name` (``DemoExecutable/testAid`` for the writers, ``DemoExecutable/demo`` for `store show`),
    /// or nil after recording why it was not found.
    static func executable(_ name: String) -> String? {
      switch DemoExecutable.locate(name) {
      case .success(let path): return path
      case .failure(let error):
        Issue.record(Comment(rawValue: error.description))
        return nil
      }
    }

    @Test func killedWriterLeavesTheOldOrTheNewState() throws {
      guard let aid = Self.executable(DemoExecutable.testAid) else { return }
      let directory = try makeTemporaryDirectory(prefix: "lodestar-eligibility")
      defer { try? FileManager.default.removeItem(at: directory) }
      let path = directory.appendingPathComponent("eligibility.json").path
      let seed: UInt64 = 0x5EED_0C4A_5400_0001
      var generator = SeededGenerator(seed: seed)
      var previous = 0
      var killsAfterACommit = 0
      var newStateCount = 0
      for kill in 0..<220 {
        var child = try DemoChildProcess.launch(aid, ["store", "stress", "--path", path])
        // Wait (up to 10 s) for the writer's first committed change, then let it run 0-20 ms more.
        let started = child.collect(forMilliseconds: 10_000) { $0.contains(UInt8(ascii: "\n")) }
        child.collect(forMilliseconds: generator.int(in: 0...20))
        _ = child.killAndWait()
        child.readToEnd()
        #expect(started, "seed \(seed) kill \(kill): the writer committed nothing within 10 s")
        let committed = child.lines.last.flatMap { Int($0) } ?? previous
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let state: EligibilityState
        do {
          state = try EligibilityState(jsonData: data)
        } catch {
          Issue.record("seed \(seed) kill \(kill): the file does not decode: \(error)")
          return
        }
        guard case .integer(let counter) = state.parameters["stress.counter"] else {
          Issue.record("seed \(seed) kill \(kill): no counter in \(state.parameters.keys.sorted())")
          return
        }
        // The last change the writer reported, or the one it was writing when killed.
        #expect(
          counter == committed || counter == committed + 1,
          "seed \(seed) kill \(kill): file holds \(counter), the writer last committed \(committed)")
        #expect(counter >= previous, "seed \(seed) kill \(kill): went back from \(previous) to \(counter)")
        #expect(
          state.parameters["stress.payload"] == .string(Self.stressPayload(counter)),
          "seed \(seed) kill \(kill): payload does not match counter \(counter)")
        let history = state.events["stress"]
        #expect(
          history?.count == min(counter, EligibilityEventHistory.donationLimit)
            && history?.donations.last?.date == Date(timeIntervalSinceReferenceDate: Double(counter)),
          "seed \(seed) kill \(kill): donations do not match counter \(counter)")
        if counter == committed + 1 { newStateCount += 1 }
        if !child.lines.isEmpty { killsAfterACommit += 1 }
        previous = counter
      }
      #expect(killsAfterACommit == 220)
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
        $0.contains(".corrupt-")
      }
      #expect(leftovers.isEmpty, "corrupt files: \(leftovers)")
      // Informative only: how many kills landed after a rename but before the writer reported it.
      print("crash safety: 220 kills, final counter \(previous), \(newStateCount) kills between rename and report")
    }

    @Test func twoProcessesIncrementingUnderTheLockMerge() throws {
      guard let aid = Self.executable(DemoExecutable.testAid) else { return }
      let directory = try makeTemporaryDirectory(prefix: "lodestar-eligibility")
      defer { try? FileManager.default.removeItem(at: directory) }
      let path = directory.appendingPathComponent("eligibility.json").path
      let arguments = ["store", "increment", "--path", path, "--id", "shared", "--times", "500"]
      var first = try DemoChildProcess.launch(aid, arguments)
      var second = try DemoChildProcess.launch(aid, arguments)
      let firstStatus = first.wait()
      let secondStatus = second.wait()
      first.readToEnd()
      second.readToEnd()
      #expect(demoExitedSuccessfully(firstStatus) && demoExitedSuccessfully(secondStatus))
      let state = try EligibilityState(jsonData: Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(state.record(of: "shared").displayCount == 1_000)
      // One of the two finished last and saw every increment.
      #expect([first.lines.last, second.lines.last].contains("1000"))
    }

    @Test func storeShowAndResetPrintTheStateAsJSON() throws {
      guard let demo = Self.executable(DemoExecutable.demo) else { return }
      let directory = try makeTemporaryDirectory(prefix: "lodestar-eligibility")
      defer { try? FileManager.default.removeItem(at: directory) }
      let url = directory.appendingPathComponent("eligibility.json")
      let written = try EligibilityStateFile(url: url).update {
        $0.recordDisplay(of: "welcome", at: Self.recordedDate, options: EligibilityOptions())
        $0.invalidate("welcome", reason: .completed, at: Self.recordedDate)
      }
      func run(_ action: String) throws -> EligibilityState {
        var child = try DemoChildProcess.launch(demo, ["store", action, "--path", url.path])
        let status = child.wait()
        child.readToEnd()
        #expect(demoExitedSuccessfully(status), "store \(action) failed")
        return try EligibilityState(jsonData: Data(child.lines.joined(separator: "\n").utf8))
      }
      #expect(try run("show") == written)
      #expect(try run("reset") == EligibilityState())
      #expect(try EligibilityStateFile(url: url).read() == EligibilityState())
    }
  }
#endif
