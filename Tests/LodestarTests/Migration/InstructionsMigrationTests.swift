import Lodestar
import LodestarTesting
import Testing

// The snippets of the DocC article "Coming from Instructions" (Lodestar.docc/ComingFromInstructions.md).
// `Scripts/docs --check` verifies that the code between each pair of snippet markers is exactly the article's
// block of the same name.

// snippet instructions-data-source begins
/// Instructions' data source and delegate in one object, as a view controller would be.
@MainActor
final class ProfileTour: CoachMarkTourDataSource, TourControllerDelegate {
  let presenter: TourPresenter<SceneGraph>
  let targets: [ElementID] = ["profile.avatar", "nav.edit"]
  let hints = ["Tap your photo to change it.", "Edit your profile here."]
  var endedBySkipping: Bool?

  init(presenter: TourPresenter<SceneGraph>) {
    self.presenter = presenter
  }

  // numberOfCoachMarks(for:)
  func numberOfSteps(for controller: TourController<CoachMark>) -> Int { targets.count }

  // coachMarkAt(_:) and coachMarkViewsAt(_:madeFrom:) in one: the step and its coach mark.
  func tourController(_ controller: TourController<CoachMark>, stepAt index: Int) -> TourStep<CoachMark>? {
    let target = targets[index]
    let mark = CoachMark.makeCoachMark(for: target, hint: hints[index], nextText: "Ok!")
    return TourStep(
      id: target.rawValue, content: mark.makeDefaultCoachViews(withArrow: true))
  }

  // The skip view's title (nil: the presenter's options decide, as for a step-list tour).
  func skipControl(for controller: TourController<CoachMark>) -> TourSkipControl? { TourSkipControl(title: "Skip") }

  // willShow(_:at:) with an inout coach mark.
  func tourController(_ controller: TourController<CoachMark>, willShowStep content: inout CoachMark, at index: Int) {
    content.maxWidth = 300
  }

  // didEndShowingBySkipping(_:)
  func tourController(_ controller: TourController<CoachMark>, didEndWith dismissal: TourDismissal) {
    endedBySkipping = dismissal.isSkipped
  }
}
// snippet instructions-data-source ends

@MainActor
@Suite struct InstructionsMigrationTests {
  @Test func theDataSourceTourStartsAdvancesAndStops() throws {
    // snippet instructions-start begins
    let screen = SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement("profile.avatar", frame: Rect(x: 155, y: 108, width: 80, height: 80))
      SceneElement("nav.edit", frame: Rect(x: 330, y: 52, width: 52, height: 44))
    }
    // overlay.isUserInteractionEnabled = true: overlay taps advance (off by default, as in Instructions).
    let presenter = TourPresenter(
      tree: screen, options: TourPresenterOptions(interaction: OverlayInteraction(isOverlayInteractionEnabled: true)))
    let tour = ProfileTour(presenter: presenter)
    let controller = TourController(dataSource: tour)  // coachMarksController.dataSource = self
    controller.delegate = tour  // coachMarksController.delegate = self
    presenter.follow(controller)  // the presenter draws what the controller shows

