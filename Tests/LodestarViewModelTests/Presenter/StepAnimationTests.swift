import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarTimeline
import LodestarViewModel
import Testing

/// A delegate that chooses step 1's appearance and records what it is asked.
@MainActor
final class AnimationChooser: CoachMarkAnimationDelegate {
  var asked: [Int] = []
  var answers: [Int: CoachMarkAnimations] = [:]

  func coachMarkAnimations(forStepAt index: Int, coachMark: CoachMark) -> CoachMarkAnimations {
    asked.append(index)
    return answers[index] ?? CoachMarkAnimations()
  }
}

/// Per-step appearance, disappearance and idle animations, from the coach mark or the presenter's animation
/// delegate, over the tour's style; reduced motion still wins (issue 16, item 6).
@MainActor
@Suite struct StepAnimationTests {
  /// Appears after 0.5 s, over 1 s, linearly, from transparent and half size.
  static let slowGrowth = try! CoachMarkTransition(
    duration: 1, delay: 0.5, curve: .linear, from: CoachMarkPose(opacity: .transparent, transform: half),
    to: .visible)
  static let half = AffineMatrix(scaleX: 0.5, y: 0.5)
  /// Disappears over 1 s, linearly.
  static let slowFade = try! CoachMarkTransition(duration: 1, curve: .linear, from: .visible, to: .hidden)

  static func presenter(
    _ marks: [CoachMark], reducedMotion: ReducedMotion = .off, delegate: AnimationChooser? = nil
  ) -> TourPresenter<SceneGraph> {
    var options = TourPresenterOptions()
    options.transitionStyle.reducedMotion = reducedMotion
    let presenter = PresenterFixture.presenter(steps: marks, options: options, startedAt: nil)
    presenter.animationDelegate = delegate
    return presenter
  }

  static func back(_ animations: CoachMarkAnimations = CoachMarkAnimations()) -> CoachMark {
    CoachMark(target: "back", hint: "Back", animations: animations)
  }

  static let row = CoachMark(target: "row.2.accessory", hint: "Row")

  @Test func aStepsAppearanceHasItsOwnDurationDelayCurveAndInitialState() {
    let presenter = Self.presenter([Self.back(CoachMarkAnimations(appearance: Self.slowGrowth)), Self.row])
    presenter.start(time: 0)
    #expect(presenter.scene(at: 0.25).coachMark == nil)  // still in its delay, transparent
    let halfway = presenter.scene(at: 1).coachMark
    #expect(halfway?.opacity == Opacity(0.5))
    #expect(halfway?.transform.a == 0.75 && halfway?.transform.d == 0.75)
    #expect(presenter.scene(at: 1.4).isTransitioning)
    let done = presenter.scene(at: 1.5)
    #expect(done.coachMark?.opacity == .opaque && done.coachMark?.transform == .identity && !done.isTransitioning)

    // The next step plays the tour's appearance (a 0.3 s fade) after the old one's 0.3 s fade-out.
    presenter.show(stepAt: 1, time: 10)
    #expect(presenter.scene(at: 10.3 + 0.15).coachMark.map { $0.opacity.value < 1 && $0.opacity.value > 0 } == true)
    #expect(presenter.scene(at: 10.3 + 0.15).coachMark?.transform == .identity)
    #expect(!presenter.scene(at: 10.7).isTransitioning)
  }

  @Test func aStepsDisappearanceDelaysTheNextAppearance() {
    let presenter = Self.presenter([Self.back(CoachMarkAnimations(disappearance: Self.slowFade)), Self.row])
    presenter.start(time: 0)
    let first = presenter.scene(at: 5)
    presenter.show(stepAt: 1, time: 10)
    let leaving = presenter.scene(at: 10.5)
    #expect(leaving.coachMark?.bodyFrame == first.coachMark?.bodyFrame)
    #expect(leaving.coachMark?.opacity == Opacity(0.5))
    #expect(presenter.scene(at: 10.9).stepIndex == 0)
    // The tour's 0.3 s appearance starts once the 1 s disappearance has ended.
    #expect(presenter.scene(at: 11.1).stepIndex == 1)
    #expect(presenter.scene(at: 11.2).isTransitioning)
    #expect(!presenter.scene(at: 11.31).isTransitioning)

    presenter.dismiss(time: 20)
    #expect(presenter.scene(at: 20.15).coachMark.map { $0.opacity.value > 0 && $0.opacity.value < 1 } == true)
  }

