/// One step's own coach-mark animations, each replacing the tour's (``TourAnimationStyle``) for that step:
/// Instructions' animation delegate, which lets every index choose its appearance, disappearance and idle
/// animation (duration, delay, curve and initial state: see
/// ``CoachMarkTransition/init(duration:delay:curve:from:to:)``).
///
/// A `nil` animation keeps the tour's. Reduced motion applies to these as to the tour's
/// (``CoachMarkTransition/reduced(_:)``).
public struct CoachMarkAnimations: Sendable {
  /// How the step's coach mark appears, or `nil` for the tour's ``TourAnimationStyle/coachMarkAppearance``.
  public var appearance: CoachMarkTransition? {
    get { storage.isEmpty ? nil : storage[0].appearance }
    set { withStorage { $0.appearance = newValue } }
  }
  /// How the step's coach mark disappears, or `nil` for the tour's
  /// ``TourAnimationStyle/coachMarkDisappearance``.
  public var disappearance: CoachMarkTransition? {
    get { storage.isEmpty ? nil : storage[0].disappearance }
    set { withStorage { $0.disappearance = newValue } }
  }
  /// The idle animation once the step's coach mark has appeared, or `nil` for the tour's
  /// ``TourAnimationStyle/coachMarkIdle``; an empty `CoachMarkTransition()` plays none.
  public var idle: CoachMarkTransition? {
    get { storage.isEmpty ? nil : storage[0].idle }
    set { withStorage { $0.idle = newValue } }
  }

  /// The three transitions, stored together.
  private struct Transitions: Sendable {
    var appearance: CoachMarkTransition?
    var disappearance: CoachMarkTransition?
    var idle: CoachMarkTransition?
  }

  /// No element while every animation is the tour's, else one. A transition is large (its keyframe tracks
  /// are stored inline so that sampling does not copy them), and every step of a tour carries these
  /// animations, most of them the tour's: kept in an array, the standard library's copy-on-write storage,
  /// they take one reference in each step and copying a step copies no transition.
  private var storage: [Transitions]

  /// Changes the transitions, making their storage first when there is none.
  private mutating func withStorage(_ change: (inout Transitions) -> Void) {
    if storage.isEmpty { storage.append(Transitions()) }
    change(&storage[0])
  }

  /// Creates a step's animations; by default every one is the tour's.
  ///
  /// - Parameters:
  ///   - appearance: How the coach mark appears, or `nil` for the tour's.
  ///   - disappearance: How the coach mark disappears, or `nil` for the tour's.
  ///   - idle: The idle animation, or `nil` for the tour's.
  public init(
    appearance: CoachMarkTransition? = nil, disappearance: CoachMarkTransition? = nil, idle: CoachMarkTransition? = nil
  ) {
    let isTours = appearance == nil && disappearance == nil && idle == nil
    storage = isTours ? [] : [Transitions(appearance: appearance, disappearance: disappearance, idle: idle)]
  }

  /// These animations, with `base`'s where these have none.
  ///
  /// - Parameter base: The animations to fall back on.
  /// - Returns: The merged animations.
  public func merged(over base: CoachMarkAnimations) -> CoachMarkAnimations {
    CoachMarkAnimations(
      appearance: appearance ?? base.appearance, disappearance: disappearance ?? base.disappearance,
      idle: idle ?? base.idle)
  }
}

extension TourAnimationStyle {
  /// The appearance a step plays: its own or the tour's, as reduced motion plays it.
  ///
  /// - Parameter step: The step's own animations.
  /// - Returns: The transition to play.
  public func appearance(for step: CoachMarkAnimations) -> CoachMarkTransition {
    (step.appearance ?? coachMarkAppearance).reduced(reducedMotion)
  }

  /// The disappearance a step plays: its own or the tour's, as reduced motion plays it.
  ///
  /// - Parameter step: The step's own animations.
  /// - Returns: The transition to play.
  public func disappearance(for step: CoachMarkAnimations) -> CoachMarkTransition {
    (step.disappearance ?? coachMarkDisappearance).reduced(reducedMotion)
  }

  /// The idle animation a step plays: its own or the tour's; none unless motion is ``ReducedMotion/off``.
  ///
  /// - Parameter step: The step's own animations.
  /// - Returns: The idle animation, or `nil` for none.
  public func idle(for step: CoachMarkAnimations) -> CoachMarkTransition? {
    reducedMotion == .off ? step.idle ?? coachMarkIdle : nil
  }
}
