import LodestarGeometry
import LodestarTestSupport
import LodestarTimeline
import Testing

@Suite struct BadInputTests {
  static let extremeTimes: [Double] = [
    .nan, -.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0, -0.0,
    .leastNonzeroMagnitude, 1e300, -1e300,
  ]

  @Test func samplingIsTotal() throws {
    let spring = try SpringCurve(duration: 0.5, bounce: 0.3)
    let easings: [TimingFunction] = [
      .linear, .easeIn, .default, try .steps(3, position: .jumpBoth), .spring(spring),
      try .cubicBezier(x1: 0.3, y1: -2, x2: 0.7, y2: 3),
    ]
    let directions: [PlaybackDirection] = [.normal, .reverse, .alternate, .alternateReverse]
    let fills: [FillMode] = [.none, .forwards, .backwards, .both]
    for easing in easings {
      for direction in directions {
        for fill in fills {
          for iterations in [0, 1, 2.5, .infinity] {
            for duration in [0, 0.3] {
              let timing = try Timing(
                duration: duration, delay: -0.1, endDelay: 0.2, iterations: iterations, iterationStart: 0.5,
                direction: direction, fill: fill, easing: easing)
              let track = try KeyframeSequence(
                [Keyframe(Rect.zero, easing: easing), Keyframe(Rect(x: 1, y: 2, width: 3, height: 4))], timing: timing)
              for time in Self.extremeTimes {
                let sample = timing.sample(at: time)
                if let progress = sample.progress {
                  #expect(!progress.isNaN, "\(easing) \(direction) \(fill) \(iterations) \(duration) at \(time)")
                }
                _ = track.value(at: time, underlying: .zero)
              }
            }
          }
        }
      }
    }
    for time in Self.extremeTimes {
      #expect(!spring.value(at: time).isNaN, "spring at \(time)")
      #expect(!spring.velocity(at: time).isNaN, "spring velocity at \(time)")
      let transition = TourAnimation.stepChange(from: Rect.zero, to: Rect(x: 5, y: 5, width: 5, height: 5))
      let frame = transition.frame(at: time, coachMarkFrame: .zero)
      #expect(!frame.overlayOpacity.value.isNaN)
      var morph = try CutoutMorph(shape: Point.zero)
      morph.morph(to: Point(x: 1, y: 1), at: time)
      #expect(morph.presented(at: time).isFinite, "morph at \(time)")
    }
  }

  @Test func randomTimesNeverProduceNaN() throws {
    let seed: UInt64 = 4242
    var random = SeededGenerator(seed: seed)
    let timing = try Timing(
      duration: 0.7, delay: 0.2, iterations: 3.5, iterationStart: 0.25, direction: .alternate, fill: .both,
      easing: .easeInEaseOut)
    for index in 0..<10_000 {
      let time = random.double(in: -1e6...1e6) * (random.chance(0.5) ? 1e-6 : 1)
      let progress = timing.progress(at: time)
      #expect(
        progress.map { $0.isFinite } ?? false,
        "seed \(seed) case \(index): t = \(time) gives \(String(describing: progress))")
    }
  }

  @Test func everyConstructorRejectsNonFiniteInput() {
    #expect(throws: AnimationError.self) { try Timing(duration: -0.001) }
    #expect(throws: AnimationError.self) { try Timing(duration: 1, iterations: -.infinity) }
    #expect(throws: AnimationError.self) { try SpringCurve(mass: .nan) }
    #expect(throws: AnimationError.self) { try SpringCurve(response: .infinity, dampingFraction: 1) }
    #expect(throws: AnimationError.self) { try CubicBezier(x1: .infinity, y1: 0, x2: 0, y2: 0) }
    #expect(throws: AnimationError.self) { try TourAnimationStyle(overlayFadeDuration: -1) }
    #expect(throws: AnimationError.self) { try TourAnimationStyle(skipControlDelay: .nan) }
    #expect(throws: AnimationError.self) {
      try CoachMarkTransition(duration: 0.3, delay: .infinity, from: .hidden, to: .visible)
    }
    #expect(throws: AnimationError.keyframeOffsetOutOfRange(index: 0, offset: .infinity)) {
      try KeyframeSequence([Keyframe(1.0, offset: .infinity)], timing: try Timing(duration: 1))
    }
  }
}
