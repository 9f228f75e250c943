import LodestarFlow
import LodestarGeometry
import LodestarScene
import LodestarText
import LodestarTimeline

/// Runs a walkthrough: turns its ``/LodestarFlow/WalkthroughController`` and the pages into a
/// ``WalkthroughScene`` per frame, and drives the scroll with a ``/LodestarTimeline/PagingMotion`` after a
/// drag or a control.
///
/// Drive it with explicit times (seconds on any monotonic clock): report input (``next(time:)``,
/// ``previous(time:)``, ``close()``, ``tap(at:time:)``, ``handle(_:time:)``, a drag with
/// ``beginDrag(time:)``, ``drag(translation:time:)`` and ``endDrag(velocity:time:)``) and call
/// ``scene(at:)`` once per frame. A running scroll reports its offset to the controller on every frame and
/// settles the controller when it arrives, so the controller's events (`pageDidChange`) come out of
/// ``scene(at:)`` or ``advance(to:)``.
///
/// A drag released at a velocity goes to the page
/// ``/LodestarTimeline/WalkthroughPaging/targetPage(releasedAt:velocity:startPage:pageCount:deceleration:)`` names
/// (UIScrollView's paging: the release projected with ``deceleration``, the nearest page, at most one page from where
/// the drag began), moved there by ``motion`` starting at the release velocity. Beyond the first and last pages a drag
/// is rubber-banded.
@MainActor
public final class WalkthroughPresenter {
  /// The controller: set its delegate and register plugins on it.
  public let controller: WalkthroughController
  /// The layout for the current size and direction.
  public private(set) var layout: WalkthroughLayout
  /// What moves the scroll to its page.
  public var motion: PagingMotion
  /// The deceleration that projects a drag's release onto a page.
  public var deceleration: ScrollDeceleration

  /// The words of the controls' standard titles and of the page position (English until the app sets them);
  /// changing them lays the walkthrough out again (the page and the scroll stay).
  public var strings: TourStrings {
    didSet { layOutKeepingTheScroll(direction: layout.layoutDirection) }
  }

  private let measurer: any TextMeasurer & Sendable
  private var animation: RunningScroll?
  private var drag: Drag?

  private struct RunningScroll {
    var scroll: PagingAnimation
    var start: Double
    var page: Int
  }

  private struct Drag {
    var startOffset: Double
    var startPage: Int
  }

  /// Creates a presenter showing the first page.
  ///
  /// - Parameters:
  ///   - pages: The pages.
  ///   - size: The walkthrough's size (one page).
  ///   - layoutDirection: The layout direction; right to left, later pages come in from the left.
  ///   - controls: The controls shown.
  ///   - textSize: The reader's text size (``WalkthroughLayout``'s text size and reflow).
  ///   - measurer: Measures the text of elements and controls.
  ///   - motion: What moves the scroll to its page.
  ///   - deceleration: The deceleration that projects a drag's release (UIScrollView's normal rate).
  ///   - reportsUnchangedPages: Whether every settle reports `pageDidChange`, as BWWalkthrough does.
  public init(
    pages: [WalkthroughPage], size: Size, layoutDirection: ReadingDirection = .leftToRight,
    controls: WalkthroughControls = WalkthroughControls(), textSize: TextSizeCategory = .large,
    measurer: some TextMeasurer & Sendable = ProportionalTextMeasurer(), motion: PagingMotion = .standard,
    deceleration: ScrollDeceleration = .normal, reportsUnchangedPages: Bool = false
  ) {
    self.measurer = measurer
    strings = TourStrings()
    layout = WalkthroughLayout(
      pages: pages, size: size, layoutDirection: layoutDirection, controls: controls, textSize: textSize,
      measurer: measurer)
    controller = WalkthroughController(
      checkedPageCount: pages.count, pageWidth: layout.size.width, reportsUnchangedPages: reportsUnchangedPages)
    self.motion = motion
    self.deceleration = deceleration
  }

  /// The pages.
  public var pages: [WalkthroughPage] { layout.pages }
  /// The walkthrough's size.
  public var size: Size { layout.size }
  /// The layout direction.
  public var layoutDirection: ReadingDirection { layout.layoutDirection }
  /// The reader's text size the walkthrough is laid out for.
  public var textSize: TextSizeCategory { layout.textSize }
  /// The page the controls follow, nil without pages.
  public var page: Int? { controller.page }

