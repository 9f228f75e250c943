/// A composition of keyframe tracks: tracks on named properties, played together (``group(_:)``) or one
/// after another (``sequence(_:)``), sampled as a pure function of time.
///
/// Children are applied in order, so for the same property a later child's value replaces (or, with
/// ``CompositeOperation/add``, adds to) an earlier one's; a child without effect at a time (outside its active
/// interval without fill) leaves the property as it was. A sequence starts each child at the end time of the
/// one before it.
public struct KeyframeAnimation: Sendable {
  indirect enum Node: Sendable {
    case track(AnimatedProperty, @Sendable (Double, AnimationValue?) -> AnimationValue?)
    case group([KeyframeAnimation])
    case sequence([KeyframeAnimation])
  }

  let node: Node
  /// The total duration: a track's end time, the longest child of a group, the sum of a sequence's children
  /// (infinite when something repeats forever).
  public let duration: Double

  /// A keyframe track driving one property.
  public static func track<Value: AnimationValueConvertible>(
    _ property: AnimatedProperty, _ track: KeyframeSequence<Value>
  ) -> KeyframeAnimation {
    KeyframeAnimation(
      node: .track(
        property,
        { time, underlying in
          if track.composite == .add, let underlying, let base = Value(animationValue: underlying) {
            return track.value(at: time, underlying: base).animationValue
          }
          return track.sample(at: time)?.animationValue
        }),
      duration: track.timing.endTime)
  }

  /// Children played together, all starting at the group's start.
  public static func group(_ children: [KeyframeAnimation]) -> KeyframeAnimation {
    KeyframeAnimation(node: .group(children), duration: children.map(\.duration).max() ?? 0)
  }

  /// Children played one after another.
  public static func sequence(_ children: [KeyframeAnimation]) -> KeyframeAnimation {
    KeyframeAnimation(node: .sequence(children), duration: children.reduce(0) { $0 + $1.duration })
  }

  /// The snapshot at a time (seconds from the animation's start), starting from `base` (the properties'
  /// values without animation). Total: NaN and infinite times give a snapshot.
  public func sample(at time: Double, base: AnimationSnapshot = AnimationSnapshot()) -> AnimationSnapshot {
    var snapshot = base
    apply(at: time, to: &snapshot)
    return snapshot
  }

  func apply(at time: Double, to snapshot: inout AnimationSnapshot) {
    switch node {
    case .track(let property, let sampler):
      if let value = sampler(time, snapshot[property]) { snapshot[property] = value }
    case .group(let children):
      for child in children { child.apply(at: time, to: &snapshot) }
    case .sequence(let children):
      var start = 0.0
      for child in children {
        child.apply(at: time - start, to: &snapshot)
        start += child.duration
      }
    }
  }

  /// Whether the animation has finished at a time: the time is at or past ``duration`` (never for an
  /// infinite animation or a NaN time).
  public func isFinished(at time: Double) -> Bool {
    time >= duration
  }
}
