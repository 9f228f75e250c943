import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarViewModel
import Testing

// The frame function of the article "Drawing a TourScene" (LodestarViewModel.docc/DrawingATourScene.md),
// "What a renderer passes in". `Scripts/docs --check` verifies that the code between the snippet markers is
// exactly the article's block.

// snippet renderer-frame begins
/// What a renderer does on each display refresh: the scene to draw and the announcement to post, if any.
@MainActor
func frame(
  of presenter: TourPresenter<SceneGraph>, at time: Double, reader: ReaderSettings, announcer: inout StepAnnouncer
) -> (scene: TourScene, announcement: String?) {
  let scene = presenter.scene(at: time, readerSettings: reader)
  let announcement = announcer.announcement(for: presenter.accessibility(for: scene))
  return (scene, announcement)
}
// snippet renderer-frame ends

@MainActor
@Suite struct RendererFrameTests {
  /// The article's inputs, every one of them, reach the frame: the reader's settings, the strings, the tree.
  @Test func everyInputOfTheContractReachesTheFrame() throws {
    let presenter = PresenterFixture.presenter(
      over: .sampleProfileScreen(), steps: [CoachMark(target: "profile.avatar", hint: "Tap your photo.")],
      startedAt: nil)
    presenter.strings = TourStrings(
      next: "التالي", progress: { step, count in "\(step)/\(count)" }, spokenProgress: { step, _ in "خطوة \(step)." })
    presenter.start(time: 0)
    var announcer = StepAnnouncer()
    let reader = ReaderSettings(reducesMotion: true, layoutDirection: .rightToLeft, textSize: .xxLarge)
    let first = frame(of: presenter, at: 5, reader: reader, announcer: &announcer)
    #expect(first.scene.layoutDirection == .rightToLeft && first.scene.textSize == .xxLarge)
    #expect(first.scene.coachMark?.next?.text.lineTexts == ["التالي"])
    #expect(first.scene.progress?.text == "1/1")
    #expect(first.announcement == "خطوة 1. Tap your photo.")
    #expect(frame(of: presenter, at: 6, reader: reader, announcer: &announcer).announcement == nil)
    // A new tree, assigned, moves the cut-out on the next frame.
    var moved = SceneGraph.sampleProfileScreen()
    try moved.move("profile.avatar", to: Rect(x: 20, y: 400, width: 80, height: 80))
    presenter.replaceTree(with: moved)
    let next = frame(of: presenter, at: 7, reader: reader, announcer: &announcer).scene
    #expect(next.interaction.targetFrames == [try #require(moved.element("profile.avatar")).frame])
  }

  @Test func theAccessibilityModelUsesThePresentersStrings() {
    let presenter = PresenterFixture.presenter(
      over: .sampleProfileScreen(), steps: [CoachMark(target: "profile.avatar", hint: "Hi", nextText: nil)])
    presenter.strings = TourStrings(next: "Weiter", done: "Fertig", skip: "Überspringen")
    let model = presenter.accessibility(for: presenter.scene(at: 5))
    #expect(model.element(for: .nextControl)?.label == "Fertig", "the only step is the last")
    #expect(model.element(for: .skipControl)?.label == "Überspringen")
    #expect(model.isModal)
    #expect(!presenter.accessibility(for: presenter.scene(at: 5), isModal: false).isModal)
  }
}