  /// Whether the pages move at `time`: a drag, or a scroll that has not arrived.
  public func isAnimating(at time: Double) -> Bool {
    if drag != nil { return true }
    guard let animation else { return false }
    return !animation.scroll.isFinished(at: time - animation.start)
  }

  /// Moves a running scroll to `time`: reports its offset to the controller, and settles the controller when
  /// it arrives (the `pageDidChange` events come from here).
  public func advance(to time: Double) {
    follow(time: time)
    guard let running = animation else { return }
    let elapsed = time - running.start
    if running.scroll.isFinished(at: elapsed) {
      animation = nil
      controller.scroll(to: running.scroll.targetOffset)
      controller.settle()
      // A delegate may have asked for another page from `walkthroughPageDidChange`.
      follow(time: time)
    } else {
      controller.scroll(to: running.scroll.offset(at: elapsed))
    }
  }

  /// The scene at `time` (after ``advance(to:)``).
  public func scene(at time: Double) -> WalkthroughScene {
    advance(to: time)
    let walkthrough = controller.walkthrough
    return layout.scene(
      scrollPosition: walkthrough.scrollPosition, currentPage: walkthrough.indicatedPage,
      isScrolling: drag != nil || animation != nil)
  }

  /// The scene of page `page` scrolled by `offset` pages toward the next one (negative: toward the
  /// previous one), without moving the walkthrough: what `lodestar-demo walkthrough --render` draws.
  /// The controls follow the page nearest to that position.
  public func scene(ofPage page: Int, offset: Double) -> WalkthroughScene {
    layout.scene(scrollPosition: Double(page) + offset)
  }

  /// The next control (or a key): notifies, then scrolls to the next page.
  public func next(time: Double) {
    advance(to: time)
    controller.next()
    follow(time: time)
  }

  /// The previous control (or a key): notifies, then scrolls to the previous page.
  public func previous(time: Double) {
    advance(to: time)
    controller.previous()
    follow(time: time)
  }

  /// The close control: notifies the delegate; the host dismisses the walkthrough.
  public func close() {
    controller.close()
  }

  /// Shows a page: scrolls there with ``motion`` when `animated`, or jumps (no events) otherwise.
  /// - Throws: ``/LodestarFlow/WalkthroughError/pageOutOfRange(page:pageCount:)``.
  public func show(page: Int, time: Double, animated: Bool = true) throws(WalkthroughError) {
    guard page >= 0, page < controller.pageCount else {
      throw .pageOutOfRange(page: page, pageCount: controller.pageCount)
    }
    advance(to: time)
    drag = nil
    if animated {
      controller.beginScroll(toPage: page)
      follow(time: time)
    } else {
      animation = nil
      try controller.go(to: page)
    }
  }

  /// Lays the walkthrough out for a new size (a rotation): the page stays; a running scroll ends on its
  /// page.
  public func resize(to size: Size) {
    relayout(size: size, textSize: layout.textSize)
  }

  /// Lays the walkthrough out for a new size and safe area (a rotation moves the notch to a side): the page
  /// stays; a running scroll ends on its page. The controls and the pages' content stay inside the safe area
  /// (``WalkthroughLayout/safeArea``); the safe area holds for later relayouts.
  ///
  /// - Parameters:
  ///   - size: The walkthrough's size (one page).
  ///   - safeAreaInsets: What system bars and rounded corners cover at the edges.
  public func resize(to size: Size, safeAreaInsets: DirectionalEdgeInsets) {
    relayout(size: size, textSize: layout.textSize, safeAreaInsets: safeAreaInsets)
  }

  /// Lays the walkthrough out for a size and a text size: the page stays; a running scroll ends on its page.
  private func relayout(size: Size, textSize: TextSizeCategory, safeAreaInsets: DirectionalEdgeInsets? = nil) {
    animation = nil
    drag = nil
    layout = WalkthroughLayout(
      pages: layout.pages, size: size, layoutDirection: layout.layoutDirection,
      safeAreaInsets: safeAreaInsets ?? layout.safeAreaInsets, controls: layout.controls, textSize: textSize,
      measurer: measurer, strings: strings)
    controller.resize(pageWidth: layout.size.width)
  }

