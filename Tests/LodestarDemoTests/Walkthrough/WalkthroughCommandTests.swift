import Foundation
import Testing

/// `lodestar-demo walkthrough` without a terminal: auto-play, rendering, and errors.
@Suite struct WalkthroughCommandTests {
  @Test func autoPlayPrintsEveryPageUnderItsPosition() throws {
    let run = try DemoProcess.run(["walkthrough"])
    #expect(run.exitStatus == 0, "\(run.standardError)")
    let headers = run.text.split(separator: "\n").filter { $0.hasPrefix("Page ") }
    #expect(
      headers == [
        "Page 1 of 4: Welcome", "Page 2 of 4: Coach marks", "Page 3 of 4: Parallax", "Page 4 of 4: Ready",
      ])
    // Every page is drawn at rest: its title, and the dots with the page's dot filled.
    #expect(run.text.contains("Welcome to Lodestar") && run.text.contains("You are ready"))
    #expect(run.text.contains("● ○ ○ ○") && run.text.contains("○ ○ ○ ●"))
  }

  @Test func renderDrawsAnyPageAtAnyOffset() throws {
    let rest = try DemoProcess.run(["walkthrough", "--render", "--page", "2", "--format", "json"])
    #expect(rest.exitStatus == 0, "\(rest.standardError)")
    #expect(rest.text.contains(#""scrollPosition": 1,"#) && rest.text.contains(#""currentPage": 1,"#))
    let scrolled = try DemoProcess.run([
      "walkthrough", "--render", "--page", "2", "--offset", "0.25", "--format", "json",
    ])
    #expect(scrolled.text.contains(#""scrollPosition": 1.25,"#))
    // Half way to page 3 the page control already shows page 3 (the nearest page).
    let half = try DemoProcess.run(["walkthrough", "--render", "--page", "2", "--offset", "0.5"])
    #expect(half.text.contains("○ ○ ● ○"))
    let svg = try DemoProcess.run(["walkthrough", "--render", "--page", "3", "--rtl", "--format", "svg"])
    #expect(svg.text.hasPrefix("<svg ") && svg.text.contains(#"aria-label="Page 3 of 4""#))
  }

  @Test(arguments: [
    (["walkthrough", "--page", "2"], 64, "--page needs --render"),
    (["walkthrough", "--render", "--page", "5"], 64, "--page must be between 1 and 4"),
    (
      ["walkthrough", "--render", "--offset", "nan"], 64,
      "--offset: expected a number between -100 and 100, found \"nan\""
    ),
    (["walkthrough", "--render", "--format", "png"], 64, "--format: expected text, ansi, svg or json, found 'png'"),
    (["walkthrough", "--render", "--all"], 64, "--all needs --out DIRECTORY"),
    (["walkthrough", "--frobnicate"], 64, "unknown option '--frobnicate'"),
    (["walkthrough", "--rtl=yes"], 64, "--rtl takes no value"),
    (["walkthrough", "--render", "--out="], 64, "the path is empty"),
    (["walkthrough", ""], 64, "the walkthrough's path is empty"),
    (["walkthrough", "help"], 64, "'help' is not a walkthrough file"),
    (["walkthrough", "a.json", "b.json"], 64, "unexpected argument 'b.json'"),
    (["walkthrough", "--format", "svg"], 64, "--format needs --render"),
    (["walkthrough", "/nonexistent/walkthrough.json"], 66, "no such file"),
    (["walkthrough", "/dev/null", "--render"], 65, "/dev/null: expected a value, found the end of the input"),
    (["walkthrough", "/dev/zero", "--render"], 65, "/dev/zero: more than the 16777216 bytes an input file may have"),
    (["walkthrough", "/"], 66, "lodestar-demo walkthrough: /: is a directory"),
  ])
  func badInvocationsExplainThemselves(arguments: [String], status: Int32, message: String) throws {
    let run = try DemoProcess.run(arguments)
    #expect(run.exitStatus == status, "\(arguments): \(run.standardError)")
    #expect(run.standardError.contains(message), "\(arguments): \(run.standardError)")
  }

  @Test func anInvalidFileNamesThePathAndTheLine() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("walkthrough-bad-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(
      #"{"version": 1, "id": "w", "pages": [{"id": "a", "title": "A", "animation": {"type": "Spin"}}]}"#.utf8
    ).write(to: file)
    let run = try DemoProcess.run(["walkthrough", file.path])
    #expect(run.exitStatus == 65)
    #expect(
      run.standardError
        == "lodestar-demo walkthrough: \(file.path): pages[0].animation.type: expected \"linear\", \"curve\", \"zoom\", \"inOut\", \"Linear\", \"Curve\", \"Zoom\" or \"InOut\", found \"Spin\" (line 1, column 85)\n"
    )
  }

  /// Issue 38: a spring whose parameters are in range but cannot run (infinite stiffness) rendered with exit
  /// 0 and failed only when played (65). Decoding refuses it, so every mode says the same.
  @Test func aSpringThatCannotRunIsRefusedByEveryMode() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("walkthrough-spring-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(
      (#"{"version": 1, "id": "w", "options": {"paging": {"type": "spring", "response": 5e-324, "#
        + #""dampingFraction": 5e-324}}, "pages": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}]}"#).utf8
    ).write(to: file)
    let message =
      "lodestar-demo walkthrough: \(file.path): options.paging: the motion cannot run: spring stiffness must be "
      + "positive and finite, got inf (line 1, column 49)\n"
    for arguments in [["walkthrough", file.path], ["walkthrough", file.path, "--render", "--format", "svg"]] {
      let run = try DemoProcess.run(arguments)
      #expect(run.exitStatus == 65, "\(arguments): \(run.standardError)")
      #expect(run.standardError == message, "\(arguments)")
      #expect(run.text.isEmpty, "\(arguments)")
    }
  }

  @Test func optionValuesCanFollowAnEqualsSign() throws {
    let joined = try DemoProcess.run([
      "walkthrough", "--render", "--page=3", "--offset=-0.25", "--format=json", "--rtl",
    ])
    let spaced = try DemoProcess.run(
      ["walkthrough", "--render", "--page", "3", "--offset", "-0.25", "--format", "json", "--rtl"])
    #expect(joined.exitStatus == 0, "\(joined.standardError)")
    #expect(joined.text == spaced.text && joined.text.contains(#""scrollPosition": 1.75"#))
    // `--` ends the options: a file named like an option is an operand.
    let dashed = try DemoProcess.run(["walkthrough", "--", "--render"])
    #expect(
      dashed.exitStatus == 66 && dashed.standardError.contains("--render: no such file"), "\(dashed.standardError)")
  }

  @Test func helpDocumentsTheRenderShape() throws {
    let run = try DemoProcess.run(["walkthrough", "--help"])
    #expect(run.exitStatus == 0)
    #expect(run.text.contains("--offset F") && run.text.contains("lodestar-demo walkthrough --render --page 2"))
    let overview = try DemoProcess.run(["--help"])
    #expect(overview.text.contains("  walkthrough play a paged walkthrough with parallax"))
  }
}
