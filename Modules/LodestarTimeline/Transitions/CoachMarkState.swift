import LodestarGeometry

/// The animatable appearance of a coach mark apart from its frame: what Instructions' `fromInitialState`
/// and `animations` closures set.
public struct CoachMarkPose: Sendable, Hashable {
  /// The coach mark's opacity.
  public var opacity: Opacity
  /// The coach mark's transform (about its centre, as a view's transform).
  public var transform: AffineMatrix

  /// Creates a pose; by default fully visible and untransformed.
  public init(opacity: Opacity = .opaque, transform: AffineMatrix = .identity) {
    self.opacity = opacity
    self.transform = transform
  }

  /// Invisible and untransformed.
  public static let hidden = CoachMarkPose(opacity: .transparent)
  /// Fully visible and untransformed.
  public static let visible = CoachMarkPose()
}

/// A coach mark's sampled state: what a renderer applies to it in one frame.
public struct CoachMarkState: Sendable, Hashable {
  /// The opacity.
  public var opacity: Opacity
  /// The transform.
  public var transform: AffineMatrix
  /// The frame.
  public var frame: Rect

  /// Creates a state.
  @inlinable
  public init(opacity: Opacity = .opaque, transform: AffineMatrix = .identity, frame: Rect) {
    self.opacity = opacity
    self.transform = transform
    self.frame = frame
  }
}
