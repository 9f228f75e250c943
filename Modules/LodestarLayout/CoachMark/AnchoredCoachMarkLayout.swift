import LodestarGeometry

extension CoachMarkLayout {
  /// Places a coach mark with the anchored engine,
  /// ``computePosition(reference:floating:boundary:placement:layoutDirection:middleware:)``, so a step can use
  /// any of the 12 placements: offset (the gap plus the arrow) → flip → shift (padding: the horizontal margin)
  /// → arrow (padding: the corner padding).
  ///
  /// The floating element is the body; the arrow sits outside it, between the body and the cut-out.
  ///
  /// - Parameters:
  ///   - bodySize: The body's preferred size (its width is capped by `maxWidth` and the margins).
  ///   - cutout: The cut-out's frame.
  ///   - container: The area the coach mark stays inside.
  ///   - layoutDirection: The layout direction.
  ///   - configuration: The coach mark's parameters.
  ///   - placement: The preferred placement.
  public static func anchored(
    bodySize: Size, cutout: Rect, container: Rect, layoutDirection: ReadingDirection = .leftToRight,
    configuration: CoachMarkConfiguration = CoachMarkConfiguration(), placement: Placement = .bottom
  ) -> CoachMarkFrame {
    let arrow = configuration.arrowSize.sanitized
    let width = min(bodySize.sanitized.width, ceiledMaxWidth(configuration, container: container))
    let size = Size(width: width, height: bodySize.sanitized.height)
    let distance = configuration.gapBetweenCoachMarkAndCutoutPath + arrow.height - configuration.gapBetweenBodyAndArrow
    let result = computePosition(
      reference: cutout, floating: size, boundary: container, placement: placement, layoutDirection: layoutDirection,
      middleware: [
        OffsetMiddleware(distance), FlipMiddleware(),
        ShiftMiddleware(padding: Padding(all: configuration.horizontalMargin)),
        ArrowMiddleware(
          size: Size(width: arrow.width, height: arrow.width), padding: Padding(all: configuration.arrowCornerPadding)),
      ])
    let body = Rect(x: result.x, y: result.y, width: size.width, height: size.height)
    let arrowData = result.middlewareData.arrow
    let along = (result.placement.sideAxis == .y ? arrowData?.x : arrowData?.y) ?? 0
    let arrowFrame: Rect
    let direction: ArrowDirection
    let overlap = configuration.gapBetweenBodyAndArrow
    switch result.placement.side {
    case .bottom:
      direction = .up
      arrowFrame = Rect(
        x: body.minX + along, y: body.minY + overlap - arrow.height, width: arrow.width, height: arrow.height)
    case .top:
      direction = .down
      arrowFrame = Rect(x: body.minX + along, y: body.maxY - overlap, width: arrow.width, height: arrow.height)
    case .right:
      direction = .left
      arrowFrame = Rect(
        x: body.minX + overlap - arrow.height, y: body.minY + along, width: arrow.height, height: arrow.width)
    case .left:
      direction = .right
      arrowFrame = Rect(x: body.maxX - overlap, y: body.minY + along, width: arrow.height, height: arrow.width)
    }
    return CoachMarkFrame(
      bodyFrame: body, arrowFrame: arrowFrame, arrowDirection: direction,
      arrowCenterOffset: arrowData?.centerOffset ?? 0)
  }
}
