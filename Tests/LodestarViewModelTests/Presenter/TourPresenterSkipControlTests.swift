import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarTesting
import LodestarViewModel
import Testing

/// A coach-mark data source that chooses the skip control and its frame rule, and counts the questions.
@MainActor
final class SkipChoosingSource: CoachMarkTourDataSource {
  var skip: TourSkipControl?
  var rule: SkipControlFrameRule?
  /// The overlay sizes the frame rule was asked for, in order.
  var ruleQuestions: [Size] = []
  /// The controllers that asked for the frame rule, in order.
  var ruleAskers: [ObjectIdentifier] = []

  init(skip: TourSkipControl?, rule: SkipControlFrameRule? = nil) {
    self.skip = skip
    self.rule = rule
  }

  func numberOfSteps(for controller: TourController<CoachMark>) -> Int { 3 }

  func tourController(_ controller: TourController<CoachMark>, stepAt index: Int) -> TourStep<CoachMark>? {
    let targets: [ElementID] = ["back", "row.2.accessory", "tab.0"]
    return TourStep(id: "s\(index)", content: CoachMark(target: targets[index], hint: "Step"), hasCompanion: true)
  }

  func skipControl(for controller: TourController<CoachMark>) -> TourSkipControl? { skip }

  func skipControlFrameRule(for controller: TourController<CoachMark>, in size: Size) -> SkipControlFrameRule? {
    ruleQuestions.append(size)
    ruleAskers.append(ObjectIdentifier(controller))
    return rule
  }
}

/// The skip control of a data-source tour: the options' control, as for a step-list tour, with the data
/// source's title when it names one and, through ``CoachMarkTourDataSource``, where it goes (issue 16, item 5;
/// issue 31, item 8).
@MainActor
@Suite struct TourPresenterSkipControlTests {
  static let phone = Size(width: 390, height: 844)

  static func following(_ source: SkipChoosingSource) -> (TourPresenter<SceneGraph>, TourController<CoachMark>) {
    let presenter = TourPresenter(tree: SceneGraph.sampleListScreen())
    let controller = TourController(dataSource: source, clock: ManualClock())
    presenter.follow(controller)
    return (presenter, controller)
  }

  static func settled(_ presenter: TourPresenter<SceneGraph>, from time: Double) -> TourScene {
    _ = presenter.scene(at: time)
    return presenter.scene(at: time + 5)
  }

  /// One rule for both kinds of tour (issue 31, item 8): a data source that names no skip control leaves the
  /// options' control, "Skip" by default, as a step-list tour shows it; the options hide it.
  @Test func aNilSkipControlLeavesTheOptionsControl() throws {
    let source = SkipChoosingSource(skip: nil)
    let (presenter, controller) = Self.following(source)
    try controller.start()
    let scene = Self.settled(presenter, from: 0)
    #expect(scene.skipControl?.title == "Skip")
    #expect(scene.hitTest(Point(x: 354, y: 17)) == .skipControl)
  }

  @Test func theOptionsHideTheSkipControlOfADataSourceTour() throws {
    let source = SkipChoosingSource(skip: nil)
    let (presenter, controller) = Self.following(source)
    presenter.options.skipControl = nil
    try controller.start()
    let scene = Self.settled(presenter, from: 0)
    #expect(scene.skipControl == nil)
    #expect(!scene.accessibilityElements.contains { $0.id == "skipButton" })
    // Where the default control would be, the overlay takes the tap.
    #expect(scene.hitTest(Point(x: 354, y: 17)) == .overlay)
  }

  @Test func theDataSourcesTitleIsShownAndSpoken() throws {
    let source = SkipChoosingSource(skip: TourSkipControl(title: "Close"))
    let (presenter, controller) = Self.following(source)
    try controller.start()
    let scene = Self.settled(presenter, from: 0)
    #expect(scene.skipControl?.title == "Close")
    #expect(scene.accessibilityElements.first { $0.id == "skipButton" }?.label == "Close")
  }

