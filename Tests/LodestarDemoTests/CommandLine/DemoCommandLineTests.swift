import Foundation
import Testing

/// The built `lodestar-demo` without a terminal: auto-play, scripts, exit codes and messages.
@Suite struct DemoCommandLineTests {
  @Test func autoPlaysTheBuiltInTourWithoutATerminal() throws {
    let run = try DemoProcess.run([])
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    let headers = run.text.split(separator: "\n").filter { $0.hasPrefix("Step ") }
    #expect(
      headers == [
        "Step 1 of 5: Your name", "Step 2 of 5: Your photo", "Step 3 of 5: Your numbers", "Step 4 of 5: Go back",
        "Step 5 of 5: Edit your profile",
      ])
    #expect(run.text.contains("This is how people see you."))
    #expect(run.text.contains("[ Skip ]"))
    #expect(run.text.contains("5 of 5"))
    #expect(!run.text.contains("\u{1B}"), "plain text has no escape sequences")
  }

  @Test func scriptIsDeterministic() throws {
    let script = ["--script", "next,next,rotate,previous,skip"]
    let first = try DemoProcess.run(script)
    let second = try DemoProcess.run(script)
    #expect(first.exitStatus == 0, "stderr: \(first.standardError)")
    #expect(first.standardOutput == second.standardOutput)
    let headers = first.text.split(separator: "\n").filter { $0.hasPrefix("Step ") || $0.hasPrefix("#") }
    #expect(
      headers == [
        "# start", "Step 1 of 5: Your name", "# next", "Step 2 of 5: Your photo", "# next",
        "Step 3 of 5: Your numbers", "# rotate", "Step 3 of 5: Your numbers", "# previous", "Step 2 of 5: Your photo",
        "# skip",
      ])
    #expect(first.text.hasSuffix("Tour ended.\n"))
  }

  @Test func malformedTourExitsWith65AndTheDecodersMessage() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("lodestar-bad-\(getpid()).json")
    try Data("{\n  \"version\": 1,\n  \"id\": \"x\",\n  \"steps\": [\n    {\"id\": 3}\n  ]\n}\n".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try DemoProcess.run(["run", file.path])
    #expect(run.exitStatus == 65)
    #expect(run.standardError.hasPrefix("lodestar-demo: \(file.path): "), "stderr: \(run.standardError)")
    #expect(run.standardError.contains("line 5"), "stderr: \(run.standardError)")
    #expect(!run.standardError.contains("Fatal error"))
  }

  @Test(arguments: [
    (["run", "/nonexistent/tour.json"], Int32(66), "no such file"),
    (["render", "--format", "png"], Int32(64), "Usage: lodestar-demo render"),
    (["run", "--bogus"], Int32(64), "Usage: lodestar-demo run"),
    (["render", "--step", "9"], Int32(64), "--step must be between 1 and 5"),
    (["--script", "next,jump"], Int32(64), "unknown script command 'jump'"),
  ])
  func exitCodes(arguments: [String], status: Int32, message: String) throws {
    let run = try DemoProcess.run(arguments)
    #expect(run.exitStatus == status, "\(arguments): \(run.standardError)")
    #expect(run.standardError.contains(message), "\(arguments): \(run.standardError)")
  }

  @Test func runPlaysATourDocumentOverAScreenFile() throws {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Demo/Examples")
    let run = try DemoProcess.run([
      "run", examples.appendingPathComponent("profile-tour.json").path, "--screen",
      examples.appendingPathComponent("profile-screen.json").path,
    ])
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    #expect(run.text.hasPrefix("Step 1 of 5: Your profile\n"))
  }

  @Test func helpPerSubcommand() throws {
    for command in ["run", "render"] {
      let run = try DemoProcess.run([command, "--help"])
      #expect(run.exitStatus == 0)
      #expect(run.text.hasPrefix("Usage: lodestar-demo \(command)"))
    }
  }
}

extension DemoCommandLineTests {
  @Test func renderAllAnimatedWritesTheWholeTourAsOneSVG() throws {
    let run = try DemoProcess.run(["render", "--format", "svg", "--all", "--animated"])
    #expect(run.exitStatus == 0, "stderr: \(run.standardError)")
    #expect(run.text.hasPrefix("<svg "))
    for step in 1...5 { #expect(run.text.contains("<g id=\"step-\(step)\"")) }
    #expect(run.text.contains(#"<animate attributeName="d" "#))
    #expect(run.text.contains(#"dur="15s""#))
    let usage = try DemoProcess.run(["render", "--format", "svg", "--animated"])
    #expect(usage.exitStatus == 64)
    #expect(usage.standardError.contains("--animated needs --format svg and --all"))
  }
}
