import Lodestar
import LodestarDemoSupport

/// The `timeline` suite.
enum TimelineBenchmarks {
  static func make() -> [Benchmark] {
    var benchmarks: [Benchmark] = []
    if let track = try? rectTrackSample(timingEasing: .linear) { benchmarks.append(track) }
    if let eased = try? rectTrackSample(timingEasing: .easeIn) { benchmarks.append(eased) }
    if let bezier = try? bezierSample(x1: 0.42, y1: 0, x2: 0.58, y2: 1, name: "ease-in-out") {
      benchmarks.append(bezier)
    }
    if let steep = try? bezierSample(x1: 1, y1: 2, x2: 1, y2: -1, name: "steep, (1, 2, 1, -1)") {
      benchmarks.append(steep)
    }
    if let spring = try? springSample() { benchmarks.append(spring) }
    if let transition = try? tourTransitionFrame() { benchmarks.append(transition) }
    return benchmarks
  }

  /// Sampling a 4-keyframe Rect track whose intervals use cubic Bézier curves, at times spread over the
  /// whole animation (timing model, interval lookup, Bézier solve and interpolation). With a linear timing
  /// easing this is the figure; with a Bézier timing easing as well there are two solves per sample
  /// (reported without a target).
  static func rectTrackSample(timingEasing: TimingFunction) throws -> Benchmark {
    let track = try KeyframeSequence(
      [
        Keyframe(Rect(x: 0, y: 0, width: 100, height: 40), easing: .easeInEaseOut),
        Keyframe(Rect(x: 40, y: 120, width: 180, height: 60), easing: .easeOut),
        Keyframe(Rect(x: 10, y: 300, width: 90, height: 90), offset: 0.7, easing: .default),
        Keyframe(Rect(x: 200, y: 20, width: 44, height: 44)),
      ],
      timing: try Timing(duration: 0.8, fill: .both, easing: timingEasing))
    let linear = timingEasing == .linear
    return Benchmark(
      suite: "timeline",
      name: "4-keyframe cubic-Bezier Rect track sample" + (linear ? "" : " (plus easeIn timing easing)"),
      targetNanoseconds: linear ? 60 : nil
    ) {
      iterations in
      var accumulator = 0.0
      for index in 0..<iterations {
        let time = Double(index & 1023) * (0.8 / 1024)
        accumulator += track.sample(at: time)?.origin.x ?? 0
      }
      blackHole(accumulator)
    }
  }

  /// Solving one cubic Bézier curve at inputs spread over `0..<1` (the solve behind every eased sample).
  /// The issue names no target.
  static func bezierSample(x1: Double, y1: Double, x2: Double, y2: Double, name: String) throws -> Benchmark {
    let curve = try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    return Benchmark(suite: "timeline", name: "cubic-Bezier sample (\(name))", targetNanoseconds: nil) {
      iterations in
      var accumulator = 0.0
      for index in 0..<iterations {
        accumulator += curve.progress(at: Double(index & 1023) * (1.0 / 1024))
      }
      blackHole(accumulator)
    }
  }

  /// Sampling an under-damped spring (closed form: one exponential, one cosine, one sine).
  static func springSample() throws -> Benchmark {
    let spring = try SpringCurve(duration: 0.5, bounce: 0.3)
    return Benchmark(suite: "timeline", name: "spring sample", targetNanoseconds: 40) { iterations in
      var accumulator = 0.0
      for index in 0..<iterations {
        accumulator += spring.value(at: Double(index & 1023) * (1.0 / 1024))
      }
      blackHole(accumulator)
    }
  }

  /// Four rounded-rectangle openings, the cut-out of a step that highlights four controls.
  static func fourOpenings(offset: Double, radius: Double) -> BezierPath {
    var path = BezierPath()
    for index in 0..<4 {
      let x = 20 + Double(index) * 80 + offset
      path.addPath(.roundedRect(Rect(x: x, y: 100 + offset, width: 60, height: 44), cornerRadius: radius))
    }
    return path
  }

  /// One frame of a step-change transition: overlay opacity, the morph of a 4-opening cut-out path
  /// (element-wise), the outgoing coach mark's fade and the incoming coach mark's opacity and transform.
  static func tourTransitionFrame() throws -> Benchmark {
    let appearance = try CoachMarkTransition(
      duration: 0.3, from: CoachMarkPose(opacity: 0, transform: AffineMatrix(scaleX: 0.9, y: 0.9)), to: .visible)
    let style = try TourAnimationStyle(coachMark: CoachMarkAnimations(appearance: appearance))
    let transition = TourAnimation.stepChange(
      from: fourOpenings(offset: 0, radius: 8), to: fourOpenings(offset: 40, radius: 12), style: style)
    let markFrame = Rect(x: 10, y: 100, width: 300, height: 120)
    return Benchmark(
      suite: "timeline", name: "tour transition frame (overlay + 4-opening path morph + coach mark)",
      targetNanoseconds: 1000
    ) { iterations in
      var accumulator = 0.0
      for index in 0..<iterations {
        let frame = transition.frame(at: Double(index & 1023) * (0.6 / 1024), coachMarkFrame: markFrame)
        accumulator += frame.overlayOpacity.value + Double(frame.cutout.elements.count) + frame.coachMark.transform.a
      }
      blackHole(accumulator)
    }
  }
}
