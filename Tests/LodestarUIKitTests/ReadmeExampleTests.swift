#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarGeometry
  import LodestarHostTree
  import LodestarScene
  import LodestarText
  import LodestarViewModel
  import Testing
  import UIKit
  @testable import LodestarUIKit

  // README, "In a UIKit app": the code between the markers, in a view controller whose `view` holds views with the
  // accessibility identifiers "profile.edit" and "profile.photo" (the README imports `Lodestar` and `LodestarUIKit`).
  @MainActor func showTour(over view: UIView) throws -> TourOverlayView {
    // In a UIKit app begins
    let controller = TourController(steps: [
      TourStep(target: "profile.edit", title: "Edit your profile", hint: "Your name and photo."),
      TourStep(target: "profile.photo", hint: "Tap to change your photo."),
    ])
    let overlay = TourOverlayView(controller: controller)
    overlay.frame = view.bounds
    view.addSubview(overlay)
    try controller.start()
    // In a UIKit app ends
    return overlay
  }

  @MainActor
  @Suite struct ReadmeExampleTests {
    @Test func theExampleShowsItsFirstStepOverTheApp() throws {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let screen = UIView(frame: window.bounds)
      window.addSubview(screen)
      for (identifier, frame) in [
        ("profile.edit", CGRect(x: 330, y: 52, width: 52, height: 44)),
        ("profile.photo", CGRect(x: 155, y: 120, width: 80, height: 80)),
      ] {
        let view = UIView(frame: frame)
        view.accessibilityIdentifier = identifier
        screen.addSubview(view)
      }

      let overlay = try showTour(over: screen)

      let link = try #require(overlay.displayLink)
      let target = try #require(link.recordedTarget as? DisplayLinkTarget)
      for time in [0.0, 5, 5.1] {
        link.simulateFrame(at: time)
        target.step(link)
      }
      #expect(overlay.scene.stepIndex == 0)
      #expect(overlay.scene.coachMark?.title?.text.lineTexts == ["Edit your profile"])
      #expect(overlay.scene.overlay.cutouts.first?.bounds.contains(Rect(x: 330, y: 52, width: 52, height: 44)) == true)
      #expect(overlay.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    }
  }
#endif
