import Foundation
import Testing

/// Every number the demo reads from its arguments or a tour goes through the package's checked conversion:
/// the limits themselves work, the next value past them, the infinities and NaN are usage errors (64) or data
/// errors (65) that name the field, and nothing traps (a trap is exit status 132).
@Suite struct CommandLineNumberTests {
  /// Issue 38: one number grammar for every option, the JSON numbers of the files the demo reads. `--time 0x10`
  /// was read as hexadecimal (16) while `--sizes 0x10x0x10` was refused; `--sizes` took ` 390x844` and
  /// `+390x+844`, `--step` took `+2`. A number is decimal, with no sign but `-`, no space, no `inf` or `nan`.
  @Test(arguments: [
    (["render", "--time", "0x10"], 64, #"--time: expected a number between 0 and 86400, found "0x10""#),
    (["render", "--time", " 1"], 64, #"--time: expected a number between 0 and 86400, found " 1""#),
    (["render", "--time", "1 "], 64, #"--time: expected a number between 0 and 86400, found "1 ""#),
    (["render", "--time", "+1"], 64, #"--time: expected a number between 0 and 86400, found "+1""#),
    (["render", "--time", ".5"], 64, #"--time: expected a number between 0 and 86400, found ".5""#),
    (["render", "--time", "0.5"], 0, ""),
    (["render", "--time", "1e1"], 0, ""),
    (["render", "--size", "0x10x0x10"], 64, "--size must be WIDTHxHEIGHT in points"),
    (["render", "--size", "+390x844"], 64, #"--size width: expected a number between 1 and 10000, found "+390""#),
    (["render", "--step", "+2"], 64, #"--step: expected a number between 1 and 1000000000, found "+2""#),
    (["render", "--step", "0x2"], 64, #"--step: expected a number between 1 and 1000000000, found "0x2""#),
    (["render", "--step", "2.5"], 64, "--step: expected an integer, found 2.5"),
    (["render", "--step", "2.0"], 0, ""),
    (
      ["walkthrough", "--render", "--page", " 2"], 64,
      #"--page: expected a number between 1 and 1000000000, found " 2""#
    ),
    (
      ["walkthrough", "--render", "--offset", "0x1"], 64,
      #"--offset: expected a number between -100 and 100, found "0x1""#
    ),
    (["check", "--sizes", " 390x844"], 64, "--sizes must be all or WIDTHxHEIGHT"),
    (["check", "--sizes", "+390x+844"], 64, "--sizes must be all or WIDTHxHEIGHT"),
    (["check", "--sizes", "0x10x0x10"], 64, "--sizes must be all or WIDTHxHEIGHT"),
    (["check", "--sizes", "390x844, 844x390"], 64, "--sizes must be all or WIDTHxHEIGHT"),
    (["place", "--bench", "0x10"], 64, #"--bench: expected a number between 1 and 1000000000, found "0x10""#),
    (["place", "--bench", "+1"], 64, #"--bench: expected a number between 1 and 1000000000, found "+1""#),
  ])
  func everyOptionReadsNumbersWithOneGrammar(arguments: [String], status: Int32, message: String) throws {
    let run = try DemoProcess.run(arguments)
    #expect(run.exitStatus == status, "\(arguments): \(run.standardError)")
    if !message.isEmpty {
      #expect(run.standardError.contains(message), "\(arguments): \(run.standardError)")
    }
  }

  @Test(arguments: [
    (["render", "--time", "0"], 0, ""),
    (["render", "--time", "86400"], 0, ""),
    (
      ["render", "--time", "86400.00000000001"], 64,
      "--time: expected a number between 0 and 86400, found 86400.00000000001"
    ),
    (["render", "--time", "1e21"], 64, "--time: expected a number between 0 and 86400, found 1e21"),
    (["render", "--time", "-1"], 64, "--time: expected a number between 0 and 86400, found -1"),
    (["render", "--time", "inf"], 64, "--time: expected a number between 0 and 86400, found \"inf\""),
    (["render", "--time", "nan"], 64, "--time: expected a number between 0 and 86400, found \"nan\""),
    (["render", "--time", "soon"], 64, "--time: expected a number between 0 and 86400, found \"soon\""),
    // The smallest size is accepted; no target can be seen on it, so the step does not show (issue 33).
    (["render", "--size", "1x1"], 65, "step 1 does not show: its target (profile.name) is out of view"),
    (["render", "--size", "10000x10000"], 0, ""),
    (
      ["render", "--size", "10000.000000000002x10"], 64,
      "--size width: expected a number between 1 and 10000, found 10000.000000000002"
    ),
    (["render", "--size", "0x10"], 64, "--size width: expected a number between 1 and 10000, found 0"),
    (["render", "--size", "10xinf"], 64, "--size height: expected a number between 1 and 10000, found \"inf\""),
    (["render", "--size", "10xnan"], 64, "--size height: expected a number between 1 and 10000, found \"nan\""),
    (["render", "--size", "10"], 64, "--size must be WIDTHxHEIGHT in points"),
    (["walkthrough", "--render", "--offset", "-100"], 0, ""),
    (["walkthrough", "--render", "--offset", "100"], 0, ""),
    (
      ["walkthrough", "--render", "--offset", "100.00000000000001"], 64,
      "--offset: expected a number between -100 and 100, found 100.00000000000001"
    ),
    (
      ["walkthrough", "--render", "--offset", "-inf"], 64,
      "--offset: expected a number between -100 and 100, found \"-inf\""
    ),
    (
      ["walkthrough", "--render", "--size", "10000x10001"], 64,
      "--size height: expected a number between 1 and 10000, found 10001"
    ),
  ])
  func optionNumbersAreCheckedAtTheirLimits(arguments: [String], status: Int32, message: String) throws {
    let run = try DemoProcess.run(arguments)
    #expect(run.exitStatus == status, "\(arguments): \(run.standardError)")
    if !message.isEmpty {
      #expect(run.standardError.contains(message), "\(arguments): \(run.standardError)")
    }
  }

  /// A tour whose first step carries `members`, over the profile screen.
  static func tour(_ members: String) throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lodestar-numbers-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).json")
    let json = """
      {"version": 1, "id": "numbers", "steps": [
        {"id": "a", "targets": ["profile.avatar"], "title": "Alpha", "hint": "alpha", \(members)},
        {"id": "b", "targets": ["nav.edit"], "title": "Bravo", "hint": "bravo"}]}
      """
    try Data(json.utf8).write(to: file)
    return file
  }

  /// Durations of about 1.7e20 seconds and more used to trap (an overflow converting seconds to a
  /// `Duration`) in `render`, `run` and `--script`.
  @Test(arguments: [
    (
      #""targetWaitTimeout": 1.7e20"#, "steps[0].targetWaitTimeout: expected a number between 0 and 86400, found 1.7e20"
    ),
    (#""targetWaitTimeout": 1e40"#, "steps[0].targetWaitTimeout: expected a number between 0 and 86400, found 1e40"),
    (#""targetWaitTimeout": 1e400"#, "steps[0].targetWaitTimeout: expected a number between 0 and 86400, found 1e400"),
    (
      #""completers": [{"type": "afterDuration", "seconds": 1e40}]"#,
      "steps[0].completers[0].seconds: expected a number > 0 and <= 86400, found 1e40"
    ),
    (
      #""completers": [{"type": "afterDuration", "seconds": 86400.00000000001}]"#,
      "steps[0].completers[0].seconds: expected a number > 0 and <= 86400, found 86400.00000000001"
    ),
  ])
  func durationsPastOneDayAreDataErrors(members: String, message: String) throws {
    let file = try Self.tour(members)
    defer { try? FileManager.default.removeItem(at: file) }
    let screen = DemoTourDocumentTests.screen
    for arguments in [
      ["render", file.path, "--screen", screen], ["run", file.path, "--screen", screen],
      ["run", file.path, "--screen", screen, "--script", "next"],
    ] {
      let run = try DemoProcess.run(arguments)
      #expect(run.exitStatus == 65, "\(arguments): \(run.standardError)")
      #expect(run.standardError.contains(message), "\(arguments): \(run.standardError)")
    }
  }

  /// The longest durations are accepted: the document plays and renders at the latest time.
  @Test func theLongestDurationsPlay() throws {
    let screen = DemoTourDocumentTests.screen
    let longest = try Self.tour(
      #""targetWaitTimeout": 86400, "completers": [{"type": "afterDuration", "seconds": 86400}]"#)
    defer { try? FileManager.default.removeItem(at: longest) }
    for arguments in [
      ["render", longest.path, "--screen", screen, "--time", "86400"],
      ["run", longest.path, "--screen", screen, "--script", "next"],
    ] {
      let run = try DemoProcess.run(arguments)
      #expect(run.exitStatus == 0, "\(arguments): \(run.standardError)")
      #expect(run.text.contains("Alpha"), "\(arguments): \(run.text)")
    }
  }
}
