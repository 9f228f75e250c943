import Foundation
import Testing

/// Issue 34: a script scrolls a hint too long for the screen (`down`, `up`, `page-down`, `page-up`), as the keys
/// do, and each frame shows which way more text is: ▼ below, ▲ above, both side by side when one line shows.
@Suite struct HintScrollingScriptTests {
  /// The frames of a `--script` run, by the command each follows.
  static func frames(_ script: String, size: String = "320x300") throws -> [(command: String, text: String)] {
    let run = try DemoProcess.run([
      "run", "--size", size, "--text-size", "accessibility5", "--script", script, "--color", "never",
    ])
    #expect(run.exitStatus == 0, "\(run.standardError)")
    return run.text.components(separatedBy: "# ").dropFirst().map { frame in
      let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
      return (String(lines.first ?? ""), lines.dropFirst().joined(separator: "\n"))
    }
  }

  /// At 320×300 points the coach mark sits below its target, its arrow (one ▲) pointing up at it in every frame;
  /// the hint's triangles are the rest: ▼ while more text is below, a second ▲ while more is above.
  @Test func keysInAScriptScrollTheHint() throws {
    let frames = try Self.frames("down;up;up;page-down")
    #expect(frames.map(\.command) == ["start", "down", "up", "up", "page-down"])
    func count(_ triangle: Character, _ index: Int) -> Int { frames[index].text.filter { $0 == triangle }.count }
    #expect(count("▲", 0) == 1, "the arrow alone points up at the start:\n\(frames[0].text)")
    func shows(_ index: Int, up: Bool, down: Bool) {
      #expect(
        (count("▲", index) == 2) == up && (count("▼", index) == 1) == down,
        "\(frames[index].command):\n\(frames[index].text)")
    }
    shows(0, up: false, down: true)
    shows(1, up: true, down: true)
    shows(2, up: false, down: true)
    // Up at the top changes nothing; Page Down moves on by a page (one line, when one shows).
    #expect(frames[3].text == frames[2].text)
    shows(4, up: true, down: true)
    #expect(frames[4].text == frames[1].text)
  }

  @Test func aHintThatFitsDoesNotScroll() throws {
    let frames = try Self.frames("down", size: "390x844")
    // (The ▲ there is the coach mark's arrow, pointing up at its target.)
    #expect(frames.count == 2)
    #expect(frames[0].text == frames[1].text)
    #expect(!frames[0].text.contains("▲▼") && !frames[0].text.contains("▼"), "\(frames[0].text)")
  }
}
