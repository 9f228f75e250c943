import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarTimeline
import Testing

@testable import LodestarScene

/// The scene values' public initializers: what they leave out starts empty or at rest, and each part set
/// afterwards is the part the renderer reads.
@Suite struct SceneInitializerTests {
  static let size = Size(width: 390, height: 844)
  static let overlay = SceneOverlay(bounds: Rect(origin: .zero, size: size), cutouts: [])

  @Test func aSceneStartsWithoutItsOptionalParts() {
    let scene = TourScene(size: Self.size, stepIndex: 1, stepCount: 3, overlay: Self.overlay)
    #expect(scene.skipControl == nil && scene.progress == nil && scene.ornaments.isEmpty && scene.companion == nil)
    #expect(scene.accessibilityElements.isEmpty && scene.zOrder == SceneLayer.standardOrder)
    #expect(scene.stepVisit == nil && !scene.isTransitioning && scene.layoutDirection == .leftToRight)
    #expect(scene.stepIndex == 1 && scene.stepCount == 3 && scene.size == Self.size)
  }

  @Test func thePresentersInitializerMatchesThePublicOneWithItsPartsSet() {
    let skip = SceneSkipControl(frame: Rect(x: 320, y: 56, width: 60, height: 30), title: "Skip")
    let progress = SceneProgress(frame: Rect(x: 171, y: 800, width: 48, height: 18), text: "2 of 3")
    let mark = SceneCoachMark(bodyFrame: Rect(x: 20, y: 200, width: 200, height: 60))
    var built = TourScene(
      size: Self.size, layoutDirection: .rightToLeft, safeAreaInsets: DirectionalEdgeInsets(all: 2), stepIndex: 1,
      stepCount: 3, isTransitioning: true, overlay: Self.overlay, coachMark: mark)
    built.skipControl = skip
    built.progress = progress
    let whole = TourScene(
      size: Self.size, layoutDirection: .rightToLeft, safeAreaInsets: DirectionalEdgeInsets(all: 2), stepIndex: 1,
      stepCount: 3, isTransitioning: true, overlay: Self.overlay, coachMark: mark, skipControl: skip,
      progress: progress, ornaments: [], interaction: SceneInteraction(), accessibilityElements: [], companion: nil)
    #expect(built == whole)
  }

  @Test func aCoachMarkStartsAtRest() {
    let mark = SceneCoachMark(bodyFrame: Rect(x: 20, y: 200, width: 200, height: 60))
    #expect(!mark.isHighlighted && mark.customBody == nil && mark.position == .besideTarget)
    #expect(mark.opacity == .opaque && mark.transform == .identity && mark.cornerRadius == 8)
  }

  @Test func aCustomBodyIsTheOnlyBody() {
    let slot = SceneSlot(id: "promo", size: Size(width: 200, height: 60))
    let arrow = SceneArrow(frame: Rect(x: 60, y: 191, width: 15, height: 9), orientation: .up)
    let mark = SceneCoachMark(bodyFrame: Rect(x: 20, y: 200, width: 200, height: 60), customBody: slot, arrow: arrow)
    #expect(mark.customBody == slot && mark.arrow == arrow)
    #expect(mark.title == nil && mark.hint == nil && mark.next == nil && mark.separatorFrame == nil)
  }
}
