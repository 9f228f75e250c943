import LodestarGeometry

/// Where the skip control sits in the safe area: a corner or the centre of an edge, named with leading
/// and trailing so it mirrors in right-to-left layouts.
public enum SkipControlPosition: String, Sendable, Hashable, CaseIterable {
  /// The top-leading corner.
  case topLeading
  /// The centre of the top edge.
  case top
  /// The top-trailing corner (Instructions' default).
  case topTrailing
  /// The centre of the leading edge.
  case leading
  /// The centre of the trailing edge.
  case trailing
  /// The bottom-leading corner.
  case bottomLeading
  /// The centre of the bottom edge.
  case bottom
  /// The bottom-trailing corner.
  case bottomTrailing

  /// The position on the opposite vertical edge (top ↔ bottom); edge centres on the sides stay.
  public var verticallyOpposite: SkipControlPosition {
    switch self {
    case .topLeading: .bottomLeading
    case .top: .bottom
    case .topTrailing: .bottomTrailing
    case .bottomLeading: .topLeading
    case .bottom: .top
    case .bottomTrailing: .topTrailing
    case .leading, .trailing: self
    }
  }
}

/// Places the skip control: by default in the top-trailing corner of the safe area, 10 points from the
/// trailing edge and 2 from the top (Instructions), mirrored in right-to-left layouts; moved to the
/// opposite vertical edge when it would overlap the coach mark and fits there without overlapping.
public struct SkipControlPlacement: Sendable, Hashable {
  /// The preferred position. Default ``SkipControlPosition/topTrailing``.
  public var position: SkipControlPosition
  /// The distances from the safe area's edges. Default: top 2, trailing 10, bottom 2, leading 10.
  public var insets: DirectionalEdgeInsets

  /// Creates a placement.
  public init(
    position: SkipControlPosition = .topTrailing,
    insets: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 2, leading: 10, bottom: 2, trailing: 10)
  ) {
    self.position = position
    self.insets = insets
  }

  /// The skip control's frame at `position`, ignoring the coach mark.
  public func frame(
    at position: SkipControlPosition, size: Size, bounds: Rect, safeAreaInsets: DirectionalEdgeInsets = .zero,
    layoutDirection: ReadingDirection = .leftToRight
  ) -> Rect {
    let safe = CoachMarkLayout.container(
      bounds: bounds, safeAreaInsets: safeAreaInsets, layoutDirection: layoutDirection)
    let control = size.sanitized
    let clean = insets.isFinite ? insets : .zero
    let isRightToLeft = layoutDirection == .rightToLeft
    let leftInset = clean.left(in: layoutDirection)
    let rightInset = clean.right(in: layoutDirection)
    let leftX = safe.minX + leftInset
    let rightX = safe.maxX - rightInset - control.width
    let centerX = safe.midX - control.width / 2
    let topY = safe.minY + clean.top
    let bottomY = safe.maxY - clean.bottom - control.height
    let centerY = safe.midY - control.height / 2
    let leadingX = isRightToLeft ? rightX : leftX
    let trailingX = isRightToLeft ? leftX : rightX
    let origin: Point
    switch position {
    case .topLeading: origin = Point(x: leadingX, y: topY)
    case .top: origin = Point(x: centerX, y: topY)
    case .topTrailing: origin = Point(x: trailingX, y: topY)
    case .leading: origin = Point(x: leadingX, y: centerY)
    case .trailing: origin = Point(x: trailingX, y: centerY)
    case .bottomLeading: origin = Point(x: leadingX, y: bottomY)
    case .bottom: origin = Point(x: centerX, y: bottomY)
    case .bottomTrailing: origin = Point(x: trailingX, y: bottomY)
    }
    return Rect(origin: origin, size: control)
  }

  /// The skip control's frame, moved to the opposite vertical edge when it would overlap `coachMark`
  /// and does not overlap it there (otherwise it stays at the preferred position).
  public func frame(
    size: Size, bounds: Rect, safeAreaInsets: DirectionalEdgeInsets = .zero,
    layoutDirection: ReadingDirection = .leftToRight,
    avoiding coachMark: Rect? = nil
  ) -> Rect {
    let preferred = frame(
      at: position, size: size, bounds: bounds, safeAreaInsets: safeAreaInsets, layoutDirection: layoutDirection)
    guard let coachMark, preferred.intersects(coachMark) else { return preferred }
    var alternative = position.verticallyOpposite
    if alternative == position {
      let safe = CoachMarkLayout.container(
        bounds: bounds, safeAreaInsets: safeAreaInsets, layoutDirection: layoutDirection)
      let isTrailing = position == .trailing
      let markInLowerHalf = coachMark.midY > safe.midY
      switch (markInLowerHalf, isTrailing) {
      case (true, true): alternative = .topTrailing
      case (true, false): alternative = .topLeading
      case (false, true): alternative = .bottomTrailing
      case (false, false): alternative = .bottomLeading
      }
    }
    let moved = frame(
      at: alternative, size: size, bounds: bounds, safeAreaInsets: safeAreaInsets, layoutDirection: layoutDirection)
    return moved.intersects(coachMark) ? preferred : moved
  }
}