  @Test func aStepListTourKeepsThePresentersSkipControl() throws {
    let presenter = TourPresenter(tree: SceneGraph.sampleListScreen())
    let controller = TourController(
      steps: [TourStep(id: "a", content: CoachMark(target: "back", hint: "A"), hasCompanion: true)],
      clock: ManualClock())
    presenter.follow(controller)
    try controller.start()
    #expect(Self.settled(presenter, from: 0).skipControl?.title == "Skip")
  }

  @Test func thePlacementHookIsAskedAtStartAndOnSizeChangesOnly() throws {
    let source = SkipChoosingSource(
      skip: TourSkipControl(title: "Skip"), rule: .placement(SkipControlPlacement(position: .bottomLeading)))
    let (presenter, controller) = Self.following(source)
    try controller.start()
    let first = Self.settled(presenter, from: 0)
    // The 44-pt hit area sits 2 pt above the bottom edge; the drawn control is centred in it.
    #expect(first.skipControl?.hitFrame.origin == Point(x: 10, y: 844 - 2 - 44))
    try controller.next()
    _ = Self.settled(presenter, from: 10)
    #expect(source.ruleQuestions == [Self.phone])

    // A rotation asks again, for the new size; nil then means the default (top-trailing) placement.
    source.rule = nil
    var tree = presenter.tree
    let root = try #require(tree.rootIDs.first)
    try tree.modify(root) { $0.frame = Rect(x: 0, y: 0, width: 844, height: 390) }
    presenter.replaceTree(with: tree)
    let rotated = Self.settled(presenter, from: 20)
    #expect(source.ruleQuestions == [Self.phone, Size(width: 844, height: 390)])
    let skip = try #require(rotated.skipControl?.hitFrame)
    #expect(skip.maxX == 844 - 10 && skip.minY == 2)

    // A new run asks again.
    controller.stop(immediately: true)
    _ = Self.settled(presenter, from: 30)
    try controller.start()
    _ = Self.settled(presenter, from: 40)
    #expect(source.ruleQuestions.count == 3)
  }

  @Test func aFixedFrameIsUsedAsItIsAndABadOneFallsBack() throws {
    let frame = Rect(x: 100, y: 300, width: 80, height: 40)
    let source = SkipChoosingSource(skip: TourSkipControl(title: "Skip"), rule: .frame(frame))
    let (presenter, controller) = Self.following(source)
    try controller.start()
    let scene = Self.settled(presenter, from: 0)
    #expect(scene.skipControl?.frame == frame)
    #expect(scene.hitTest(frame.center) == .skipControl)

    for bad in [
      Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: -5, height: 10),
      Rect(x: 0, y: .infinity, width: 10, height: 10),
    ] {
      let badSource = SkipChoosingSource(skip: TourSkipControl(title: "Skip"), rule: .frame(bad))
      let (badPresenter, badController) = Self.following(badSource)
      try badController.start()
      let skip = try #require(Self.settled(badPresenter, from: 0).skipControl?.hitFrame)
      #expect(skip.maxX == 390 - 10 && skip.minY == 2, "\(bad)")
    }
  }

  /// The frame rule, as every data-source method, learns which controller asks: the one the presenter follows.
  @Test func theFrameRuleIsAskedByTheFollowedController() throws {
    let source = SkipChoosingSource(skip: TourSkipControl(title: "Skip"))
    let (presenter, controller) = Self.following(source)
    let other = TourController(dataSource: source, clock: ManualClock())
    try controller.start()
    _ = Self.settled(presenter, from: 0)
    #expect(!source.ruleAskers.isEmpty)
    #expect(source.ruleAskers.allSatisfy { $0 == ObjectIdentifier(controller) })
    #expect(!source.ruleAskers.contains(ObjectIdentifier(other)))
  }
}
