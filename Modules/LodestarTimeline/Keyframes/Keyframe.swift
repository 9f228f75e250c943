/// One value of a ``KeyframeSequence`` at an offset within the iteration.
public struct Keyframe<Value: Sendable>: Sendable {
  /// The value at this keyframe.
  public var value: Value
  /// Where in the iteration the value applies, in `0...1`; `nil` lets the track space it evenly between its
  /// neighbours (the first keyframe defaults to 0, the last to 1).
  public var offset: Double?
  /// The curve for the interval that starts at this keyframe (ignored on the last keyframe).
  public var easing: TimingFunction

  /// Creates a keyframe.
  public init(_ value: Value, offset: Double? = nil, easing: TimingFunction = .linear) {
    self.value = value
    self.offset = offset
    self.easing = easing
  }
}

extension Keyframe: Equatable where Value: Equatable {}
extension Keyframe: Hashable where Value: Hashable {}

/// How a track's value combines with the value underneath it (the target's base value or the tracks
/// sampled before it), as Web Animations' `CompositeOperation`.
public enum CompositeOperation: Sendable, Hashable {
  /// The track's value replaces the underlying value.
  case replace
  /// The track's value is added to the underlying value (see ``Additive``).
  case add
}

/// Computes the offsets of keyframes whose offsets were left out, after validating the given ones.
///
/// Given offsets must be finite, in `0...1` and non-decreasing. A missing first offset becomes 0 (when there
/// is more than one keyframe), a missing last offset 1 (a single keyframe's offset is 1, as in Web
/// Animations), and each run of missing offsets is spaced evenly between its known neighbours.
func computedKeyframeOffsets(_ offsets: [Double?]) throws -> [Double] {
  guard !offsets.isEmpty else { throw AnimationError.noKeyframes }
  var previous: Double?
  for (index, offset) in offsets.enumerated() {
    guard let offset else { continue }
    guard offset.isFinite, (0...1).contains(offset) else {
      throw AnimationError.keyframeOffsetOutOfRange(index: index, offset: offset)
    }
    if let previous, offset < previous {
      throw AnimationError.keyframeOffsetsOutOfOrder(index: index, offset: offset, previousOffset: previous)
    }
    previous = offset
  }
  var computed = offsets
  if computed.count == 1 {
    return [computed[0] ?? 1]
  }
  if computed[0] == nil { computed[0] = 0 }
  if computed[computed.count - 1] == nil { computed[computed.count - 1] = 1 }
  var result: [Double] = []
  result.reserveCapacity(computed.count)
  var lastKnownIndex = 0
  var lastKnown = computed[0] ?? 0
  for index in computed.indices {
    guard let offset = computed[index] else { continue }
    let gap = index - lastKnownIndex
    if gap > 1 {
      for step in 1..<gap {
        result.append(lastKnown + (offset - lastKnown) * Double(step) / Double(gap))
      }
    }
    result.append(offset)
    lastKnownIndex = index
    lastKnown = offset
  }
  return result
}
