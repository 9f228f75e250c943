import Foundation
import Lodestar
import LodestarDemoSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `lodestar-demo store show|reset|path [--path P]`: prints or clears the eligibility state as JSON, or prints
/// where it is.
///
/// Two hidden actions drive the store's crash-safety and cross-process tests (documented in CONTRIBUTING; `--help`
/// does not list them):
/// - `store stress --path P [--count N]` writes N changes (unbounded by default), each setting
///   `stress.counter` to the next integer k, `stress.payload` to ``stressPayload(_:)`` and donating the event
///   `stress` dated k seconds after 2001-01-01; after each durable write it prints `k` on its own line.
/// - `store increment --path P --id X --times N` records N displays of item X, one locked change each, and
///   prints the final display count.
enum StoreCommand: Subcommand {
  static let name = "store"
  static let summary = "print or clear the eligibility state, or say where it is (show|reset|path [--path P])"
  static let operandSynopsis = "show|reset|path"

  static let abstract = """
    show   prints the eligibility state (displays, invalidations, events, parameters) as JSON. It never
           changes a file: a file that is not a state file, or does not decode, is reported (exit 65).
    reset  clears it and prints the empty state. It refuses whatever show refuses (exit 65) and leaves the
           file's bytes as they are: a file that is not a state file (a package.json, a tour), a state
           file that does not decode, one of a newer schema version. When there is no file (or its folders
           do not exist) the state is empty already: nothing is written and nothing is created. Otherwise
           the empty state replaces the file, and P.lock, the lock every change takes, stays beside it.
    path   prints the state file's path (whether or not it exists): where interactive runs keep which
           tours you finished.
    """

  static let discussion = """
    Exit status: 0 success, 64 usage, 65 not a state file (left alone), 74 I/O error.
    """

  /// The application name of the demo's default store location.
  static let applicationName = "lodestar-demo"

  /// `--path P`.
  static let path = CommandOption.path(
    "--path", "P",
    help: "the state file (default: $XDG_DATA_HOME/lodestar-demo/lodestar/eligibility.json, or "
      + "~/.local/share/lodestar-demo/lodestar/eligibility.json; the application support directory on Apple "
      + "platforms)")
  /// `--count N` of the hidden `stress` action.
  static let count = CommandOption.value("--count", "N", hidden: true)
  /// `--id X` of the hidden `increment` action.
  static let id = CommandOption.value("--id", "X", hidden: true)
  /// `--times N` of the hidden `increment` action.
  static let times = CommandOption.value("--times", "N", hidden: true)

  static let optionSections = [OptionSection([path, count, id, times])]

  /// The actions `--help` lists.
  static let visibleActions = ["show", "reset", "path"]

  /// The options of each action (the hidden ones included).
  static let actionOptions: [String: [CommandOption]] = [
    "show": [path],
    "reset": [path],
    "path": [path],
    "stress": [path, count],
    "increment": [path, id, times],
  ]

  static func run(arguments: [String]) -> Int32 {
    let command = commandName
    let parsed: ParsedArguments
    let action: String
    do throws(DemoFailure) {
      guard let first = arguments.first else { throw .usage("\(command): missing action", usageLine: usageLine) }
      guard let options = actionOptions[first] else {
        let hint = CommandLineSuggestion.hint(for: first, in: visibleActions)
        throw .usage("\(command): unknown action '\(first.prefix(80))'\(hint)", usageLine: usageLine)
      }
      action = first
      parsed = try OptionParser.parse(
        Array(arguments.dropFirst()), options: options, command: command, usageLine: usageLine)
      if let operand = parsed.operands.first {
        throw .usage("\(command): unexpected argument '\(operand.prefix(80))'", usageLine: usageLine)
      }
      // The test aids never write to the default store, where a real run's state lives.
      if ["stress", "increment"].contains(action), parsed.value(path) == nil {
        throw .usage("\(command) \(action): needs --path P", usageLine: usageLine)
      }
    } catch {
      printError(error.message)
      return error.status
    }
    let file: EligibilityStateFile
    do {
      file = try stateFile(path: parsed.value(path))
    } catch {
      printError("lodestar-demo store: \(error)")
      return ExitStatus.failure
    }
    switch action {
    case "stress": return stress(file, options: parsed)
    case "increment": return increment(file, options: parsed)
    case "path": return StandardOutput.write(Array((file.url.path + "\n").utf8))
    default: return show(file, reset: action == "reset")
    }
  }

