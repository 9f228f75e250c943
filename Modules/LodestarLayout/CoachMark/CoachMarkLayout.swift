import LodestarGeometry

/// Lays out a coach mark (body and arrow) for a cut-out, with Instructions' rules and its bugs fixed:
/// right-to-left layouts mirror correctly, the arrow stays inside the body (clear of its corners) and
/// reports how far it was moved, the body is clamped into the container and flips above or below when
/// its side has no room, and it can be placed beside the cut-out. ``anchored(bodySize:cutout:container:layoutDirection:configuration:placement:)``
/// places it with the anchored engine instead, for all 12 placements.
public enum CoachMarkLayout {
  /// Lays out a coach mark.
  ///
  /// - Parameters:
  ///   - bodySize: The body's preferred size (its width is capped by `maxWidth` and the margins).
  ///   - cutout: The cut-out's frame, or `nil` for a coach mark centred in the container.
  ///   - bounds: The host's bounds.
  ///   - safeAreaInsets: The host's safe-area insets; the container is the bounds minus them.
  ///   - layoutDirection: The layout direction.
  ///   - configuration: The coach mark's parameters.
  public static func layout(
    bodySize: Size, cutout: Rect?, bounds: Rect, safeAreaInsets: DirectionalEdgeInsets = .zero,
    layoutDirection: ReadingDirection = .leftToRight, configuration: CoachMarkConfiguration = CoachMarkConfiguration()
  ) -> CoachMarkFrame {
    let container = Self.container(bounds: bounds, safeAreaInsets: safeAreaInsets, layoutDirection: layoutDirection)
    let size = bodySize.sanitized
    guard let cutout = cutout.map({ $0.finiteComponents.standardized }) else {
      let width = min(size.width, ceiledMaxWidth(configuration, container: container))
      let body = Rect(
        x: container.midX - width / 2, y: container.midY - size.height / 2, width: width, height: size.height)
      return CoachMarkFrame(bodyFrame: body, arrowFrame: nil, arrowDirection: nil, arrowCenterOffset: 0)
    }
    let point = pointOfInterest(configuration, cutout: cutout)
    if configuration.isDisplayedOverCutoutPath {
      let width = min(size.width, ceiledMaxWidth(configuration, container: container))
      var body = horizontalFrame(width: width, point: point, container: container, configuration: configuration)
      body.origin.y = clamp(cutout.midY - size.height / 2, container.minY, container.maxY - size.height)
      body.size.height = size.height
      return CoachMarkFrame(bodyFrame: body, arrowFrame: nil, arrowDirection: nil, arrowCenterOffset: 0)
    }
    switch configuration.placement {
    case .automatic, .above, .below:
      return verticalLayout(
        size: size, cutout: cutout, point: point, container: container, configuration: configuration)
    case .left, .right, .leading, .trailing:
      let isRight: Bool
      switch configuration.placement {
      case .right: isRight = true
      case .leading: isRight = layoutDirection == .rightToLeft
      case .trailing: isRight = layoutDirection == .leftToRight
      default: isRight = false
      }
      return sideLayout(
        size: size, cutout: cutout, point: point, container: container, isRight: isRight, configuration: configuration)
    }
  }

  /// The container: the bounds minus the safe-area insets (the bounds themselves when the insets leave no
  /// room).
  public static func container(bounds: Rect, safeAreaInsets: DirectionalEdgeInsets, layoutDirection: ReadingDirection)
    -> Rect
  {
    let base = bounds.finiteComponents.standardized
    let insets = safeAreaInsets.isFinite ? safeAreaInsets : .zero
    let inset = base.inset(by: insets, layoutDirection: layoutDirection)
    return inset.isNull ? base : inset
  }

  /// Instructions' `ceiledMaxWidth`: `min(maxWidth, container width − 2·margin)`, never negative.
  public static func ceiledMaxWidth(_ configuration: CoachMarkConfiguration, container: Rect) -> Double {
    max(0, min(configuration.maxWidth, container.width - 2 * configuration.horizontalMargin))
  }

  /// The arrow direction Instructions computes: down (mark above) when the cut-out's top is in the lower
  /// half of the container, up (mark below) otherwise.
  public static func computedArrowDirection(cutout: Rect, container: Rect) -> ArrowDirection {
    cutout.minY > container.minY + container.height / 2 ? .down : .up
  }

  static func pointOfInterest(_ configuration: CoachMarkConfiguration, cutout: Rect) -> Point {
    guard let point = configuration.pointOfInterest, point.isFinite else { return cutout.center }
    return point
  }

  /// Instructions' horizontal rule: centre the body on the point of interest; if it crosses a margin,
  /// align it with the margin on the point's half (left half: left margin, right half: right margin,
  /// which is the leading/trailing rule mirrored for right-to-left layouts); a point outside the container
  /// keeps the body centred, clamped between the margins.
  static func horizontalFrame(width: Double, point: Point, container: Rect, configuration: CoachMarkConfiguration)
    -> Rect
  {
    let margin = configuration.horizontalMargin
    let lowest = container.minX + margin
    let highest = container.maxX - margin
    var x = point.x - width / 2
    if x < lowest || x + width > highest {
      let relative = point.x - container.minX
      let segment = container.width > 0 ? (2 * relative / container.width).rounded(.up) : 0
      if segment == 1 {
        x = lowest
      } else if segment == 2 {
        x = highest - width
      } else {
        x = clamp(x, lowest, highest - width)
      }
    }
    return Rect(x: x, y: 0, width: width, height: 0)
  }

