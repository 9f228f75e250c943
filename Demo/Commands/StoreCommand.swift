import Foundation
import Lodestar
import LodestarDemoSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `lodestar-demo store show|reset|path [--path P]`: prints or clears the eligibility state as JSON, or prints
/// where it is. (The store's crash-safety and cross-process tests write through `lodestar-test-aid store`, a test
/// aid, not through the demo.)
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
  static let optionSections = [OptionSection([path])]

  /// The actions.
  static let actions = ["show", "reset", "path"]

  static func run(arguments: [String]) -> Int32 {
    let command = commandName
    let parsed: ParsedArguments
    let action: String
    do throws(DemoFailure) {
      guard let first = arguments.first else { throw .usage("\(command): missing action", usageLine: usageLine) }
      guard actions.contains(first) else {
        let hint = CommandLineSuggestion.hint(for: first, in: actions)
        throw .usage("\(command): unknown action '\(first.prefix(80))'\(hint)", usageLine: usageLine)
      }
      action = first
      parsed = try OptionParser.parse(
        Array(arguments.dropFirst()), options: [path], command: command, usageLine: usageLine)
      if let operand = parsed.operands.first {
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
}
