/// An animated change the view layer performs; it reports completion with
/// ``TourCommand/transitionDidComplete(_:)``.
public enum TourTransition: Sendable, Hashable {
  /// The overlay appears (Instructions fades it in over 0.3 s).
  case tourAppearance
  /// A step's coach mark appears.
  case stepAppearance(index: Int)
  /// A step's coach mark disappears before the tour travels to another step.
  case stepDisappearance(index: Int)
  /// The whole tour fades out (an animated stop: 0.3 s).
  case tourDisappearance

  /// The default duration in seconds, used when no view layer performs transitions.
  public var defaultDuration: Double {
    switch self {
    case .tourAppearance, .tourDisappearance: 0.3
    case .stepAppearance, .stepDisappearance: 0.25
    }
  }
}

/// The direction the tour travels; `willLoad` returning false skips steps in this direction.
public enum TravelDirection: Int, Sendable, Hashable, Codable {
  /// Towards higher indices.
  case forward = 1
  /// Towards lower indices.
  case backward = -1
}
