import LodestarGeometry
import LodestarTimeline
import Testing

@Suite struct TourAnimationTests {
  let frameA = Rect(x: 20, y: 40, width: 100, height: 44)
  let frameB = Rect(x: 200, y: 400, width: 60, height: 60)
  let markFrame = Rect(x: 10, y: 100, width: 300, height: 120)

  @Test func defaultsFollowTheAnchors() {
    let style = TourAnimationStyle.standard
    #expect(style.overlayFadeDuration == 0.3)
    #expect(style.skipControlDelay == 0.3)
    #expect(style.skipControlFadeDuration == 0.3)
    #expect(style.cutoutMorphDuration == 0.25)
    #expect(style.cutoutMorphCurve == .easeInEaseOut)
    #expect(style.coachMarkAppearance.duration == 0.3)
    #expect(style.coachMarkDisappearance.duration == 0.3)
    #expect(style.coachMarkIdle == nil)
    #expect(style.reducedMotion == .off)
  }

  @Test func presentationFadesTheOverlayThenTheSkipControl() {
    let transition = TourAnimation.presentation(cutout: frameA)
    #expect(transition.duration == 0.6)
    let start = transition.frame(at: 0, coachMarkFrame: markFrame)
    #expect(start.overlayOpacity == .transparent)
    #expect(start.skipControlOpacity == .transparent)
    #expect(start.coachMark.opacity == .transparent)
    #expect(start.cutout == frameA)
    #expect(start.outgoingCoachMark == nil)
    let middle = transition.frame(at: 0.15, coachMarkFrame: markFrame)
    #expect(abs(middle.overlayOpacity.value - 0.5) < 1e-9)
    #expect(abs(middle.coachMark.opacity.value - 0.5) < 1e-9)
    #expect(middle.skipControlOpacity == .transparent)
    let overlayDone = transition.frame(at: 0.3, coachMarkFrame: markFrame)
    #expect(overlayDone.overlayOpacity == .opaque)
    #expect(overlayDone.coachMark.opacity == .opaque)
    #expect(overlayDone.skipControlOpacity == .transparent)
    #expect(abs(transition.frame(at: 0.45, coachMarkFrame: markFrame).skipControlOpacity.value - 0.5) < 1e-9)
    let end = transition.frame(at: 0.6, coachMarkFrame: markFrame)
    #expect(end.skipControlOpacity == .opaque)
    #expect(end.coachMark == CoachMarkState(frame: markFrame))
    #expect(transition.isFinished(at: 0.6))
    #expect(!transition.isFinished(at: 0.59))
  }

  @Test func stepChangeMorphsTheCutoutAndSwapsCoachMarks() {
    let transition = TourAnimation.stepChange(from: frameA, to: frameB)
    #expect(transition.kind == .stepChange)
    #expect(transition.duration == 0.6)
    let start = transition.frame(at: 0, coachMarkFrame: markFrame, outgoingCoachMarkFrame: frameA)
    #expect(start.cutout == frameA)
    #expect(start.overlayOpacity == .opaque)
    #expect(start.skipControlOpacity == .opaque)
    #expect(start.outgoingCoachMark == CoachMarkState(frame: frameA))
    #expect(start.coachMark.opacity == .transparent)
    let middle = transition.frame(at: 0.125, coachMarkFrame: markFrame)
    #expect(abs(middle.cutout.origin.x - 110) < 1e-6)
    #expect(transition.frame(at: 0.25, coachMarkFrame: markFrame).cutout == frameB)
    let swap = transition.frame(at: 0.3, coachMarkFrame: markFrame)
    #expect(swap.outgoingCoachMark?.opacity == .transparent)
    #expect(swap.coachMark.opacity == .transparent)
    #expect(transition.frame(at: 0.6, coachMarkFrame: markFrame).coachMark.opacity == .opaque)
  }

  @Test func dismissalFadesEverythingOut() {
    let transition = TourAnimation.dismissal(cutout: frameB)
    #expect(transition.duration == 0.3)
    let end = transition.frame(at: 0.3, coachMarkFrame: markFrame)
    #expect(end.overlayOpacity == .transparent)
    #expect(end.skipControlOpacity == .transparent)
    #expect(end.coachMark.opacity == .transparent)
    #expect(end.cutout == frameB)
    #expect(transition.frame(at: 0, coachMarkFrame: markFrame).overlayOpacity == .opaque)
  }

