import Foundation
import Lodestar
import LodestarDemoSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `lodestar-demo store show|reset|path|explain ID [--path P] [--format text|json]`: prints or clears the
/// eligibility state as JSON, prints where it is, or explains why a tour would or would not show. (The store's crash-safety and cross-process tests write through `lodestar-test-aid store`, a test
/// aid, not through the demo.)
enum StoreCommand: Subcommand {
  static let name = "store"
  static let summary =
    "print or clear the eligibility state, say where it is, or why a tour shows (show|reset|path|explain ID)"
  static let operandSynopsis = "show|reset|path|explain ID"

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
    explain ID
           says whether the tour ID would show now and why: every check of its evaluation (the recorded
           invalidation, the display count and duration against their limits, its rules, its ordered
           groups, the display frequency) with the values it read, and the check that decided. The demo
           registers each tour as interactive runs do: no rules, no limits, every new tour at once. ID is
           the built-in tour's or one the state file has a record of. It never changes a file.
    """

  static let discussion = """
    Exit status: 0 success, 64 usage (an unknown ID included), 65 not a state file (left alone), 74 I/O error.
    """

  /// The application name of the demo's default store location.
  static let applicationName = "lodestar-demo"

  /// `--path P`.
  static let path = CommandOption.path(
    "--path", "P",
    help: "the state file (default: $XDG_DATA_HOME/lodestar-demo/lodestar/eligibility.json, or "
      + "~/.local/share/lodestar-demo/lodestar/eligibility.json; the application support directory on Apple "
      + "platforms)")
  /// `--format text|json`.
  static let format = CommandOption.choice(
    "--format", LineFormat.self, help: "explain's output: text for people, or JSON for programs", default: .text)
  static let optionSections = [OptionSection([path, format])]

  /// The actions.
  static let actions = ["show", "reset", "path", "explain"]

  static func run(arguments: [String]) -> Int32 {
    let command = commandName
    let parsed: ParsedArguments
    let action: String
    var explained: (id: String, format: LineFormat)?
    do throws(DemoFailure) {
      guard let first = arguments.first else { throw .usage("\(command): missing action", usageLine: usageLine) }
      guard actions.contains(first) else {
        let hint = CommandLineSuggestion.hint(for: first, in: actions)
        throw .usage("\(command): unknown action '\(first.prefix(80))'\(hint)", usageLine: usageLine)
      }
      action = first
      let explains = action == "explain"
      parsed = try OptionParser.parse(
        Array(arguments.dropFirst()), options: [path, format], command: command, usageLine: usageLine)
      if !explains, parsed.isGiven(format) {
        throw .usage("\(command): \(format.name) is an option of explain, not of \(action)", usageLine: usageLine)
      }
      var operands = parsed.operands[...]
      if explains {
        guard let id = operands.popFirst() else {
          throw .usage("\(command): explain: missing the tour's ID", usageLine: usageLine)
        }
        explained = (id, try parsed.choice(format) ?? .text)
      }
      if let operand = operands.first {
        throw .usage("\(command): unexpected argument '\(operand.prefix(80))'", usageLine: usageLine)
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
    if let explained {
      return explain(explained.id, in: file, format: explained.format, usageLine: usageLine)
    }
    switch action {
    case "path": return StandardOutput.write(Array((file.url.path + "\n").utf8))
    default: return show(file, reset: action == "reset")
    }
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

  /// `explain`: reads the state without changing it and explains tour `id` now, in `format`. An ID that is
  /// neither the built-in tour's nor recorded in the state is a usage error (64) with the closest known ID.
  private static func explain(_ id: String, in file: EligibilityStateFile, format: LineFormat, usageLine: String)
    -> Int32
  {
    let state: EligibilityState
    do throws(EligibilityStoreError) {
      state = try file.read()
    } catch {
      printError("lodestar-demo store: \(error)")
      return error.isDataError ? ExitStatus.dataError : ExitStatus.ioError
    }
    let known = knownTourIDs(in: state)
    guard known.contains(id) else {
      let hint = CommandLineSuggestion.hint(for: id, in: known)
      let listed =
        known.prefix(10).map { "'\($0.prefix(80))'" } + (known.count > 10 ? ["\(known.count - 10) more"] : [])
      let failure = DemoFailure.usage(
        "\(commandName): explain: no tour '\(id.prefix(80))' is built in or recorded in the state file\(hint); "
          + "known: \(listed.joined(separator: ", "))", usageLine: usageLine)
      printError(failure.message)
      return failure.status
    }
    let explanation: EligibilityExplanation
    do throws(EligibilityError) {
      let evaluator = try DemoEligibility.evaluator(for: known.map(EligibilityID.init(rawValue:)))
      explanation = evaluator.explanation(
        of: EligibilityID(rawValue: id), in: state, at: SystemEligibilityClock().now())
    } catch {
      printError("\(commandName) explain: \(error)")
      return ExitStatus.failure
    }
    switch format {
    case .text: return StandardOutput.write(Array(ExplanationText.text(explanation).utf8))
    case .json: return StandardOutput.write(Array(ExplanationJSON.text(explanation).utf8))
    }
  }

  /// The tours `explain` knows: the built-in tour, then every tour the state has a record of, by ID.
  static func knownTourIDs(in state: EligibilityState) -> [String] {
    let builtIn = DemoTour.builtIn.id
    return [builtIn] + state.records.keys.filter { $0 != builtIn }.sorted()
  }
}
