import Foundation
import LodestarEligibility
import LodestarTestSupport
import Testing

/// The merge is commutative, associative and idempotent on states that devices made by random changes and
/// random merges of each other's states (so that they share some donations, displays and writes).
@Suite struct MergeLawTests {
  /// Three states of a pool of 4 devices after `steps` random changes and merges.
  static func states(seed: UInt64, steps: Int, resets: Bool, positions: Bool = false) -> [EligibilityState] {
    var random = SeededGenerator(seed: seed)
    var pool = ReplicaPool(devices: 4, random: &random)
    for _ in 0..<steps {
      pool.step(&random, resets: resets, positions: positions)
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

  /// The same laws with tour positions recorded and cleared (issue 40, resume after relaunch).
  @Test(arguments: [false, true])
  func mergeOfTourPositionsIsCommutativeAssociativeAndIdempotent(resets: Bool) throws {
    let seed: UInt64 = resets ? 4_201 : 4_200
    var positionsSeen = 0
    for index in 0..<800 {
      let states = Self.states(seed: seed &+ UInt64(index), steps: 6 + index % 20, resets: resets, positions: true)
      let (a, b, c) = (states[0], states[1], states[2])
      let context: Comment = "seed \(seed &+ UInt64(index)) case \(index)"
      #expect(a.merging(b) == b.merging(a), context)
      #expect(a.merging(b).merging(c) == a.merging(b.merging(c)), context)
      #expect(a.merging(a) == a, context)
      #expect(a.merging(b).merging(b) == a.merging(b), context)
      let received = try EligibilityState(jsonData: b.synchronizationData())
      #expect(a.merging(received) == a.merging(b), context)
      #expect(try EligibilityState(jsonData: c.jsonData()) == c, context)
      for item in ReplicaPool.items where a.tourPosition(of: item) != nil { positionsSeen += 1 }
    }
    #expect(positionsSeen > 100)
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
