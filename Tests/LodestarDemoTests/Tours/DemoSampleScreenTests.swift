import Foundation
import Testing

/// `--sample-screen settings`: the settings tour plays over the built-in settings screen, laid out for any size and
/// direction, and `render --all` shows its scrolled step as `render --step` does.
@Suite struct DemoSampleScreenTests {
  static let tour = DemoTourDocumentTests.examples.appendingPathComponent("settings-tour.json").path

  static func scene(_ arguments: [String]) throws -> [String: Any] {
    let run = try DemoProcess.run(["render", tour, "--sample-screen", "settings", "--format", "json"] + arguments)
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    return try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput)) as? [String: Any])
  }

  @Test(arguments: [
    ["--step", "2"], ["--step", "2", "--rtl"], ["--step", "2", "--size", "844x390"],
    ["--step", "2", "--size", "844x390", "--rtl"],
  ])
  func signOutIsScrolledIntoViewAtEverySizeAndDirection(arguments: [String]) throws {
    let scene = try Self.scene(arguments)
    let interaction = try #require(scene["interaction"] as? [String: Any])
    #expect(interaction["targetIDs"] as? [String] == ["settings.signOut"])
    let frames = interaction["targetFrames"] as? [[String: Double]]
    #expect(frames != nil && frames == interaction["targetVisibleFrames"] as? [[String: Double]])
  }

  @Test func theSettingsScreenPassesCheckAtEverySize() throws {
    let run = try DemoProcess.run(["check", Self.tour, "--sample-screen", "settings"])
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    #expect((run.text + run.standardError).contains("2 steps, 26 sizes, 2 directions): no findings"), "\(run.text)")
  }

  @Test func anUnknownSampleScreenIsAUsageError() throws {
    let run = try DemoProcess.run(["render", Self.tour, "--sample-screen", "inbox"])
    #expect(run.exitStatus == 64)
    #expect(
      run.standardError.contains("--sample-screen: expected profile or settings, found 'inbox'"), "\(run.standardError)"
    )
  }

  /// Each file of `render --all` is the frame `render --step N` gives, a scrolled step included (before, the
  /// scroll of step 2 started after step 1's frame and never reached the row).
  @Test func renderAllDrawsEveryStepAsRenderStepDoes() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lodestar-all-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    for screen in [["--sample-screen", "settings"], ["--screen", DemoTourDocumentTests.screen]] {
      let all = try DemoProcess.run(
        ["render", Self.tour, "--all", "--format", "text", "--out", directory.path] + screen)
      #expect(all.exitStatus == 0, "stderr: \(all.standardError)")
      for step in 1...2 {
        let single = try DemoProcess.run(["render", Self.tour, "--step", "\(step)", "--format", "text"] + screen)
        let file = try String(contentsOf: directory.appendingPathComponent("step-\(step).txt"), encoding: .utf8)
        #expect(file == single.text, "step \(step) over \(screen)")
      }
    }
  }
}
