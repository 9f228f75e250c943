/// Where the jumps of a ``Steps`` timing function happen, as CSS `steps()` defines them.
public enum StepPosition: Sendable, Hashable {
  /// The first jump happens when the animation starts (CSS `jump-start`, `start`).
  case jumpStart
  /// The last jump happens when the animation ends (CSS `jump-end`, `end`; the default).
  case jumpEnd
  /// No jump at either end: the output holds 0 during the first step and 1 during the last.
  case jumpNone
  /// Jumps at both ends.
  case jumpBoth
}

/// A staircase timing function with a number of equal steps (CSS `steps(n, position)`).
public struct Steps: Sendable, Hashable {
  /// The number of intervals the input is divided into.
  public let count: Int
  /// Where the jumps happen.
  public let position: StepPosition

  /// Creates a step function.
  ///
  /// - Parameters:
  ///   - count: The number of steps: at least 1, and at least 2 for ``StepPosition/jumpNone``.
  ///   - position: Where the jumps happen.
  /// - Throws: ``AnimationError/invalidStepCount(count:position:)`` for too few steps.
  public init(count: Int, position: StepPosition = .jumpEnd) throws {
    guard count >= (position == .jumpNone ? 2 : 1) else {
      throw AnimationError.invalidStepCount(count: count, position: position)
    }
    self.count = count
    self.position = position
  }

  /// The output progress for an input progress, following CSS Easing Functions' step algorithm.
  ///
  /// `beforeFlag` is the Web Animations "before flag": set when the effect is in its before phase going
  /// forwards (or its after phase going backwards); it keeps a `jumpStart` curve at 0 before the start.
  public func progress(at input: Double, beforeFlag: Bool = false) -> Double {
    guard !input.isNaN else { return input }
    let steps = Double(count)
    let scaled = input * steps
    var currentStep = scaled.rounded(.down)
    if position == .jumpStart || position == .jumpBoth { currentStep += 1 }
    if beforeFlag, scaled.truncatingRemainder(dividingBy: 1) == 0 { currentStep -= 1 }
    if input >= 0, currentStep < 0 { currentStep = 0 }
    let jumps: Double
    switch position {
    case .jumpStart, .jumpEnd: jumps = steps
    case .jumpNone: jumps = steps - 1
    case .jumpBoth: jumps = steps + 1
    }
    if input <= 1, currentStep > jumps { currentStep = jumps }
    return currentStep / jumps
  }
}
