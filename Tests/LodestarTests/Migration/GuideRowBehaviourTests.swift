import Lodestar
import Testing

/// The guide rows that were checked only in part (issue 31, item 9; `guide-rows.tsv` names every row's tests):
/// each claim below is exercised through the API the row names and asserted on the scene, the controller or the
/// route a touch takes.
@MainActor
@Suite struct GuideRowBehaviourTests {
  static let target = Rect(x: 150, y: 300, width: 90, height: 44)

  static func screen() -> SceneGraph {
    SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement("target", frame: target)
      SceneElement("other", frame: Rect(x: 20, y: 600, width: 60, height: 44))
    }
  }

  /// The scene of `mark`'s step at rest (5 s after the start).
  static func scene(
    _ mark: CoachMark, options: TourPresenterOptions = TourPresenterOptions(), time: Double = 5
  ) -> TourScene {
    let presenter = TourPresenter(tree: screen(), steps: [mark], options: options)
    presenter.start(time: 0)
    return presenter.scene(at: time)
  }

  static func mark(_ change: (inout CoachMark) -> Void = { _ in }) -> CoachMark {
    var mark = CoachMark(
      target: "target", hint: "Tap here.", layout: CoachMarkLayoutOptions(placement: .layout(.below)))
    change(&mark)
    return mark
  }

  // MARK: Instructions

  final class Source: TourDataSource {
    func numberOfSteps(for controller: TourController<CoachMark>) -> Int { 1 }
    func tourController(_ controller: TourController<CoachMark>, stepAt index: Int) -> TourStep<CoachMark>? {
      TourStep(id: "s", content: CoachMark(hint: "Hi"))
    }
  }

  /// `dataSource`: held weakly, as Instructions' `weak var dataSource`.
  @Test func theControllerHoldsItsDataSourceWeakly() throws {
    var source: Source? = Source()
    weak let released = source
    let controller = try #require(source.map { TourController(dataSource: $0) })
    try controller.start()
    controller.stop(immediately: true)
    source = nil
    #expect(released == nil)
    // With its data source gone, the controller has no steps to start.
    #expect(throws: TourCommandError.self) { try controller.start() }
  }

  /// `coachMarkViewsAt:madeFrom:`: a custom arrow view reaches the scene's arrow as a slot of its size.
  @Test func aCustomArrowIsTheScenesArrowSlot() {
    let slot = SceneSlot(id: "myArrow", size: Size(width: 20, height: 12))
    let scene = Self.scene(Self.mark { $0.customArrow = slot })
    #expect(scene.coachMark?.arrow?.customArrow == slot)
    #expect(scene.coachMark?.arrow?.frame.size == slot.size)
    #expect(Self.scene(Self.mark()).coachMark?.arrow?.customArrow == nil)
  }

  /// The skip view and progress defaults: "1 of N" unless the coach mark's `progress` is `.hidden`.
  @Test func hiddenProgressShowsNoProgressText() {
    #expect(Self.scene(Self.mark()).progress?.text == "1 of 1")
    #expect(Self.scene(Self.mark { $0.progress = .hidden }).progress == nil)
    #expect(Self.scene(Self.mark { $0.progress = .text("Step one") }).progress?.text == "Step one")
  }

  /// `gapBetweenCoachMarkAndCutoutPath`, `gapBetweenBodyAndArrow`: each moves the body away by what it adds.
  @Test func theGapsMoveTheBody() throws {
    let base = try #require(Self.scene(Self.mark()).coachMark)
    let cutoutGap = try #require(Self.scene(Self.mark { $0.gapBetweenCoachMarkAndCutoutPath = 12 }).coachMark)
    // A positive gap overlaps the arrow into the body (Instructions): 6 rather than 2 brings the body 4 closer.
    let arrowGap = try #require(Self.scene(Self.mark { $0.gapBetweenBodyAndArrow = 6 }).coachMark)
    #expect(cutoutGap.bodyFrame.minY == base.bodyFrame.minY + 10)
    #expect(cutoutGap.arrow?.frame.minY == base.arrow.map { $0.frame.minY + 10 })
    #expect(arrowGap.bodyFrame.minY == base.bodyFrame.minY - 4)
    #expect(arrowGap.arrow?.frame.minY == base.arrow?.frame.minY)
  }

  /// A gap that would hide the arrow inside the body (more than its 9-point height) has no layout beside the target
  /// that passes the audit: the step takes the documented fallback over its cut-out.
  @Test func aGapThatHidesTheArrowFallsBackOverTheCutout() throws {
    let mark = try #require(Self.scene(Self.mark { $0.gapBetweenBodyAndArrow = 12 }).coachMark)
    #expect(mark.position == .overTarget && mark.arrow == nil)
  }

  /// `horizontalMargin`: the body keeps it from the screen's edges, so a wider margin wraps a long hint narrower.
  @Test func theHorizontalMarginKeepsTheBodyFromTheEdges() throws {
    let long = String(repeating: "A longer hint that wraps. ", count: 8)
    var widths: [Double] = []
    for margin in [20.0, 48] {
      let body = try #require(
        Self.scene(
          Self.mark {
            $0.hint = long
            $0.horizontalMargin = margin
            $0.maxWidth = 1000
          }
        ).coachMark?.bodyFrame)
      #expect(body.minX >= margin - 0.001 && body.maxX <= 390 - margin + 0.001, "\(margin): \(body)")
      widths.append(body.width)
    }
    #expect(widths[1] < widths[0] && widths[0] > 390 - 2 * 48, "\(widths)")
  }

  /// `pointOfInterest`: the arrow points at it rather than at the cut-out's centre.
  @Test func thePointOfInterestMovesTheArrow() throws {
    let centred = try #require(Self.scene(Self.mark()).coachMark?.arrow)
    let moved = try #require(
      Self.scene(Self.mark { $0.pointOfInterest = Point(x: 170, y: 322) }).coachMark?.arrow)
    #expect(abs(centred.tip.x - Self.target.midX) < 0.001)
    #expect(abs(moved.tip.x - 170) < 0.001)
  }

  /// `arrowOrientation`: `.layout(.leading)` and `.trailing` put the body beside the cut-out, mirrored right to
  /// left.
  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func sidePlacementsPutTheBodyBesideTheTarget(direction: ReadingDirection) throws {
    let options = TourPresenterOptions(layoutDirection: direction)
    let wide = SceneGraph(size: Size(width: 1024, height: 768)) {
      SceneElement("target", frame: Rect(x: 470, y: 300, width: 90, height: 44))
    }
    func body(_ side: CoachMarkPlacement) throws -> Rect {
      let presenter = TourPresenter(
        tree: wide,
        steps: [CoachMark(target: "target", hint: "Here.", layout: CoachMarkLayoutOptions(placement: .layout(side)))],
        options: options)
      presenter.start(time: 0)
      return try #require(presenter.scene(at: 5).coachMark?.bodyFrame)
    }
    let leading = try body(.leading)
    let trailing = try body(.trailing)
    if direction == .leftToRight {
      #expect(leading.maxX <= 470 && trailing.minX >= 560, "\(leading) \(trailing)")
    } else {
      #expect(leading.minX >= 560 && trailing.maxX <= 470, "\(leading) \(trailing)")
    }
  }

  /// `overlay.areTouchEventsForwarded` for one step: `CoachMark.forwardsAllTouches` passes a touch on the
  /// dimmed overlay through to the app, and only on that step.
  @Test func oneStepForwardsAllTouches() {
    let point = Point(x: 30, y: 780)
    #expect(Self.scene(Self.mark()).hitTest(point) != .passThrough)
    #expect(Self.scene(Self.mark { $0.forwardsAllTouches = true }).hitTest(point) == .passThrough)
  }

  /// `overlay.fadeAnimationDuration`: the transition style's overlay fade sets how long the overlay takes.
  @Test func theOverlayFadeDurationIsTheTransitionStyles() throws {
    let slow = TourPresenterOptions(transitionStyle: try TourAnimationStyle(overlayFadeDuration: 1.2))
    let fast = TourPresenterOptions(transitionStyle: try TourAnimationStyle(overlayFadeDuration: 0.1))
    #expect(Self.scene(Self.mark(), options: slow, time: 0.6).overlay.opacity.value < 1)
    #expect(Self.scene(Self.mark(), options: slow, time: 1.3).overlay.opacity.value == 1)
    #expect(Self.scene(Self.mark(), options: fast, time: 0.2).overlay.opacity.value == 1)
  }

  /// `prepareForChange()` / `restoreAfterChangeDidComplete()`: not needed. A change made through
  /// `updateTree(_:)` is followed on the next frame even when the version does not show it; only a tree of
  /// reference type changed behind the presenter's back needs `invalidateLayout()`.
  @Test func invalidateLayoutReadsATreeWhoseVersionDidNotChange() {
    let frame = TargetFrame(Self.target)
    let presenter = TourPresenter(tree: FixedVersionTree(target: frame), steps: [Self.mark()])
    presenter.start(time: 0)
    #expect(presenter.scene(at: 5).interaction.targetFrames == [Self.target])
    let moved = Rect(x: 40, y: 500, width: 90, height: 44)
    frame.rect = moved
    #expect(presenter.scene(at: 6).interaction.targetFrames == [Self.target])
    presenter.invalidateLayout()
    #expect(presenter.scene(at: 7).interaction.targetFrames == [moved])
    let back = Rect(x: 40, y: 300, width: 90, height: 44)
    presenter.updateTree { $0.target.rect = back }
    #expect(presenter.scene(at: 8).interaction.targetFrames == [back])
  }

  /// A delegate that logs the hide calls.
  final class HideLog: TourControllerDelegate {
    var lines: [String] = []
    func tourController(_ controller: TourController<CoachMark>, willHideStepAt index: Int) {
      lines.append("willHide(\(index))")
    }
    func tourController(_ controller: TourController<CoachMark>, didHideStepAt index: Int) {
      lines.append("didHide(\(index))")
    }
  }

  static func centredTour(_ count: Int) -> TourController<CoachMark> {
    TourController(steps: (0..<count).map { TourStep(id: "s\($0)", content: CoachMark(hint: "Step \($0)")) })
  }

  /// `flow.showNext(numberOfCoachMarksToSkip:)`, `showPrevious(...)`: `next(skipping:)` and `previous(skipping:)`
  /// on the controller, and the hide calls name the step that was showing (Instructions reports `a + k`).
  @Test func skippingMovesBySeveralStepsAndHidesTheOneShowing() throws {
    let controller = Self.centredTour(6)
    let log = HideLog()
    controller.delegate = log
    try controller.start()
    try controller.next(skipping: 2)
    #expect(controller.currentIndex == 3)
    #expect(log.lines == ["willHide(0)", "didHide(0)"])
    try controller.previous(skipping: 1)
    #expect(controller.currentIndex == 1)
    #expect(log.lines.suffix(2) == ["willHide(3)", "didHide(3)"])
  }

  /// PolarisGuideKit's `showStep(at:)` after the end: `show(at:)` throws `notStarted` rather than doing nothing.
  @Test func showingAStepAfterTheEndThrows() throws {
    let controller = Self.centredTour(3)
    try controller.start()
    controller.stop(immediately: true)
    #expect(throws: TourCommandError.notStarted) { try controller.show(at: 1) }
    #expect(throws: TourCommandError.notStarted) { try controller.next() }
  }

  /// PolarisGuideKit's `onDismiss(controller, context)`: the dismissal carries the reason, the last index shown
  /// and the step count.
  @Test func onDismissCarriesTheLastIndexAndTheStepCount() throws {
    let controller = Self.centredTour(4)
    var dismissals: [TourDismissal] = []
    controller.onDismiss = { dismissal, _ in dismissals.append(dismissal) }
    try controller.start()
    try controller.next()
    try controller.next()
    controller.skip()
    #expect(dismissals.count == 1)
    #expect(dismissals.first?.reason == .skipped)
    #expect(dismissals.first?.lastShownIndex == 2 && dismissals.first?.stepCount == 4)
  }

  // MARK: PolarisGuideKit

  /// `animatesStepTransition`, `animationDuration`: the cut-out morph between steps takes the transition style's
  /// `cutoutMorphDuration` (0 turns it off).
  @Test func theCutoutMorphTakesTheStylesDuration() throws {
    func openingMidX(morph: Double, at time: Double) throws -> Double {
      let options = TourPresenterOptions(transitionStyle: try TourAnimationStyle(cutoutMorphDuration: morph))
      let presenter = TourPresenter(
        tree: Self.screen(), steps: [Self.mark(), CoachMark(target: "other", hint: "There.")], options: options)
      presenter.start(time: 0)
      _ = presenter.scene(at: 5)
      presenter.show(stepAt: 1, time: 10)
      _ = presenter.scene(at: 10)
      return try #require(presenter.scene(at: time).overlay.region.openingBoxes.first).midX
    }
    let end = 50.0  // "other"'s centre
    let halfway = try openingMidX(morph: 2, at: 11)
    #expect(halfway > end + 1 && halfway < Self.target.midX - 1, "\(halfway)")
    #expect(abs(try openingMidX(morph: 2, at: 13) - end) < 0.001)
    #expect(abs(try openingMidX(morph: 0, at: 10.01) - end) < 0.001)
  }

  /// Extra highlight paths (`additionalTargets`): each additional target's opening follows it as it moves.
  @Test func anAdditionalTargetIsFollowedAsItMoves() throws {
    let presenter = TourPresenter(
      tree: Self.screen(),
      steps: [CoachMark(target: "target", hint: "Both.", highlight: CoachMarkHighlight(additionalTargets: ["other"]))])
    presenter.start(time: 0)
    let before = presenter.scene(at: 5)
    #expect(before.interaction.targetIDs == ["target", "other"])
    try presenter.updateTree { try $0.move("other", to: Rect(x: 280, y: 700, width: 60, height: 44)) }
    let after = presenter.scene(at: 6)
    #expect(after.interaction.targetFrames.last == Rect(x: 280, y: 700, width: 60, height: 44))
    #expect(after.overlay.region.openingBoxes.contains { $0.contains(Point(x: 310, y: 722)) })
    #expect(!after.overlay.region.openingBoxes.contains { $0.contains(Point(x: 50, y: 622)) })
  }
}

/// A host tree whose version never changes: a change to it is seen only after `invalidateLayout()`.
/// The target's frame, shared: a tree of reference type can change without a new value or version.
final class TargetFrame {
  var rect: Rect
  init(_ rect: Rect) { self.rect = rect }
}

struct FixedVersionTree: HostTree {
  let target: TargetFrame

  var version: UInt64 { 1 }
  var rootIDs: [ElementID] { ["root"] }

  func element(_ id: ElementID) -> HostElement? {
    switch id {
    case "root":
      HostElement(
        id: "root", host: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844),
        attributes: ElementAttributes(clipsToBounds: true))
    case "target": HostElement(id: "target", parent: "root", host: "root", frame: target.rect)
    default: nil
    }
  }
}
