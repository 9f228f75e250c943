import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarViewModel
import Testing

/// `makeDefaultCoachViews(withArrow: false)`: the default content without an arrow, still placed beside the
/// cut-out (issue 16, item 7). The phone screen of ``TourPresenterTests``: the back button's opening is
/// (4, 48, 52, 52), the accessory's (336, 220, 52, 52).
@MainActor
@Suite struct DefaultCoachViewsTests {
  static func mark(_ step: CoachMark, direction: ReadingDirection = .leftToRight) -> SceneCoachMark? {
    var options = TourPresenterOptions(
      safeAreaInsets: DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    options.layoutDirection = direction
    let presenter = TourPresenterTests.presenter(steps: [step], options: options)
    presenter.start(time: 0)
    return presenter.scene(at: 1).coachMark
  }

  @Test func withoutAnArrowTheBodyIsTheGapAwayFromTheCutout() {
    let base = CoachMark.makeCoachMark(for: "back", hint: "Go back here")
    let arrowed = Self.mark(base.makeDefaultCoachViews(withArrow: true))
    #expect(arrowed?.arrow?.frame.minY == 102)
    #expect(arrowed?.bodyFrame == Rect(x: 20, y: 109, width: 179, height: 44))

    let plain = Self.mark(base.makeDefaultCoachViews(withArrow: false))
    #expect(plain?.arrow == nil)
    // Below the opening (maxY 100), 2 points away (gapBetweenCoachMarkAndCutoutPath), with the same content
    // (the body is at least 44 tall, the minimum touch target, since it advances when tapped).
    #expect(plain?.bodyFrame == Rect(x: 20, y: 102, width: 179, height: 44))
    #expect(plain?.hint == arrowed?.hint.map { $0.offsetBy(dy: -7) })
    #expect(plain?.next?.frame.minY == 112)
  }

  @Test func aboveTheCutoutTooAndInRightToLeft() {
    var above = CoachMark.makeCoachMark(for: "row.2.accessory", hint: "Open details")
    above.arrowOrientation = .down
    let plain = Self.mark(above.makeDefaultCoachViews(withArrow: false))
    // The opening starts at y 220: the body ends 2 above it.
    #expect(plain?.arrow == nil)
    #expect(plain?.bodyFrame == Rect(x: 191, y: 174, width: 179, height: 44))

    let rightToLeft = Self.mark(
      CoachMark.makeCoachMark(for: "back", hint: "Go back here").makeDefaultCoachViews(withArrow: false),
      direction: .rightToLeft)
    #expect(rightToLeft?.arrow == nil)
    #expect(rightToLeft?.bodyFrame.minY == 102)
  }

  @Test func anchoredPlacementsLeaveNoRoomForAnArrow() {
    let step = CoachMark(
      target: "back", hint: "Go back here", layout: CoachMarkLayoutOptions(placement: .anchored(.bottom)))
    #expect(Self.mark(step)?.bodyFrame.minY == 109)
    let plain = Self.mark(step.makeDefaultCoachViews(withArrow: false))
    #expect(plain?.arrow == nil && plain?.bodyFrame.minY == 102)
  }

  @Test func theDefaultViewsReplaceCustomOnesAndKeepTheText() {
    let custom = CoachMark(
      target: "back", hint: "Hi", nextText: nil,
      appearance: CoachMarkAppearance(
        body: .custom(SceneSlot(id: "card", size: Size(width: 10, height: 10))),
        customArrow: SceneSlot(id: "pointer", size: Size(width: 15, height: 9))))
    let views = custom.makeDefaultCoachViews(withArrow: false)
    #expect(views.body == .standard(CoachMarkBodyStyle()))
    #expect(views.customArrow == nil && !views.showsArrow)
    #expect(views.nextText == "Next" && views.hint == "Hi")
    #expect(custom.makeDefaultCoachViews(withNextText: false).nextText == nil)
    #expect(custom.makeDefaultCoachViews().showsArrow)
  }
}

extension SceneTextBlock {
  /// The block moved down by `dy`.
  func offsetBy(dy: Double) -> SceneTextBlock {
    var moved = self
    moved.frame = frame.offsetBy(dx: 0, dy: dy)
    return moved
  }
}
