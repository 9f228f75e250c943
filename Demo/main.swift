// The lodestar-demo command-line tool: the sample tour, tour checks and renders, and the placement solver.
import LodestarDemoSupport

CommandLineEntry.run(programName: "lodestar-demo", CommandLineTool.run(arguments:))