  @Test func idleAnimationStartsAfterTheAppearance() throws {
    let style = try TourAnimationStyle(coachMark: CoachMarkAnimations(idle: try .pulse(scale: 1.05, period: 1)))
    let transition = TourAnimation.presentation(cutout: frameA, style: style)
    #expect(transition.duration == 0.6)
    #expect(transition.frame(at: 0.3, coachMarkFrame: markFrame).coachMark.transform == .identity)
    let scaled = transition.frame(at: 0.55, coachMarkFrame: markFrame).coachMark.transform
    #expect(abs(scaled.a - 1.025) < 1e-6)
    let peak = transition.frame(at: 0.8, coachMarkFrame: markFrame).coachMark.transform
    #expect(abs(peak.a - 1.05) < 1e-12)
    let back = transition.frame(at: 1.3, coachMarkFrame: markFrame).coachMark.transform
    #expect(abs(back.a - 1) < 1e-12)
  }

  @Test func reducedMotionCrossFadeKeepsOnlyFades() throws {
    var style = try TourAnimationStyle(coachMark: CoachMarkAnimations(idle: try .pulse()))
    style.reducedMotion = .crossFade
    let step = TourAnimation.stepChange(from: frameA, to: frameB, style: style)
    #expect(step.frame(at: 0, coachMarkFrame: markFrame).cutout == frameB)
    let fading = step.frame(at: 0.15, coachMarkFrame: markFrame)
    #expect(abs((fading.outgoingCoachMark?.opacity.value ?? 0) - 0.5) < 1e-9)
    let presentation = TourAnimation.presentation(cutout: frameA, style: style)
    #expect(abs(presentation.frame(at: 0.15, coachMarkFrame: markFrame).overlayOpacity.value - 0.5) < 1e-9)
    #expect(presentation.frame(at: 0.55, coachMarkFrame: markFrame).coachMark.transform == .identity)
    let scaling = try CoachMarkTransition(
      duration: 0.3, from: CoachMarkPose(opacity: 0, transform: AffineMatrix(scaleX: 0.5, y: 0.5)), to: .visible)
    let reduced = scaling.reduced(.crossFade)
    let state = reduced.state(at: 0, base: CoachMarkState(frame: markFrame))
    #expect(state.transform == .identity)
    #expect(state.opacity == .transparent)
  }

  @Test func reducedMotionInstantShowsEndStates() throws {
    let style = try TourAnimationStyle(reducedMotion: .instant)
    let presentation = TourAnimation.presentation(cutout: frameA, style: style)
    #expect(presentation.duration == 0)
    let frame = presentation.frame(at: 0, coachMarkFrame: markFrame)
    #expect(frame.overlayOpacity == .opaque)
    #expect(frame.skipControlOpacity == .opaque)
    #expect(frame.coachMark.opacity == .opaque)
    let step = TourAnimation.stepChange(from: frameA, to: frameB, style: style)
    #expect(step.duration == 0)
    #expect(step.frame(at: 0, coachMarkFrame: markFrame).cutout == frameB)
    let dismissal = TourAnimation.dismissal(cutout: frameA, style: style)
    #expect(dismissal.frame(at: 0, coachMarkFrame: markFrame).overlayOpacity == .transparent)
  }

  @Test func customTransitionsAreData() throws {
    let transition = try CoachMarkTransition(
      duration: 0.5, delay: 0.125, curve: .linear,
      from: CoachMarkPose(opacity: 0, transform: AffineMatrix(scaleX: 0.5, y: 0.5)), to: .visible)
    #expect(transition.duration == 0.625)
    #expect(!transition.isFinished(at: 0.62))
    #expect(transition.isFinished(at: 0.625))
    let base = CoachMarkState(frame: markFrame)
    let before = transition.state(at: 0, base: base)
    #expect(before.opacity == .transparent)
    #expect(before.transform == AffineMatrix(scaleX: 0.5, y: 0.5))
    let middle = transition.state(at: 0.375, base: base)
    #expect(middle.opacity.value == 0.5)
    #expect(abs(middle.transform.a - 0.75) < 1e-12)
    #expect(transition.finalState(base: base) == base)
    let slide = CoachMarkTransition(
      frame: try KeyframeSequence(
        [Keyframe(Rect(x: 0, y: 20, width: 0, height: 0)), Keyframe(Rect.zero)],
        timing: try Timing(duration: 0.3, fill: .both), composite: .add))
    #expect(slide.state(at: 0, base: base).frame == markFrame.offsetBy(dx: 0, dy: 20))
    #expect(slide.state(at: 0.3, base: base).frame == markFrame)
    let snapshot = transition.animation.sample(at: 0.375)
    #expect(snapshot.value(of: .coachMarkOpacity, as: Opacity.self) == Opacity(0.5))
    #expect(throws: AnimationError.self) { try CoachMarkTransition(duration: -1, from: .hidden, to: .visible) }
    #expect(throws: AnimationError.self) { try CoachMarkTransition.pulse(period: 0) }
    #expect(throws: AnimationError.self) { try TourAnimationStyle(cutoutMorphDuration: .nan) }
  }
}

