import LodestarGeometry

/// The closed-form solution of a spring's displacement u(t) = x(t) − 1, with its constants precomputed.
@usableFromInline
enum SpringSolution: Sendable, Hashable {
  /// u = e^(−decay·t)·(a·cos(ω·t) + b·sin(ω·t)) = amplitude·e^(−decay·t)·cos(ω·t − phase).
  case underDamped(decay: Double, frequency: Double, a: Double, b: Double, amplitude: Double, phase: Double)
  /// u = e^(−decay·t)·(a + b·t).
  case critical(decay: Double, a: Double, b: Double)
  /// u = c1·e^(r1·t) + c2·e^(r2·t).
  case overDamped(r1: Double, r2: Double, c1: Double, c2: Double)

  /// Beyond e^(−800) every displacement and velocity is zero in Double (it underflows near e^(−745)).
  @usableFromInline static var restExponent: Double { 800 }

  /// Within this distance of 1 the damping ratio is treated as critical.
  static let criticalTolerance = 1e-9

  init(frequency: Double, ratio: Double, initialVelocity: Double) {
    let start = -1.0
    if Swift.abs(ratio - 1) <= Self.criticalTolerance {
      self = .critical(decay: frequency, a: start, b: initialVelocity - frequency)
    } else if ratio < 1 {
      let damped = frequency * (1 - ratio * ratio).squareRoot()
      let decay = ratio * frequency
      let b = (initialVelocity + decay * start) / damped
      self = .underDamped(
        decay: decay, frequency: damped, a: start, b: b, amplitude: (start * start + b * b).squareRoot(),
        phase: arcTangent2(b, start))
    } else {
      let root = frequency * (ratio * ratio - 1).squareRoot()
      let r1 = -ratio * frequency + root
      let r2 = -ratio * frequency - root
      let c2 = (initialVelocity - r1 * start) / (r2 - r1)
      self = .overDamped(r1: r1, r2: r2, c1: start - c2, c2: c2)
    }
  }

  @inlinable
  func displacement(at time: Double) -> Double {
    switch self {
    case .underDamped(let decay, let frequency, _, _, let amplitude, let phase):
      // Past the underflow of the exponential the spring is at rest (and cos of a huge angle is not needed).
      if decay * time > Self.restExponent { return 0 }
      return amplitude * exponential(-decay * time) * cosine(frequency * time - phase)
    case .critical(let decay, let a, let b):
      if decay * time > Self.restExponent { return 0 }
      return exponential(-decay * time) * (a + b * time)
    case .overDamped(let r1, let r2, let c1, let c2):
      return c1 * exponential(r1 * time) + c2 * exponential(r2 * time)
    }
  }

  func velocity(at time: Double) -> Double {
    switch self {
    case .underDamped(let decay, let frequency, let a, let b, _, _):
      if decay * time > Self.restExponent { return 0 }
      let angle = frequency * time
      let cosineValue = cosine(angle)
      let sineValue = sine(angle)
      let envelope = exponential(-decay * time)
      return envelope
        * (-decay * (a * cosineValue + b * sineValue) + frequency * (b * cosineValue - a * sineValue))
    case .critical(let decay, let a, let b):
      if decay * time > Self.restExponent { return 0 }
      return exponential(-decay * time) * (b - decay * (a + b * time))
    case .overDamped(let r1, let r2, let c1, let c2):
      return c1 * r1 * exponential(r1 * time) + c2 * r2 * exponential(r2 * time)
    }
  }

  /// An upper bound of |u| at and after `time` (once past its maximum), decreasing to 0.
  func envelope(at time: Double) -> Double {
    switch self {
    case .underDamped(let decay, _, let a, let b, _, _):
      return (a * a + b * b).squareRoot() * exponential(-decay * time)
    case .critical(let decay, let a, let b):
      return (Swift.abs(a) + Swift.abs(b) * time) * exponential(-decay * time)
    case .overDamped(let r1, let r2, let c1, let c2):
      return Swift.abs(c1) * exponential(r1 * time) + Swift.abs(c2) * exponential(r2 * time)
    }
  }

