import Foundation
import LodestarTestSupport
import Testing

/// A golden mismatch explains itself (issue 30, item 6): the first differing line, the whole output saved
/// under `.build/golden-failures`, and the command that shows the whole difference.
@Suite struct GoldenFilesTests {
  @Test func aMismatchSavesTheOutputAndSaysHowToDiffIt() throws {
    let name = "Sample/sample.txt"
    let golden = try Data(contentsOf: goldenFiles.directory.appendingPathComponent(name))
    var bytes = Array(golden)
    bytes[0] = bytes[0] == 0x41 ? 0x42 : 0x41
    let message = try #require(goldenFiles.mismatch(bytes, name))
    let saved = goldenFiles.failureDirectory.appendingPathComponent(name)
    #expect(message.hasPrefix("\(name) differs at line 1:"))
    #expect(
      message.contains(
        "diff -u Tests/LodestarRenderingTests/Golden/\(name) .build/golden-failures/LodestarRenderingTests/\(name)"))
    #expect(message.contains("LODESTAR_UPDATE_GOLDENS=\(name) swift test --filter Golden"))
    #expect(try Data(contentsOf: saved) == Data(bytes))
    // The same output matching again removes what the failure saved.
    #expect(goldenFiles.mismatch(Array(golden), name) == nil)
    #expect(!FileManager.default.fileExists(atPath: saved.path))
  }

  @Test func aMissingGoldenSavesTheOutputToo() throws {
    let name = "Missing/never-\(UUID().uuidString).txt"
    let message = try #require(goldenFiles.mismatch(Array("new\n".utf8), name))
    #expect(message.hasPrefix("missing golden file \(name) (the output is in .build/golden-failures/"))
    let saved = goldenFiles.failureDirectory.appendingPathComponent(name)
    #expect(try Data(contentsOf: saved) == Data("new\n".utf8))
    try FileManager.default.removeItem(at: saved.deletingLastPathComponent())
  }
}
