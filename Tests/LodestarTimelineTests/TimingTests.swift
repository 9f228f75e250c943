import LodestarTestSupport
import LodestarTimeline
import Testing

@Suite struct TimingTests {
  @Test func defaultsAreWebAnimations() throws {
    let timing = try Timing(duration: 2)
    #expect(timing.delay == 0)
    #expect(timing.endDelay == 0)
    #expect(timing.iterations == 1)
    #expect(timing.iterationStart == 0)
    #expect(timing.direction == .normal)
    #expect(timing.fill == FillMode.none)
    #expect(timing.easing == .linear)
    #expect(timing.activeDuration == 2)
    #expect(timing.endTime == 2)
  }

  @Test func phasesAndFill() throws {
    let none = try Timing(duration: 1, delay: 0.5)
    #expect(none.sample(at: 0.25) == TimingSample(phase: .before))
    #expect(none.progress(at: 0.5) == 0)
    #expect(none.progress(at: 1) == 0.5)
    #expect(none.sample(at: 1.5).phase == .after)
    #expect(none.progress(at: 1.5) == nil)
    let both = try Timing(duration: 1, delay: 0.5, fill: .both)
    #expect(both.progress(at: 0) == 0)
    #expect(both.progress(at: 1.5) == 1)
    #expect(both.progress(at: 100) == 1)
    #expect(both.sample(at: 100).currentIteration == 0)
    let forwards = try Timing(duration: 1, delay: 0.5, fill: .forwards)
    #expect(forwards.progress(at: 0) == nil)
    #expect(forwards.progress(at: 2) == 1)
    let backwards = try Timing(duration: 1, delay: 0.5, fill: .backwards)
    #expect(backwards.progress(at: 0) == 0)
    #expect(backwards.progress(at: 2) == nil)
  }

  @Test func progressIsOneAtTheEndOfANonZeroActiveInterval() throws {
    let timing = try Timing(duration: 1, iterations: 2, fill: .forwards)
    let end = timing.sample(at: 2)
    #expect(end.phase == .after)
    #expect(end.iterationProgress == 1)
    #expect(end.currentIteration == 1)
    #expect(end.progress == 1)
    // Inside the interval an integral overall progress is the start of the next iteration.
    let middle = timing.sample(at: 1)
    #expect(middle.iterationProgress == 0)
    #expect(middle.currentIteration == 1)
    let fractional = try Timing(duration: 1, iterations: 1.5, fill: .forwards).sample(at: 5)
    #expect(fractional.iterationProgress == 0.5)
    #expect(fractional.currentIteration == 1)
  }

  @Test func zeroDuration() throws {
    let timing = try Timing(duration: 0, delay: 1, fill: .both)
    #expect(timing.activeDuration == 0)
    #expect(timing.endTime == 1)
    let before = timing.sample(at: 0.5)
    #expect(before.phase == .before)
    #expect(before.progress == 0)
    #expect(before.currentIteration == 0)
    let at = timing.sample(at: 1)
    #expect(at.phase == .after)
    #expect(at.progress == 1)
    #expect(at.currentIteration == 0)
    // Without fill a zero-duration animation never has an effect.
    let unfilled = try Timing(duration: 0)
    #expect(unfilled.progress(at: 0) == nil)
    #expect(unfilled.progress(at: -1) == nil)
    // Zero duration with several iterations, an iteration start and alternation.
    let repeated = try Timing(duration: 0, iterations: 3, iterationStart: 0.5, direction: .alternate, fill: .both)
    let after = repeated.sample(at: 0)
    #expect(after.currentIteration == 3)
    #expect(after.iterationProgress == 0.5)
    #expect(after.progress == 0.5)
    // Infinite iterations of zero duration: the active duration is 0, not NaN.
    let infinite = try Timing(duration: 0, iterations: .infinity, fill: .forwards)
    #expect(infinite.activeDuration == 0)
    #expect(infinite.sample(at: 0).currentIteration == .infinity)
    #expect(infinite.progress(at: 0) == 1)
  }

