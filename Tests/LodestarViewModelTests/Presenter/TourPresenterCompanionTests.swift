import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarTimeline
import LodestarViewModel
import Testing

/// Companion (buddy) views laid out against the focus's layout guide, in both reading directions, while
/// the presenter tracks the target.
@MainActor
@Suite struct TourPresenterCompanionTests {
  static let measurer = MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18)
  static let safeArea = DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
  static let hand = SceneSlot(id: "hand", size: Size(width: 60, height: 40))

  /// A coach mark on the list screen's title, (120, 52, 150, 44), whose default opening is
  /// (116, 48, 158, 52), with a companion.
  static func mark(_ layout: CompanionLayout, target: ElementID? = "title") -> CoachMark {
    var mark = CoachMark(target: target, hint: "The title")
    mark.companion = CompanionView(hand, layout: layout)
    return mark
  }

  static func steadyScene(
    _ mark: CoachMark, direction: ReadingDirection = .leftToRight, graph: SceneGraph = .sampleListScreen()
  ) -> (TourPresenter<SceneGraph>, TourScene) {
    let presenter = TourPresenter(
      tree: graph, steps: [mark], measurer: measurer,
      options: TourPresenterOptions(layoutDirection: direction, safeAreaInsets: safeArea))
    presenter.start(time: 0)
    return (presenter, presenter.scene(at: 5))
  }

  @Test(arguments: [
    (ReadingDirection.leftToRight, Rect(x: 116, y: 108, width: 60, height: 40)),
    (.rightToLeft, Rect(x: 214, y: 108, width: 60, height: 40)),
  ])
  func aRuleBelowAtTheLeadingEdgeMirrorsInRightToLeft(direction: ReadingDirection, expected: Rect) {
    let mark = Self.mark(.rule(CompanionRule(side: .below, alignment: .start, spacing: 8)))
    let (_, scene) = Self.steadyScene(mark, direction: direction)
    #expect(scene.companion == SceneCompanion(id: "hand", frame: expected))
  }

  @Test(arguments: [
    (ReadingDirection.leftToRight, Rect(x: 48, y: 54, width: 60, height: 40)),
    (.rightToLeft, Rect(x: 282, y: 54, width: 60, height: 40)),
  ])
  func aRuleOnTheLeadingSideMirrorsInRightToLeft(direction: ReadingDirection, expected: Rect) {
    let mark = Self.mark(.rule(CompanionRule(side: .leading, spacing: 8)))
    let (_, scene) = Self.steadyScene(mark, direction: direction)
    #expect(scene.companion?.frame == expected)
  }

  @Test func theFocusFrameReferenceIgnoresTheOpeningsPadding() {
    let mark = Self.mark(.rule(CompanionRule(side: .above, alignment: .end, spacing: 0, reference: .focusFrame)))
    var graph = SceneGraph.sampleListScreen()
    try? graph.move("title", to: Rect(x: 120, y: 300, width: 150, height: 44))
    let (_, scene) = Self.steadyScene(mark, graph: graph)
    #expect(scene.companion?.frame == Rect(x: 210, y: 260, width: 60, height: 40))
  }

  @Test func theCompanionFollowsTheTargetWhileTracking() throws {
    let mark = Self.mark(.rule(CompanionRule(side: .below, alignment: .start, spacing: 8)))
    let (presenter, before) = Self.steadyScene(mark)
    #expect(before.companion?.frame == Rect(x: 116, y: 108, width: 60, height: 40))
    try presenter.updateTree { try $0.move("title", to: Rect(x: 100, y: 300, width: 150, height: 44)) }
    let after = presenter.scene(at: 6)
    #expect(after.companion?.frame == Rect(x: 96, y: 356, width: 60, height: 40))
    #expect(after.overlay.cutouts.first?.bounds == Rect(x: 96, y: 296, width: 158, height: 52))
  }

  @Test func aRuleKeepsTheCompanionInsideTheSafeArea() {
    // Below the opening there is no room, and its leading edge leaves too little on the right: Floating UI's
    // flip picks the first placement that fits, top-end.
    var graph = SceneGraph.sampleListScreen()
    try? graph.move("title", to: Rect(x: 340, y: 760, width: 44, height: 40))
    let mark = Self.mark(.rule(CompanionRule(side: .below, alignment: .start, spacing: 8)))
    let (_, scene) = Self.steadyScene(mark, graph: graph)
    // The opening is (336, 756, 52, 48): above it with 8 points, y = 756 - 8 - 40; x = 388 - 60.
    #expect(scene.overlay.cutouts.first?.bounds == Rect(x: 336, y: 756, width: 52, height: 48))
    #expect(scene.companion?.frame == Rect(x: 328, y: 708, width: 60, height: 40))
  }

  @Test func aClosureReceivesTheGuide() {
    let mark = Self.mark(
      .custom { guide, size in
        let focus = guide.focusFrame ?? .zero
        let opening = guide.openingBounds ?? .zero
        // Centred under the focus, as far below as the opening's padding, flipped in RTL to the left.
        let x = guide.layoutDirection == .rightToLeft ? guide.safeArea.minX : focus.midX - size.width / 2
        return Rect(x: x, y: opening.maxY, width: size.width, height: size.height)
      })
    let (_, ltr) = Self.steadyScene(mark)
    #expect(ltr.companion?.frame == Rect(x: 165, y: 100, width: 60, height: 40))
    let (_, rtl) = Self.steadyScene(mark, direction: .rightToLeft)
    #expect(rtl.companion?.frame == Rect(x: 0, y: 100, width: 60, height: 40))
  }

  @Test func aClosureSeesTheSafeAreaBoundsAndCoachMark() throws {
    let mark = Self.mark(
      .custom { guide, size in
        Rect(
          x: guide.bounds.width - size.width, y: guide.safeArea.minY, width: guide.coachMarkFrame.width,
          height: size.height)
      })
    let (_, scene) = Self.steadyScene(mark)
    let coachMark = try #require(scene.coachMark)
    #expect(coachMark.frame.width > 0)
    #expect(scene.companion?.frame == Rect(x: 330, y: 47, width: coachMark.frame.width, height: 40))
  }

  @Test func aStepWithoutAFocusCentresTheCompanionInTheSafeArea() {
    let mark = Self.mark(.rule(CompanionRule(side: .below)), target: nil)
    let (_, scene) = Self.steadyScene(mark)
    // The safe area is (0, 47, 390, 763): its centre is (195, 428.5).
    #expect(scene.companion?.frame == Rect(x: 165, y: 408.5, width: 60, height: 40))
  }

  @Test func aClosureReturningNonFiniteNumbersLeavesTheCompanionOut() {
    let mark = Self.mark(.custom { _, _ in Rect(x: .nan, y: 0, width: 10, height: .infinity) })
    let (_, scene) = Self.steadyScene(mark)
    #expect(scene.companion == nil)
    #expect(scene.coachMark != nil)
  }

  @Test func badSizesAndSpacingsCountAsZero() {
    var mark = Self.mark(.rule(CompanionRule(side: .below, alignment: .start, spacing: .nan)))
    mark.companion?.slot.size = Size(width: -5, height: .infinity)
    let (_, scene) = Self.steadyScene(mark)
    #expect(scene.companion?.frame == Rect(x: 116, y: 100, width: 0, height: 0))
  }

  @Test func theCompanionFollowsTheCoachMarksOpacity() {
    let mark = Self.mark(.rule(CompanionRule(side: .below)))
    let presenter = TourPresenter(
      tree: SceneGraph.sampleListScreen(), steps: [mark], measurer: Self.measurer,
      options: TourPresenterOptions(safeAreaInsets: Self.safeArea))
    presenter.start(time: 0)
    #expect(presenter.scene(at: 0).companion == nil, "the coach mark is not visible yet")
    let steady = presenter.scene(at: 5)
    #expect(steady.companion?.opacity == .opaque)
    presenter.dismiss(time: 6)
    let fading = presenter.scene(at: 6.1)
    #expect(fading.companion?.opacity == fading.coachMark?.opacity)
    #expect(presenter.scene(at: 10).companion == nil)
  }
}
