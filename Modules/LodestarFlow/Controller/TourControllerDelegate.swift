/// Receives a tour's callbacks (Instructions' delegate). Every method is optional: the defaults do nothing
/// (and `willLoadStepAt` / `shouldHandleOverlayTapAt` return true). An immediate stop calls none of them.
///
/// Every method receives the controller that calls it, so one delegate can serve several controllers.
@MainActor
public protocol TourControllerDelegate<Content>: AnyObject {
  /// The step content type.
  associatedtype Content: Sendable

  /// Lets the delegate configure the overlay's ornaments; called once at start.
  ///
  /// - Parameter controller: The controller whose tour starts.
  func tourControllerConfigureOrnaments(_ controller: TourController<Content>)

  /// Whether to load the step at `index`.
  ///
  /// - Parameters:
  ///   - controller: The controller that asks.
  ///   - index: The step about to load.
  /// - Returns: False to skip the step in the travel direction.
  func tourController(_ controller: TourController<Content>, willLoadStepAt index: Int) -> Bool

  /// The step at `index` is about to show: edit its content, or call ``TourController/pause(_:)``.
  ///
  /// - Parameters:
  ///   - controller: The controller that shows the step.
  ///   - content: The step's content, to edit.
  ///   - index: The step's index.
  func tourController(_ controller: TourController<Content>, willShowStep content: inout Content, at index: Int)

  /// The step at `index` finished showing.
  ///
  /// - Parameters:
  ///   - controller: The controller that showed the step.
  ///   - index: The step's index.
  func tourController(_ controller: TourController<Content>, didShowStepAt index: Int)

  /// The step at `index` (the one that was showing) is about to hide.
  ///
  /// - Parameters:
  ///   - controller: The controller that hides the step.
  ///   - index: The step's index.
  func tourController(_ controller: TourController<Content>, willHideStepAt index: Int)

  /// The step at `index` (the one that was showing) finished hiding.
  ///
  /// - Parameters:
  ///   - controller: The controller that hid the step.
  ///   - index: The step's index.
  func tourController(_ controller: TourController<Content>, didHideStepAt index: Int)

  /// The tour ended (`dismissal.isSkipped` is Instructions' `didEndShowingBySkipping`).
  ///
  /// - Parameters:
  ///   - controller: The controller whose tour ended.
  ///   - dismissal: How it ended.
  func tourController(_ controller: TourController<Content>, didEndWith dismissal: TourDismissal)

  /// Whether a tap on the overlay should be handled. Asked while the step at `index` shows, and while the
  /// tour is paused on it (then the tap never advances, as Instructions).
  ///
  /// - Parameters:
  ///   - controller: The controller that asks.
  ///   - index: The step on screen.
  /// - Returns: False to ignore the tap.
  func tourController(_ controller: TourController<Content>, shouldHandleOverlayTapAt index: Int) -> Bool

  /// The user tapped the coach mark of the step at `index` (before the tour advances).
  ///
  /// - Parameters:
  ///   - controller: The controller whose step was tapped.
  ///   - index: The step's index.
  func tourController(_ controller: TourController<Content>, didTapStepAt index: Int)
}

extension TourControllerDelegate {
  /// Does nothing.
  public func tourControllerConfigureOrnaments(_ controller: TourController<Content>) {}
  /// Loads every step.
  public func tourController(_ controller: TourController<Content>, willLoadStepAt index: Int) -> Bool { true }
  /// Leaves the content as it is.
  public func tourController(
    _ controller: TourController<Content>, willShowStep content: inout Content, at index: Int
  ) {}
  /// Does nothing.
  public func tourController(_ controller: TourController<Content>, didShowStepAt index: Int) {}
  /// Does nothing.
  public func tourController(_ controller: TourController<Content>, willHideStepAt index: Int) {}
  /// Does nothing.
  public func tourController(_ controller: TourController<Content>, didHideStepAt index: Int) {}
  /// Does nothing.
  public func tourController(_ controller: TourController<Content>, didEndWith dismissal: TourDismissal) {}
  /// Handles every overlay tap.
  public func tourController(_ controller: TourController<Content>, shouldHandleOverlayTapAt index: Int) -> Bool {
    true
  }
  /// Does nothing.
  public func tourController(_ controller: TourController<Content>, didTapStepAt index: Int) {}
}
