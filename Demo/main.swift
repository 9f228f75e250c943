// The lodestar-demo command-line tool: the sample tour, tour checks and renders, and the placement solver.
import LodestarDemoSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

StandardOutput.ignoreBrokenPipeSignal()
let status = CommandLineTool.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(StandardOutput.exitStatus(after: status))
