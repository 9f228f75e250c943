import LodestarGeometry

/// A content offset a host sets on one scroll container to bring a target into view (UIKit:
/// `setContentOffset(_:animated:)`).
public struct ScrollRequest: Sendable, Hashable {
  /// The scroll container.
  public var container: ElementID
  /// Its current content offset.
  public var from: Point
  /// The content offset that reveals the target.
  public var to: Point
  /// How long the scroll takes, in seconds: 0 for an instant scroll (reduced motion, or a request that is not a
  /// presenter's).
  public var duration: Double

  /// Creates a scroll request.
  ///
  /// - Parameters:
  ///   - container: The scroll container.
  ///   - from: Its current content offset.
  ///   - to: The content offset that reveals the target.
  ///   - duration: How long the scroll takes, in seconds.
  public init(container: ElementID, from: Point, to: Point, duration: Double = 0) {
    self.container = container
    self.from = from
    self.to = to
    self.duration = duration
  }
}
