import LodestarGeometry

/// What one frame of a tour shows, as far as touches are concerned: the overlay and its openings, the
/// coach mark's body and controls, the highlighted targets, the step's touch policy and whether a
/// transition runs. All frames are in the overlay's coordinate space.
public struct TouchLayout: Sendable, Hashable {
  /// The dimmed overlay and its cut-out openings.
  public var overlay: OverlayRegion
  /// The coach mark's body, or nil when no coach mark is on screen (hidden during a size change).
  public var body: Rect?
  /// The coach mark's next control, or nil when it has none; it may equal ``body``.
  public var nextControl: Rect?
  /// The skip control, or nil when the tour shows none.
  public var skipControl: Rect?
  /// A custom skip view around ``skipControl`` (larger than it when only part of the view is the control),
  /// or nil.
  public var skipView: Rect?
  /// The highlighted targets, front to back: the first whose bounds contain a point receives it.
  public var targets: [TouchTarget]
  /// The step's touch policy.
  public var policy: TouchPolicy
  /// What a tap on the dimmed overlay may do; by default nothing (Instructions' overlay ignores taps unless
  /// its user interaction is enabled).
  public var overlayTap: OverlayTapPolicy
  /// Whether a transition (a step change, the tour's appearance or dismissal) runs: all touches are
  /// blocked meanwhile.
  public var isTransitioning: Bool

  /// Creates a touch layout.
  public init(
    overlay: OverlayRegion, body: Rect? = nil, nextControl: Rect? = nil, skipControl: Rect? = nil,
    skipView: Rect? = nil, targets: [TouchTarget] = [], policy: TouchPolicy = TouchPolicy(),
    overlayTap: OverlayTapPolicy = OverlayTapPolicy(),
    isTransitioning: Bool = false
  ) {
    self.overlay = overlay
    self.body = body
    self.nextControl = nextControl
    self.skipControl = skipControl
    self.skipView = skipView
    self.targets = targets
    self.policy = policy
    self.overlayTap = overlayTap
    self.isTransitioning = isTransitioning
  }
}
