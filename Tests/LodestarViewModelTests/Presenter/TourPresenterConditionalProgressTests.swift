import LodestarFlow
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarViewModel
import Testing

/// The progress text counts only the steps that will show: a step whose condition fails is skipped and not
/// counted ("1 of 2", "2 of 2" for three steps with the middle one held back), by a step-list controller and a
/// data-source controller alike.
@MainActor
@Suite struct TourPresenterConditionalProgressTests {
  /// Holds no parameter: every parameter condition fails.
  struct NothingSet: StepConditionEvaluator {
    func isSatisfied(_ condition: StepCondition) -> Bool {
      condition.isSatisfied(value: { _ in nil }, donationCount: { _, _ in 0 })
    }
  }

  @Test(arguments: [false, true])
  func theProgressTextCountsOnlyTheStepsWhoseConditionsHold(usesDataSource: Bool) throws {
    let marks = TourPresenterProgressTests.marks
    var steps = marks.enumerated().map { TourStep(id: "step\($0)", content: $1, hasCompanion: true) }
    steps[1].condition = .parameter("isPro", .equals(.bool(true)))
    let source = ConditionalSource(steps)
    let controller =
      usesDataSource
      ? TourController(dataSource: source, clock: ManualClock()) : TourController(steps: steps, clock: ManualClock())
    let presenter = TourPresenter(tree: SceneGraph.sampleListScreen())
    presenter.follow(controller)
    controller.conditionEvaluator = NothingSet()
    try controller.start()
    var progress: [String?] = []
    var spoken: [String] = []
    var nextHints: [String?] = []
    func look(_ scene: TourScene) {
      progress.append(scene.progress?.text)
      let accessibility = TourAccessibility(content: TourAccessibilityContent(scene: scene))
      spoken.append(accessibility.announcement)
      nextHints.append(accessibility.element(for: .nextControl)?.hint)
    }
    look(TourPresenterProgressTests.settledScene(presenter, from: 0))
    try controller.next()
    #expect(controller.onScreenIndex == 2)
    let last = TourPresenterProgressTests.settledScene(presenter, from: 10)
    look(last)
    #expect(progress == ["1 of 2", "2 of 2"])
    // What assistive technology hears counts the same steps as the drawn text.
    #expect(spoken.map { $0.prefix(13) } == ["Step 1 of 2. ", "Step 2 of 2. "])
    #expect(nextHints.first == "Goes to step 2 of 2.")
    #expect(last.stepIndex == 2 && last.stepCount == 3)
    #expect(last.stepProgress == StepProgress(position: 1, count: 2))
    // Once the condition holds, the step counts again.
    controller.conditionEvaluator = nil
    try controller.previous()
    #expect(controller.onScreenIndex == 1)
    let again = TourPresenterProgressTests.settledScene(presenter, from: 20)
    #expect(again.progress?.text == "2 of 3")
    #expect(again.stepProgress == StepProgress(position: 1, count: 3))
    #expect(TourAccessibility(content: TourAccessibilityContent(scene: again)).announcement.hasPrefix("Step 2 of 3."))
    withExtendedLifetime(source) {}
  }
}

/// A data source over fixed steps.
@MainActor
final class ConditionalSource: TourDataSource {
  let steps: [TourStep<CoachMark>]
  init(_ steps: [TourStep<CoachMark>]) { self.steps = steps }
  func numberOfSteps(for controller: TourController<CoachMark>) -> Int { steps.count }
  func tourController(_ controller: TourController<CoachMark>, stepAt index: Int) -> TourStep<CoachMark>? {
    steps.indices.contains(index) ? steps[index] : nil
  }
  func skipControl(for controller: TourController<CoachMark>) -> TourSkipControl? { TourSkipControl(title: "Skip") }
}
