import Foundation
import Lodestar

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `lodestar-demo store show|reset [--path P]`: prints or clears the eligibility state as JSON.
///
/// Two hidden subcommands drive the store's crash-safety and cross-process tests:
/// - `store stress --path P [--count N]` writes N changes (unbounded by default), each setting
///   `stress.counter` to the next integer k, `stress.payload` to ``stressPayload(_:)`` and donating the event
///   `stress` dated k seconds after 2001-01-01; after each durable write it prints `k` on its own line.
/// - `store increment --path P --id X --times N` records N displays of item X, one locked change each, and
///   prints the final display count.
enum StoreCommand: Subcommand {
  static let name = "store"
  static let summary = "print or clear the eligibility state (show|reset [--path P])"
  static let help = """
    Usage: lodestar-demo store show [--path P]
           lodestar-demo store reset [--path P]

    show   prints the eligibility state (displays, invalidations, events, parameters) as JSON.
    reset  clears it and prints the empty state.

    --path P  the state file (default: $XDG_DATA_HOME/lodestar-demo/lodestar/eligibility.json, or
              ~/.local/share/lodestar-demo/lodestar/eligibility.json; the application support directory on
              Apple platforms).
    """

  /// The application name of the demo's default store location.
  static let applicationName = "lodestar-demo"

  static func run(arguments: [String]) -> Int32 {
    guard let action = arguments.first else {
      printError("lodestar-demo store: missing action\nUsage: lodestar-demo store show|reset [--path P]")
      return ExitStatus.usage
    }
    let options: [String: String]
    switch parseOptions(Array(arguments.dropFirst())) {
    case .success(let parsed): options = parsed
    case .failure(let message):
      printError("lodestar-demo store: \(message)\nUsage: lodestar-demo store show|reset [--path P]")
      return ExitStatus.usage
    }
    let file: EligibilityStateFile
    do {
      file = try stateFile(path: options["--path"])
    } catch {
      printError("lodestar-demo store: \(error)")
      return ExitStatus.failure
    }
    switch action {
    case "show": return show(file, options: options, reset: false)
    case "reset": return show(file, options: options, reset: true)
    case "stress": return stress(file, options: options)
    case "increment": return increment(file, options: options)
    default:
      printError("lodestar-demo store: unknown action '\(action)'\nUsage: lodestar-demo store show|reset [--path P]")
      return ExitStatus.usage
    }
  }

  /// The payload the stress writer stores with counter `k`: its length varies with `k`, so a torn or mixed
  /// file cannot pass for a state the writer produced.
  static func stressPayload(_ counter: Int) -> String {
    String(repeating: "lodestar-\(counter % 10)", count: 100 + counter % 200)
  }

  private enum ParsedOptions {
    case success([String: String])
    case failure(String)
  }

  private static func parseOptions(_ arguments: [String]) -> ParsedOptions {
    let known: Set<String> = ["--path", "--count", "--id", "--times"]
    var options: [String: String] = [:]
    var index = 0
    while index < arguments.count {
      let name = arguments[index]
      guard known.contains(name) else { return .failure("unexpected argument '\(name)'") }
      guard index + 1 < arguments.count else { return .failure("\(name) needs a value") }
      options[name] = arguments[index + 1]
      index += 2
    }
    return .success(options)
  }

  private static func stateFile(path: String?) throws -> EligibilityStateFile {
    let diagnostics: @Sendable (EligibilityStoreDiagnostic) -> Void = { printError("lodestar-demo store: \($0)") }
    if let path {
      return EligibilityStateFile(url: URL(fileURLWithPath: path), diagnostics: diagnostics)
    }
    return EligibilityStateFile(
      url: try EligibilityStateFile.defaultURL(applicationName: applicationName), diagnostics: diagnostics)
  }

  private static func show(_ file: EligibilityStateFile, options: [String: String], reset: Bool) -> Int32 {
    do {
      let state = reset ? try file.reset() : try file.read()
      print(String(decoding: try state.jsonData(prettyPrinted: true), as: UTF8.self))
      return ExitStatus.success
    } catch {
      printError("lodestar-demo store: \(error)")
      return ExitStatus.ioError
    }
  }

  private static func stress(_ file: EligibilityStateFile, options: [String: String]) -> Int32 {
    let count = options["--count"].flatMap { Int($0) } ?? Int.max
    let counter = EligibilityParameter("stress.counter", defaultValue: 0)
    let event = EligibilityEvent("stress")
    for _ in 0..<count {
      do {
        let state = try file.update { state in
          let next = counter.value(in: state) + 1
          state.setValue(.integer(next), forKey: counter.key)
          state.setValue(.string(stressPayload(next)), forKey: "stress.payload")
          state.donate(event, at: Date(timeIntervalSinceReferenceDate: Double(next)))
        }
        writeLine("\(counter.value(in: state))")
      } catch {
        printError("lodestar-demo store stress: \(error)")
        return ExitStatus.ioError
      }
    }
    return ExitStatus.success
  }

  private static func increment(_ file: EligibilityStateFile, options: [String: String]) -> Int32 {
    guard let id = options["--id"], let times = options["--times"].flatMap({ Int($0) }), times >= 0 else {
      printError("lodestar-demo store increment: needs --id X --times N")
      return ExitStatus.usage
    }
    var last = EligibilityState()
    for _ in 0..<times {
      do {
        last = try file.update { $0.recordDisplay(of: EligibilityID(id), at: Date(), options: EligibilityOptions()) }
      } catch {
        printError("lodestar-demo store increment: \(error)")
        return ExitStatus.ioError
      }
    }
    writeLine("\(last.record(of: EligibilityID(id)).displayCount)")
    return ExitStatus.success
  }

  /// Writes a line to standard output in one unbuffered `write`, so a reader sees whole lines even when
  /// the process is killed right after.
  private static func writeLine(_ text: String) {
    let bytes = Array((text + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
  }
}
