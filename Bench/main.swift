// The lodestar-bench command-line tool: the benchmark suites, one JSON line per benchmark (Scripts/bench runs it).
import LodestarDemoSupport

CommandLineEntry.run(programName: BenchCommand.name, BenchCommand.run(arguments:))
