import LodestarGeometry

/// What makes a host element a scroll container: the size of its content and the insets around it. Its content
/// offset is the element's ``HostElement/boundsOrigin``, as a `UIScrollView`'s `contentOffset` is its
/// `bounds.origin`.
///
/// The content offset can go from `-insets.top` (and the leading inset) to the content's size plus the far inset
/// less the container's size, as UIKit allows with `adjustedContentInset`.
public struct ScrollContainer: Sendable, Hashable {
  /// The size of the scrollable content, in the container's own coordinates.
  public var contentSize: Size
  /// The insets around the content (UIKit's `adjustedContentInset`: bars and the safe area included); the area
  /// they cover is not counted as visible when a target is revealed.
  public var contentInsets: DirectionalEdgeInsets

  /// Creates a scroll container's description.
  ///
  /// - Parameters:
  ///   - contentSize: The size of the scrollable content.
  ///   - contentInsets: The insets around the content.
  public init(contentSize: Size, contentInsets: DirectionalEdgeInsets = .zero) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }

  /// The content offsets the container can take along each axis, for a container of `size`.
  ///
  /// - Parameters:
  ///   - size: The container's size (its frame's size).
  ///   - direction: The layout direction, which says which side the leading inset is on.
  /// - Returns: The horizontal and vertical ranges; a range is the single lowest offset when the content is
  ///   smaller than the container. Non-finite or negative values count as zero.
  public func offsetRanges(
    for size: Size, direction: ReadingDirection
  ) -> (horizontal: ClosedRange<Double>, vertical: ClosedRange<Double>) {
    let insets = PhysicalEdges(contentInsets, direction: direction)
    let maxX = PhysicalEdges.length(contentSize.width) + insets.right - PhysicalEdges.length(size.width)
    let maxY = PhysicalEdges.length(contentSize.height) + insets.bottom - PhysicalEdges.length(size.height)
    return (-insets.left...max(-insets.left, maxX), -insets.top...max(-insets.top, maxY))
  }
}