@Suite struct CutoutMorphTests {
  let a = Rect(x: 0, y: 0, width: 100, height: 100)
  let b = Rect(x: 100, y: 0, width: 50, height: 50)
  let c = Rect(x: 0, y: 200, width: 10, height: 10)
  let d = Rect(x: 7, y: 7, width: 7, height: 7)

  @Test func endpointsAreExact() throws {
    var morph = try CutoutMorph(shape: a)
    #expect(morph.presented(at: 0) == a)
    morph.morph(to: b, at: 10)
    #expect(morph.presented(at: 10) == a)
    #expect(morph.presented(at: 10.25) == b)
    #expect(morph.isFinished(at: 10.25))
    #expect(!morph.isFinished(at: 10.2))
  }

  @Test func interruptionStartsFromThePresentedShape() throws {
    var morph = try CutoutMorph(shape: a, duration: 0.25, curve: .linear)
    let first = morph.morph(to: b, at: 0)
    let presented = morph.presented(at: 0.1)
    #expect(presented == a.interpolated(to: b, fraction: 0.4))
    let second = morph.morph(to: c, at: 0.1)
    #expect(second == first + 1)
    #expect(morph.presented(at: 0.1) == presented)
    #expect(morph.presented(at: 0.36) == c)
    // The first morph's completion arrives late: it is stale and changes nothing.
    let completed1 = morph.complete(generation: first)
    #expect(!completed1)
    #expect(morph.isRunning)
    #expect(morph.target == c)
    let completed2 = morph.complete(generation: second)
    #expect(completed2)
    #expect(!morph.isRunning)
    #expect(morph.presented(at: 0.2) == c)
    let completed3 = morph.complete(generation: second)
    #expect(!completed3)
  }

  @Test func layoutChangesDuringAMorphApplyWhenItCompletes() throws {
    var morph = try CutoutMorph(shape: a)
    let generation = morph.morph(to: b, at: 0)
    morph.updateLayout(d)
    #expect(morph.pendingLayout == d)
    #expect(morph.presented(at: 0.25) == b)
    let completed4 = morph.complete(generation: generation)
    #expect(completed4)
    #expect(morph.presented(at: 1) == d)
    #expect(morph.pendingLayout == nil)
    morph.updateLayout(c)
    #expect(morph.presented(at: 1) == c)
  }

  @Test func aStaleCompletionCannotApplyANewerMorphsLayout() throws {
    var morph = try CutoutMorph(shape: a)
    let first = morph.morph(to: b, at: 0)
    morph.updateLayout(d)
    let second = morph.morph(to: c, at: 0.1)
    morph.updateLayout(b)
    let completed5 = morph.complete(generation: first)
    #expect(!completed5)
    #expect(morph.pendingLayout == b)
    #expect(morph.target == c)
    let completed6 = morph.complete(generation: second)
    #expect(completed6)
    #expect(morph.target == b)
  }

  @Test func rejectsBadDurations() {
    #expect(throws: AnimationError.self) { try CutoutMorph(shape: Point.zero, duration: -0.25) }
  }
}

/// The coach mark's group of a tour's animation style: each animation it names replaces its default, and one it
/// leaves `nil` keeps it.
@Suite struct TourAnimationStyleCoachMarkTests {
  @Test func eachAnimationReachesItsProperty() throws {
    let appearance = try CoachMarkTransition(
      duration: 0.5, from: CoachMarkPose(opacity: .transparent), to: CoachMarkPose())
    let disappearance = try CoachMarkTransition(
      duration: 0.7, from: CoachMarkPose(), to: CoachMarkPose(opacity: .transparent))
    let idle = try CoachMarkTransition.pulse(scale: 1.05, period: 1)
    let style = try TourAnimationStyle(
      coachMark: CoachMarkAnimations(appearance: appearance, disappearance: disappearance, idle: idle))
    #expect(style.coachMarkAppearance.duration == 0.5)
    #expect(style.coachMarkDisappearance.duration == 0.7)
    #expect(style.coachMarkIdle?.duration == idle.duration && style.coachMarkIdle != nil)
    #expect(style.coachMark.appearance?.duration == 0.5 && style.coachMark.disappearance?.duration == 0.7)
  }

  @Test func anAnimationLeftNilKeepsTheDefault() throws {
    let only = try TourAnimationStyle(
      coachMark: CoachMarkAnimations(
        disappearance: try CoachMarkTransition(
          duration: 0.7, from: CoachMarkPose(), to: CoachMarkPose(opacity: .transparent))))
    #expect(only.coachMarkAppearance.duration == TourAnimationStyle.standard.coachMarkAppearance.duration)
    #expect(only.coachMarkDisappearance.duration == 0.7 && only.coachMarkIdle == nil)
    let none = try TourAnimationStyle()
    #expect(none.coachMarkAppearance.duration == 0.3 && none.coachMarkDisappearance.duration == 0.3)
    #expect(none.coachMarkIdle == nil)
  }
}
