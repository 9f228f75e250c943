import LodestarGeometry
import LodestarTimeline
import Testing

/// A step's own coach-mark animations in the tour transitions, under reduced motion (issue 16, item 6).
@Suite struct StepAnimationOverrideTests {
  static let slowFade = try! CoachMarkTransition(duration: 1, curve: .linear, from: .visible, to: .hidden)
  static let late = try! CoachMarkTransition(duration: 0.5, delay: 0.25, curve: .linear, from: .hidden, to: .visible)
  static let frame = Rect(x: 0, y: 0, width: 10, height: 10)

  /// The animations are kept in shared storage, copied on write: a copy changed afterwards leaves the
  /// original as it was, in either direction, and setting an animation on an empty value makes its storage.
  @Test func animationsAreValuesWhoseCopiesChangeAlone() {
    var original = CoachMarkAnimations()
    #expect(original.appearance == nil && original.disappearance == nil && original.idle == nil)
    original.disappearance = Self.slowFade
    #expect(original.disappearance?.duration == 1 && original.appearance == nil && original.idle == nil)

    var copy = original
    copy.appearance = Self.late
    copy.disappearance = nil
    #expect(original.appearance == nil && original.disappearance?.duration == 1)
    #expect(copy.appearance?.duration == 0.75 && copy.disappearance == nil)

    original.idle = Self.late
    #expect(copy.idle == nil && original.idle?.duration == 0.75)

    let merged = CoachMarkAnimations().merged(over: copy)
    #expect(merged.appearance?.duration == 0.75 && merged.disappearance == nil && merged.idle == nil)
  }

  @Test func aStepChangePlaysTheLeavingStepsDisappearanceAndTheEnteringStepsAppearance() {
    let change = TourAnimation<Rect>.stepChange(
      from: Self.frame, to: Self.frame, leaving: CoachMarkAnimations(disappearance: Self.slowFade),
      entering: CoachMarkAnimations(appearance: Self.late))
    #expect(change.outgoingDuration == 1)
    #expect(change.duration == 1.75)
    #expect(change.frame(at: 0.5, coachMarkFrame: Self.frame).outgoingCoachMark?.opacity == Opacity(0.5))
    #expect(change.frame(at: 1.2, coachMarkFrame: Self.frame).coachMark.opacity == .transparent)
    #expect(change.frame(at: 1.5, coachMarkFrame: Self.frame).coachMark.opacity == Opacity(0.5))
    #expect(!change.hasIdleAnimation)

    let plain = TourAnimation<Rect>.stepChange(from: Self.frame, to: Self.frame)
    #expect(plain.outgoingDuration == 0.3 && plain.duration == 0.6)
  }

  @Test func presentationAndDismissalTakeTheStepsOwn() throws {
    let pulse = try CoachMarkTransition.pulse()
    let presentation = TourAnimation<Rect>.presentation(
      cutout: Self.frame, step: CoachMarkAnimations(appearance: Self.late, idle: pulse))
    #expect(presentation.frame(at: 0.5, coachMarkFrame: Self.frame).coachMark.opacity == Opacity(0.5))
    #expect(presentation.hasIdleAnimation)
    let dismissal = TourAnimation<Rect>.dismissal(
      cutout: Self.frame, step: CoachMarkAnimations(disappearance: Self.slowFade))
    #expect(dismissal.frame(at: 0.75, coachMarkFrame: Self.frame).coachMark.opacity == Opacity(0.25))
    #expect(dismissal.outgoingDuration == 1)
  }

  @Test func reducedMotionAppliesToAStepsAnimations() throws {
    let grow = try CoachMarkTransition(
      duration: 1, curve: .linear, from: CoachMarkPose(opacity: .transparent, transform: AffineMatrix(scaleX: 2, y: 2)),
      to: .visible)
    let step = CoachMarkAnimations(appearance: grow, idle: try CoachMarkTransition.pulse())
    var style = TourAnimationStyle.standard
    style.reducedMotion = .crossFade
    #expect(style.appearance(for: step).state(at: 0.5, base: CoachMarkState(frame: Self.frame)).transform == .identity)
    #expect(style.appearance(for: step).state(at: 0.5, base: CoachMarkState(frame: Self.frame)).opacity == Opacity(0.5))
    #expect(style.idle(for: step) == nil)
    style.reducedMotion = .instant
    #expect(style.appearance(for: step).duration == 0)
    #expect(style.disappearance(for: CoachMarkAnimations(disappearance: Self.slowFade)).duration == 0)
  }
}
