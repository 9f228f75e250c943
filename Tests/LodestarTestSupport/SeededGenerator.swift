/// A deterministic random number generator (SplitMix64) for property tests: the same seed gives the same
/// sequence on every machine, so a failing case can be replayed from the seed the test prints.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The seed this generator started from; property tests print it when they fail.
  public let seed: UInt64
  private var state: UInt64

  /// Creates a generator from a seed.
  public init(seed: UInt64) {
    self.seed = seed
    self.state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A uniformly distributed `Double` in `range`.
  public mutating func double(in range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }

  /// A uniformly distributed `Int` in `range`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }

  /// `true` with the given probability.
  public mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }
}
