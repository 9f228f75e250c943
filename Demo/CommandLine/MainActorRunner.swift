import Foundation

/// Runs `body` on the main actor's executor, so the tasks it starts (the eligibility launcher's recordings)
/// run while it awaits them, and exits with its status.
func runOnMainActorAndExit(_ body: @escaping @MainActor () async -> Int32) -> Never {
  Task { @MainActor in exit(await body()) }
  dispatchMain()
}
