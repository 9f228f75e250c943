/// The horizontal direction in which content is laid out.
public enum ReadingDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// Leading is left, trailing is right (English, French, ...).
  case leftToRight
  /// Leading is right, trailing is left (Arabic, Hebrew, ...).
  case rightToLeft

  /// Whether this is ``rightToLeft``.
  @inlinable
  public var isRightToLeft: Bool { self == .rightToLeft }
}

extension Rect {
  /// The rectangle mirrored horizontally inside a container: its distance from the container's left
  /// edge becomes its distance from the container's right edge.
  ///
  /// Mirroring twice returns the original (standardized) rectangle.
  @inlinable
  public func mirrored(in container: Rect) -> Rect {
    if isNull { return self }
    let base = standardized
    return Rect(
      x: container.minX + container.maxX - base.maxX, y: base.minY,
      width: base.width, height: base.height)
  }

  /// The rectangle as laid out in `direction`, given its position in a left-to-right layout of
  /// `container`: unchanged for left-to-right, ``mirrored(in:)`` for right-to-left.
  @inlinable
  public func resolved(for direction: ReadingDirection, in container: Rect) -> Rect {
    direction == .leftToRight ? self : mirrored(in: container)
  }
}

extension Point {
  /// The point mirrored horizontally inside a container.
  @inlinable
  public func mirrored(in container: Rect) -> Point {
    Point(x: container.minX + container.maxX - x, y: y)
  }
}
