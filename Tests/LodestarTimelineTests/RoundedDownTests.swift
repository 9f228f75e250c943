import LodestarTestSupport
import Testing

@testable import LodestarTimeline

@Suite struct RoundedDownTests {
  /// The truncating fast path agrees with `rounded(.down)` bit for bit, signed zeros included.
  @Test func agreesWithTheStandardLibrary() {
    let edges: [Double] = [
      0, -0.0, 0.5, -0.5, 1, -1, 1.5, 2.999_999_999_999_999_6, 4_503_599_627_370_495.5, 4_503_599_627_370_496,
      4_503_599_627_370_497, 1e300, -1e300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .infinity, -.infinity,
      .nan,
    ]
    for value in edges {
      #expect(roundedDown(value).bitPattern == value.rounded(.down).bitPattern, "\(value)")
    }
    let seed: UInt64 = 0xF100_2D0E
    var random = SeededGenerator(seed: seed)
    for index in 0..<10_000 {
      let value = random.double(in: -1e6...1e6) * (random.chance(0.5) ? 1 : 1e-6)
      #expect(
        roundedDown(value).bitPattern == value.rounded(.down).bitPattern, "seed \(seed) case \(index): \(value)")
    }
  }
}
