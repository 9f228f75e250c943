import LodestarGeometry

extension WalkthroughPageControl {
  /// The indices of the dots that reach horizontally into `minX..<maxX`: what a renderer of that width draws.
  ///
  /// A walkthrough of a thousand pages has a thousand dots, most of them beyond the screen; drawing only these
  /// keeps a frame's cost independent of the number of pages. The dots are in page order, left to right (right to
  /// left in a right-to-left walkthrough), as ``WalkthroughLayout`` lays them out; a dot reaches in when its frame's
  /// right edge is beyond `minX` and its left edge before `maxX`.
  ///
  /// - Parameters:
  ///   - minX: The left edge of the visible strip.
  ///   - maxX: The right edge of the visible strip.
  /// - Returns: The indices into ``dotFrames``, possibly empty.
  /// - Complexity: O(log n) in the number of dots.
  public func dotIndices(visibleBetween minX: Double, and maxX: Double) -> Range<Int> {
    guard let first = dotFrames.first, let last = dotFrames.last else { return 0..<0 }
    let isAscending = first.minX <= last.minX
    // The first dot whose right edge is beyond minX (left to right), or whose left edge is before maxX (right to
    // left), and the first dot past the strip on the other side.
    let lower = firstIndex { isAscending ? $0.maxX > minX : $0.minX < maxX }
    let upper = firstIndex { isAscending ? $0.minX >= maxX : $0.maxX <= minX }
    return lower < upper ? lower..<upper : 0..<0
  }

  /// The first index of ``dotFrames`` where `isPast` holds, for a predicate that holds from some index to the end.
  private func firstIndex(where isPast: (Rect) -> Bool) -> Int {
    var low = 0
    var high = dotFrames.count
    while low < high {
      let middle = low + (high - low) / 2
      if isPast(dotFrames[middle]) {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }
}
