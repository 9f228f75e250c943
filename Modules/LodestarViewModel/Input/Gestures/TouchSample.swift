import LodestarGeometry

/// One report of the touch the host follows, for ``StepGestureRecognizer``: what happened and where, in
/// overlay space. The recogniser reads the time from its clock, so samples carry none.
public struct TouchSample: Sendable, Hashable {
  /// What happened to the touch.
  public var phase: TouchPhase
  /// Where the touch is, in overlay space.
  public var location: Point

  /// Creates a sample.
  ///
  /// - Parameters:
  ///   - phase: What happened to the touch.
  ///   - location: Where the touch is, in overlay space.
  public init(_ phase: TouchPhase, at location: Point) {
    self.phase = phase
    self.location = location
  }
}

/// What happened to a touch.
public enum TouchPhase: String, Sendable, Hashable, Codable, CaseIterable {
  /// The finger went down.
  case began
  /// The finger moved.
  case moved
  /// The finger lifted.
  case ended
  /// The system took the touch away (an incoming call, a system gesture); nothing is recognised from it.
  case cancelled
}
