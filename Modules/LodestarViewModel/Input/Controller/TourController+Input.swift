import LodestarFlow
import LodestarGeometry
import LodestarScene

extension TourController {
  /// Applies a tap to the tour.
  ///
  /// Nothing happens while ``/LodestarScene/TouchLayout/isTransitioning``. Otherwise: the next control calls
  /// ``/LodestarFlow/TourController/stepTapped()``, the skip control ``/LodestarFlow/TourController/skip()``, the
  /// overlay ``/LodestarFlow/TourController/overlayTapped(dismissesOnOutsideTap:)`` when the layout's
  /// ``/LodestarScene/TouchLayout/overlayTap`` handles overlay taps (a step that dismisses on outside taps always does; nothing
  /// otherwise, as Instructions' overlay by default), ending the tour when the layout's step dismisses on
  /// outside taps; a tap forwarded into a
  /// target reports ``/LodestarFlow/StepInteraction/tapOnTarget``, and a forwarded or passed-through tap inside
  /// an opening reports ``/LodestarFlow/StepInteraction/tapInsideCutout`` when no completer took the first report.
  /// A tap on the body, or on a custom skip view outside its control, does nothing.
  ///
  /// - Parameters:
  ///   - point: The tap's location in the overlay's coordinate space.
  ///   - layout: What the frame on screen shows, as far as touches are concerned.
  /// - Returns: The tap's route, or `nil` when it lies outside the overlay.
  @discardableResult
  public func handleTap(at point: Point, in layout: TouchLayout) -> TouchRoute? {
    let route = layout.hitTest(point)
    guard let route, !layout.isTransitioning else { return route }
    switch route {
    case .nextControl:
      stepTapped()
    case .skipControl:
      skip()
    case .overlay:
      if layout.overlayTap.isOverlayInteractionEnabled {
        overlayTapped(dismissesOnOutsideTap: layout.overlayTap.dismissesOnOutsideTap)
      }
    case .body, .skipView:
      break
    case .target:
      if !report(.tapOnTarget), layout.overlay.containsOpening(at: point) { report(.tapInsideCutout) }
    case .passThrough:
      if layout.overlay.containsOpening(at: point) { report(.tapInsideCutout) }
    }
    return route
  }

  /// Performs what a key press asked for (``KeyboardRouter/handle(_:)``): next, previous, skip
  /// (``/LodestarFlow/TourController/skip()``) or close (an animated
  /// ``/LodestarFlow/TourController/stop(immediately:emulatingSkip:)``); focus changes and unhandled keys do nothing,
  /// and so do the hint's scroll commands, which are the presenter's (``TourPresenter/perform(_:)``).
  ///
  /// - Parameter command: The command a key press maps to.
  /// - Throws: What ``/LodestarFlow/TourController/next(skipping:)`` and
  ///   ``/LodestarFlow/TourController/previous(skipping:)`` throw.
  public func perform(_ command: KeyboardCommand) throws(TourCommandError) {
    switch command {
    case .next: try next()
    case .previous: try previous()
    case .skip: skip()
    case .close: stop()
    case .focus, .blocked, .unhandled, .scrollHintByLines, .scrollHintByPages: break
    }
  }
}

extension TourController {
  /// Applies a tap at `point` (overlay space) on `scene` to the tour, as the ``/LodestarScene/TouchLayout`` variant does
  /// with ``/LodestarScene/TouchLayout/init(scene:)``.
  ///
  /// A scene of a step that is no longer the current one is stale: a second tap on a frame that the first tap
  /// already answered (it moved the tour on), or a frame kept from before the tour moved, also one of an
  /// earlier visit of the same step (``/LodestarScene/TourScene/stepVisit``). A tap on it does
  /// nothing and returns `nil`, so two taps on one frame never advance twice.
  ///
  /// - Parameters:
  ///   - point: The tap's location in the overlay's coordinate space.
  ///   - scene: The frame on screen when the tap happened.
  /// - Returns: The tap's route, or `nil` when it lies outside the overlay or the scene is stale.
  @discardableResult
  public func handleTap(at point: Point, in scene: TourScene) -> TouchRoute? {
    if let shownIndex = scene.stepIndex, shownIndex != currentIndex { return nil }
    if let visit = scene.stepVisit, visit != stepVisit { return nil }
    return handleTap(at: point, in: TouchLayout(scene: scene))
  }
}
