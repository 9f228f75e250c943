import LodestarGeometry
import LodestarLayout
import LodestarScene

extension StepArrangement {
  /// The skip control and the progress text placed clear of the coach mark and of each other, and of the
  /// openings when any position allows it; `nil` when one of them has no position clear of the coach mark.
  ///
  /// The preferred frames, when given, stand for the first position of each (they are the same every frame).
  func placeControls(avoiding coachMark: Rect, preferredSkipHitFrame: Rect? = nil, preferredProgress: Rect? = nil)
    -> (skip: PlacedControl?, progress: PlacedControl?)?
  {
    var skipControl: PlacedControl?
    if let skip {
      let hitSize = Self.hitSize(of: skip.size)
      guard
        let hitFrame = firstClear(
          count: SkipControlPosition.allCases.count,
          frame: { index in
            if let fixedSkipFrame { return index == 0 ? fixedSkipFrame.grown(toAtLeast: hitSize) : nil }
            if index == 0, let preferredSkipHitFrame { return preferredSkipHitFrame }
            return skipPosition(index, preferred: skip.placement.position).map {
              skip.placement.frame(at: $0, size: hitSize, bounds: container, layoutDirection: direction)
            }
          }, avoiding: coachMark, nil)
      else { return nil }
      skipControl = PlacedControl(
        frame: fixedSkipFrame ?? centered(skip.size, in: hitFrame.frame), hitFrame: hitFrame.frame,
        isOverOpening: hitFrame.isOverOpening)
    }
    var progress: PlacedControl?
    if let progressSize {
      guard
        let frame = firstClear(
          count: Self.progressPositionCount,
          frame: { index in
            if index == 0, let preferredProgress { return preferredProgress }
            return progressFrame(progressSize, position: index)
          }, avoiding: coachMark, skipControl?.hitFrame)
      else { return nil }
      progress = PlacedControl(frame: frame.frame, hitFrame: frame.frame, isOverOpening: frame.isOverOpening)
    }
    return (skipControl, progress)
  }

  /// The first of `count` candidate frames (`frame(index)`, `nil` to pass) inside the container, clear of
  /// the avoided rectangles and of every opening; else the first clear of the avoided rectangles only (over
  /// an opening); else `nil`.
  func firstClear(
    count: Int, frame: (Int) -> Rect?, avoiding first: Rect, _ second: Rect?
  ) -> (frame: Rect, isOverOpening: Bool)? {
    let audit = self.audit
    var overOpening: Rect?
    for index in 0..<count {
      guard let candidate = frame(index), audit.fits(candidate, in: container),
        !audit.overlaps(candidate, first), !(second.map { audit.overlaps(candidate, $0) } ?? false)
      else { continue }
      if !openingBoxes.contains(where: { audit.overlaps(candidate, $0) }) { return (candidate, false) }
      if overOpening == nil { overOpening = candidate }
    }
    return overOpening.map { ($0, true) }
  }

  /// The size of a control's hit area: its size, grown to the minimum touch target size.
  static func hitSize(of size: Size) -> Size {
    Size(
      width: max(size.width, TouchLayout.minimumTouchTargetSize.width),
      height: max(size.height, TouchLayout.minimumTouchTargetSize.height))
  }

  /// The skip control at its preferred position: its hit frame and drawn frame.
  func preferredSkipControl(_ placement: SkipControlPlacement, size: Size) -> (hitFrame: Rect, frame: Rect) {
    if let fixedSkipFrame { return (fixedSkipFrame.grown(toAtLeast: Self.hitSize(of: size)), fixedSkipFrame) }
    let hitFrame = placement.frame(
      at: placement.position, size: Self.hitSize(of: size), bounds: container, layoutDirection: direction)
    return (hitFrame, centered(size, in: hitFrame))
  }

  /// The skip control's position `index`, most wanted first: the preferred one, the one across the screen
  /// vertically, then the corners (trailing first) and the centres of the top and bottom edges; `nil` for
  /// a position already listed (or past the end).
  func skipPosition(_ index: Int, preferred: SkipControlPosition) -> SkipControlPosition? {
    let opposite = preferred.verticallyOpposite
    switch index {
    case 0: return preferred
    case 1: return opposite == preferred ? nil : opposite
    default:
      let others = Self.otherSkipPositions
      guard index - 2 < others.count else { return nil }
      let position = others[index - 2]
      return position == preferred || position == opposite ? nil : position
    }
  }

  /// The skip control's positions after the preferred one and the one across from it.
  static let otherSkipPositions: [SkipControlPosition] = [
    .topTrailing, .topLeading, .bottomTrailing, .bottomLeading, .top, .bottom,
  ]

  /// The number of positions of the progress text.
  static let progressPositionCount = 6

  /// The progress text's frame at position `index`, most wanted first: the centre of the bottom edge (the
  /// default), the centre of the top edge, then the bottom and top corners (leading first), each
  /// ``progressMargin`` inside the safe area.
  func progressFrame(_ size: Size, position index: Int) -> Rect? {
    let margin = progressMargin.isFinite ? max(0, progressMargin) : 0
    let isRightToLeft = direction == .rightToLeft
    let leftX = container.minX + margin
    let rightX = container.maxX - margin - size.width
    let leadingX = isRightToLeft ? rightX : leftX
    let trailingX = isRightToLeft ? leftX : rightX
    let centerX = container.midX - size.width / 2
    let bottomY = container.maxY - margin - size.height
    let topY = container.minY + margin
    let origin: (Double, Double)
    switch index {
    case 0: origin = (centerX, bottomY)
    case 1: origin = (centerX, topY)
    case 2: origin = (leadingX, bottomY)
    case 3: origin = (trailingX, bottomY)
    case 4: origin = (leadingX, topY)
    case 5: origin = (trailingX, topY)
    default: return nil
    }
    return Rect(x: origin.0, y: origin.1, width: size.width, height: size.height)
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
