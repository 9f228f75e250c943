import LodestarGeometry
import LodestarLayout

extension StepArrangement {
  /// The skip control and the progress text placed clear of the coach mark and of each other, and of the
  /// openings when any position allows it; `nil` when one of them has no position clear of the coach mark.
  func placeControls(avoiding coachMark: Rect) -> (skip: PlacedControl?, progress: PlacedControl?)? {
    var skipControl: PlacedControl?
    if let skip {
      let hitSize = Size(
        width: max(skip.size.width, TouchLayout.minimumTouchTargetSize.width),
        height: max(skip.size.height, TouchLayout.minimumTouchTargetSize.height))
      let hitFrames = skipPositions(skip.placement.position).map {
        skip.placement.frame(
          at: $0, size: hitSize, bounds: container, layoutDirection: direction)
      }
      guard let hitFrame = firstClear(hitFrames, avoiding: [coachMark]) else { return nil }
      skipControl = placed(hitFrame.frame, drawn: centered(skip.size, in: hitFrame.frame))
      skipControl?.isOverOpening = hitFrame.isOverOpening
    }
    var progress: PlacedControl?
    if let progressSize {
      let avoided = [coachMark] + (skipControl.map { [$0.hitFrame] } ?? [])
      guard let frame = firstClear(progressFrames(progressSize), avoiding: avoided) else { return nil }
      progress = placed(frame.frame, drawn: frame.frame)
      progress?.isOverOpening = frame.isOverOpening
    }
    return (skipControl, progress)
  }

  /// The first frame clear of `avoided` and of every opening, else the first clear of `avoided` only
  /// (over an opening), else `nil`.
  func firstClear(_ frames: [Rect], avoiding avoided: [Rect]) -> (frame: Rect, isOverOpening: Bool)? {
    let audit = self.audit
    let free = frames.filter { frame in
      audit.fits(frame, in: container) && !avoided.contains { audit.overlaps(frame, $0) }
    }
    if let clear = free.first(where: { frame in !openingBoxes.contains { audit.overlaps(frame, $0) } }) {
      return (clear, false)
    }
    return free.first.map { ($0, true) }
  }

  /// The skip control at its preferred position: its hit frame and drawn frame.
  func preferredSkipControl(_ placement: SkipControlPlacement, size: Size) -> (hitFrame: Rect, frame: Rect) {
    let hitSize = Size(
      width: max(size.width, TouchLayout.minimumTouchTargetSize.width),
      height: max(size.height, TouchLayout.minimumTouchTargetSize.height))
    let hitFrame = placement.frame(at: placement.position, size: hitSize, bounds: container, layoutDirection: direction)
    return (hitFrame, centered(size, in: hitFrame))
  }

  /// The skip control's positions, most wanted first: the preferred one, the one across the screen
  /// vertically, then the corners (trailing first) and the centres of the top and bottom edges.
  func skipPositions(_ preferred: SkipControlPosition) -> [SkipControlPosition] {
    var positions = [preferred]
    let others: [SkipControlPosition] = [
      preferred.verticallyOpposite, .topTrailing, .topLeading, .bottomTrailing, .bottomLeading, .top, .bottom,
    ]
    for position in others where !positions.contains(position) { positions.append(position) }
    return positions
  }

  /// The progress text's frames, most wanted first: the centre of the bottom edge (the default), the centre
  /// of the top edge, then the bottom and top corners (leading first), each ``progressMargin`` inside the
  /// safe area.
  func progressFrames(_ size: Size) -> [Rect] {
    let margin = progressMargin.isFinite ? max(0, progressMargin) : 0
    let isRightToLeft = direction == .rightToLeft
    let leftX = container.minX + margin
    let rightX = container.maxX - margin - size.width
    let leadingX = isRightToLeft ? rightX : leftX
    let trailingX = isRightToLeft ? leftX : rightX
    let centerX = container.midX - size.width / 2
    let bottomY = container.maxY - margin - size.height
    let topY = container.minY + margin
    return [
      (centerX, bottomY), (centerX, topY), (leadingX, bottomY), (trailingX, bottomY), (leadingX, topY),
      (trailingX, topY),
    ].map { Rect(x: $0.0, y: $0.1, width: size.width, height: size.height) }
  }

  /// A control placed at `hitFrame`, drawn at `drawn`.
  func placed(_ hitFrame: Rect, drawn: Rect) -> PlacedControl {
    PlacedControl(
      frame: drawn, hitFrame: hitFrame,
      isOverOpening: openingBoxes.contains { audit.overlaps(hitFrame, $0) })
  }

  /// A rectangle of `size` centred in `frame`.
  func centered(_ size: Size, in frame: Rect) -> Rect {
    Rect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
  }
}
