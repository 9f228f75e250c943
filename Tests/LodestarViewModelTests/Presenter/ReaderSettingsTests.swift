import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarTimeline
import LodestarViewModel
import Testing

/// The reader's settings are the presenter's explicit input: a renderer passes them with every frame, the
/// system's Reduce Motion reduces a default tour's motion, and a change while a step shows is picked up on the
/// next frame (issue 39).
@MainActor
@Suite struct ReaderSettingsTests {
  static let steps = [
    CoachMark(target: "back", hint: "Go back"),
    CoachMark(target: "tab.0", hint: "Tabs"),
  ]

  static func presenter(_ options: TourPresenterOptions = TourPresenterOptions()) -> TourPresenter<SceneGraph> {
    var options = options
    options.safeAreaInsets = PresenterFixture.phoneSafeArea
    return PresenterFixture.presenter(
      over: SceneGraph.sampleListScreen(), steps: steps, measurer: PresenterFixture.monospaced, options: options,
      startedAt: nil)
  }

  /// The cut-out 0.05 s into the step change from the first step to the second, and the second step's own.
  static func morph(
    _ presenter: TourPresenter<SceneGraph>, reader: ReaderSettings
  ) -> (during: [BezierPath], end: [BezierPath]) {
    presenter.start(time: 0)
    _ = presenter.scene(at: 5, readerSettings: reader)
    presenter.show(stepAt: 1, time: 10)
    let during = presenter.scene(at: 10.05, readerSettings: reader).overlay.cutouts
    let end = presenter.scene(at: 20, readerSettings: reader).overlay.cutouts
    return (during, end)
  }

  @Test func withoutReaderSettingsTheOptionsApplyAsTheyAre() {
    let presenter = Self.presenter()
    #expect(presenter.readerSettings == nil)
    let (during, end) = Self.morph(presenter, reader: ReaderSettings())
    #expect(during != end, "full motion: the cut-out morphs")
  }

  @Test func theSystemsReduceMotionStopsTheMorphOfADefaultTour() {
    let (during, end) = Self.morph(Self.presenter(), reader: ReaderSettings(reducesMotion: true))
    #expect(during == end, "reduced motion: the cut-out jumps to the new target")
  }

  @Test func aTourThatDoesNotFollowTheReaderKeepsItsMotion() {
    var options = TourPresenterOptions()
    options.followsReaderReduceMotion = false
    let (during, end) = Self.morph(Self.presenter(options), reader: ReaderSettings(reducesMotion: true))
    #expect(during != end)
  }

  @Test func applyingKeepsAStrongerReductionOfTheOptions() throws {
    let options = TourPresenterOptions(transitionStyle: try TourAnimationStyle(reducedMotion: .instant))
    #expect(options.applying(ReaderSettings(reducesMotion: true)).transitionStyle.reducedMotion == .instant)
    #expect(options.applying(ReaderSettings()).transitionStyle.reducedMotion == .instant)
    #expect(
      TourPresenterOptions().applying(ReaderSettings(reducesMotion: true)).transitionStyle.reducedMotion == .crossFade)
    #expect(TourPresenterOptions().applying(ReaderSettings()).transitionStyle.reducedMotion == .off)
  }

  @Test func reduceTransparencyReplacesTheBlurWithTheColour() {
    var options = TourPresenterOptions()
    options.overlayBlur = OverlayBlur(style: .dark)
    let presenter = Self.presenter(options)
    presenter.start(time: 0)
    #expect(presenter.scene(at: 5, readerSettings: ReaderSettings()).overlay.blur?.isReplacedByColor == false)
    #expect(
      presenter.scene(at: 6, readerSettings: ReaderSettings(reducesTransparency: true)).overlay.blur?.isReplacedByColor
        == true)
  }

  @Test func aChangeOfDirectionOrTextSizeWhileAStepShowsIsPickedUpOnTheNextFrame() {
    let presenter = Self.presenter()
    presenter.start(time: 0)
    let before = presenter.scene(at: 5, readerSettings: ReaderSettings())
    #expect(before.layoutDirection == .leftToRight && before.textSize == .large)
    let reader = ReaderSettings(reducesMotion: true, layoutDirection: .rightToLeft, textSize: .accessibility2)
    let after = presenter.scene(at: 6, readerSettings: reader)
    #expect(after.layoutDirection == .rightToLeft)
    #expect(after.textSize == .accessibility2)
    #expect(after.skipControl?.frame.midX ?? 0 < before.skipControl?.frame.midX ?? 0)
    #expect(presenter.options.layoutDirection == .leftToRight, "the app's options stay as the app set them")
    #expect(presenter.scene(at: 7, readerSettings: reader) == after)
  }
}
