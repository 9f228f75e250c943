#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarScene

  extension TourScene {
    /// Where the tour takes touches, as a path filled with the even-odd rule: SwiftUI hit-tests a view by a
    /// shape, not by a function, so the scene's hit-testing (``TourScene/hitTest(_:)``) is drawn as one.
    ///
    /// - While a transition runs, or where the step lets no touch through: the whole overlay.
    /// - Otherwise the overlay with holes where touches pass to the app (the openings, or the targets' bounds, or
    ///   everything when the step forwards all touches), and the tour's controls that lie in a hole filled again
    ///   (a control across a hole's edge counts where its centre is).
    var touchRegion: BezierPath {
      let touches = TouchLayout(scene: self)
      var region = BezierPath.roundedRect(touches.overlay.bounds, cornerRadius: 0)
      guard !touches.isTransitioning else { return region }
      // Whether a touch at a point passes to the app (before the controls, which lie above).
      let passes: (Point) -> Bool
      if touches.policy.forwardsAllTouches {
        region = BezierPath()
        passes = { _ in true }
      } else if touches.policy.allowsInteractionInsideCutout, !touches.overlay.openings.isEmpty {
        switch touches.policy.forwardingRegion {
        case .openingShape:
          region = touches.overlay.path
          passes = { touches.overlay.containsOpening(at: $0) }
        case .targetBounds:
          for target in touches.targets { region.addPath(BezierPath.roundedRect(target.bounds, cornerRadius: 0)) }
          passes = { point in touches.targets.contains { $0.bounds.contains(point) } }
        }
      } else {
        return region
      }
      // The controls inside a hole fill it again: each once, and none inside another, so even-odd never cancels
      // two (the default body is also the next control).
      var controls: [Rect] = []
      for control in [touches.skipControl, touches.skipView, touches.nextControl, touches.body] {
        guard let control, passes(control.center), !controls.contains(where: { $0.contains(control.center) }) else {
          continue
        }
        controls.append(control)
      }
      for control in controls { region.addPath(BezierPath.roundedRect(control, cornerRadius: 0)) }
      return region
    }
  }
#endif
