import LodestarTestSupport
import LodestarTimeline
import Testing

/// Issue 19: a phase boundary that coincides with a time in exact arithmetic coincides with it in the result,
/// although the boundaries are sums of `Double`s.
@Suite struct PhaseBoundaryTests {
  @Test func anEmptyActiveIntervalIsEmpty() throws {
    // Exactly, the end time is 0.1 + 2 − 2 = 0.1, so 0.1 is in the after phase, where a timing that fills
    // only backwards has no effect (Chromium answers null). In Double the sum is 0.10000000000000009.
    let timing = try Timing(duration: 1, delay: 0.1, endDelay: -2, iterations: 2, fill: .backwards)
    #expect(timing.sample(at: 0.1) == TimingSample(phase: .after))
    #expect(timing.progress(at: 0.1) == nil)
    #expect(timing.sample(at: 0.099999).phase == .before)
    #expect(timing.progress(at: 0.099999) == 0)
    let sequence = KeyframeSequence(from: 0.0, to: 1.0, timing: timing)
    #expect(sequence.isFinished(at: 0.1))
    #expect(!sequence.isFinished(at: 0.099999))
  }

  @Test func sumsThatRoundAwayFromATimeStillMeetIt() throws {
    // 0.1 + 0.2 is 0.30000000000000004 in Double: the active interval still ends at 0.3.
    let timing = try Timing(duration: 0.2, delay: 0.1, fill: .forwards)
    #expect(
      timing.sample(at: 0.3)
        == TimingSample(
          phase: .after, activeTime: 0.2, currentIteration: 0,
          iterationProgress: 1, progress: 1))
    #expect(timing.sample(at: 0.299999).phase == .active)
    // Just inside the start, a time that rounds below the delay is on it: progress 0, not a whole iteration.
    let late = try Timing(duration: 0.3, delay: 0.1 + 0.2, iterations: 2)
    #expect(
      late.sample(at: 0.3)
        == TimingSample(
          phase: .active, activeTime: 0, currentIteration: 0,
          iterationProgress: 0, progress: 0))
    #expect(late.progress(at: 0.3) == 0)
  }

  /// 10,000 random timings whose times are whole microseconds, each sampled at every phase boundary and a
  /// microsecond either side of it, against ``ExactTimingModel``.
  @Test func phasesAgreeWithExactArithmetic() throws {
    let seed: UInt64 = 0x0019_B0DA
    var random = SeededGenerator(seed: seed)
    let directions: [PlaybackDirection] = [.normal, .reverse, .alternate, .alternateReverse]
    let fills: [FillMode] = [.none, .forwards, .backwards, .both]
    for index in 0..<10_000 {
      let model = ExactTimingModel.random(using: &random)
      let timing = try Timing(
        duration: seconds(model.duration), delay: seconds(model.delay), endDelay: seconds(model.endDelay),
        iterations: model.iterations, iterationStart: Double(random.int(in: 0...8)) / 4,
        direction: directions[random.int(in: 0...3)], fill: fills[random.int(in: 0...3)])
      let sequence = KeyframeSequence(from: 0.0, to: 1.0, timing: timing)
      var times = [random.double(in: -3e6...3e6).rounded()]
      for boundary in model.boundaries where boundary.isFinite {
        times += [boundary - 1, boundary, boundary + 1]
      }
      for time in times {
        let phase = model.phase(at: time)
        let hasEffect =
          phase == .active || (phase == .before && timing.fill.fillsBackwards)
          || (phase == .after && timing.fill.fillsForwards)
        let sample = timing.sample(at: seconds(time))
        let progress = timing.progress(at: seconds(time))
        let isFinished = sequence.isFinished(at: seconds(time))
        if sample.phase != phase || (sample.progress != nil) != hasEffect || progress != sample.progress
          || isFinished != (time >= model.endTime)
        {
          Issue.record(
            """
            seed \(seed) case \(index): \(model) at \(time) µs: phase \(sample.phase) (exactly \(phase)), \
            progress \(String(describing: sample.progress)) (effect exactly: \(hasEffect)), progress(at:) \
            \(String(describing: progress)), finished \(isFinished) (exactly \(time >= model.endTime)); \(timing)
            """)
          return
        }
      }
    }
  }

  /// Whole microseconds as seconds: the `Double` nearest the decimal value, as a caller writes it.
  func seconds(_ microseconds: Double) -> Double { microseconds / 1_000_000 }
}

/// The Web Animations phases in exact arithmetic: every time is a whole number of microseconds, held in a
/// `Double` (integers below 2⁵³ and their sums are exact there), and an infinite active duration is infinity.
struct ExactTimingModel: CustomStringConvertible {
  var duration: Double
  var delay: Double
  var endDelay: Double
  var iterations: Double

  var activeDuration: Double { duration == 0 || iterations == 0 ? 0 : duration * iterations }
  var endTime: Double { max(delay + activeDuration + endDelay, 0) }
  var beforeActiveBoundary: Double { max(min(delay, endTime), 0) }
  var activeAfterBoundary: Double { max(min(delay + activeDuration, endTime), 0) }
  var boundaries: [Double] {
    [0, delay, delay + activeDuration, endTime, beforeActiveBoundary, activeAfterBoundary]
  }

  func phase(at time: Double) -> AnimationPhase {
    time < beforeActiveBoundary ? .before : time >= activeAfterBoundary ? .after : .active
  }

  var description: String {
    "duration \(duration) µs, delay \(delay) µs, endDelay \(endDelay) µs, iterations \(iterations)"
  }

  /// Durations up to 2 s and delays up to ±2 s, sometimes a thousand times longer; iteration counts that are
  /// whole, quarters (with a duration that is a multiple of 4 µs, so the active duration is whole) or
  /// infinite; end delays chosen often to cancel the rest, so that boundaries coincide.
  static func random(using random: inout SeededGenerator) -> ExactTimingModel {
    let scale: Double = random.chance(0.1) ? 1000 : 1
    var duration = random.chance(0.1) ? 0 : Double(random.int(in: 1...2_000_000)) * scale
    let iterations: Double
    switch random.int(in: 0...19) {
    case 0: iterations = 0
    case 1: iterations = .infinity
    case 2...7:
      iterations = Double(random.int(in: 1...16)) / 4
      duration = (duration / 4).rounded(.down) * 4
    default: iterations = Double(random.int(in: 1...4))
    }
    let delay = random.chance(0.3) ? 0 : Double(random.int(in: -2_000_000...2_000_000)) * scale
    var model = ExactTimingModel(duration: duration, delay: delay, endDelay: 0, iterations: iterations)
    let active = model.activeDuration.isFinite ? model.activeDuration : 0
    switch random.int(in: 0...9) {
    case 0...2: model.endDelay = 0
    case 3...4: model.endDelay = -active
    case 5: model.endDelay = -(active + delay)
    case 6: model.endDelay = -(active + delay) + Double(random.int(in: -2...2))
    default: model.endDelay = Double(random.int(in: -3_000_000...3_000_000)) * scale
    }
    return model
  }
}
