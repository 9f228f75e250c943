import Foundation
import LodestarEligibility
import LodestarJSON
import LodestarTestSupport
import Testing

@testable import lodestar_demo

/// `lodestar-demo store explain ID`: why a tour would or would not show, as text and as JSON; unknown IDs are
/// refused with the closest known one; the state file is never changed.
@Suite struct StoreExplainTests {
  static let builtIn = "lodestar.builtin-profile-tour"

  /// A state file in a fresh directory: the built-in tour finished after one display of 12.5 s, and a
  /// second tour displayed twice, not invalidated.
  static func stateFile() throws -> (directory: URL, file: URL) {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-store-explain")
    var state = EligibilityState()
    let date = Date(timeIntervalSinceReferenceDate: 789_264_000)
    state.recordDisplay(of: EligibilityID(builtIn), at: date, options: EligibilityOptions())
    state.addDisplayDuration(12.5, to: EligibilityID(builtIn), at: date, options: EligibilityOptions())
    state.recordCompletion(of: EligibilityID(builtIn), at: date)
    state.recordDisplay(of: "settings-tour", at: date, options: EligibilityOptions())
    state.recordDisplay(of: "settings-tour", at: date, options: EligibilityOptions())
    let file = directory.appendingPathComponent("eligibility.json")
    try state.jsonData(prettyPrinted: true).write(to: file)
    return (directory, file)
  }

