import LodestarGeometry
import LodestarHostTree

/// A rectangle whose platform view must receive touches, and the control it is.
public struct DisplayHitRegion: Sendable, Hashable {
  /// The rectangle, in the overlay's space: at least 44 × 44 points for the tour's own controls.
  public var frame: Rect
  /// What a touch there reaches.
  public var control: DisplayControl

  /// Creates a hit region.
  ///
  /// - Parameters:
  ///   - frame: The rectangle.
  ///   - control: What a touch there reaches.
  public init(frame: Rect, control: DisplayControl) {
    self.frame = frame
    self.control = control
  }
}

/// What a touch in a ``DisplayHitRegion`` reaches.
public enum DisplayControl: Sendable, Hashable {
  /// The next control: the coach mark's body or a walkthrough's next button.
  case next
  /// The skip control.
  case skip
  /// A walkthrough's previous button.
  case previous
  /// A walkthrough's close button.
  case close
  /// A walkthrough's page control.
  case pageControl
  /// A highlighted target that the step lets touches through to.
  case target(ElementID)
}
