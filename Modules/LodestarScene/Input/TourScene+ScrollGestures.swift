import LodestarGeometry

extension TourScene {
  /// Whether a scroll gesture (a pan or a wheel) that starts at `point` reaches the scroll view under it: when
  /// the step lets scroll gestures through (``SceneInteraction/passesScrollGestures``) and the point is not on
  /// the coach mark or the skip control, whose gestures stay theirs. A touch that ``hitTest(_:)`` passes through
  /// reaches the app anyway.
  ///
  /// An adapter asks this when its pan recognizer over the overlay begins, and fails the recognizer (or
  /// forwards the scroll) when it answers true; taps still go through ``hitTest(_:)``.
  ///
  /// - Parameter point: Where the gesture starts, in the overlay's space.
  /// - Returns: Whether the scroll view under `point` gets the gesture.
  public func passesScrollGesture(at point: Point) -> Bool {
    switch hitTest(point) {
    case .nextControl?, .skipControl?, .body?, .skipView?: false
    case .passThrough?, .target?: true
    case .overlay?: interaction.passesScrollGestures
    case nil: false
    }
  }
}
