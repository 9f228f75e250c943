import Foundation
import LodestarTestSupport
import LodestarTimeline
import Testing

/// Issue 19: the curve's output is the exact solution at the exact input, whatever the animation's duration,
/// including where x(t) is nearly flat and a small error in x is a large one in y.
@Suite struct BezierPrecisionTests {
  /// The exact outputs, found by bisecting 80 times in rational arithmetic (Python `fractions`) on the Bernstein
  /// form, at the `Double` inputs the timing model computes.
  static let steepUpAndDown = (x1: 1.0, y1: 2.0, x2: 1.0, y2: -1.0)
  static let steepDown = (x1: 1.0, y1: -1.0, x2: 1.0, y2: -0.737)

  @Test func steepCurveNearTheEndOfAnAlternatingIteration() throws {
    // cubic-bezier(1, 2, 1, -1), 300 ms, delay 300 ms, alternate, fill both, at 599.995 ms: the input is
    // (0.599995 − 0.3) / 0.3 = 0.9999833333333332. WebKit's 1 / (200 · duration) tolerance gave 0.73625.
    let curve = Self.steepUpAndDown
    let timing = try Timing(
      duration: 0.3, delay: 0.3, direction: .alternate, fill: .both,
      easing: .cubicBezier(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2))
    let progress = try #require(timing.progress(at: 0.599995))
    #expect(abs(progress - 0.85636) <= 1e-5, "\(progress)")
    #expect(abs(progress - 0.8563586159572518) <= 1e-9, "\(progress)")
    #expect(timing.sample(at: 0.599995).progress == progress)
  }

  @Test func steepCurveAtTheEndOfAShortAnimation() throws {
    // cubic-bezier(1, -1, 1, -0.737), 300 ms, at 299.979 ms: the input is 0.99993. The error reached 0.45.
    let curve = Self.steepDown
    let easing = try TimingFunction.cubicBezier(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
    let timing = try Timing(duration: 0.3, easing: easing)
    let exact = 0.7927358167203756
    let progress = try #require(timing.progress(at: 0.299979))
    #expect(abs(progress - exact) <= 1e-9, "\(progress)")
    #expect(abs(easing.progress(at: 0.99993) - exact) <= 1e-9)
    #expect(abs(easing.progress(at: 0.99993, duration: 0.3) - exact) <= 1e-9)
    // A keyframe interval of 300 ms with that easing (the sequence solves its own curves).
    let sequence = try KeyframeSequence(
      [Keyframe(0.0, easing: easing), Keyframe(100.0)], timing: try Timing(duration: 0.3))
    let value = try #require(sequence.sample(at: 0.299979))
    #expect(abs(value - 100 * exact) <= 1e-7, "\(value)")
  }

  @Test func theDurationDoesNotChangeTheOutput() throws {
    let seed: UInt64 = 0x19D0_7A71
    var random = SeededGenerator(seed: seed)
    for index in 0..<2_000 {
      let (x1, y1, x2, y2) = (
        random.double(in: 0...1), random.double(in: -2...3), random.double(in: 0...1), random.double(in: -2...3)
      )
      let easing = try TimingFunction.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
      let x = random.double(in: 0...1)
      for duration in [0.01, 0.3, 30.0] {
        #expect(
          easing.progress(at: x, duration: duration) == easing.progress(at: x),
          "seed \(seed) case \(index): (\(x1), \(y1), \(x2), \(y2)) at \(x), duration \(duration)")
      }
    }
  }

  /// The issue's property: 100,000 random curves, each at an input within 1e-6 of 0, one within 1e-6 of 1
  /// and one anywhere in `0...1`, against ``referenceBezier(_:_:_:_:at:)``. The control points' x are 0 or 1
  /// exactly a fifth of the time each, where x(t) is flattest; the distances from the ends are uniform in
  /// (0, 1e-6] half the time and spread over 1e-16...1e-6 by order of magnitude otherwise.
  @Test func agreesWithTheReferenceEverywhere() throws {
    let seed: UInt64 = 0x5EED_B321
    var random = SeededGenerator(seed: seed)
    func controlX() -> Double {
      let draw = random.double(in: 0...1)
      return draw < 0.2 ? 0 : draw < 0.4 ? 1 : random.double(in: 0...1)
    }
    func distanceFromAnEnd() -> Double {
      random.chance(0.5)
        ? random.double(in: 0...1e-6).nextUp : pow(10, random.double(in: -16 ... -6))
    }
    var worst = 0.0
    for index in 0..<100_000 {
      let x1 = controlX()
      let y1 = random.double(in: -2...3)
      let x2 = controlX()
      let y2 = random.double(in: -2...3)
      let curve = try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
      for x in [distanceFromAnEnd(), 1 - distanceFromAnEnd(), random.double(in: 0...1)] {
        let error = abs(curve.progress(at: x) - referenceBezier(x1, y1, x2, y2, at: x))
        worst = max(worst, error)
        if error > 1e-6 {
          Issue.record("seed \(seed) case \(index): (\(x1), \(y1), \(x2), \(y2)) at \(x) is off by \(error)")
          return
        }
      }
    }
    #expect(worst <= 1e-6, "seed \(seed): worst error \(worst)")
  }
}
