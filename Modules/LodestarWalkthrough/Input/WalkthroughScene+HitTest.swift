import LodestarGeometry

extension WalkthroughScene {
  /// Where a touch at `point` goes, or nil outside the walkthrough (or for a non-finite point).
  ///
  /// In order: the visible controls (close, previous, next) by their ``WalkthroughSceneControl/hitFrame``,
  /// then the page control by its ``WalkthroughPageControl/hitFrame``, then the page under the point.
  /// Hidden controls receive nothing. Rectangles are half-open (``/LodestarGeometry/Rect/contains(_:)-(Point)``).
  public func hitTest(_ point: Point) -> WalkthroughTouchRoute? {
    guard bounds.contains(point) else { return nil }
    for control in controls where !control.isHidden && control.hitFrame.contains(point) {
      return .control(control.kind)
    }
    if let pageControl, pageControl.hitFrame.contains(point),
      pageControl.dotFrames.indices.contains(pageControl.currentPage)
    {
      let current = pageControl.dotFrames[pageControl.currentPage]
      let isLeading = layoutDirection == .rightToLeft ? point.x > current.midX : point.x < current.midX
      let page = isLeading ? pageControl.currentPage - 1 : pageControl.currentPage + 1
      return .pageControl(page: Swift.min(Swift.max(page, 0), pageCount - 1))
    }
    if let page = pages.first(where: { $0.frame.contains(point) }) { return .page(page.index) }
    return nil
  }
}