  /// Lays the walkthrough out for another layout direction; the page and the scroll stay.
  public func setLayoutDirection(_ direction: ReadingDirection) {
    guard direction != layout.layoutDirection else { return }
    layOutKeepingTheScroll(direction: direction)
  }

  /// Lays the walkthrough out again in `direction` with the current strings, for the same size and text size:
  /// the page and the scroll stay.
  private func layOutKeepingTheScroll(direction: ReadingDirection) {
    layout = WalkthroughLayout(
      pages: layout.pages, size: layout.size, layoutDirection: direction, safeAreaInsets: layout.safeAreaInsets,
      controls: layout.controls, textSize: layout.textSize, measurer: measurer, strings: strings)
  }

  /// Lays the walkthrough out again for another reader's text size, as a size change does: the page stays;
  /// a running scroll ends on its page. Nothing happens when the size is the current one.
  ///
  /// - Parameter textSize: The reader's text size.
  public func setTextSize(_ textSize: TextSizeCategory) {
    guard textSize != layout.textSize else { return }
    relayout(size: layout.size, textSize: textSize)
  }

  /// Starts (or retargets) the animated scroll toward the controller's target page, from where the scroll is
  /// now and at its current velocity.
  func follow(time: Double, velocity releaseVelocity: Double? = nil) {
    let walkthrough = controller.walkthrough
    guard let target = walkthrough.targetPage else {
      animation = nil
      return
    }
    guard animation?.page != target || releaseVelocity != nil else { return }
    var velocity = releaseVelocity ?? 0
    if releaseVelocity == nil, let running = animation {
      velocity = running.scroll.velocity(at: time - running.start)
    }
    let targetOffset = Double(target) * walkthrough.pageWidth
    guard
      let scroll = try? PagingAnimation(
        from: walkthrough.contentOffset, to: targetOffset, initialVelocity: velocity, motion: motion)
    else {
      animation = nil
      controller.settle()
      return
    }
    animation = RunningScroll(scroll: scroll, start: time, page: target)
  }

  // MARK: Dragging

  /// A finger touched the pages: a running scroll stops where it is, and the drag takes over.
  public func beginDrag(time: Double) {
    advance(to: time)
    animation = nil
    controller.beginDragging()
    let walkthrough = controller.walkthrough
    drag = Drag(startOffset: walkthrough.contentOffset, startPage: walkthrough.nearestPage ?? 0)
  }

  /// The finger moved `translation` points horizontally since ``beginDrag(time:)`` (positive to the right,
  /// as UIKit's pan gesture reports it): the pages follow it, rubber-banded beyond the ends. Ignored without
  /// a drag or for a non-finite translation.
  public func drag(translation: Double, time: Double) {
    guard let drag, translation.isFinite else { return }
    let width = controller.walkthrough.pageWidth
    let contentDelta = layout.layoutDirection == .rightToLeft ? translation : -translation
    let wanted = drag.startOffset + contentDelta
    let shown =
      (try? WalkthroughPaging(pageWidth: width))?.rubberBandedOffset(wanted, pageCount: controller.pageCount) ?? 0
    controller.scroll(to: shown)
  }

  /// The finger lifted with `velocity` points per second horizontally (positive to the right): the scroll
  /// goes to the page the physics names and the controls follow it at once. A non-finite velocity counts as
  /// 0.
  public func endDrag(velocity: Double, time: Double) {
    guard let drag else { return }
    self.drag = nil
    let walkthrough = controller.walkthrough
    let fingerVelocity = velocity.isFinite ? velocity : 0
    let contentVelocity = layout.layoutDirection == .rightToLeft ? fingerVelocity : -fingerVelocity
    guard walkthrough.pageCount > 0, let paging = try? WalkthroughPaging(pageWidth: walkthrough.pageWidth) else {
      controller.settle()
      return
    }
    let target = paging.targetPage(
      releasedAt: walkthrough.contentOffset, velocity: contentVelocity, startPage: drag.startPage,
      pageCount: walkthrough.pageCount, deceleration: deceleration)
    controller.beginScroll(toPage: target)
    follow(time: time, velocity: contentVelocity)
  }
}
