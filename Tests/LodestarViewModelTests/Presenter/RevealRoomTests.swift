import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarViewModel
import Testing

/// A reveal keeps room for the coach mark on the side its placement puts it, where the room fits (issue 33):
/// after the scroll, the coach mark is inside the scroll container's visible area, beside the target.
@MainActor
@Suite struct RevealRoomTests {
  /// A list of `height` points on a 390×844 screen (from y = 100), with 2,000 points of content: "top" at the
  /// content's top, "deep" 1,000 points down.
  static func screen(height: Double = 600, scrolledTo offset: Double = 0) -> SceneGraph {
    var graph = SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement(
        "list", frame: Rect(x: 0, y: 100, width: 390, height: height), clipsToBounds: true,
        scrollContainer: ScrollContainer(contentSize: Size(width: 390, height: 2000))
      ) {
        SceneElement("top", frame: Rect(x: 0, y: 0, width: 390, height: 44))
        SceneElement("deep", frame: Rect(x: 0, y: 1000, width: 390, height: 44))
      }
    }
    try? graph.scroll("list", to: Point(x: 0, y: offset))
    return graph
  }

  /// Shows a one-step tour on `mark`, performing each scroll the presenter asks for at once; returns the scroll
  /// asked for and the steady scene.
  static func reveal(_ mark: CoachMark, in screen: SceneGraph) throws -> (ScrollRequest?, TourScene) {
    let presenter = TourPresenter(tree: screen)
    let controller = TourController(steps: [TourStep(id: "step", content: mark)], clock: ManualClock())
    presenter.follow(controller)
    var asked: [ScrollRequest] = []
    presenter.scrollHandler = { requests in
      asked += requests
      for request in requests { try? presenter.updateTree { try $0.scroll(request.container, to: request.to) } }
    }
    try controller.start()
    _ = presenter.scene(at: 0)
    controller.refresh()
    #expect(controller.onScreenIndex == 0, "the step shows once its target is in view")
    _ = presenter.scene(at: 1)
    return (asked.first, presenter.scene(at: 5))
  }

  static let longHint = "Choose who sees your posts, who can message you, and what the app may share with others."

  @Test(arguments: [
    CoachMarkPlacementRule.layout(.below), .anchored(Placement(side: .bottom)),
    .anchored(Placement(side: .bottom, alignment: .start)),
  ])
  func aCoachMarkBelowItsTargetGetsRoomBelowIt(placement: CoachMarkPlacementRule) throws {
    let mark = CoachMark(target: "deep", hint: Self.longHint, layout: CoachMarkLayoutOptions(placement: placement))
    let (request, scene) = try Self.reveal(mark, in: Self.screen())
    let list = Rect(x: 0, y: 100, width: 390, height: 600)
    let target = try #require(scene.interaction.targetFrames.first)
    let body = try #require(scene.coachMark?.bodyFrame)
    #expect(list.contains(target) && list.contains(body), "target \(target), body \(body), list \(list)")
    #expect(body.minY >= target.maxY, "the coach mark is below its target")
    // More than the plain reveal's offset (1,044 + 8 − 600 = 452): the room is kept.
    #expect((request?.to.y ?? 0) > 452)
    #expect(SceneAudit().findings(in: scene, measurer: ProportionalTextMeasurer()).isEmpty)
  }

  /// Room above a target at the content's very top cannot be made: the list scrolls to its start, and the
  /// target is wholly in view.
  @Test(arguments: [CoachMarkPlacementRule.layout(.above), .anchored(Placement(side: .top, alignment: .end))])
  func roomIsKeptOnlyAsFarAsTheContentGoes(placement: CoachMarkPlacementRule) throws {
    let mark = CoachMark(target: "top", hint: Self.longHint, layout: CoachMarkLayoutOptions(placement: placement))
    let (request, scene) = try Self.reveal(mark, in: Self.screen(scrolledTo: 1000))
    #expect(request?.to.y == 0)
    #expect(scene.interaction.targetFrames == [Rect(x: 0, y: 100, width: 390, height: 44)])
    #expect(scene.interaction.targetVisibleFrames == scene.interaction.targetFrames)
  }

  /// A coach mark above its target, with content above the target: the target comes down by the room.
  @Test func aTargetBelowContentComesDownByTheRoom() throws {
    let mark = CoachMark(
      target: "deep", hint: Self.longHint, layout: CoachMarkLayoutOptions(placement: .anchored(Placement(side: .top))))
    let (request, scene) = try Self.reveal(mark, in: Self.screen(scrolledTo: 1900))
    let list = Rect(x: 0, y: 100, width: 390, height: 600)
    let target = try #require(scene.interaction.targetFrames.first)
    let body = try #require(scene.coachMark?.bodyFrame)
    #expect(list.contains(target) && list.contains(body), "target \(target), body \(body), list \(list)")
    #expect(body.maxY <= target.minY)
    // Exactly the room: the body's top is the reveal padding (8) below the list's top.
    #expect(abs(body.minY - (list.minY + 8)) < 1e-9, "body \(body)")
    // The plain reveal would stop at 1,000 − 8 = 992; the room takes the offset further up.
    #expect((request?.to.y ?? .infinity) < 992)
  }

  /// A list too short for the target and the coach mark together: the plain reveal, with the target wholly in
  /// view.
  @Test func roomThatDoesNotFitIsNotKept() throws {
    let mark = CoachMark(
      target: "deep", hint: Self.longHint, layout: CoachMarkLayoutOptions(placement: .layout(.below)))
    let (request, scene) = try Self.reveal(mark, in: Self.screen(height: 100))
    // 1,044 + 8 − 100.
    #expect(request?.to.y == 952)
    #expect(scene.interaction.targetVisibleFrames == scene.interaction.targetFrames)
  }

  /// The automatic layout picks the side with room by itself: the plain reveal.
  @Test func theAutomaticLayoutKeepsNoRoom() throws {
    let (request, _) = try Self.reveal(CoachMark(target: "deep", hint: Self.longHint), in: Self.screen())
    #expect(request?.to.y == 452)
  }

  /// The list's content insets take room from what it shows: a 600-point list with 250-point insets above and
  /// below shows 100 points, too few for the row and the coach mark, so the reveal is the plain one (as for a
  /// coach mark that keeps no room).
  @Test func contentInsetsLeaveLessRoom() throws {
    func screen(insets: Double) -> SceneGraph {
      SceneGraph(size: Size(width: 390, height: 844)) {
        SceneElement(
          "list", frame: Rect(x: 0, y: 100, width: 390, height: 600), clipsToBounds: true,
          scrollContainer: ScrollContainer(
            contentSize: Size(width: 390, height: 2000),
            contentInsets: DirectionalEdgeInsets(top: insets, leading: 0, bottom: insets, trailing: 0))
        ) {
          SceneElement("deep", frame: Rect(x: 0, y: 1000, width: 390, height: 44))
        }
      }
    }
    let below = CoachMark(
      target: "deep", hint: Self.longHint, layout: CoachMarkLayoutOptions(placement: .layout(.below)))
    let plain = CoachMark(target: "deep", hint: Self.longHint)
    let (kept, _) = try Self.reveal(below, in: screen(insets: 0))
    let (keptPlain, _) = try Self.reveal(plain, in: screen(insets: 0))
    #expect(kept?.to != keptPlain?.to, "without insets the room fits")
    let (inset, _) = try Self.reveal(below, in: screen(insets: 250))
    let (insetPlain, _) = try Self.reveal(plain, in: screen(insets: 250))
    #expect(inset?.to == insetPlain?.to, "with insets it does not")
  }
}
