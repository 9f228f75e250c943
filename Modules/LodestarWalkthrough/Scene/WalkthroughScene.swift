import LodestarGeometry
import LodestarScene

/// Everything a renderer draws for a walkthrough at one scroll position, and what input routing and
/// accessibility need to know about it: one immutable snapshot per frame.
///
/// A renderer draws the background, then ``pages`` (each clipped to its ``WalkthroughScenePage/frame``,
/// its elements in order), then the visible ``controls`` and the ``pageControl`` on top. All frames are in
/// the walkthrough's coordinate space: the origin is its top-left corner, and it covers ``size``.
public struct WalkthroughScene: Sendable, Hashable {
  /// The size of the walkthrough (one page).
  public var size: Size
  /// The part of the walkthrough that no system bar or rounded corner covers (``bounds`` less the safe-area
  /// insets the layout was given): the controls and the pages' content stay inside it. ``bounds`` unless set.
  public var safeArea: Rect
  /// The layout direction: right to left, later pages come in from the left.
  public var layoutDirection: ReadingDirection
  /// The number of pages.
  public var pageCount: Int
  /// The scroll position in pages: 0 on the first page, 1.5 half way from the second to the third.
  public var scrollPosition: Double
  /// The page the controls follow (the destination of a running scroll, else the nearest page); `nil`
  /// without pages.
  public var currentPage: Int?
  /// Whether the pages are moving (a drag or an animated scroll).
  public var isScrolling: Bool
  /// The pages on screen, with their elements where the parallax puts them (one page at rest, two while
  /// scrolling).
  public var pages: [WalkthroughScenePage]
  /// The page control, or `nil` when the walkthrough has none.
  public var pageControl: WalkthroughPageControl?
  /// The close, previous and next controls the walkthrough has, visible or hidden.
  public var controls: [WalkthroughSceneControl]
  /// The accessibility elements, in reading order: the close control, the current page's elements, the
  /// previous control, the page control ("Page 2 of 3") and the next control (hidden ones left out).
  public var accessibilityElements: [SceneAccessibilityElement]

  /// Creates a scene without accessibility elements; set ``accessibilityElements`` to add them.
  ///
  /// - Parameters:
  ///   - size: The walkthrough's size.
  ///   - layoutDirection: The layout direction the scene is composed for.
  ///   - pageCount: The number of pages.
  ///   - scrollPosition: The scroll position, in pages.
  ///   - currentPage: The page shown, or `nil`.
  ///   - isScrolling: Whether the pages are moving.
  ///   - pages: The pages that can be seen.
  ///   - pageControl: The page control, or `nil`.
  ///   - controls: The next, previous and close controls.
  public init(
    size: Size, layoutDirection: ReadingDirection = .leftToRight, pageCount: Int, scrollPosition: Double,
    currentPage: Int?, isScrolling: Bool = false, pages: [WalkthroughScenePage],
    pageControl: WalkthroughPageControl? = nil, controls: [WalkthroughSceneControl] = []
  ) {
    self.size = size
    safeArea = Rect(origin: Point(x: 0, y: 0), size: size)
    self.layoutDirection = layoutDirection
    self.pageCount = pageCount
    self.scrollPosition = scrollPosition
    self.currentPage = currentPage
    self.isScrolling = isScrolling
    self.pages = pages
    self.pageControl = pageControl
    self.controls = controls
    accessibilityElements = []
  }

  /// The walkthrough's bounds: the origin and ``size``.
  public var bounds: Rect { Rect(origin: Point(x: 0, y: 0), size: size) }

  /// The control of a kind, if the walkthrough has it (visible or not).
  public func control(_ kind: WalkthroughControlKind) -> WalkthroughSceneControl? {
    controls.first { $0.kind == kind }
  }
}