  @Test func textNamesTheDecidingCheckAndEveryCheck() throws {
    let (directory, file) = try Self.stateFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = try Data(contentsOf: file)
    let run = try DemoProcess.run(["store", "explain", Self.builtIn, "--path", file.path])
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first?.hasPrefix("\(Self.builtIn) at ") == true, "\(run.text)")
    #expect(lines.first?.hasSuffix(" UTC: invalidated(completed), not displayed") == true, "\(run.text)")
    #expect(
      Array(lines.dropFirst()) == [
        "decided by: recorded invalidation: completed",
        "checks:",
        "  fail  recorded invalidation: completed  (decided)",
        "  pass  display count: 1, no limit",
        "  pass  display duration: 12.5 s, no limit",
        "  pass  display frequency immediate: the item was displayed before (last new display 2026-01-05 at 00:00 UTC)",
        "",
      ])
    #expect(try Data(contentsOf: file) == before)
    let other = try DemoProcess.run(["store", "explain", "settings-tour", "--path=\(file.path)", "--format", "text"])
    #expect(other.exitStatus == 0, "stderr: \(other.standardError)")
    #expect(other.text.contains(": available, displayed\ndecided by: nothing (every check passed)\n"), "\(other.text)")
    #expect(other.text.contains("  pass  display count: 2, no limit\n"), "\(other.text)")
  }

  @Test func jsonGivesTheSameExplanationAsData() throws {
    let (directory, file) = try Self.stateFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try DemoProcess.run(["store", "explain", Self.builtIn, "--path", file.path, "--format", "json"])
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    let root = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput)) as? [String: Any])
    #expect(root["id"] as? String == Self.builtIn)
    #expect(root["status"] as? String == "invalidated" && root["invalidationReason"] as? String == "completed")
    #expect(root["shouldDisplay"] as? Bool == false && root["decidingCheck"] as? Int == 0)
    #expect(root["date"] is Double)
    let checks = try #require(root["checks"] as? [[String: Any]])
    #expect(
      checks.map { $0["kind"] as? String } == [
        "recordedInvalidation", "displayCount", "displayDuration", "displayFrequency",
      ])
    #expect(checks.map { $0["passed"] as? Bool } == [false, true, true, true])
    #expect(checks[0]["reason"] as? String == "completed")
    #expect(checks[1]["count"] as? Int == 1 && checks[1]["limit"] is NSNull)
    #expect(checks[2]["seconds"] as? Double == 12.5 && checks[2]["isRecorded"] as? Bool == true)
    #expect(checks[3]["exemption"] as? String == "displayedBefore" && checks[3]["remainingWait"] as? Double == 0)
    #expect(checks[3]["lastNewDisplayDate"] as? Double == 789_264_000)
  }

  @Test func anUnknownIDIsAUsageErrorWithTheClosestKnownOne() throws {
    let (directory, file) = try Self.stateFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try DemoProcess.run(["store", "explain", "setings-tour", "--path", file.path])
    #expect(run.exitStatus == 64)
    #expect(run.text.isEmpty)
    #expect(
      run.standardError.hasPrefix(
        "lodestar-demo store: explain: no tour 'setings-tour' is built in or recorded in the state file "
          + "(did you mean 'settings-tour'?); known: '\(Self.builtIn)', 'settings-tour'\nUsage: lodestar-demo store "),
      "\(run.standardError)")
    let far = try DemoProcess.run(["store", "explain", "welcome", "--path", file.path])
    #expect(far.exitStatus == 64 && !far.standardError.contains("did you mean"), "\(far.standardError)")
  }

  @Test(arguments: [
    (["store", "explain"], "lodestar-demo store: explain: missing the tour's ID"),
    (["store", "explain", "a", "b"], "lodestar-demo store: unexpected argument 'b'"),
    (["store", "show", "--format", "json"], "lodestar-demo store: --format is an option of explain, not of show"),
    (
      ["store", "explain", "a", "--format", "jsno"],
      "lodestar-demo store: --format: expected text or json, found 'jsno' (did you mean 'json'?)"
    ),
  ])
  func usageErrors(arguments: [String], message: String) throws {
    let run = try DemoProcess.run(arguments + ["--path", "/nonexistent/lodestar/eligibility.json"])
    #expect(run.exitStatus == 64)
    #expect(run.standardError.hasPrefix(message + "\n"), "\(run.standardError)")
  }

  @Test func withoutAStateFileTheBuiltInTourWouldShow() throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-store-explain-empty")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("missing/eligibility.json")
    let run = try DemoProcess.run(["store", "explain", Self.builtIn, "--path", file.path])
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    #expect(run.text.contains(": available, displayed\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func aFileThatIsNotAStateFileIsADataError() throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-store-explain-notes")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("notes.txt")
    try Data("Buy milk.\n".utf8).write(to: file)
    let run = try DemoProcess.run(["store", "explain", Self.builtIn, "--path", file.path])
    #expect(run.exitStatus == 65 && run.text.isEmpty, "\(run.standardError)")
    #expect(try Data(contentsOf: file) == Data("Buy milk.\n".utf8))
  }

  /// The text of every kind of check the demo's own items never reach: rules, groups, the frequency's wait,
  /// overrides, an unregistered item.
  @Test func textOfEveryKindOfCheck() throws {
    let plan = EligibilityParameter("plan", defaultValue: 1)
    let opened = EligibilityEvent("opened")
    let evaluator = try EligibilityEvaluator(
      items: [
        EligibilityItem(id: "first"),
        EligibilityItem(
          id: "second",
          rules: [
            .parameter(plan) { $0 >= 2 },
            .donations(of: opened, within: .hours(1)) { $0 >= 1 } || !.donations(of: opened) { $0 > 0 },
          ],
          options: EligibilityOptions(maxDisplayCount: 3, maxDisplayDuration: 60)),
      ],
      groups: [EligibilityGroup(id: "onboarding", priority: .ordered, items: ["first", "second"])],
      configuration: EligibilityConfiguration(displayFrequency: .daily))
    let date = Date(timeIntervalSinceReferenceDate: 789_264_000)
    var state = EligibilityState()
    state.recordDisplay(of: "other", at: date.addingTimeInterval(-3_600), options: EligibilityOptions())
    state.donate(opened, at: date.addingTimeInterval(-7_200))
    let text = ExplanationText.text(evaluator.explanation(of: "second", in: state, at: date))
    #expect(
      text == """
        second at 2026-01-05 at 00:00 UTC: pending, not displayed
        decided by: rule 1: parameter 'plan' not set, default 1
        checks:
          pass  recorded invalidation: none
          pass  display count: 0 of at most 3
          pass  display duration: nothing recorded
          fail  rule 1: parameter 'plan' not set, default 1  (decided)
          fail  rule 2: any of
            fail  event 'opened': 0 donations in the last 3600 s
            fail  not
              pass  event 'opened': 1 donation of all time
          fail  ordered group 'onboarding', position 2: held back by 'first'
          fail  display frequency daily: wait 82800 s more (last new display 2026-01-04 at 23:00 UTC)

        """)
    let overridden = try EligibilityEvaluator(
      items: [], configuration: EligibilityConfiguration(testingOverrides: .init(hidesAllItems: true)))
    #expect(
      ExplanationText.text(overridden.explanation(of: "gone", in: state, at: date)).hasSuffix(
        """
        checks:
          fail  testing override: hides the item  (decided)
          pass  recorded invalidation: none
          fail  registration: the demo does not know the item

        """))
  }
}