  /// The payload the stress writer stores with counter `k`: its length varies with `k`, so a torn or mixed
  /// file cannot pass for a state the writer produced.
  static func stressPayload(_ counter: Int) -> String {
    String(repeating: "lodestar-\(counter % 10)", count: 100 + counter % 200)
  }

  private static func stateFile(path: String?) throws -> EligibilityStateFile {
    let diagnostics: @Sendable (EligibilityStoreDiagnostic) -> Void = { printError("lodestar-demo store: \($0)") }
    if let path {
      return EligibilityStateFile(url: URL(fileURLWithPath: path), diagnostics: diagnostics)
    }
    return EligibilityStateFile(
      url: try EligibilityStateFile.defaultURL(applicationName: applicationName), diagnostics: diagnostics)
  }

  /// `show` reads without changing anything (a corrupt file stays where it is); `reset` replaces the state.
  /// A file that is not a state file, or does not decode, is a data error (65); an I/O failure is 74.
  private static func show(_ file: EligibilityStateFile, reset: Bool) -> Int32 {
    do throws(EligibilityStoreError) {
      let state = reset ? try file.reset() : try file.read()
      return StandardOutput.write(Array(try state.jsonData(prettyPrinted: true)) + [0x0A])
    } catch {
      printError("lodestar-demo store: \(error)")
      return error.isDataError ? ExitStatus.dataError : ExitStatus.ioError
    }
  }

  private static func stress(_ file: EligibilityStateFile, options: ParsedArguments) -> Int32 {
    let count =
      options.value(Self.count).flatMap { CommandLineNumbers.value(of: $0) }.flatMap { Int(exactly: $0) } ?? Int.max
    let counter = EligibilityParameter("stress.counter", defaultValue: 0)
    let event = EligibilityEvent("stress")
    for _ in 0..<count {
      do throws(EligibilityStoreError) {
        let state = try file.update { state in
          let next = counter.value(in: state) + 1
          state.setValue(.integer(next), forKey: counter.key)
          state.setValue(.string(stressPayload(next)), forKey: "stress.payload")
          state.donate(event, at: Date(timeIntervalSinceReferenceDate: Double(next)))
        }
        // One write per line, so a reader sees whole lines even when the process is killed right after.
        guard StandardOutput.write("\(counter.value(in: state))\n") == ExitStatus.success else {
          return ExitStatus.ioError
        }
      } catch {
        printError("lodestar-demo store stress: \(error)")
        return error.isDataError ? ExitStatus.dataError : ExitStatus.ioError
      }
    }
    return ExitStatus.success
  }

  private static func increment(_ file: EligibilityStateFile, options: ParsedArguments) -> Int32 {
    guard let item = options.value(Self.id),
      let repetitions = options.value(Self.times).flatMap(CommandLineNumbers.value(of:)).flatMap({ Int(exactly: $0) }),
      repetitions >= 0
    else {
      printError("lodestar-demo store increment: needs --id X --times N")
      return ExitStatus.usage
    }
    var last = EligibilityState()
    for _ in 0..<repetitions {
      do throws(EligibilityStoreError) {
        last = try file.update { $0.recordDisplay(of: EligibilityID(item), at: Date(), options: EligibilityOptions()) }
      } catch {
        printError("lodestar-demo store increment: \(error)")
        return error.isDataError ? ExitStatus.dataError : ExitStatus.ioError
      }
    }
    return StandardOutput.write("\(last.record(of: EligibilityID(item)).displayCount)\n")
  }
}
