#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarGeometry
  import LodestarHostTree
  import LodestarScene
  import LodestarTesting
  import LodestarViewModel
  import UIKit
  @testable import LodestarUIKit

  /// A window with the sample profile screen as UIKit views, a ``TourOverlayView`` over it and a tour on a manual
  /// clock; frames are driven by calling the display link's target as the run loop would.
  @MainActor
  final class TourStage {
    static let targets = ["nav.edit", "profile.avatar", "settings.privacy"]

    let window: UIWindow
    let host: UIView
    let clock = ManualClock()
    let controller: TourController<CoachMark>
    let overlay: TourOverlayView
    private(set) var time = 0.0

    init(
      size: Size = Size(width: 390, height: 844), options: TourPresenterOptions = TourPresenterOptions(),
      targets: [String] = TourStage.targets
    ) {
      UIAccessibility.simulatedReduceMotion = false
      UIAccessibility.simulatedReduceTransparency = false
      UIAccessibility.postedNotifications = []
      UIAccessibility.simulatedFocusedElement = nil
      window = UIWindow(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
      host = UIView(frame: window.bounds)
      window.addSubview(host)
      let steps = targets.enumerated().map { index, target in
        TourStep(
          id: "step\(index)",
          content: CoachMark(target: ElementID(target), title: "Step \(index + 1)", hint: "This is \(target)."))
      }
      controller = TourController(steps: steps, clock: clock)
      overlay = TourOverlayView(controller: controller, options: options)
      layOut(size: size)
      host.addSubview(overlay)
    }

    /// Replaces the host's views with the sample profile screen at `size` and sizes the overlay to it.
    func layOut(size: Size) {
      window.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
      host.frame = window.bounds
      overlay.frame = host.bounds
      for view in host.subviews where view !== overlay { view.removeFromSuperview() }
      let graph = SceneGraph.sampleProfileScreen(size: size)
      let views = graph.roots.first?.children.map(Self.makeView) ?? []
      // The screen's views go under the overlay.
      let overlayWasShown = overlay.superview === host
      if overlayWasShown { overlay.removeFromSuperview() }
      for view in views { host.addSubview(view) }
      if overlayWasShown { host.addSubview(overlay) }
    }

    private static func makeView(_ element: SceneElement) -> UIView {
      let view = UIView(frame: CGRect(element.frame))
      view.accessibilityIdentifier = element.id.rawValue
      for child in element.children { view.addSubview(makeView(child)) }
      return view
    }

    var link: CADisplayLink? { overlay.displayLink }

    /// Draws one frame `seconds` after the last.
    func frame(after seconds: Double = 1.0 / 60) {
      time += seconds
      guard let link, let target = link.recordedTarget as? DisplayLinkTarget else { return }
      link.simulateFrame(at: time)
      target.step(link)
    }

    /// Draws frames until the view stops asking for scenes (at most ten seconds of them).
    func settle() {
      frame()
      frame(after: 5)
      frame()
    }

    /// Taps at `point` in the overlay's coordinates: the overlay gets it only where `point(inside:with:)` says so.
    @discardableResult
    func tap(at point: Point) -> Bool {
      let location = CGPoint(point)
      guard overlay.point(inside: location, with: nil) else { return false }
      overlay.touchesEnded([UITouch(simulatedAt: location, in: overlay)], with: nil)
      return true
    }
  }

  extension CGPoint {
    init(_ point: Point) {
      self.init(x: point.x, y: point.y)
    }
  }

  extension CGRect {
    init(_ rect: Rect) {
      self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
  }

  extension Rect {
    init(_ rect: CGRect) {
      self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
  }
#endif