  /// See ``SpringCurve/settlingDuration(epsilon:)``.
  func settlingDuration(epsilon: Double) -> Double {
    guard epsilon > 0 else { return .infinity }
    guard epsilon < 1 else { return 0 }
    // Stage 1: the time the envelope falls to epsilon (it starts at or above 1).
    var low = 0.0
    var high = initialStep
    var doublings = 0
    while envelope(at: high) > epsilon && doublings < 200 {
      low = high
      high *= 2
      doublings += 1
    }
    for _ in 0..<100 {
      let middle = (low + high) / 2
      if middle <= low || middle >= high { break }
      if envelope(at: middle) > epsilon { low = middle } else { high = middle }
    }
    let bound = high
    // Stage 2: the last extremum of u before the bound with |u| > epsilon, then bisection up to the next
    // extremum (or the bound), where |u| falls through epsilon exactly once.
    var (earlier, later) = lastSegment(before: bound, epsilon: epsilon)
    for _ in 0..<100 {
      let middle = (earlier + later) / 2
      if middle <= earlier || middle >= later { break }
      if Swift.abs(displacement(at: middle)) > epsilon { earlier = middle } else { later = middle }
    }
    return later
  }

  /// The segment `[start, end]` of `[0, bound]` that holds the last time |u| exceeds epsilon: |u| > epsilon
  /// at the start, and on the segment |u| crosses epsilon only once.
  private func lastSegment(before bound: Double, epsilon: Double) -> (Double, Double) {
    switch self {
    case .underDamped(let decay, let frequency, let a, let b, _, _):
      // u′ ∝ P·cos ωt + Q·sin ωt = R·cos(ωt − α), zero at ωt = α + π/2 + kπ.
      let p = frequency * b - decay * a
      let q = -(decay * b + frequency * a)
      var phase = (arcTangent2(q, p) + Double.pi / 2).truncatingRemainder(dividingBy: Double.pi)
      if phase < 0 { phase += Double.pi }
      let lastIndex = ((frequency * bound - phase) / Double.pi).rounded(.down)
      guard lastIndex >= 0, lastIndex.isFinite else { return (0, bound) }
      var index = lastIndex
      var next = bound
      while index >= 0 {
        let extremum = (phase + index * Double.pi) / frequency
        if Swift.abs(displacement(at: extremum)) > epsilon { return (extremum, next) }
        next = extremum
        index -= 1
      }
      return (0, next)
    case .critical(let decay, let a, let b):
      guard b != 0 else { return (0, bound) }
      return segment(aroundExtremum: 1 / decay - a / b, bound: bound, epsilon: epsilon)
    case .overDamped(let r1, let r2, let c1, let c2):
      let ratio = -(c2 * r2) / (c1 * r1)
      guard ratio > 0, ratio.isFinite else { return (0, bound) }
      return segment(aroundExtremum: naturalLogarithm(ratio) / (r1 - r2), bound: bound, epsilon: epsilon)
    }
  }

  /// For a displacement with at most one extremum (critical and over-damped springs).
  private func segment(aroundExtremum extremum: Double, bound: Double, epsilon: Double) -> (Double, Double) {
    guard extremum > 0, extremum < bound else { return (0, bound) }
    return Swift.abs(displacement(at: extremum)) > epsilon ? (extremum, bound) : (0, extremum)
  }

  /// A first guess at the settling time's scale: the slowest decay rate's time constant.
  private var initialStep: Double {
    switch self {
    case .underDamped(let decay, _, _, _, _, _): 1 / decay
    case .critical(let decay, _, _): 1 / decay
    case .overDamped(let r1, _, _, _): 1 / Swift.max(-r1, .leastNormalMagnitude)
    }
  }
}
