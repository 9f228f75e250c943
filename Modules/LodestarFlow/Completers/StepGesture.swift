/// A gesture a step waits for (``StepCompleter/Trigger/gesture(_:)``): what the user does, and where it
/// starts.
///
/// LodestarFlow knows no geometry: the view layer recognises gestures from the touches the host reports
/// (LodestarViewModel's `StepGestureRecognizer`) and reports each one with
/// ``TourController/report(_:)-(RecognizedGesture)``; the completer fires when a reported gesture
/// satisfies it (``isSatisfied(by:)``).
public struct StepGesture: Sendable, Hashable {
  /// What the user does.
  public enum Kind: Sendable, Hashable {
    /// One short touch that barely moves.
    case tap
    /// Two taps close together in time and place.
    case doubleTap
    /// A touch held still for at least `minimumDuration` (UIKit's default is 0.5 s).
    case longPress(minimumDuration: Duration)
    /// A quick straight stroke in a direction.
    case swipe(SwipeDirection)
    /// A drag that moves at least `minimumDistance` points from where it started.
    case pan(minimumDistance: Double)
  }

  /// What the user does.
  public var kind: Kind
  /// Where the gesture must start.
  public var area: GestureArea

  /// Creates a gesture requirement.
  ///
  /// - Parameters:
  ///   - kind: What the user does.
  ///   - area: Where the gesture must start; by default on the step's target.
  public init(_ kind: Kind, in area: GestureArea = .target) {
    self.kind = kind
    self.area = area
  }

  /// Whether a recognised gesture satisfies this requirement: the same kind (a long press held at least
  /// the minimum duration, a swipe in the same direction, a pan at least the minimum distance) that
  /// started in ``area``.
  ///
  /// A negative minimum duration or distance counts as zero; a NaN distance is never reached.
  ///
  /// - Parameter gesture: The gesture the view layer recognised.
  /// - Returns: Whether the completer waiting for this gesture fires.
  public func isSatisfied(by gesture: RecognizedGesture) -> Bool {
    guard area == .anywhere || gesture.areas.contains(area) else { return false }
    switch (kind, gesture.kind) {
    case (.tap, .tap), (.doubleTap, .doubleTap):
      return true
    case (.longPress(let minimum), .longPress(let held)):
      return held >= max(minimum, .zero)
    case (.swipe(let expected), .swipe(let direction)):
      return expected == direction
    case (.pan(let minimum), .pan(let distance)):
      return !minimum.isNaN && distance >= max(minimum, 0)
    default:
      return false
    }
  }
}

/// The direction of a swipe, on screen (not mirrored in right-to-left layouts).
public enum SwipeDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// Towards the top of the screen.
  case up
  /// Towards the bottom of the screen.
  case down
  /// Towards the left edge.
  case left
  /// Towards the right edge.
  case right
}

/// Where a gesture starts, as a ``StepGesture`` requires and a ``RecognizedGesture`` reports.
public enum GestureArea: Sendable, Hashable {
  /// Anywhere on the overlay.
  case anywhere
  /// On one of the step's highlighted targets (inside its frame).
  case target
  /// Inside the overlay's opening (the cut-out).
  case opening
  /// On an element of the host, by its identifier (LodestarViewModel's `ElementID` raw value): a region of
  /// the screen that is not a target.
  case element(String)
}

/// A gesture the view layer recognised, reported with ``TourController/report(_:)-(RecognizedGesture)``.
public struct RecognizedGesture: Sendable, Hashable {
  /// What the user did, with its measures.
  public enum Kind: Sendable, Hashable {
    /// A tap.
    case tap
    /// The second tap of a double tap.
    case doubleTap
    /// A touch held still for `duration` (so far).
    case longPress(duration: Duration)
    /// A swipe in a direction.
    case swipe(SwipeDirection)
    /// A drag that has moved `distance` points from where it started.
    case pan(distance: Double)
  }

  /// What the user did.
  public var kind: Kind
  /// The areas the gesture started in (``GestureArea/anywhere`` need not be listed).
  public var areas: Set<GestureArea>

  /// Creates a recognised gesture.
  ///
  /// - Parameters:
  ///   - kind: What the user did.
  ///   - areas: The areas the gesture started in.
  public init(_ kind: Kind, in areas: Set<GestureArea> = []) {
    self.kind = kind
    self.areas = areas
  }
}
