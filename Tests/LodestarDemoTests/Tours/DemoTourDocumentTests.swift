import Foundation
import Testing

/// `lodestar-demo run` and `render` play tour documents through ViewModel's mapping: every completer kind,
/// the overlay options and the missing-target policy.
@Suite struct DemoTourDocumentTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Demo/Examples")
  static let screen = examples.appendingPathComponent("profile-screen.json").path
  static let inboxScreen = examples.appendingPathComponent("inbox-screen.json").path

  static func headers(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("Step ") || $0.hasPrefix("#") || $0 == "Tour ended."
    }
  }

  /// A three-step tour whose middle step targets an element the screen does not have.
  static func missingTargetTour(policy: String) throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lodestar-missing-\(policy)-\(getpid()).json")
    let json = """
      {"version": 1, "id": "missing", "steps": [
        {"id": "a", "targets": ["profile.avatar"], "title": "A", "hint": "a"},
        {"id": "b", "targets": ["nowhere"], "title": "B", "hint": "b", "onMissingTarget": "\(policy)",
         "targetWaitTimeout": 1},
        {"id": "c", "targets": ["nav.edit"], "title": "C", "hint": "c"}]}
      """
    try Data(json.utf8).write(to: file)
    return file
  }

  @Test func aDurationCompleterEndsTheTourOnTheDemosClock() throws {
    // inbox-hint's step dismisses itself after 6 s; script frames are 2 s apart.
    let run = try DemoProcess.run([
      "run", Self.examples.appendingPathComponent("inbox-hint.json").path, "--screen", Self.inboxScreen, "--script",
      "wait,wait,wait",
    ])
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    #expect(
      Self.headers(run.text) == [
        "# start", "Step 1 of 1: inbox-tab", "# wait", "Step 1 of 1: inbox-tab", "# wait", "Tour ended.",
      ])
  }

  @Test func interactionCompletersFireOnNext() throws {
    // The last step of profile-tour dismisses the tour on a tap on its target, which `next` reports.
    let run = try DemoProcess.run([
      "run", Self.examples.appendingPathComponent("profile-tour.json").path, "--screen", Self.screen, "--script",
      "next,next,next,next,next",
    ])
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    #expect(Self.headers(run.text).suffix(3) == ["Step 5 of 5: Find and talk", "# next", "Tour ended."])
  }

  @Test func theOverlayColourBlurAndSkipLabelReachTheScene() throws {
    let profile = try DemoProcess.run([
      "render", Self.examples.appendingPathComponent("profile-tour.json").path, "--screen", Self.screen, "--format",
      "json",
    ])
    #expect(profile.exitStatus == 0, "stderr: \(profile.standardError)")
    let scene = try #require(try JSONSerialization.jsonObject(with: Data(profile.standardOutput)) as? [String: Any])
    let overlay = try #require(scene["overlay"] as? [String: Any])
    let color = try #require(overlay["color"] as? [String: Double])
    #expect(color["red"] == 0 && color["alpha"] == 0.702)
    #expect((scene["skipControl"] as? [String: Any])?["title"] as? String == "Skip tour")

    let inbox = try DemoProcess.run([
      "render", Self.examples.appendingPathComponent("inbox-hint.json").path, "--screen", Self.inboxScreen, "--format",
      "json",
    ])
    let inboxScene = try #require(try JSONSerialization.jsonObject(with: Data(inbox.standardOutput)) as? [String: Any])
    let blur = try #require((inboxScene["overlay"] as? [String: Any])?["blur"] as? [String: Any])
    #expect(blur["style"] as? String == "dark")
    #expect(inboxScene["skipControl"] is NSNull)
  }

  @Test(arguments: [
    ("skip", ["Step 1 of 3: A", "Step 3 of 3: C"]),
    ("showCentered", ["Step 1 of 3: A", "Step 2 of 3: B", "Step 3 of 3: C"]),
    ("end", ["Step 1 of 3: A"]),
  ])
  func aMissingTargetFollowsTheStepsPolicy(policy: String, steps: [String]) throws {
    let file = try Self.missingTargetTour(policy: policy)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try DemoProcess.run(["run", file.path, "--screen", Self.screen])
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    #expect(Self.headers(run.text) == steps)

    let render = try DemoProcess.run(["render", file.path, "--screen", Self.screen, "--step", "2", "--format", "json"])
    if policy == "showCentered" {
      #expect(render.exitStatus == 0, "stderr: \(render.standardError)")
    } else {
      #expect(render.exitStatus == 65)
      #expect(render.standardError == "lodestar-demo render: step 2 does not show: its target (nowhere) is missing\n")
    }
  }

  /// The examples README's command: the inbox hint over the inbox screen, as SVG.
  @Test func theInboxHintRendersOverTheInboxScreen() throws {
    let run = try DemoProcess.run([
      "render", Self.examples.appendingPathComponent("inbox-hint.json").path, "--screen", Self.inboxScreen,
      "--format", "svg",
    ])
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    #expect(run.text.hasPrefix("<?xml") || run.text.hasPrefix("<svg"), "output: \(run.text.prefix(80))")
    #expect(run.text.contains("New messages arrive here."))
  }

  /// A step that lives in another host than the screen's root does not show, and the message says why.
  @Test func aStepInAnotherHostSaysWhichHost() throws {
    let run = try DemoProcess.run([
      "render", Self.examples.appendingPathComponent("inbox-hint.json").path, "--screen", Self.screen, "--format",
      "json",
    ])
    #expect(run.exitStatus == 65)
    #expect(
      run.standardError
        == "lodestar-demo render: step 1 does not show: it lives in host \"inbox\", but the screen's root is \"profile\"\n"
    )
  }
}