  @Test func zeroIterations() throws {
    let timing = try Timing(duration: 1, iterations: 0, iterationStart: 0, fill: .both)
    #expect(timing.activeDuration == 0)
    let after = timing.sample(at: 0)
    #expect(after.phase == .after)
    #expect(after.progress == 0)
    #expect(after.currentIteration == 0)
  }

  @Test func infiniteIterationsWithFill() throws {
    let timing = try Timing(duration: 1, iterations: .infinity, fill: .forwards)
    #expect(timing.activeDuration == .infinity)
    #expect(timing.endTime == .infinity)
    let active = timing.sample(at: 2.25)
    #expect(active.phase == .active)
    #expect(active.currentIteration == 2)
    #expect(active.progress == 0.25)
    let end = timing.sample(at: .infinity)
    #expect(end.phase == .after)
    #expect(end.currentIteration == .infinity)
    #expect(end.progress == 1)
    let offset = try Timing(
      duration: 1, iterations: .infinity, iterationStart: 0.25, direction: .alternate, fill: .both)
    #expect(offset.progress(at: .infinity) == 0.25)
    #expect(offset.progress(at: 1) == 0.75)  // iteration 1 plays backwards
    let unfilled = try Timing(duration: 1, iterations: .infinity)
    #expect(unfilled.progress(at: .infinity) == nil)
    #expect(unfilled.progress(at: 1e12 + 0.5) == 0.5)
  }

  @Test(arguments: [
    (-1.0, 0.5, 0.0),
    (0.0, 0.5, 0.0),
    (0.25, 0.25, 0.0),
    (0.5, 0.0, 1.0),
    (1.0, 0.5, 1.0),
    (1.75, 0.75, 2.0),
    (2.0, 0.5, 2.0),
    (9.0, 0.5, 2.0),
  ])
  func alternateReverseWithIterationStartHalf(time: Double, progress: Double, iteration: Double) throws {
    let timing = try Timing(duration: 1, iterations: 2, iterationStart: 0.5, direction: .alternateReverse, fill: .both)
    let sample = timing.sample(at: time)
    #expect(sample.progress == progress, "t = \(time)")
    #expect(sample.currentIteration == iteration, "t = \(time)")
  }

  @Test func negativeDelayStartsPartWayThrough() throws {
    let timing = try Timing(duration: 1, delay: -0.5)
    #expect(timing.endTime == 0.5)
    #expect(timing.progress(at: 0) == 0.5)
    #expect(timing.progress(at: 0.25) == 0.75)
    #expect(timing.progress(at: 0.5) == nil)
    #expect(timing.progress(at: -0.1) == nil)
    let backwards = try Timing(duration: 1, delay: -0.5, fill: .backwards)
    #expect(backwards.progress(at: -0.1) == 0.4)
  }

  @Test func negativeEndDelayCutsTheAnimationShort() throws {
    let timing = try Timing(duration: 1, endDelay: -0.5, fill: .forwards)
    #expect(timing.endTime == 0.5)
    #expect(timing.sample(at: 0.5).phase == .after)
    #expect(timing.progress(at: 0.5) == 0.5)
    // As the spec writes it, the after-phase active time keeps following the local time up to the active
    // duration.
    #expect(timing.progress(at: 0.75) == 0.75)
    #expect(timing.progress(at: 3) == 1)
    let endDelay = try Timing(duration: 1, endDelay: 1, fill: .forwards)
    #expect(endDelay.endTime == 2)
    #expect(endDelay.sample(at: 1.5).phase == .after)
  }