  @Test func aStepsIdleAnimationReplacesTheToursOrSilencesIt() throws {
    let pulse = try CoachMarkTransition.pulse(scale: 1.2, period: 2)
    let pulsing = Self.presenter([Self.back(CoachMarkAnimations(idle: pulse)), Self.row])
    pulsing.start(time: 0)
    // The idle animation starts after the 0.3 s appearance and keeps playing after the transition ends.
    #expect(pulsing.scene(at: 0.3).coachMark?.transform == .identity)
    let pulsed = try #require(pulsing.scene(at: 1.3).coachMark?.transform)
    #expect(pulsed.a > 1.19 && pulsed.a <= 1.2)
    #expect(!pulsing.scene(at: 1.3).isTransitioning)
    #expect(pulsing.scene(at: 2.3).coachMark?.transform.a ?? 0 < 1.01)

    var style = TourAnimationStyle.standard
    style = try TourAnimationStyle(coachMark: CoachMarkAnimations(idle: pulse), reducedMotion: style.reducedMotion)
    let silenced = TourPresenter(
      tree: SceneGraph.sampleListScreen(), steps: [Self.back(CoachMarkAnimations(idle: CoachMarkTransition()))],
      options: TourPresenterOptions(transitionStyle: style))
    silenced.start(time: 0)
    #expect(silenced.scene(at: 1.3).coachMark?.transform == .identity)
    let tourIdle = TourPresenter(
      tree: SceneGraph.sampleListScreen(), steps: [Self.back()], options: TourPresenterOptions(transitionStyle: style))
    tourIdle.start(time: 0)
    #expect(tourIdle.scene(at: 1.3).coachMark?.transform != .identity)
  }

  @Test func theDelegateChoosesPerStepAndIsAskedAsEachTransitionBegins() {
    let chooser = AnimationChooser()
    chooser.answers[1] = CoachMarkAnimations(appearance: Self.slowGrowth)
    // Step 0's own disappearance stays: the delegate leaves it nil.
    let presenter = Self.presenter(
      [Self.back(CoachMarkAnimations(disappearance: Self.slowFade)), Self.row], delegate: chooser)
    presenter.start(time: 0)
    #expect(chooser.asked == [0])
    _ = presenter.scene(at: 5)
    #expect(chooser.asked == [0])
    presenter.show(stepAt: 1, time: 10)
    #expect(chooser.asked == [0, 0, 1])
    #expect(presenter.scene(at: 10.5).coachMark?.opacity == Opacity(0.5))  // step 0's own 1 s fade-out
    // Step 1 appears with the delegate's animation once step 0 is gone: 0.5 s delay, then 1 s.
    #expect(presenter.scene(at: 11.25).coachMark == nil)
    #expect(presenter.scene(at: 12).coachMark?.opacity == Opacity(0.5))
    presenter.dismiss(time: 20)
    #expect(chooser.asked == [0, 0, 1, 1])
  }

  @Test(arguments: [ReducedMotion.crossFade, .instant])
  func reducedMotionStillWins(motion: ReducedMotion) throws {
    let pulse = try CoachMarkTransition.pulse(scale: 1.2, period: 2)
    let presenter = Self.presenter(
      [Self.back(CoachMarkAnimations(appearance: Self.slowGrowth, idle: pulse))], reducedMotion: motion)
    presenter.start(time: 0)
    let early = presenter.scene(at: 1).coachMark
    // Movement jumps to its end; the fade stays under cross-fade only.
    #expect(early?.transform == .identity, "\(motion)")
    #expect(early?.opacity == (motion == .crossFade ? Opacity(0.5) : .opaque), "\(motion)")
    #expect(presenter.scene(at: 3.3).coachMark?.transform == .identity, "no idle with \(motion)")
  }

  @Test func stepAnimationsMergeFieldByField() {
    let own = CoachMarkAnimations(appearance: .fadeIn, disappearance: Self.slowFade)
    let chosen = CoachMarkAnimations(appearance: Self.slowGrowth).merged(over: own)
    #expect(chosen.appearance?.duration == 1.5)
    #expect(chosen.disappearance?.duration == 1)
    #expect(chosen.idle == nil)
  }
}
