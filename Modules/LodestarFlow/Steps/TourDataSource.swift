/// Supplies a tour's steps lazily, as Instructions' data source: the count once at start (and again on
/// refresh), each step only when it is about to show.
@MainActor
public protocol TourDataSource<Content>: AnyObject {
  /// The step content type.
  associatedtype Content: Sendable
  /// The number of steps; a negative count is rejected with an error, never a crash.
  var numberOfSteps: Int { get }
  /// The step at `index`, asked when it is about to show; nil skips it in the travel direction.
  func step(at index: Int) -> TourStep<Content>?
  /// The skip control to show, if any; asked at start.
  func skipControl() -> TourSkipControl?
}

extension TourDataSource {
  /// No skip control by default.
  public func skipControl() -> TourSkipControl? { nil }
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
