import Foundation
import LodestarEligibility
import LodestarTestSupport
import Testing

/// Bytes of the mergeable state changed at random never crash the decoder: they decode to a state that
/// encodes and decodes to itself and merges by the laws, or they are refused with an error.
@Suite struct MergeableStateDecodingTests {
  static let replacements = [
    "-1", "1e300", "0.5", "9007199254740992", "-0", "\"\"", "null", "[]", "{}", "true", "252423993599999",
    "-63114076800001", "\"x\"",
  ]

  @Test func randomlyChangedBytesDecodeToAStateThatRoundTripsOrFailWithAnError() throws {
    let seed: UInt64 = 4_200
    var random = SeededGenerator(seed: seed)
    var decoded = 0
    for index in 0..<5_000 {
      let states = MergeLawTests.states(seed: seed &+ UInt64(index), steps: 10, resets: true)
      var text = String(decoding: try states[0].jsonData(), as: UTF8.self)
      let numbers = text.ranges(of: /-?[0-9][0-9.e+-]*|"[^"]*"/)
      if !numbers.isEmpty {
        let range = numbers[random.int(in: 0...numbers.count - 1)]
        text.replaceSubrange(range, with: Self.replacements[random.int(in: 0...Self.replacements.count - 1)])
      }
      guard let state = try? EligibilityState(jsonData: Data(text.utf8)) else { continue }
      decoded += 1
      let context: Comment = "seed \(seed) case \(index): \(text)"
      #expect(try EligibilityState(jsonData: state.jsonData()) == state, context)
      #expect(state.merging(states[1]) == states[1].merging(state), context)
      #expect(state.merging(state) == state, context)
      #expect(state.merging(states[1]).merging(states[2]) == state.merging(states[1].merging(states[2])), context)
    }
    #expect(decoded > 400)
  }
}