    try controller.start()  // start(in: .window(over: self)): where to draw is the renderer's choice
    let scene = presenter.scene(at: 0)  // draw presenter.scene(at:) every frame
    try controller.next()  // flow.showNext()
    controller.stop(immediately: true)  // in viewWillDisappear(_:), as Instructions asks
    // snippet instructions-start ends
    #expect(scene.stepIndex == 0 && scene.stepCount == 2)
    _ = presenter.scene(at: 1)  // the stop begins the fade-out
    #expect(presenter.scene(at: 5).stepIndex == nil)
    #expect(!controller.isStarted && tour.endedBySkipping == nil)
  }

  @Test func theWillShowEditAndTheSkipEndAreTheDelegates() throws {
    let screen = SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement("profile.avatar", frame: Rect(x: 155, y: 108, width: 80, height: 80))
      SceneElement("nav.edit", frame: Rect(x: 330, y: 52, width: 52, height: 44))
    }
    let presenter = TourPresenter(tree: screen)
    let tour = ProfileTour(presenter: presenter)
    let controller = TourController(dataSource: tour)
    controller.delegate = tour
    presenter.follow(controller)
    try controller.start()
    _ = presenter.scene(at: 0)
    let scene = presenter.scene(at: 1)
    #expect(scene.coachMark?.next?.text.lineTexts == ["Ok!"])
    #expect(scene.skipControl?.title == "Skip")
    #expect((scene.coachMark?.bodyFrame.width ?? 0) <= 300)
    controller.skip()
    #expect(tour.endedBySkipping == true)
  }

  @Test func theOptionsSnippetBuildsWhatItSays() {
    // snippet instructions-options begins
    var mark = CoachMark.makeCoachMark(for: "profile.avatar", hint: "Tap your photo.")
    mark.focusStyle = CustomFocusStyle { target in  // makeCoachMark(for:cutoutPathMaker:)
      .ellipse(in: target.frame.insetBy(dx: -8, dy: -8))
    }
    mark.pointOfInterest = Point(x: 195, y: 148)
    mark.gapBetweenCoachMarkAndCutoutPath = 4
    mark.gapBetweenBodyAndArrow = 2
    mark.maxWidth = 320
    mark.horizontalMargin = 16
    mark.placement = .layout(.below)  // arrowOrientation = .top
    mark.isOverlayInteractionEnabled = false  // disableOverlayTap = true
    mark.isUserInteractionEnabledInsideCutoutPath = true  // allowTouchInsideCutoutPath
    var options = TourPresenterOptions()
    options.overlayColor = .custom(RGBAColor(white: 0, alpha: 0.7))  // overlay.backgroundColor
    options.overlayBlur = OverlayBlur(style: .dark)  // overlay.blurEffectStyle
    options.skipControl = SkipControlOptions(title: "Skip tour")  // skipView with CoachMarkSkipDefaultView
    options.isOverlayInteractionEnabled = true  // overlay.isUserInteractionEnabled
    // snippet instructions-options ends
    #expect(mark.targets == ["profile.avatar"] && mark.maxWidth == 320)
    #expect(options.skipControl?.title == "Skip tour" && options.isOverlayInteractionEnabled)
  }
}

/// Instructions' `makeCoachMark(for:cutoutPathMaker:)`: the maker's path around the target's frame, which follows
/// the target when it moves (issue 29, item 4), is a `CustomFocusStyle`.
@MainActor
@Suite struct CutoutPathMakerTests {
  @Test func theMakersPathIsDrawnAroundTheTargetAndFollowsIt() throws {
    var mark = CoachMark.makeCoachMark(for: "back", hint: "Go back.")
    mark.focusStyle = CustomFocusStyle { target in .ellipse(in: target.frame.insetBy(dx: -8, dy: -8)) }
    let presenter = TourPresenter(tree: SceneGraph.sampleListScreen())
    let controller = TourController(
      steps: [TourStep(id: "back", content: mark, hasCompanion: true)], clock: ManualClock())
    presenter.follow(controller)
    try controller.start()
    _ = presenter.scene(at: 0)
    let before = try #require(presenter.scene(at: 5).overlay.openings.first)
    // The back button is at (8, 52, 44, 44): the ellipse around it grown by 8.
    #expect(before.bounds == Rect(x: 0, y: 44, width: 60, height: 60))
    try presenter.updateTree { try $0.move("back", to: Rect(x: 100, y: 52, width: 44, height: 44)) }
    _ = presenter.scene(at: 6)
    let after = try #require(presenter.scene(at: 10).overlay.openings.first)
    #expect(after.bounds == Rect(x: 92, y: 44, width: 60, height: 60))
  }
}
