#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarGeometry
  import LodestarHostTree
  import LodestarScene
  import LodestarViewModel
  import Testing
  import UIKit
  @testable import LodestarUIKit

  /// The app's own views fill the scene's slots by identifier, and the shapes match the display list.
  @MainActor
  @Suite struct AppViewSlotTests {
    @Test func aCustomBodyIsTheAppsViewAtTheSlotsFrame() throws {
      let card = SceneSlot(id: "card", size: Size(width: 200, height: 80))
      let stage = TourStage()
      let steps = [
        TourStep(
          id: "custom",
          content: CoachMark(target: "nav.edit", appearance: CoachMarkAppearance(body: .custom(card))))
      ]
      let controller = TourController(steps: steps, clock: stage.clock)
      let overlay = TourOverlayView(controller: controller)
      overlay.frame = stage.host.bounds
      let cardView = UIView(frame: .zero)
      overlay.appViews = ["card": cardView]
      stage.overlay.removeFromSuperview()
      stage.host.addSubview(overlay)
      try controller.start()
      let link = try #require(overlay.displayLink)
      let target = try #require(link.recordedTarget as? DisplayLinkTarget)
      for time in [0.0, 5, 5.1] {
        link.simulateFrame(at: time)
        target.step(link)
      }
      let body = try #require(overlay.scene.coachMark?.bodyFrame)
      #expect(cardView.superview === overlay)
      #expect(!cardView.isHidden)
      #expect(Rect(cardView.frame) == body)
      // The tour ends: the app's view is hidden with the rest.
      controller.stop(immediately: true)
      for time in [6.0, 11, 11.1] {
        link.simulateFrame(at: time)
        target.step(link)
      }
      #expect(cardView.isHidden)
    }

    @Test func theBodyAndArrowAreTheListsShapes() throws {
      let stage = TourStage()
      try stage.controller.start()
      stage.settle()
      let list = stage.overlay.scene.displayList()
      let shapes = stage.overlay.renderer.shapes.filter { !$0.isHidden }.sorted { $0.zPosition < $1.zPosition }
      var expected: [BezierPath] = []
      for item in list.items {
        switch item.primitive {
        case .roundedRectangle(let rectangle):
          expected.append(BezierPath.roundedRect(rectangle.frame, cornerRadius: rectangle.cornerRadius))
        case .arrow(let arrow):
          expected.append(arrow.path)
          if item.part == .coachMarkArrow { expected.append(arrow.outline) }
        default: break
        }
      }
      #expect(!expected.isEmpty)
      #expect(shapes.compactMap { $0.path.map(DrawnFrame.bezierPath) } == expected)
      let body = try #require(shapes.first)
      #expect(body.strokeColor != nil && body.lineWidth == 1)
    }
  }
#endif
