import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarViewModel
import Testing

/// A data source over coach marks, for a presenter that follows a data-source controller.
@MainActor
final class CoachMarkSource: TourDataSource {
  var marks: [CoachMark]
  var skip: TourSkipControl?

  init(_ marks: [CoachMark], skip: TourSkipControl? = TourSkipControl(title: "Skip")) {
    self.marks = marks
    self.skip = skip
  }

  func numberOfSteps(for controller: TourController<CoachMark>) -> Int { marks.count }

  func tourController(_ controller: TourController<CoachMark>, stepAt index: Int) -> TourStep<CoachMark>? {
    guard marks.indices.contains(index) else { return nil }
    return TourStep(id: "step\(index)", content: marks[index], hasCompanion: true)
  }

  func skipControl(for controller: TourController<CoachMark>) -> TourSkipControl? { skip }
}

/// The progress texts ("2 of 3", the spoken "Step 2 of 3." and "Goes to step 3 of 3.") of a presenter that
/// follows a step-list controller and one that follows a data-source controller (issue 16, item 1).
@MainActor
@Suite struct TourPresenterProgressTests {
  enum ControllerKind: String, CaseIterable {
    case stepList
    case dataSource
  }

  static let marks = [
    CoachMark.makeCoachMark(for: "back", hint: "Go back here"),
    CoachMark.makeCoachMark(for: "row.2.accessory", hint: "Open details"),
    CoachMark(target: "tab.0", hint: "Tabs"),
  ]

  /// A presenter following a controller of `kind` over ``marks`` (the source is returned: the controller
  /// holds it weakly).
  static func following(_ kind: ControllerKind) -> (TourPresenter<SceneGraph>, TourController<CoachMark>, AnyObject?) {
    let presenter = TourPresenter(tree: SceneGraph.sampleListScreen())
    let controller: TourController<CoachMark>
    var source: CoachMarkSource?
    switch kind {
    case .stepList:
      controller = TourController(
        steps: marks.enumerated().map { TourStep(id: "step\($0)", content: $1, hasCompanion: true) },
        clock: ManualClock())
    case .dataSource:
      let marksSource = CoachMarkSource(marks)
      source = marksSource
      controller = TourController(dataSource: marksSource, clock: ManualClock())
    }
    presenter.follow(controller)
    return (presenter, controller, source)
  }

  /// The scene once the transition the presenter begins at `time` (following the controller) has ended.
  static func settledScene(_ presenter: TourPresenter<SceneGraph>, from time: Double) -> TourScene {
    _ = presenter.scene(at: time)
    return presenter.scene(at: time + 5)
  }

  @Test(arguments: ControllerKind.allCases)
  func everyProgressTextCountsTheControllersSteps(kind: ControllerKind) throws {
    let (presenter, controller, source) = Self.following(kind)
    try controller.start()
    var progress: [String?] = []
    var announcements: [String?] = []
    var nextHints: [String?] = []
    var counts: [Int] = []
    for step in 0..<3 {
      if step > 0 { try controller.next() }
      let scene = Self.settledScene(presenter, from: Double(step) * 10)
      let accessibility = scene.accessibility()
      counts.append(scene.stepCount)
      progress.append(scene.progress?.text)
      announcements.append(accessibility.announcement)
      nextHints.append(accessibility.element(for: .nextControl)?.hint)
    }
    #expect(counts == [3, 3, 3], "\(kind)")
    #expect(progress == ["1 of 3", "2 of 3", "3 of 3"], "\(kind)")
    #expect(
      announcements == ["Step 1 of 3. Go back here", "Step 2 of 3. Open details", "Step 3 of 3. Tabs"], "\(kind)")
    #expect(nextHints == ["Goes to step 2 of 3.", "Goes to step 3 of 3.", "Ends the tour."], "\(kind)")
    #expect(presenter.stepCount == 3 && controller.stepCount == 3, "\(kind)")
    withExtendedLifetime(source) {}
  }

  @Test func aDataSourceCountSeenOnRefreshCountsFromTheNextLayout() throws {
    let source = CoachMarkSource(Self.marks)
    let controller = TourController(dataSource: source, clock: ManualClock())
    let presenter = TourPresenter(tree: SceneGraph.sampleListScreen())
    presenter.follow(controller)
    #expect(controller.stepCount == 0)
    try controller.start()
    #expect(Self.settledScene(presenter, from: 0).progress?.text == "1 of 3")
    source.marks.append(CoachMark(target: "tab.1", hint: "More"))
    controller.refresh()
    try controller.next()
    #expect(Self.settledScene(presenter, from: 10).progress?.text == "2 of 4")
    try controller.previous()
    #expect(Self.settledScene(presenter, from: 20).progress?.text == "1 of 4")
  }
}
