import LodestarEligibility

#if canImport(Glibc)
  import Foundation
  import Glibc
  import LodestarTestSupport
  import Testing

  /// Resume after relaunch (issue 40): a process killed between any two store writes of a resumable tour
  /// leaves a state file that reads back, with the tour at its old step or its new one, and the next launch
  /// resumes it there. `lodestar-test-aid store tour` runs the tour and kills itself before its K-th write, for
  /// every K.
  @Suite(.serialized) struct TourResumeCrashTests {
    static let steps = 4
    /// The writes of a whole run: the display with step 0, steps 1 to 3, the end.
    static let writes = steps + 1

    /// The step recorded after write `write` of an uninterrupted run (-1: before the first write).
    static func stepAfter(write: Int) -> String? {
      (0..<steps).contains(write) ? "step\(write)" : nil
    }

    /// Runs the aid; returns its raw wait status and output lines.
    static func runAid(_ aid: String, path: String, killBeforeWrite: Int?) throws -> (status: Int32, lines: [String]) {
      var arguments = ["store", "tour", "--path", path, "--steps", "\(steps)"]
      if let killBeforeWrite { arguments += ["--kill-before-write", "\(killBeforeWrite)"] }
      var child = try DemoChildProcess.launch(aid, arguments)
      let status = child.wait()
      child.readToEnd()
      return (status, child.lines)
    }

    /// The state in the file, or an empty state when there is none; records an issue when it does not decode.
    static func readBack(_ path: String, _ context: Comment) -> EligibilityState? {
      guard let data = FileManager.default.contents(atPath: path) else { return EligibilityState() }
      do {
        return try EligibilityState(jsonData: data)
      } catch {
        Issue.record("\(context): the state file does not read back: \(error)")
        return nil
      }
    }

    @Test func aProcessKilledAtEveryWriteLeavesTheOldOrNewStepAndTheNextLaunchResumesThere() throws {
      let aid: String
      switch DemoExecutable.locate(DemoExecutable.testAid) {
      case .success(let path): aid = path
      case .failure(let error):
        Issue.record(Comment(rawValue: error.description))
        return
      }
      for kill in 0...Self.writes {
        let context: Comment = "killed before write \(kill)"
        let directory = try makeTemporaryDirectory(prefix: "lodestar-resume")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("eligibility.json").path

        let killed = try Self.runAid(aid, path: path, killBeforeWrite: kill)
        if kill < Self.writes {
          #expect(killed.status & 0x7f == SIGKILL, context)
        } else {
          #expect(demoExitedSuccessfully(killed.status), context)
        }
        #expect(killed.lines.filter { $0.hasPrefix("write ") }.count == kill, context)
        guard let state = Self.readBack(path, context) else { continue }
        let step = state.tourPosition(of: "tour")?.stepID
        let old = Self.stepAfter(write: kill - 1)
        let new = Self.stepAfter(write: kill)
        #expect(
          step == old || step == new,
          "\(context): the file holds \(step ?? "no step"), not \(old ?? "none")/\(new ?? "none")")
        #expect(state.tourPosition(of: "tour")?.version ?? "1" == "1", context)
        #expect(state.record(of: "tour").displayCount == (kill == 0 ? 0 : 1), context)

        // The next launch resumes at the recorded step and goes to the end: still one display.
        let relaunched = try Self.runAid(aid, path: path, killBeforeWrite: nil)
        #expect(demoExitedSuccessfully(relaunched.status), context)
        let expectedStart: String
        if let step, let index = Int(step.dropFirst("step".count)) {
          expectedStart = "start: resumed(\(index))"
        } else if state.record(of: "tour").isCompleted {
          expectedStart = "start: notEligible(invalidated(displayCountExceeded))"
        } else {
          expectedStart = "start: started"
        }
        #expect(relaunched.lines.first { $0.hasPrefix("start: ") } == expectedStart, context)
        #expect(relaunched.lines.last == "end", context)
        guard let final = Self.readBack(path, context) else { continue }
        #expect(final.tourPosition(of: "tour") == nil, context)
        #expect(final.record(of: "tour").isCompleted, context)
        #expect(final.record(of: "tour").displayCount == 1, context)
      }
    }
  }
#endif