  @Test func directionsAndEasing() throws {
    let reverse = try Timing(duration: 2, direction: .reverse, fill: .forwards)
    #expect(reverse.progress(at: 0.5) == 0.75)
    #expect(reverse.progress(at: 2) == 0)
    let alternate = try Timing(duration: 1, iterations: 3, direction: .alternate, fill: .forwards)
    #expect(alternate.progress(at: 0.25) == 0.25)
    #expect(alternate.progress(at: 1.25) == 0.75)
    #expect(alternate.progress(at: 2.25) == 0.25)
    #expect(alternate.progress(at: 3) == 1)
    let eased = try Timing(duration: 1, easing: .easeIn)
    #expect(eased.progress(at: 0.5) == TimingFunction.easeIn.progress(at: 0.5, duration: 1))
    #expect(abs((eased.progress(at: 0.5) ?? 0) - 0.315356812572539) < 1e-3)
  }

  @Test func stepsUseTheBeforeFlag() throws {
    let timing = try Timing(duration: 1, delay: 1, fill: .backwards, easing: try .steps(1, position: .jumpStart))
    #expect(timing.progress(at: 0.5) == 0)
    #expect(timing.progress(at: 1) == 1)
  }

  @Test func samplingIsTotal() throws {
    let timing = try Timing(duration: 1, delay: 0.5, fill: .both)
    #expect(timing.sample(at: .nan) == timing.sample(at: -.infinity))
    #expect(timing.progress(at: -.infinity) == 0)
    #expect(timing.progress(at: .infinity) == 1)
    #expect(timing.progress(at: .greatestFiniteMagnitude) == 1)
  }

  @Test func rejectsBadTimings() {
    #expect(throws: AnimationError.invalidParameter(name: "duration", value: -1, expected: "finite and not negative")) {
      try Timing(duration: -1)
    }
    #expect(throws: AnimationError.self) { try Timing(duration: .nan) }
    #expect(throws: AnimationError.self) { try Timing(duration: .infinity) }
    #expect(throws: AnimationError.self) { try Timing(duration: 1, delay: .nan) }
    #expect(throws: AnimationError.self) { try Timing(duration: 1, endDelay: .infinity) }
    #expect(throws: AnimationError.invalidParameter(name: "iterations", value: -1, expected: "not negative")) {
      try Timing(duration: 1, iterations: -1)
    }
    #expect(throws: AnimationError.self) { try Timing(duration: 1, iterations: .nan) }
    #expect(throws: AnimationError.self) { try Timing(duration: 1, iterationStart: -0.5) }
    #expect(
      AnimationError.invalidParameter(name: "iterations", value: -1, expected: "not negative").description
        == "iterations must be not negative, got -1.0")
  }
}

@Suite struct TimingProgressPropertyTests {
  /// `progress(at:)` computes the active phase of forward timings directly; it must agree with
  /// `sample(at:).progress` bit for bit everywhere.
  @Test func progressMatchesTheFullSample() throws {
    let seed: UInt64 = 0x7131_2B0F
    var random = SeededGenerator(seed: seed)
    let directions: [PlaybackDirection] = [.normal, .reverse, .alternate, .alternateReverse]
    let fills: [FillMode] = [.none, .forwards, .backwards, .both]
    let easings: [TimingFunction] = [.linear, .easeIn, .easeInEaseOut, .default, try .steps(4)]
    for index in 0..<20_000 {
      let timing = try Timing(
        duration: random.chance(0.1) ? 0 : random.double(in: 0.01...3), delay: random.double(in: -1...1),
        endDelay: random.double(in: -0.5...0.5),
        iterations: random.chance(0.1) ? .infinity : (random.chance(0.5) ? 1 : random.double(in: 0...4)),
        iterationStart: random.chance(0.5) ? 0 : random.double(in: 0...2),
        direction: directions[Int(random.next() % 4)], fill: fills[Int(random.next() % 4)],
        easing: easings[Int(random.next() % 5)])
      let time = random.chance(0.02) ? .nan : random.double(in: -2...12)
      let fast = timing.progress(at: time)
      let full = timing.sample(at: time).progress
      #expect(fast?.bitPattern == full?.bitPattern, "seed \(seed) case \(index): \(timing) at \(time)")
    }
  }
}
