import LodestarGeometry
import LodestarTimeline

extension TouchLayout {
  /// The opacity below which a part of the scene does not receive touches (UIKit ignores views whose
  /// alpha is below 0.01, so a skip control still fading in from 0 is not hit).
  public static let minimumHittableOpacity = Opacity(0.01)

  /// The touch layout of a scene.
  ///
  /// - The coach mark's body (through the coach mark's transform) receives touches unless its opacity is
  ///   below ``minimumHittableOpacity``. The default body is itself the next control (Instructions' default
  ///   body is a control); a custom body's next control is its slot's ``SceneSlot/control`` region (the
  ///   whole body, a rectangle inside it, or none), and the rest of it is ``TouchRoute/body``
  ///   (``SceneCoachMark/nextControlFrame``). The arrow is decoration: touches on it follow the overlay's rules.
  /// - The skip control receives touches on its ``SceneSkipControl/hitFrame`` (the drawn frame grown to
  ///   ``minimumTouchTargetSize``) unless its opacity is below ``minimumHittableOpacity``; a custom skip
  ///   view's control is its slot's ``SceneSlot/control`` region, and the rest of the view is
  ///   ``TouchRoute/skipView``.
  /// - The targets are ``SceneInteraction/targetIDs`` with ``SceneInteraction/targetFrames`` (extra ids
  ///   without a frame are left out).
  /// - The overlay-tap policy is the scene's (``OverlayTapPolicy/init(interaction:)``).
  public init(scene: TourScene) {
    var body: Rect?
    var nextControl: Rect?
    if let coachMark = scene.coachMark, coachMark.opacity >= Self.minimumHittableOpacity {
      let transform = coachMark.transform
      let bodyFrame = transform.isIdentity ? coachMark.bodyFrame : transform.apply(coachMark.bodyFrame)
      body = bodyFrame
      nextControl = coachMark.nextControlFrame
    }
    var skipControl: Rect?
    var skipView: Rect?
    if let skip = scene.skipControl, skip.opacity >= Self.minimumHittableOpacity {
      if let slot = skip.customView {
        skipControl = slot.control.frame(in: skip.frame)
        skipView = skip.frame
      } else {
        skipControl = skip.hitFrame
      }
    }
    let interaction = scene.interaction
    let targets = zip(interaction.targetIDs, interaction.targetFrames).map { TouchTarget(id: $0, bounds: $1) }
    self.init(
      overlay: scene.overlay.region, body: body, nextControl: nextControl, skipControl: skipControl,
      skipView: skipView, targets: targets,
      policy: TouchPolicy(interaction: interaction), overlayTap: OverlayTapPolicy(interaction: interaction),
      isTransitioning: scene.isTransitioning)
  }
}

extension TouchPolicy {
  /// The touch policy of a scene's interaction flags.
  public init(interaction: SceneInteraction) {
    self.init(
      forwardsAllTouches: interaction.forwardsAllTouches,
      allowsInteractionInsideCutout: interaction.allowsInteractionInsideCutout,
      forwardingRegion: interaction.forwardingRegion)
  }
}

extension TourScene {
  /// Where a touch at `point` (overlay space) goes, or nil outside the overlay: ``TouchLayout/hitTest(_:)``
  /// of ``TouchLayout/init(scene:)``.
  public func hitTest(_ point: Point) -> TouchRoute? {
    TouchLayout(scene: self).hitTest(point)
  }

  /// The controls keyboard focus cycles through, in tab order: the next control (when a coach mark is
  /// visible and has one), the skip control, then, when `includingTargets` and the step lets touches
  /// reach them, the highlighted targets (driver.js traps focus across the popover and the target).
  public func focusableControls(includingTargets: Bool = false) -> [TourControl] {
    let layout = TouchLayout(scene: self)
    var controls: [TourControl] = []
    if layout.nextControl != nil { controls.append(.next) }
    if layout.skipControl != nil { controls.append(.skip) }
    if includingTargets && (interaction.allowsInteractionInsideCutout || interaction.forwardsAllTouches) {
      controls += layout.targets.map { .target($0.id) }
    }
    return controls
  }
}

extension OverlayTapPolicy {
  /// The overlay-tap policy of a scene's interaction flags: whether overlay taps are handled, and whether
  /// they dismiss (``SceneInteraction/dismissesOnOutsideTap``) rather than advance.
  public init(interaction: SceneInteraction) {
    self.init(
      isOverlayInteractionEnabled: interaction.isOverlayInteractionEnabled,
      dismissesOnOutsideTap: interaction.dismissesOnOutsideTap)
  }
}
