/// Supplies a tour's steps lazily, as Instructions' data source: the count once at start (and again on
/// refresh), each step only when it is about to show.
///
/// Every method receives the controller that asks, so one data source can serve several controllers (as
/// Instructions' data source receives its `CoachMarksController`).
@MainActor
public protocol TourDataSource<Content>: AnyObject {
  /// The step content type.
  associatedtype Content: Sendable

  /// The number of steps of `controller`'s tour; a negative count is rejected with an error, never a crash.
  ///
  /// - Parameter controller: The controller that asks.
  /// - Returns: The number of steps.
  func numberOfSteps(for controller: TourController<Content>) -> Int

  /// The step at `index`, asked when it is about to show.
  ///
  /// - Parameters:
  ///   - controller: The controller that asks.
  ///   - index: The step's index.
  /// - Returns: The step, or `nil` to skip it in the travel direction.
  func tourController(_ controller: TourController<Content>, stepAt index: Int) -> TourStep<Content>?

  /// The skip control `controller`'s tour shows, asked at start; `nil` leaves the choice to the view layer
  /// (LodestarViewModel shows its options' skip control, "Skip" by default, for a data-source tour as for a
  /// step-list tour; hide it there).
  ///
  /// - Parameter controller: The controller that asks.
  /// - Returns: The skip control, or `nil` to leave it to the view layer.
  func skipControl(for controller: TourController<Content>) -> TourSkipControl?
}

extension TourDataSource {
  /// None named: the view layer decides.
  public func skipControl(for controller: TourController<Content>) -> TourSkipControl? { nil }
}

/// The skip control a tour shows (the view layer draws it).
public struct TourSkipControl: Sendable, Hashable, Codable {
  /// Its title, such as "Skip".
  public var title: String

  /// Creates a skip control description.
  public init(title: String) {
    self.title = title
  }
}
