import LodestarGeometry

/// The part of an app view (a custom coach-mark body or skip view) that acts as its control: Instructions'
/// `CoachMarkBodyView.nextControl` and the skip view's `skipControl`, which may be the view itself or a
/// control inside it.
public enum SlotControlRegion: Sendable, Hashable, Codable {
  /// The whole view is the control (the default).
  case wholeSlot
  /// A rectangle in the view's own coordinates (its origin is the view's top-left corner); the part that
  /// lies outside the view does not count.
  case rect(Rect)
  /// The view has no such control: taps on it do nothing.
  case none

  /// The control's frame for the view at `slotFrame`, or `nil` when it has none (``none``, or a rectangle
  /// that is not finite or does not overlap the view).
  ///
  /// - Parameter slotFrame: The view's frame.
  /// - Returns: The control's frame in the same space, or `nil`.
  public func frame(in slotFrame: Rect) -> Rect? {
    switch self {
    case .wholeSlot:
      return slotFrame
    case .rect(let rect):
      guard rect.isFinite, slotFrame.isFinite else { return nil }
      let control = rect.offsetBy(dx: slotFrame.minX, dy: slotFrame.minY).intersection(slotFrame)
      return control.isEmpty ? nil : control
    case .none:
      return nil
    }
  }
}
