import LodestarDemoSupport

/// Dispatches `lodestar-test-aid`'s command line to an aid.
enum TestAid {
  /// The tool's name, which starts its messages.
  static let name = "lodestar-test-aid"

  /// The usage line.
  static let usage = """
    Usage: lodestar-test-aid terminal-selftest
           lodestar-test-aid store stress --path P [--count N]
           lodestar-test-aid store increment --path P --id X --times N
           lodestar-test-aid store tour --path P --steps N [--kill-before-write K]
    """

  /// Runs the command line `arguments` (without the program's name) and returns the exit status.
  static func run(arguments: [String]) -> Int32 {
    switch arguments.first {
    case "terminal-selftest" where arguments.count == 1:
      return TerminalSelfTest.run()
    case "store" where arguments.count > 1 && arguments[1] == "tour":
      TourResumeAid.run(Array(arguments.dropFirst(2)))
    case "store" where arguments.count > 1:
      guard let options = StoreAid.Options(Array(arguments.dropFirst(2))) else {
        printError("\(name) store: needs --path P, and numbers for --count and --times\n\(usage)")
        return ExitStatus.usage
      }
      switch arguments[1] {
      case "stress": return StoreAid.stress(options)
      case "increment": return StoreAid.increment(options)
      default: break
      }
    default: break
    }
    printError("\(name): unknown aid '\(arguments.joined(separator: " ").prefix(80))'\n\(usage)")
    return ExitStatus.usage
  }
}
