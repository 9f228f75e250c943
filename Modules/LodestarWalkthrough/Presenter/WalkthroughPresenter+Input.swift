import LodestarFlow
import LodestarGeometry
import LodestarScene

extension WalkthroughPresenter {
  /// A tap at `point` (the walkthrough's space) at `time`: the scene's ``WalkthroughScene/hitTest(_:)``
  /// decides, and the presenter acts: the close, previous and next controls as ``close()``,
  /// ``previous(time:)`` and ``next(time:)``; the page control scrolls to the page its side names (without
  /// next or previous notifications, as UIPageControl's value change); a page does nothing.
  /// - Returns: Where the tap went, or nil outside the walkthrough.
  @discardableResult
  public func tap(at point: Point, time: Double) -> WalkthroughTouchRoute? {
    let route = scene(at: time).hitTest(point)
    switch route {
    case .control(.close): close()
    case .control(.previous): previous(time: time)
    case .control(.next): next(time: time)
    case .pageControl(let page): if page != self.page { try? show(page: page, time: time) }
    case .page, nil: break
    }
    return route
  }

  /// A key at `time`: the arrow toward later pages (→ left to right, ← right to left) or Return goes to the
  /// next page, the other arrow to the previous page, Escape closes.
  /// - Returns: Whether the key did something (an arrow at the end of the pages does not).
  @discardableResult
  public func handle(_ key: TourKey, time: Double) -> Bool {
    let isRightToLeft = layoutDirection == .rightToLeft
    let before = controller.walkthrough.targetPage
    switch key {
    case .rightArrow: isRightToLeft ? previous(time: time) : next(time: time)
    case .leftArrow: isRightToLeft ? next(time: time) : previous(time: time)
    case .enter: next(time: time)
    case .escape:
      close()
      return true
    default: return false
    }
    return controller.walkthrough.targetPage != before
  }
}
