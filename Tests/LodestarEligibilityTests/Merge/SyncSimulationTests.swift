import Foundation
import LodestarEligibility
import LodestarTestSupport
import Testing

/// Five replicas, random displays, display time, donations, invalidations and parameter writes, and random
/// pairwise syncs that the network drops, duplicates and reorders. After a final exchange of every state
/// with every other, every replica holds the same state, and nothing was lost or counted twice.
///
/// 100,000 schedules of 12 steps each; `LODESTAR_LONG=1` runs 1,000,000 (and `LODESTAR_LONG=N`, N
/// schedules). A failure names the schedule's seed: `SyncSimulation` replays it alone.
@Suite struct SyncSimulationTests {
  static let replicas = 5
  static let steps = 12

  static var scheduleCount: Int {
    let value = ProcessInfo.processInfo.environment["LODESTAR_LONG"] ?? ""
    if value == "1" { return 1_000_000 }
    return Int(value).map { max($0, 100_000) } ?? 100_000
  }

  /// Runs the schedules `range` names; returns the steps run and the first problem found.
  static func run(_ range: Range<Int>, seed: UInt64) -> (operations: Int, problem: String?) {
    var operations = 0
    for schedule in range {
      let scheduleSeed = seed &+ UInt64(schedule)
      var random = SeededGenerator(seed: scheduleSeed)
      var simulation = SyncSimulation(replicas: replicas, random: &random)
      simulation.run(steps: steps, random: &random)
      simulation.exchangeEverything(&random)
      operations += simulation.operations
      if let problem = simulation.problem() {
        return (operations, "seed \(scheduleSeed) schedule \(schedule): \(problem)")
      }
    }
    return (operations, nil)
  }

  @Test func everyScheduleConvergesWithNothingLostOrDoubleCounted() async {
    let seed: UInt64 = 40_000_000
    let count = Self.scheduleCount
    let chunks = 8
    let results = await withTaskGroup(of: (operations: Int, problem: String?).self) { group in
      for chunk in 0..<chunks {
        group.addTask { Self.run((count * chunk / chunks)..<(count * (chunk + 1) / chunks), seed: seed) }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    for problem in results.compactMap(\.problem) {
      Issue.record(Comment(rawValue: problem))
    }
    #expect(results.map(\.operations).reduce(0, +) == count * Self.steps)
  }
}
