/// Receives a tour's callbacks (Instructions' delegate). Every method is optional: the defaults do nothing
/// (and `willLoad` / `shouldHandleOverlayTap` return true). An immediate stop calls none of them.
@MainActor
public protocol TourControllerDelegate<Content>: AnyObject {
  /// The step content type.
  associatedtype Content: Sendable
  /// Lets the delegate configure the overlay's ornaments; called once at start.
  func tourConfigureOrnaments()
  /// Whether to load the step at `index`; false skips it in the travel direction.
  func tourWillLoadStep(at index: Int) -> Bool
  /// The step at `index` is about to show: edit its content, or call ``TourController/pause(_:)``.
  func tourWillShowStep(_ content: inout Content, at index: Int)
  /// The step at `index` finished showing.
  func tourDidShowStep(at index: Int)
  /// The step at `index` (the one that was showing) is about to hide.
  func tourWillHideStep(at index: Int)
  /// The step at `index` (the one that was showing) finished hiding.
  func tourDidHideStep(at index: Int)
  /// The tour ended (`dismissal.isSkipped` is Instructions' `didEndShowingBySkipping`).
  func tourDidEnd(_ dismissal: TourDismissal)
  /// Whether an overlay tap while the step at `index` shows should be handled.
  func tourShouldHandleOverlayTap(at index: Int) -> Bool
  /// The user tapped the coach mark of the step at `index` (before the tour advances).
  func tourDidTapStep(at index: Int)
}

extension TourControllerDelegate {
  /// Does nothing.
  public func tourConfigureOrnaments() {}
  /// Loads every step.
  public func tourWillLoadStep(at index: Int) -> Bool { true }
  /// Leaves the content as it is.
  public func tourWillShowStep(_ content: inout Content, at index: Int) {}
  /// Does nothing.
  public func tourDidShowStep(at index: Int) {}
  /// Does nothing.
  public func tourWillHideStep(at index: Int) {}
  /// Does nothing.
  public func tourDidHideStep(at index: Int) {}
  /// Does nothing.
  public func tourDidEnd(_ dismissal: TourDismissal) {}
  /// Handles every overlay tap.
  public func tourShouldHandleOverlayTap(at index: Int) -> Bool { true }
  /// Does nothing.
  public func tourDidTapStep(at index: Int) {}
}
