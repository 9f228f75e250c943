import Foundation
import LodestarTestSupport
import Testing

/// The built-in tour at every step, rendered by the built `lodestar-demo render --all`, in text, SVG and
/// JSON, left to right, right to left, rotated (844×390), at the text size accessibility3, and at
/// accessibility5 on a 320×568 screen (hints that scroll, titles moved into them), against
/// Golden/BuiltInTour.
///
/// Regenerate with `swift build && LODESTAR_UPDATE_GOLDENS=1 swift test --filter Golden`.
@Suite struct BuiltInTourGoldenTests {
  static let variants: [(name: String, arguments: [String])] = [
    ("ltr", []), ("rtl", ["--rtl"]), ("rotated", ["--size", "844x390"]),
    ("accessibility3", ["--text-size", "accessibility3"]),
    ("accessibility5-small", ["--text-size", "accessibility5", "--size", "320x568"]),
  ]

  @Test(arguments: ["text", "svg", "json"])
  func everyStepMatchesItsGolden(format: String) throws {
    let fileExtension = ["text": "txt", "svg": "svg", "json": "json"][format] ?? format
    for variant in Self.variants {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("lodestar-golden-\(getpid())-\(format)-\(variant.name)")
      defer { try? FileManager.default.removeItem(at: directory) }
      let run = try DemoProcess.run(
        ["render", "--all", "--format", format, "--out", directory.path] + variant.arguments)
      #expect(run.exitStatus == 0, "\(variant.name) \(format): \(run.standardError)")
      for step in 1...5 {
        let name = "step-\(step).\(fileExtension)"
        let bytes = try Data(contentsOf: directory.appendingPathComponent(name))
        goldenFiles.check(Array(bytes), "BuiltInTour/\(variant.name)/\(name)")
      }
    }
  }
}
