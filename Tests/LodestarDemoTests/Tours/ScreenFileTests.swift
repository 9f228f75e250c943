import Foundation
import LodestarTestSupport
import Testing

/// Issue 38: `render`, `run` and `check` refuse the same screens, in the same words: the file, the JSON
/// path, the line and the column. Before, `render` drew a 0x0 screen (exit 0) that `check` refused, said
/// "$.roots: no root" with no line or column in a path style no other message used, and drew a target whose
/// transforms overflow at the origin (exit 0) while `check` reported a non-finite number.
@Suite struct ScreenFileTests {
  /// 60 elements, each scaled by 10^6 about its centre, nested: every number is within the limits, but the
  /// innermost frames are not finite.
  static func overflowingScreen() -> String {
    func element(_ depth: Int) -> String {
      let transform = depth > 0 ? #", "transform": {"a": 1000000, "d": 1000000}"# : ""
      let children = depth < 60 ? #", "children": [\#(element(depth + 1))]"# : ""
      let size = depth == 0 ? 390 : 10
      return
        #"{"id": "e\#(depth)", "frame": {"x": 0, "y": 0, "width": \#(size), "height": \#(size)}\#(transform)\#(children)}"#
    }
    return "{\"format\": 1,\n\"roots\": [\(element(0))]}"
  }

  static let cases: [(name: String, screen: String, message: String)] = [
    ("no roots", #"{"format": 1}"#, "roots: expected at least one root element, found none (line 1, column 1)"),
    (
      "an empty list of roots", "{\"format\": 1,\n  \"roots\": []}",
      "roots: expected at least one root element, found none (line 2, column 12)"
    ),
    (
      "a 0x0 screen",
      "{\"format\": 1, \"roots\": [\n  {\"id\": \"s\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 0, \"height\": 0}}]}",
      "roots[0].frame: expected a size from 1x1 to 10000x10000 points, found 0x0 (line 2, column 24)"
    ),
    (
      "a screen of 20000 points",
      #"{"format": 1, "roots": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 20000, "height": 10}}]}"#,
      "roots[0].frame: expected a size from 1x1 to 10000x10000 points, found 20000x10 (line 1, column 46)"
    ),
    (
      "transforms that overflow", overflowingScreen(),
      "roots[0]" + String(repeating: ".children[0]", count: 52)
        + ": the element's frame in its root is not finite: the transforms of the element and its ancestors overflow"
        + " (line 2, column "
    ),
  ]

  @Test(arguments: cases)
  func everyCommandRefusesTheScreenAsBadDataWithItsPath(name: String, screen: String, message: String) throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-screen")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("screen.json")
    try Data(screen.utf8).write(to: file)
    for (command, prefix) in [
      (["render"], "lodestar-demo"), (["render", "--format", "svg"], "lodestar-demo"),
      (["run", "--script", "next"], "lodestar-demo"), (["check"], "lodestar-demo check"),
    ] {
      let run = try DemoProcess.run(command + ["--screen", file.path])
      #expect(run.exitStatus == 65, "\(name) \(command): \(run.standardError)")
      #expect(
        run.standardError.hasPrefix("\(prefix): \(file.path): \(message)"), "\(name) \(command): \(run.standardError)")
      #expect(run.text.isEmpty, "\(name) \(command)")
    }
  }
}
