import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarViewModel
import Testing

/// A step can let scroll gestures through the overlay (issue 33): a pan that starts on the dimmed overlay reaches
/// the scroll view under it, while taps there still follow the overlay's rules and the coach mark and the skip
/// control keep their gestures.
@MainActor
@Suite struct ScrollGesturePassThroughTests {
  static func scene(passing: Bool) -> TourScene {
    var mark = CoachMark(target: "row.2.accessory", hint: "Open details")
    mark.passesScrollGestures = passing
    return PresenterFixture.presenter(steps: [mark]).scene(at: 10)
  }

  /// A point on the dimmed overlay, away from the coach mark, the skip control and the cut-out.
  static let overlayPoint = Point(x: 200, y: 600)

  @Test func aStepThatPassesScrollGesturesLetsAPanOnTheOverlayThrough() throws {
    let scene = Self.scene(passing: true)
    #expect(scene.interaction.passesScrollGestures)
    #expect(scene.hitTest(Self.overlayPoint) == .overlay, "a tap there is still the overlay's")
    #expect(scene.passesScrollGesture(at: Self.overlayPoint))
    // The coach mark and the skip control keep their gestures.
    let body = try #require(scene.coachMark?.bodyFrame)
    let skip = try #require(scene.skipControl?.hitFrame)
    #expect(!scene.passesScrollGesture(at: body.center))
    #expect(!scene.passesScrollGesture(at: skip.center))
    // Outside the scene nothing is passed.
    #expect(!scene.passesScrollGesture(at: Point(x: -1, y: 600)))
    #expect(!scene.passesScrollGesture(at: Point(x: scene.size.width, y: 600)))
  }

  @Test func byDefaultAPanOnTheOverlayIsBlockedLikeEveryOtherTouch() {
    let scene = Self.scene(passing: false)
    #expect(!scene.interaction.passesScrollGestures)
    #expect(!scene.passesScrollGesture(at: Self.overlayPoint))
  }

  @Test func whereTouchesReachTheAppSoDoScrollGestures() {
    var mark = CoachMark(
      target: "row.2.accessory", hint: "Open details", interaction: CoachMarkInteraction(forwardsAllTouches: true))
    mark.passesScrollGestures = false
    let scene = PresenterFixture.presenter(steps: [mark]).scene(at: 10)
    #expect(scene.hitTest(Self.overlayPoint) == .passThrough)
    #expect(scene.passesScrollGesture(at: Self.overlayPoint))
  }
}
