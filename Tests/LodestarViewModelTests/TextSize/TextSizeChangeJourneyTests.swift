import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarTimeline
import Testing

@testable import LodestarViewModel

/// The reader changes the text size while a step shows: the next frame is laid out for the new size, the coach
/// mark goes through the size transition (hidden, then appearing again) unless motion is reduced, and every
/// frame on the way has no audit finding.
@MainActor
@Suite struct TextSizeChangeJourneyTests {
  static let mark = CoachMark(
    target: "profile.avatar", title: "Your photo", hint: "Tap your photo to change it.", nextText: "Got it")

  static func presenter(reducedMotion: ReducedMotion = .off) throws -> TourPresenter<SceneGraph> {
    var options = TourPresenterOptions(
      transitionStyle: try TourAnimationStyle(reducedMotion: reducedMotion),
      safeAreaInsets: PresenterFixture.phoneSafeArea)
    options.textSize = .large
    return PresenterFixture.presenter(over: .sampleProfileScreen(), steps: [mark], options: options)
  }

  static func expectNoFinding(_ scene: TourScene, at time: Double) {
    let findings = SceneAudit().findings(in: scene, measurer: ProportionalTextMeasurer())
    #expect(findings.isEmpty, "at \(time): \(findings)")
  }

  @Test func theNextFrameIsLaidOutForTheNewSizeAfterTheSizeTransition() throws {
    let presenter = try Self.presenter()
    let before = presenter.scene(at: 5)
    #expect(before.textSize == .large && before.coachMark?.hint?.fontSize == 15)
    presenter.options.textSize = .accessibility2
    let next = presenter.scene(at: 5.01)
    #expect(next.textSize == .accessibility2)
    // Hidden while the size transition runs (0.3 s), then appearing again (0.3 s).
    #expect((next.coachMark?.opacity.value ?? 0) < 1)
    var time = 5.01
    while time < 5.7 {
      Self.expectNoFinding(presenter.scene(at: time), at: time)
      time += 1.0 / 60
    }
    let after = presenter.scene(at: 6)
    #expect(after.coachMark?.opacity == .opaque)
    #expect(after.coachMark?.hint?.fontSize == 30 && after.coachMark?.title?.fontSize == 33)
    // The controls stop growing at xxxLarge (subheadline 21, footnote 19).
    #expect(after.skipControl?.fontSize == 21 && after.progress?.fontSize == 19)
    let grown = try #require(after.coachMark).bodyFrame.height
    let small = try #require(before.coachMark).bodyFrame.height
    #expect(grown > small)
    Self.expectNoFinding(after, at: 6)
  }

  @Test func withReducedMotionTheNewLayoutShowsAtOnce() throws {
    let presenter = try Self.presenter(reducedMotion: .instant)
    _ = presenter.scene(at: 5)
    presenter.options.textSize = .accessibility4
    let next = presenter.scene(at: 5.01)
    #expect(next.textSize == .accessibility4 && next.coachMark?.opacity == .opaque)
    #expect(next.coachMark?.hint?.fontSize == 42)
    Self.expectNoFinding(next, at: 5.01)
  }

  @Test func aRangeHoldsTheTourToItsEnds() throws {
    let presenter = try Self.presenter()
    presenter.options.textSizeRange = .medium ... .xxxLarge
    presenter.options.textSize = .accessibility5
    #expect(presenter.scene(at: 7).textSize == .xxxLarge)
    presenter.options.textSize = .xSmall
    #expect(presenter.scene(at: 9).textSize == .medium)
    presenter.options.textSize = .xLarge
    #expect(presenter.scene(at: 11).textSize == .xLarge)
  }

  @Test func changingTheSizeBackRestoresTheFirstLayout() throws {
    let presenter = try Self.presenter()
    let first = presenter.scene(at: 5)
    presenter.options.textSize = .accessibility1
    _ = presenter.scene(at: 5.5)
    presenter.options.textSize = .large
    _ = presenter.scene(at: 6)
    let back = presenter.scene(at: 8)
    #expect(back.coachMark == first.coachMark && back.skipControl == first.skipControl && back.textSize == .large)
  }
}
