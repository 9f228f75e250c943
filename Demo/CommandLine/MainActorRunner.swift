import Foundation
import LodestarDemoSupport

/// Runs `body` on the main actor's executor, so the tasks it starts (the eligibility launcher's recordings)
/// run while it awaits them, and exits with its status (the I/O status when a write to standard output
/// failed; see ``StandardOutput/exitStatus(after:)``).
func runOnMainActorAndExit(_ body: @escaping @MainActor () async -> Int32) -> Never {
  Task { @MainActor in exit(StandardOutput.exitStatus(after: await body())) }
  dispatchMain()
}
