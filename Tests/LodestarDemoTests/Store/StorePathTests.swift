import Foundation
import Testing

/// `lodestar-demo store path` says where interactive runs keep their show-once state (issue 30, item 8), and
/// creates nothing.
@Suite struct StorePathTests {
  @Test func theDefaultPathIsUnderTheDataHome() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("lodestar-home-\(UUID().uuidString)")
    let run = try DemoProcess.run(["store", "path"], environment: ["HOME": home.path, "XDG_DATA_HOME": ""])
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    #expect(run.text == home.path + "/.local/share/lodestar-demo/lodestar/eligibility.json\n")
    #expect(!FileManager.default.fileExists(atPath: home.path))
    let xdg = try DemoProcess.run(["store", "path"], environment: ["HOME": home.path, "XDG_DATA_HOME": "/srv/data"])
    #expect(xdg.text == "/srv/data/lodestar-demo/lodestar/eligibility.json\n")
  }

  @Test func anExplicitPathIsPrintedAsGiven() throws {
    let run = try DemoProcess.run(["store", "path", "--path", "/tmp/lodestar-state.json"])
    #expect(run.exitStatus == 0 && run.text == "/tmp/lodestar-state.json\n")
    #expect(try DemoProcess.run(["store", "path", "extra"]).exitStatus == 64)
  }
}
