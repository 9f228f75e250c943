import Foundation
import LodestarEligibility
import LodestarTestSupport
import Testing

/// The merge is commutative, associative and idempotent on states that devices made by random changes and
/// random merges of each other's states (so that they share some donations, displays and writes).
@Suite struct MergeLawTests {
  /// Three states of a pool of 4 devices after `steps` random changes and merges.
  static func states(seed: UInt64, steps: Int, resets: Bool) -> [EligibilityState] {
    var random = SeededGenerator(seed: seed)
    var pool = ReplicaPool(devices: 4, random: &random)
    for _ in 0..<steps {
      pool.step(&random, resets: resets)
    }
    return pool.states
  }

  @Test(arguments: [false, true])
  func mergeIsCommutativeAssociativeAndIdempotent(resets: Bool) {
    let seed: UInt64 = resets ? 4_001 : 4_000
    for index in 0..<1_500 {
      let states = Self.states(seed: seed &+ UInt64(index), steps: 6 + index % 20, resets: resets)
      let (a, b, c) = (states[0], states[1], states[2])
      let context: Comment = "seed \(seed &+ UInt64(index)) case \(index)"
      #expect(a.merging(b) == b.merging(a), context)
      #expect(a.merging(b).merging(c) == a.merging(b.merging(c)), context)
      #expect(a.merging(a) == a, context)
      #expect(a.merging(b).merging(b) == a.merging(b), context)
    }
  }

  @Test func mergingTheSynchronizationBytesEqualsMergingTheState() throws {
    let seed: UInt64 = 4_100
    for index in 0..<300 {
      let states = Self.states(seed: seed &+ UInt64(index), steps: 12, resets: true)
      let received = try EligibilityState(jsonData: states[1].synchronizationData())
      #expect(received.device == .unassigned, "seed \(seed &+ UInt64(index)) case \(index)")
      #expect(
        states[0].merging(received) == states[0].merging(states[1]), "seed \(seed &+ UInt64(index)) case \(index)")
      #expect(try EligibilityState(jsonData: states[2].jsonData()) == states[2])
      #expect(try EligibilityState(jsonData: states[2].jsonData()).device == states[2].device)
    }
  }
}
