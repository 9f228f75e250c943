/// Why an animation description was rejected at construction.
///
/// Every timing function, timing, keyframe track and transition validates its input when it is created and
/// throws one of these errors, so sampling never meets a value it cannot handle.
public enum AnimationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A numeric parameter is outside its allowed range; `expected` describes the range.
  case invalidParameter(name: String, value: Double, expected: String)
  /// A step count that the step position does not allow (at least 1, at least 2 for `jumpNone`).
  case invalidStepCount(count: Int, position: StepPosition)
  /// A keyframe track without keyframes.
  case noKeyframes
  /// A keyframe offset that is not a finite number in `0...1`.
  case keyframeOffsetOutOfRange(index: Int, offset: Double)
  /// A keyframe offset smaller than an earlier keyframe's offset.
  case keyframeOffsetsOutOfOrder(index: Int, offset: Double, previousOffset: Double)

  /// A sentence saying what was wrong and where.
  public var description: String {
    switch self {
    case .invalidParameter(let name, let value, let expected):
      "\(name) must be \(expected), got \(value)"
    case .invalidStepCount(let count, let position):
      "steps(\(count), \(position)) needs at least \(position == .jumpNone ? 2 : 1) steps"
    case .noKeyframes:
      "a keyframe track needs at least one keyframe"
    case .keyframeOffsetOutOfRange(let index, let offset):
      "keyframe \(index) has offset \(offset); offsets must be finite and in 0...1"
    case .keyframeOffsetsOutOfOrder(let index, let offset, let previousOffset):
      "keyframe \(index) has offset \(offset), smaller than the earlier offset \(previousOffset); "
        + "offsets must not decrease"
    }
  }
}

extension AnimationError {
  /// Throws `invalidParameter` unless `value` is finite and satisfies `isValid`.
  static func check(
    _ name: String, _ value: Double, expected: String, allowInfinity: Bool = false,
    _ isValid: (Double) -> Bool
  ) throws {
    guard !value.isNaN, allowInfinity || value.isFinite, isValid(value) else {
      throw AnimationError.invalidParameter(name: name, value: value, expected: expected)
    }
  }
}
