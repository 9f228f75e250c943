import Testing

/// The built `lodestar-demo` suggests the name meant when a subcommand, an option or a store action is
/// misspelt, and still exits 64 with the usage line (`BenchCommandTests` covers `lodestar-bench`'s suites).
@Suite struct DidYouMeanTests {
  @Test(arguments: [
    (["rendr"], "lodestar-demo: unknown subcommand 'rendr' (did you mean 'render'?)"),
    (["walkthroug"], "lodestar-demo: unknown subcommand 'walkthroug' (did you mean 'walkthrough'?)"),
    (["hlep"], "lodestar-demo: unknown subcommand 'hlep' (did you mean 'help'?)"),
    (["help", "chek"], "lodestar-demo help: unknown subcommand 'chek' (did you mean 'check'?)"),
    (["render", "--formt", "json"], "lodestar-demo render: unknown option '--formt' (did you mean '--format'?)"),
    (["--scrpt", "next"], "lodestar-demo: unknown option '--scrpt' (did you mean '--script'?)"),
    (["check", "--size", "390x844"], "lodestar-demo check: unknown option '--size' (did you mean '--sizes'?)"),
    (["walkthrough", "--pgae=2"], "lodestar-demo walkthrough: unknown option '--pgae=2' (did you mean '--page'?)"),
    (["store", "shwo"], "lodestar-demo store: unknown action 'shwo' (did you mean 'show'?)"),
    (["store", "show", "--count", "1"], "lodestar-demo store: unknown option '--count'"),
    (["--verison"], "lodestar-demo: unknown option '--verison' (did you mean '--version'?)"),
    (["--hlep"], "lodestar-demo: unknown option '--hlep' (did you mean '--help'?)"),
    (["zzzzzz"], "lodestar-demo: unknown subcommand 'zzzzzz'"),
    (["terminal-selftes"], "lodestar-demo: unknown subcommand 'terminal-selftes'"),
  ])
  func aMisspeltNameGetsASuggestion(arguments: [String], message: String) throws {
    let run = try DemoProcess.run(arguments)
    #expect(run.exitStatus == 64, "\(arguments): \(run.standardError)")
    #expect(run.standardError.hasPrefix(message + "\nUsage: lodestar-demo"), "\(arguments): \(run.standardError)")
    #expect(run.standardOutput.isEmpty, "\(arguments)")
  }

  @Test(arguments: [
    (["render", "--format", "png"], "lodestar-demo render: --format: expected text, ansi, svg or json, found 'png'"),
    (
      ["render", "--color", "sometimes"],
      "lodestar-demo render: --color: expected always, never or auto, found 'sometimes'"
    ),
    (["check", "--direction", "up"], "lodestar-demo check: --direction: expected ltr, rtl or both, found 'up'"),
    (
      ["render", "--text-size", "accessibilty3"],
      "lodestar-demo render: --text-size: expected xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, "
        + "accessibility1, accessibility2, accessibility3, accessibility4 or accessibility5, found 'accessibilty3' "
        + "(did you mean 'accessibility3'?)"
    ),
    (
      ["check", "--direction", "rlt"],
      "lodestar-demo check: --direction: expected ltr, rtl or both, found 'rlt' (did you mean 'rtl'?)"
    ),
    (["--script", "next", "--format", "xml"], "lodestar-demo: --format: expected text or json, found 'xml'"),
    (
      ["check", "--sizes", "390"],
      "lodestar-demo check: --sizes must be all or WIDTHxHEIGHT,... in points from 1 to 10000, such as "
        + "390x844,844x390; found '390'"
    ),
    (
      ["render", "--size", "10"],
      "lodestar-demo render: --size must be WIDTHxHEIGHT in points, such as 844x390; found '10'"
    ),
    (["render", "--format"], "lodestar-demo render: --format needs a value"),
    (["walkthrough", "--render", "--page"], "lodestar-demo walkthrough: --page needs a value"),
  ])
  func aBadOrMissingValueNamesTheOption(arguments: [String], message: String) throws {
    let run = try DemoProcess.run(arguments)
    #expect(run.exitStatus == 64, "\(arguments): \(run.standardError)")
    #expect(run.standardError.hasPrefix(message + "\nUsage: lodestar-demo"), "\(arguments): \(run.standardError)")
  }

  @Test func aRepeatedOptionsLastValueWins() throws {
    let repeated = try DemoProcess.run(["render", "--format", "svg", "--step=3", "--format=json", "--step", "2"])
    let once = try DemoProcess.run(["render", "--format", "json", "--step", "2"])
    #expect(repeated.exitStatus == 0, "\(repeated.standardError)")
    #expect(repeated.text == once.text)
  }
}
