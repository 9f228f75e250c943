import Foundation
import Lodestar
import LodestarDemoSupport
import LodestarJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `lodestar-demo place`: reads placement problems as JSON Lines on standard input and writes one JSON
/// result per line (Floating UI's vocabulary), or benchmarks them with `--bench N`.
enum PlaceCommand: Subcommand {
  static let name = "place"
  static let summary = "solve anchored-placement problems (JSON Lines in, JSON Lines out)"
  static let abstract = """
    Reads one placement problem per line on standard input (Floating UI's vocabulary: `lodestar-demo place <
    problems.jsonl`) and writes one result per line:
      {"reference":{"x":20,"y":700,"width":100,"height":44},"floating":{"width":200,"height":120},
       "boundary":{"x":0,"y":0,"width":390,"height":844},"placement":"bottom","rtl":false,
       "middleware":[{"name":"offset","mainAxis":8},{"name":"flip"},{"name":"shift","padding":8},
                     {"name":"size","padding":8},{"name":"arrow","width":14,"height":7,"padding":4},{"name":"hide"}]}
    gives
      {"x":8,"y":572,"placement":"top","arrow":{"x":55,"centerOffset":0},"shift":{"x":38,"y":0},
       "size":{"availableWidth":374,"availableHeight":684},"hide":{"referenceHidden":false}}

    Middleware: offset, flip, autoPlacement, shift (limiter: limitShift options), size, arrow, hide;
    every field except name is optional with Floating UI's defaults, and null means the default.
    Numbers are finite and within ±1000000000; widths and heights are at least 0. Unknown keys,
    duplicate keys and text that is not UTF-8 are errors. A malformed line (including a number too
    large for a double, such as 1e400) gives {"error":"line N: <path>: <what is wrong>"} and
    processing continues; the exit status is 65 if any line failed, 0 otherwise. Blank lines (only
    spaces or tabs) are skipped without output; line numbers still count them, so N is always the
    line's position in the input. The input may have at most 16 MiB (16,777,216 bytes); more is an
    error (exit 65) before any line is solved.
    """

  /// `--bench N`.
  static let bench = CommandOption.number(
    "--bench", "N", CommandLineNumbers.runs,
    help: "parse and solve the whole input N times, then solve the problems parsed beforehand N times, and print "
      + "{\"problems\":…,\"ns_per_problem\":…,\"solve_ns_per_problem\":…} (the first figure includes parsing, the "
      + "second is the solver alone) instead of the results. A malformed line is refused first, as without "
      + "--bench: its error line, no figure, exit 65")
  /// `--benchmark-input`.
  static let benchmarkInput = CommandOption.flag(
    "--benchmark-input",
    help: "print the 10,000 problems of `lodestar-bench layout` (offset+flip+shift+arrow) as input lines, to compare "
      + "`place --bench` with the in-process figure on the same problems; not with --bench")

  static let optionSections = [OptionSection([bench, benchmarkInput])]

  static func run(arguments: [String]) -> Int32 {
    let command = "lodestar-demo place"
    var benchRuns: Int?
    do throws(DemoFailure) {
      let parsed = try parse(arguments)
      if let operand = parsed.operands.first { throw parsed.usage("unexpected argument '\(operand.prefix(80))'") }
      if parsed.contains(benchmarkInput) {
        guard !parsed.isGiven(bench) else { throw parsed.usage("--bench and --benchmark-input cannot be combined") }
        return StandardOutput.write(PlacementProblemSet.jsonLines())
      }
      benchRuns = try parsed.integer(bench)
    } catch {
      printError(error.message)
      return error.status
    }
    let input: Data
    do throws(DemoFailure) {
      input = try InputFile.read(InputFile.standardInputPath, command: command)
    } catch {
      printError(error.message)
      return error.status
    }
    let lines = PlaceJSONLines.lines(in: Array(input))
    if let benchRuns {
      // A malformed line is refused as `place` refuses it: its error line, exit 65, and no figure from the rest.
      let errors = lines.lazy.map(PlaceJSONLines.output(for:)).filter(\.failed).map { $0.text + "\n" }
      guard errors.isEmpty else {
        guard StandardOutput.write(errors.joined()) == ExitStatus.success else { return ExitStatus.ioError }
        return ExitStatus.dataError
      }
      return bench(lines: lines, runs: benchRuns)
    }
    var answers = PlaceLineAnswers()
    for line in lines {
      answers.answer(line)
      if answers.count > 1 << 16 {
        guard StandardOutput.write(answers.bytes) == ExitStatus.success else { return ExitStatus.ioError }
        answers.removeOutput()
      }
    }
    guard StandardOutput.write(answers.bytes) == ExitStatus.success else { return ExitStatus.ioError }
    return answers.hasFailedLine ? ExitStatus.dataError : ExitStatus.success
  }

  /// Times `runs` passes of parsing and solving every line, then `runs` passes of solving the problems
  /// parsed beforehand (every line parses: the caller refused the input otherwise).
  static func bench(lines: [PlaceJSONLines.Line], runs: Int) -> Int32 {
    var checksum = 0.0
    let start = monotonicNanoseconds()
    // One problem for every line, as `place` reads its lines (see `PlaceLineAnswers`).
    var problem = PlacementProblem()
    for _ in 0..<runs {
      for line in lines {
        do throws(PlacementProblemError) {
          try problem.read(line: line.bytes)
          let position = problem.solve()
          checksum += position.x + position.y
        } catch {}
      }
    }
    let parseAndSolve = monotonicNanoseconds() - start
    let problems = lines.compactMap { try? PlacementProblem(line: $0.bytes) }
    let solveStart = monotonicNanoseconds()
    for _ in 0..<runs {
      for problem in problems {
        let position = problem.solve()
        checksum += position.x + position.y
      }
    }
    let solve = monotonicNanoseconds() - solveStart
    // Keeps the sums (and the solves behind them) from being optimised away.
    withExtendedLifetime(checksum) {}
    func perProblem(_ nanoseconds: UInt64, _ count: Int) -> Double {
      count == 0 ? 0 : (Double(nanoseconds) / (Double(count) * Double(runs)) * 10).rounded() / 10
    }
    let figures: JSONOutput = [
      "problems": .integer(lines.count), "ns_per_problem": .number(perProblem(parseAndSolve, lines.count)),
      "solve_ns_per_problem": .number(perProblem(solve, problems.count)),
    ]
    return StandardOutput.write(JSONWriter().text(of: figures) + "\n")
  }
}
