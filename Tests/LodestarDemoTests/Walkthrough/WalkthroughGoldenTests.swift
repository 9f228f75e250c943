import Foundation
import LodestarTestSupport
import Testing

@testable import lodestar_demo

/// Every page of Demo/Examples/walkthrough.json rendered by the built `lodestar-demo walkthrough --render
/// --all`, in text, SVG and JSON, at rest and half way to the next page, left to right and right to left,
/// against Golden/Walkthrough.
///
/// Regenerate with `swift build && LODESTAR_UPDATE_GOLDENS=1 swift test --filter Golden` (and look at the
/// SVGs as PNG first: `rsvg-convert page-1.svg -o page-1.png`).
@Suite struct WalkthroughGoldenTests {
  static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Demo/Examples/walkthrough.json")
    .path

  static let variants: [(name: String, arguments: [String])] = [
    ("ltr", []), ("rtl", ["--rtl"]), ("ltr-half", ["--offset", "0.5"]), ("rtl-half", ["--rtl", "--offset", "0.5"]),
  ]

  static func render(_ format: String, _ arguments: [String], file: String?) throws -> [String: [UInt8]] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("lodestar-walkthrough-golden-\(getpid())-\(format)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try DemoProcess.run(
      ["walkthrough"] + (file.map { [$0] } ?? []) + ["--render", "--all", "--format", format, "--out", directory.path]
        + arguments)
    #expect(run.exitStatus == 0, "\(format) \(arguments): \(run.standardError)")
    var files: [String: [UInt8]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      files[name] = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }
    return files
  }

  @Test(arguments: ["text", "svg", "json"])
  func everyPageMatchesItsGolden(format: String) throws {
    let fileExtension = ["text": "txt", "svg": "svg", "json": "json"][format] ?? format
    for variant in Self.variants {
      let files = try Self.render(format, variant.arguments, file: Self.example)
      #expect(files.keys.sorted() == (1...4).map { "page-\($0).\(fileExtension)" }, "\(variant.name) \(format)")
      for page in 1...4 {
        let name = "page-\(page).\(fileExtension)"
        goldenFiles.check(files[name] ?? [], "Walkthrough/\(variant.name)/\(name)")
      }
    }
  }

  /// The walkthrough the demo plays without a file is the example, byte for byte.
  @Test func theBuiltInWalkthroughIsTheExample() throws {
    let example = try String(contentsOfFile: Self.example, encoding: .utf8)
    #expect(BuiltInWalkthrough.json + "\n" == example)
    #expect(try Self.render("json", [], file: nil) == (try Self.render("json", [], file: Self.example)))
  }
}
