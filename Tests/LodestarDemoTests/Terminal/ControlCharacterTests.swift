import Foundation
import LodestarTestSupport
import Testing

/// Text from a file never reaches the terminal with its control characters: a title that would clear the
/// screen, set the window title (OSC 0), write the clipboard (OSC 52) or start a one-byte CSI (U+009B) is
/// shown with U+FFFD in its place, in headers, frames, SVG and error messages.
@Suite struct ControlCharacterTests {
  /// A title with ESC sequences, BEL, DEL and the C1 CSI, as JSON escapes.
  static let hostileTitleJSON = #"A\u001b[2J\u009bX\u001b]0;title\u0007\u007f\u001b]52;c;ZXZpbA==\u001b\\"#
  /// The same title as the demo prints it.
  static let shownTitle = "A\u{FFFD}[2J\u{FFFD}X\u{FFFD}]0;title\u{FFFD}\u{FFFD}\u{FFFD}]52;c;ZXZpbA==\u{FFFD}\\"

  static func hostileTour(in directory: URL) throws -> URL {
    let tour = directory.appendingPathComponent("hostile.json")
    let json = """
      {"version": 1, "id": "hostile", "steps": [
        {"id": "a", "targets": ["profile.avatar"], "title": "\(hostileTitleJSON)", "hint": "\(hostileTitleJSON)",
         "nextText": "\(hostileTitleJSON)"},
        {"id": "b", "targets": ["profile.name"], "title": "\(hostileTitleJSON)", "hint": "h"}]}
      """
    try Data(json.utf8).write(to: tour)
    return tour
  }

  /// Whether `text` holds a control character other than a line feed, or (when `allowingColour`) an ESC that
  /// starts anything but a CSI colour or reset sequence (`ESC[…m`).
  static func hasUnsafeControl(_ text: String, allowingColour: Bool = false) -> Bool {
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() where scalar != "\n" {
      let value = scalar.value
      guard value < 0x20 || (0x7F..<0xA0).contains(value) else { continue }
      guard allowingColour, value == 0x1B, index + 1 < scalars.count, scalars[index + 1] == "[" else { return true }
      var end = index + 2
      while end < scalars.count, "0123456789;".unicodeScalars.contains(scalars[end]) { end += 1 }
      if end >= scalars.count || scalars[end] != "m" { return true }
    }
    return false
  }

  @Test(arguments: [
    [String](), ["--script", "next"], ["--script", "next", "--color", "always"], ["render:text"], ["render:ansi"],
    ["render:svg"], ["render:json"],
  ])
  func titlesAndTextReachNoTerminalWithTheirControlCharacters(mode: [String]) throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-control")
    defer { try? FileManager.default.removeItem(at: directory) }
    let tour = try Self.hostileTour(in: directory).path
    let arguments: [String]
    if let first = mode.first, first.hasPrefix("render:") {
      arguments = ["render", tour, "--format", String(first.dropFirst("render:".count))]
    } else {
      arguments = ["run", tour] + mode
    }
    let run = try DemoProcess.run(arguments)
    #expect(run.exitStatus == 0, "\(arguments): \(run.standardError)")
    let colour = mode.contains("always") || mode == ["render:ansi"]
    #expect(!Self.hasUnsafeControl(run.text, allowingColour: colour), "\(arguments): \(run.text.debugDescription)")
    if mode.first?.hasPrefix("render:") != true {
      #expect(run.text.contains("Step 1 of 2: \(Self.shownTitle)\n"), "\(arguments): \(run.text.debugDescription)")
    }
  }

  /// A path or an argument with escape sequences comes back in the error with U+FFFD in their place.
  @Test(arguments: [
    (["run", "\u{1B}]0;pwned\u{07}.json"], "lodestar-demo: \u{FFFD}]0;pwned\u{FFFD}.json: no such file\n"),
    (["render", "--\u{9B}2J"], "lodestar-demo render: unknown option '--\u{FFFD}2J'\n"),
    (["\u{1B}[2Jx"], "lodestar-demo: unknown subcommand '\u{FFFD}[2Jx'\n"),
  ])
  func errorMessagesShowControlCharactersReplaced(arguments: [String], start: String) throws {
    let run = try DemoProcess.run(arguments)
    #expect(run.standardError.hasPrefix(start), "\(run.standardError.debugDescription)")
    #expect(!Self.hasUnsafeControl(run.standardError), "\(run.standardError.debugDescription)")
  }

  /// A tour's decoding error quotes the input (bounded) without its control characters.
  @Test func decodingErrorsQuoteInputWithoutControlCharacters() throws {
    let directory = try makeTemporaryDirectory(prefix: "lodestar-demo-control")
    defer { try? FileManager.default.removeItem(at: directory) }
    let tour = directory.appendingPathComponent("bad.json")
    try Data(#"{"version": 1, "id": "x", "steps": [{"id": "a", "\#(Self.hostileTitleJSON)": 1}]}"#.utf8).write(to: tour)
    let run = try DemoProcess.run(["run", tour.path])
    #expect(run.exitStatus == 65, "\(run.standardError)")
    #expect(!Self.hasUnsafeControl(run.standardError), "\(run.standardError.debugDescription)")
  }
}
