// lodestar-test-aid: what the demo's end-to-end tests drive in a child process, kept out of the demo a user runs
// (CONTRIBUTING: "Test aids").
import LodestarDemoSupport

CommandLineEntry.run(programName: TestAid.name, TestAid.run(arguments:))
