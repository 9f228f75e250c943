import LodestarFlow
import LodestarGeometry

/// A data source of coach-mark steps that can also place the skip control, as Instructions' data source
/// places its skip view (`constraintsForSkipView`).
///
/// A ``TourPresenter`` that follows a controller over such a data source asks it when the tour starts and on
/// every change of the overlay's size, not on every frame or step.
@MainActor
public protocol CoachMarkTourDataSource: TourDataSource where Content == CoachMark {
  /// Where the skip control goes in an overlay of `size`.
  ///
  /// - Parameters:
  ///   - controller: The controller whose tour shows the skip control.
  ///   - size: The overlay's size (the host's bounds).
  /// - Returns: A frame rule, or `nil` for the presenter's placement (``SkipControlOptions/placement``).
  func skipControlFrameRule(for controller: TourController<CoachMark>, in size: Size) -> SkipControlFrameRule?
}

extension CoachMarkTourDataSource {
  /// The presenter's placement.
  public func skipControlFrameRule(for controller: TourController<CoachMark>, in size: Size) -> SkipControlFrameRule? {
    nil
  }
}
