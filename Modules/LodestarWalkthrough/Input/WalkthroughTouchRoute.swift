/// Where a touch on a walkthrough goes: the answer of ``WalkthroughScene/hitTest(_:)``.
public enum WalkthroughTouchRoute: Sendable, Hashable {
  /// A visible close, previous or next control.
  case control(WalkthroughControlKind)
  /// The page control; a tap there goes to `page` (UIPageControl: the previous page on the leading side of
  /// the current dot, the next page on its trailing side; the current page at either end).
  case pageControl(page: Int)
  /// The content of a page: a tap does nothing, a drag scrolls.
  case page(Int)
}
