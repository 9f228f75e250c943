// The lodestar-bench command-line tool: the benchmark suites, one JSON line per benchmark (Scripts/bench runs it).
import LodestarDemoSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

StandardOutput.programName = BenchCommand.name
StandardOutput.ignoreBrokenPipeSignal()
let status = BenchCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(StandardOutput.exitStatus(after: status))
