/// What a tap on the dimmed overlay does while a step shows: nothing, advance, or end the tour.
///
/// ```swift
/// let step = TourStep(
///   id: "welcome", content: content, overlayTaps: StepOverlayTaps(dismissesOnOutsideTap: true))
/// ```
public struct StepOverlayTaps: Sendable, Hashable {
  /// Whether a tap on the overlay counts while the step shows (``TourController/overlayTapped()``). The view
  /// layer decides whether the overlay reports taps at all (LodestarViewModel: a tour-wide switch, off by
  /// default, as Instructions' overlay).
  public var isOverlayInteractionEnabled: Bool
  /// Whether a tap on the overlay outside the coach mark dismisses the tour (``DismissReason/outsideTap``)
  /// instead of advancing (Instructions advances).
  public var dismissesOnOutsideTap: Bool

  /// Creates a step's overlay-tap rule.
  ///
  /// - Parameters:
  ///   - isOverlayInteractionEnabled: Whether an overlay tap counts. Default true.
  ///   - dismissesOnOutsideTap: Whether an overlay tap ends the tour instead of advancing. Default false.
  public init(isOverlayInteractionEnabled: Bool = true, dismissesOnOutsideTap: Bool = false) {
    self.isOverlayInteractionEnabled = isOverlayInteractionEnabled
    self.dismissesOnOutsideTap = dismissesOnOutsideTap
  }
}