  static func verticalLayout(
    size: Size, cutout: Rect, point: Point, container: Rect, configuration: CoachMarkConfiguration
  ) -> CoachMarkFrame {
    let width = min(size.width, ceiledMaxWidth(configuration, container: container))
    var body = horizontalFrame(width: width, point: point, container: container, configuration: configuration)
    body.size.height = size.height
    let arrow = configuration.arrowSize.sanitized
    let gap = configuration.gapBetweenCoachMarkAndCutoutPath
    let overlap = configuration.gapBetweenBodyAndArrow
    let markHeight = arrow.height + size.height - overlap
    let roomAbove = cutout.minY - gap - container.minY
    let roomBelow = container.maxY - (cutout.maxY + gap)
    var direction: ArrowDirection
    switch configuration.placement {
    case .above: direction = .down
    case .below: direction = .up
    default: direction = computedArrowDirection(cutout: cutout, container: container)
    }
    if direction == .down, roomAbove < markHeight, roomBelow >= markHeight || roomBelow > roomAbove {
      direction = .up
    } else if direction == .up, roomBelow < markHeight, roomAbove >= markHeight || roomAbove > roomBelow {
      direction = .down
    }
    var arrowFrame: Rect
    if direction == .down {
      let markMaxY = cutout.minY - gap
      arrowFrame = Rect(x: 0, y: markMaxY - arrow.height, width: arrow.width, height: arrow.height)
      body.origin.y = arrowFrame.minY + overlap - size.height
    } else {
      let markMinY = cutout.maxY + gap
      arrowFrame = Rect(x: 0, y: markMinY, width: arrow.width, height: arrow.height)
      body.origin.y = arrowFrame.maxY - overlap
    }
    // Clamp into the container; the arrow follows the body when the body had to move.
    let clampedY = clamp(body.origin.y, container.minY, container.maxY - size.height)
    let shift = clampedY - body.origin.y
    body.origin.y = clampedY
    arrowFrame.origin.y += shift
    let (arrowX, offset) = arrowPosition(
      along: point.x, bodyStart: body.minX, bodyLength: body.width, arrowLength: arrow.width,
      cornerPadding: configuration.arrowCornerPadding)
    arrowFrame.origin.x = arrowX
    return CoachMarkFrame(bodyFrame: body, arrowFrame: arrowFrame, arrowDirection: direction, arrowCenterOffset: offset)
  }

  static func sideLayout(
    size: Size, cutout: Rect, point: Point, container: Rect, isRight: Bool, configuration: CoachMarkConfiguration
  ) -> CoachMarkFrame {
    let arrow = Size(width: configuration.arrowSize.sanitized.height, height: configuration.arrowSize.sanitized.width)
    let gap = configuration.gapBetweenCoachMarkAndCutoutPath
    let overlap = configuration.gapBetweenBodyAndArrow
    let margin = configuration.horizontalMargin
    let room =
      isRight
      ? container.maxX - margin - (cutout.maxX + gap + arrow.width - overlap)
      : (cutout.minX - gap - arrow.width + overlap) - (container.minX + margin)
    let width = max(0, min(size.width, configuration.maxWidth, room))
    var arrowFrame: Rect
    var body: Rect
    if isRight {
      arrowFrame = Rect(x: cutout.maxX + gap, y: 0, width: arrow.width, height: arrow.height)
      body = Rect(x: arrowFrame.maxX - overlap, y: 0, width: width, height: size.height)
    } else {
      arrowFrame = Rect(x: cutout.minX - gap - arrow.width, y: 0, width: arrow.width, height: arrow.height)
      body = Rect(x: arrowFrame.minX + overlap - width, y: 0, width: width, height: size.height)
    }
    body.origin.y = clamp(point.y - size.height / 2, container.minY, container.maxY - size.height)
    let (arrowY, offset) = arrowPosition(
      along: point.y, bodyStart: body.minY, bodyLength: body.height, arrowLength: arrow.height,
      cornerPadding: configuration.arrowCornerPadding)
    arrowFrame.origin.y = arrowY
    return CoachMarkFrame(
      bodyFrame: body, arrowFrame: arrowFrame, arrowDirection: isRight ? .left : .right, arrowCenterOffset: offset)
  }

  /// The arrow's start along the body's edge: its centre (the tip) on `target`, but at least
  /// `cornerPadding` away from the body's ends, and how far its centre was moved away from `target`. A
  /// body too short for the padding centres the arrow.
  static func arrowPosition(
    along target: Double, bodyStart: Double, bodyLength: Double, arrowLength: Double, cornerPadding: Double
  ) -> (start: Double, centerOffset: Double) {
    let padding = max(0, cornerPadding)
    let lowest = bodyStart + padding
    let highest = bodyStart + bodyLength - padding
    let center = lowest <= highest ? clamp(target, lowest, highest) : bodyStart + bodyLength / 2
    return (center - arrowLength / 2, target - center)
  }

  /// `value` clamped into `[lower, upper]`; `lower` wins when the range is empty.
  static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    max(lower, min(value, upper))
  }
}
