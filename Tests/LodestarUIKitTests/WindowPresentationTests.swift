#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES) && LODESTAR_WINDOWING
  import LodestarFlow
  import LodestarGeometry
  import LodestarHostTree
  import LodestarScene
  import LodestarTesting
  import LodestarViewModel
  import Testing
  import UIKit
  @testable import LodestarUIKit

  /// The full flavour's window-level presentation: a window above the app's, over the scene's key window, whose root
  /// view controller gives the status bar the app's style or the one the app asks for.
  @MainActor
  @Suite struct WindowPresentationTests {
    @Test func theOverlayShowsInAWindowAboveTheKeyWindowUntilTheTourEnds() throws {
      let appWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let save = UIView(frame: CGRect(x: 300, y: 60, width: 60, height: 40))
      save.accessibilityIdentifier = "save"
      appWindow.addSubview(save)
      let scene = UIWindowScene(simulatedBounds: appWindow.bounds, keyWindow: appWindow)
      let clock = ManualClock()
      let controller = TourController(
        steps: [TourStep(id: "save", content: CoachMark(target: "save", title: "Save"))], clock: clock)
      let overlay = TourOverlayView(
        controller: controller,
        options: TourPresenterOptions(interaction: OverlayInteraction(isUserInteractionEnabledInsideCutoutPath: true)))

      let window = overlay.presentInWindow(over: scene)
      #expect(window.windowLevel.rawValue > UIWindow.Level.normal.rawValue)
      #expect(!window.isHidden && overlay.window === window && overlay.frame == window.bounds)
      try controller.start()
      let link = try #require(overlay.displayLink)
      let target = try #require(link.recordedTarget as? DisplayLinkTarget)
      for time in [0.0, 5, 5.1] {
        link.simulateFrame(at: time)
        target.step(link)
      }
      #expect(overlay.scene.stepIndex == 0)
      #expect(overlay.scene.overlay.cutouts.first?.bounds.contains(Rect(x: 300, y: 60, width: 60, height: 40)) == true)
      // A touch on the target, inside the cut-out, goes on to the app's window; one on the dimmed overlay stays.
      #expect(overlay.scene.hitTest(Point(x: 330, y: 80)) == .target("save"))
      #expect(window.hitTest(CGPoint(x: 330, y: 80), with: nil) == nil)
      #expect(window.hitTest(CGPoint(x: 20, y: 600), with: nil) === overlay)

      controller.stop(immediately: true)
      for time in [6.0, 11, 11.1] {
        link.simulateFrame(at: time)
        target.step(link)
      }
      #expect(window.isHidden)
      #expect(overlay.presentationWindow == nil)
    }

    /// A scene whose key window holds a target, and whose status bar has `style`.
    static func scene(statusBar style: UIStatusBarStyle) -> UIWindowScene {
      let appWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let scene = UIWindowScene(simulatedBounds: appWindow.bounds, keyWindow: appWindow)
      scene.simulatedStatusBarManager = UIStatusBarManager(simulatedStyle: style)
      return scene
    }

    static func overlay() -> TourOverlayView {
      let controller = TourController(
        steps: [TourStep(id: "save", content: CoachMark(target: "save", title: "Save"))], clock: ManualClock())
      return TourOverlayView(controller: controller)
    }

    @Test func theWindowKeepsTheAppsStatusBarStyleUntilTheAppAsksForAnother() throws {
      let overlay = Self.overlay()
      let window = overlay.presentInWindow(over: Self.scene(statusBar: .lightContent))
      // The overlay is the content view of the window's root view controller.
      let root = try #require(window.rootViewController)
      #expect(root.view === overlay)
      #expect(window.subviews.count == 1 && overlay.superview === window)
      #expect(root.preferredStatusBarStyle == .lightContent)

      // The app asks for a style while the window shows: the controller reports it and asks UIKit to look again.
      overlay.statusBarStyle = .darkContent
      #expect(root.preferredStatusBarStyle == .darkContent)
      #expect(root.statusBarAppearanceUpdates == 1)
      // Back to the app's.
      overlay.statusBarStyle = nil
      #expect(root.preferredStatusBarStyle == .lightContent)
      #expect(root.statusBarAppearanceUpdates == 2)
    }

    @Test func aStyleAskedForBeforeTheWindowShowsIsTheWindows() throws {
      let overlay = Self.overlay()
      overlay.statusBarStyle = .lightContent
      let window = overlay.presentInWindow(over: Self.scene(statusBar: .darkContent))
      #expect(window.rootViewController?.preferredStatusBarStyle == .lightContent)
    }
  }
#endif
