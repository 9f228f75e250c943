import Foundation
import Testing

/// Issue 34: `render` and `run` take `--pseudo NAME`, so a frame can be looked at in a pseudo-language, as
/// `check --pseudo` checks it: the tour's strings change, and `rtl` lays the screen out right to left.
@Suite struct RenderPseudoTests {
  /// The rendered scene's JSON object.
  static func scene(_ arguments: [String]) throws -> [String: Any] {
    let run = try DemoProcess.run(["render", "--format", "json"] + arguments)
    #expect(run.exitStatus == 0, "\(run.standardError)")
    return try #require(try JSONSerialization.jsonObject(with: Data(run.text.utf8)) as? [String: Any])
  }

  /// The labels of the scene's accessibility elements, by id.
  static func labels(_ scene: [String: Any]) -> [String: String] {
    var labels: [String: String] = [:]
    for element in scene["accessibilityElements"] as? [[String: Any]] ?? [] {
      if let id = element["id"] as? String { labels[id] = element["label"] as? String }
    }
    return labels
  }

  @Test func eachPseudoLanguageChangesTheStrings() throws {
    let plain = Self.labels(try Self.scene(["--step", "2"]))
    #expect(plain["coachMarkTitle"] == "Your photo")
    let cases: [(String, String)] = [
      ("double", "Your photo Your photo"), ("bounded", "[# Your photo #]"), ("rtl", "otohp ruoY"),
    ]
    for (name, title) in cases {
      let scene = try Self.scene(["--step", "2", "--pseudo", name])
      #expect(Self.labels(scene)["coachMarkTitle"] == title, "\(name)")
      #expect(scene["layoutDirection"] as? String == (name == "rtl" ? "rightToLeft" : "leftToRight"), "\(name)")
    }
    let accented = try #require(Self.labels(try Self.scene(["--step", "2", "--pseudo", "accented"]))["coachMarkTitle"])
    #expect(accented != "Your photo" && accented.count == "Your photo".count)
  }

  @Test func anUnknownNameGetsADidYouMean() throws {
    let run = try DemoProcess.run(["render", "--pseudo", "dubble"])
    #expect(run.exitStatus == 64)
    #expect(run.standardError.contains("--pseudo: expected double, accented, bounded or rtl, found 'dubble'"))
    #expect(run.standardError.contains("did you mean 'double'?"))
  }
}
