import Foundation
import Testing

/// The demo scrolls a step's target into view: settings-tour's second step targets "Sign out", below the fold of
/// profile-screen's settings list, and `render` draws it scrolled up to the row with the coach mark pointing at it.
@Suite struct DemoRevealTests {
  static let tour = DemoTourDocumentTests.examples.appendingPathComponent("settings-tour.json").path

  static func render(step: Int, format: String) throws -> DemoProcess {
    try DemoProcess.run([
      "render", tour, "--screen", DemoTourDocumentTests.screen, "--step", "\(step)", "--format", format,
    ])
  }

  @Test func theRowBelowTheFoldIsScrolledIntoViewBeforeItsStepShows() throws {
    let first = try Self.render(step: 1, format: "text")
    #expect(first.exitStatus == 0, "stderr: \(first.standardError)")
    #expect(!first.text.contains("Sign out"), "the row is below the fold before its step")
    let second = try Self.render(step: 2, format: "text")
    #expect(second.exitStatus == 0, "stderr: \(second.standardError)")
    let lines = second.text.split(separator: "\n").map(String.init)
    let row = try #require(lines.firstIndex { $0.contains("│Sign out") }, "\(second.text)")
    // The coach mark is above the row and its arrow points down at it.
    #expect(lines[..<row].contains { $0.contains("▼") } && lines[..<row].contains { $0.contains("Signing out") })
  }

  @Test func theScrolledTargetIsWhollyVisibleInTheScene() throws {
    let run = try Self.render(step: 2, format: "json")
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    let scene = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput)) as? [String: Any])
    let interaction = try #require(scene["interaction"] as? [String: Any])
    #expect(interaction["targetIDs"] as? [String] == ["settings.signOut"])
    let frames = interaction["targetFrames"] as? [[String: Double]]
    let visible = interaction["targetVisibleFrames"] as? [[String: Double]]
    // Scrolled into view: the whole row can be seen, inside the 844-point screen.
    #expect(frames != nil && frames == visible)
    let frame = try #require(frames?.first)
    #expect((frame["y"] ?? -1) >= 0 && (frame["y"] ?? 0) + (frame["height"] ?? 0) <= 844)
  }
}
