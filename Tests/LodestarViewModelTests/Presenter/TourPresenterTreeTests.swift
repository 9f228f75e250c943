import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarViewModel
import Testing

/// A change to the host tree cannot be silently ignored (issue 39, item 4): the tree is read-only on the
/// presenter, and both ways of changing it make the next frame re-read the targets, whatever the version says.
@MainActor
@Suite struct TourPresenterTreeTests {
  static let steps = [CoachMark(target: "back", hint: "Go back here", nextText: nil)]

  static func presenter() -> TourPresenter<SceneGraph> {
    let presenter = TourPresenter(
      tree: SceneGraph.sampleListScreen(), steps: steps, measurer: PresenterFixture.monospaced)
    presenter.start(time: 0)
    return presenter
  }

  static let back = Rect(x: 8, y: 52, width: 44, height: 44)
  static let moved = Rect(x: 100, y: 300, width: 44, height: 44)

  @Test func aFreshTreeWithTheSameVersionMovesTheCutOut() throws {
    let presenter = Self.presenter()
    #expect(presenter.scene(at: 1).interaction.targetFrames == [Self.back])
    // Built again from scratch with the target elsewhere: the same version as the tree it replaces.
    let rebuilt = try #require(Self.replacing("back", with: Self.moved, in: SceneGraph.sampleListScreen()))
    #expect(rebuilt.version == presenter.tree.version)
    #expect(rebuilt.element("back")?.frame == Self.moved)
    presenter.replaceTree(with: rebuilt)
    #expect(presenter.scene(at: 2).interaction.targetFrames == [Self.moved])
    #expect(presenter.scene(at: 2).overlay.cutouts.count == 1)
  }

  @Test func anEqualTreeLeavesTheSceneAsItWas() {
    let presenter = Self.presenter()
    let before = presenter.scene(at: 1)
    presenter.replaceTree(with: SceneGraph.sampleListScreen())
    #expect(presenter.scene(at: 2) == before)
  }

  @Test func anInPlaceChangeIsFollowedEvenWhenItThrowsAfterChanging() {
    let presenter = Self.presenter()
    _ = presenter.scene(at: 1)
    struct Refused: Error {}
    #expect(throws: Refused.self) {
      try presenter.updateTree {
        try $0.move("back", to: Self.moved)
        throw Refused()
      }
    }
    #expect(presenter.scene(at: 2).interaction.targetFrames == [Self.moved])
  }

  @Test func updateTreeReturnsWhatTheChangeReturns() {
    let presenter = Self.presenter()
    let count = presenter.updateTree { $0.count }
    #expect(count == SceneGraph.sampleListScreen().count)
  }

  @Test func aReplacedTreeWithTheTargetLetsAWaitingControllerShowTheStep() throws {
    var hidden = SceneGraph.sampleListScreen()
    try hidden.setHidden(true, for: "back")
    let presenter = TourPresenter(tree: hidden, measurer: PresenterFixture.monospaced)
    let clock = ManualClock()
    let controller = TourController(
      steps: [TourStep(id: "back", content: CoachMark(target: "back", hint: "Back"))], clock: clock)
    presenter.follow(controller)
    try controller.start()
    #expect(controller.isWaitingForTarget)
    clock.advance(by: .milliseconds(100))
    presenter.replaceTree(with: SceneGraph.sampleListScreen())
    #expect(!controller.isWaitingForTarget)
    #expect(controller.onScreenIndex == 0)
  }

  /// `graph` rebuilt with `id` at `frame`: the same version as a graph built from scratch.
  static func replacing(_ id: ElementID, with frame: Rect, in graph: SceneGraph) -> SceneGraph? {
    var roots = graph.roots
    guard Self.setFrame(of: id, to: frame, in: &roots) else { return nil }
    return SceneGraph { roots }
  }

  static func setFrame(of id: ElementID, to frame: Rect, in elements: inout [SceneElement]) -> Bool {
    for index in elements.indices {
      if elements[index].id == id {
        elements[index].frame = frame
        return true
      }
      if setFrame(of: id, to: frame, in: &elements[index].children) { return true }
    }
    return false
  }
}
