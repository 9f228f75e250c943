import LodestarGeometry

extension HostTree {
  /// The content offsets that bring `target` into view through every scroll container between it and its root,
  /// innermost first, as CSSOM View's "scroll a target into view" computes them.
  ///
  /// For each scroll container, from the target's nearest outwards:
  /// 1. the target's bounding box in the container's content space, with the inner containers already scrolled;
  /// 2. the container's visible area: its bounds less its ``ScrollContainer/contentInsets`` and `padding`;
  /// 3. along each axis, the offset that puts the box where `block` (vertical) and `inline` (horizontal) say;
  /// 4. that offset clamped to ``ScrollContainer/offsetRanges(for:direction:)``.
  ///
  /// A container whose offset does not change gets no request.
  ///
  /// ```swift
  /// for request in tree.revealRequests(for: "settings.privacy") {
  ///   scrollViews[request.container]?.setContentOffset(request.to, animated: true)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - target: The element to reveal.
  ///   - block: The vertical alignment.
  ///   - inline: The horizontal alignment.
  ///   - padding: Room kept around the target inside each visible area (CSS's `scroll-padding`).
  ///   - direction: The layout direction: where the inline start is and which side leading insets are on.
  /// - Returns: One request per container that scrolls; empty when the target is missing, not attached, or
  ///   in view already (for `.nearest`).
  /// - Complexity: O(*d*²) for a target *d* elements deep.
  public func revealRequests(
    for target: ElementID, block: RevealAlignment = .nearest, inline: RevealAlignment = .nearest,
    padding: DirectionalEdgeInsets = .zero, direction: ReadingDirection = .leftToRight
  ) -> [ScrollRequest] {
    // The chain from the target up to its root.
    var chain: [HostElement] = []
    var current = element(target)
    while let next = current {
      if chain.count > HostTreeLimits.maximumDepth { return [] }
      chain.append(next)
      guard let parent = next.parent else { break }
      current = element(parent)
    }
    guard let top = chain.last, top.isRoot else { return [] }
    var offsets = chain.map(\.bounds.origin)
    let padding = PhysicalEdges(padding, direction: direction)
    var requests: [ScrollRequest] = []
    for level in chain.indices.dropFirst() {
      let container = chain[level]
      guard let scroll = container.scrollContainer else { continue }
      // The target's bounds, carried up to the container's content space through the levels below it.
      var box = chain[0].bounds
      for below in 0..<level {
        let element = chain[below]
        let space = LocalCoordinateSpace(
          frame: element.frame.sanitized, boundsOrigin: offsets[below],
          transform: element.transform.isFinite ? element.transform : .identity)
        box = space.transformToParent.apply(box)
      }
      guard box.isFinite, !box.isNull else { return requests }
      let size = container.frame.sanitized.size
      let offset = offsets[level]
      let edges = PhysicalEdges(scroll.contentInsets, direction: direction) + padding
      let ranges = scroll.offsetRanges(for: size, direction: direction)
      let startsRight = direction == .rightToLeft
      let x = RevealAxis(
        boxStart: box.minX, boxEnd: box.maxX, viewStart: offset.x + edges.left,
        viewEnd: offset.x + size.width - edges.right
      )
      .offsetChange(inline, reversed: startsRight)
      let y = RevealAxis(
        boxStart: box.minY, boxEnd: box.maxY, viewStart: offset.y + edges.top,
        viewEnd: offset.y + size.height - edges.bottom
      )
      .offsetChange(block, reversed: false)
      let next = Point(
        x: min(max(offset.x + x, ranges.horizontal.lowerBound), ranges.horizontal.upperBound),
        y: min(max(offset.y + y, ranges.vertical.lowerBound), ranges.vertical.upperBound))
      guard next != offset else { continue }
      requests.append(ScrollRequest(container: container.id, from: offset, to: next))
      offsets[level] = next
    }
    return requests
  }
}

/// One axis of a reveal: the target's box and the visible area, in the container's content space.
struct RevealAxis {
  var boxStart: Double
  var boxEnd: Double
  var viewStart: Double
  var viewEnd: Double

  /// How far the content offset moves along this axis; `reversed` when the axis starts at its far end (the inline
  /// axis right to left).
  func offsetChange(_ alignment: RevealAlignment, reversed: Bool) -> Double {
    let alignStart = boxStart - viewStart
    let alignEnd = boxEnd - viewEnd
    switch alignment {
    case .start: return reversed ? alignEnd : alignStart
    case .end: return reversed ? alignStart : alignEnd
    case .center: return (boxStart + boxEnd) / 2 - (viewStart + viewEnd) / 2
    case .nearest:
      // CSSOM View: nothing when the box is inside the view or covers it on both sides; otherwise a box smaller
      // than the view aligns the edge it crosses, a larger one the other edge, and one of the view's own size
      // does not move (the same physical result whichever end the axis starts at).
      let startOutside = boxStart < viewStart
      let endOutside = boxEnd > viewEnd
      if startOutside == endOutside { return 0 }
      let boxSize = boxEnd - boxStart
      let viewSize = viewEnd - viewStart
      if boxSize < viewSize { return startOutside ? alignStart : alignEnd }
      if boxSize > viewSize { return startOutside ? alignEnd : alignStart }
      return 0
    }
  }
}
