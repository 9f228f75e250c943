/// A paged walkthrough (BWWalkthrough parity) as a pure value: pages side by side in a horizontal scroll,
/// the page derived from the scroll offset, navigation guarded at the ends.
///
/// The view layer reports scrolling (``scroll(to:)``), the start of a drag (``beginDragging()``), where an
/// animated scroll is going (``beginScroll(toPage:)``), the end of scrolling (``settle()``) and size
/// changes (``resize(pageWidth:)``); the methods that can notify return the notifications for the delegate,
/// in order. ``WalkthroughController`` wraps the value and delivers them.
///
/// Three pages are told apart:
/// - ``currentPage``: BWWalkthrough's `currentPage`, the page under the left edge of the scroll view;
/// - ``nearestPage``: the page nearest to the scroll offset;
/// - ``indicatedPage``: the page an animated scroll is going to, or else the nearest page. The page
///   control, the next and previous controls and ``next()`` / ``previous()`` follow it, so the controls
///   change as soon as the destination is known and a second next during the animation goes one page
///   further (BWWalkthrough updates them when the scroll stops and repeats the first next).
public struct Walkthrough: Sendable, Hashable {
  /// The number of pages.
  public private(set) var pageCount: Int
  /// The width of one page (the scroll view's width); 0 before layout.
  public private(set) var pageWidth: Double
  /// The horizontal scroll offset, in points (page i rests at i · ``pageWidth``, whatever the layout
  /// direction: the view layer mirrors right-to-left layouts).
  public private(set) var contentOffset: Double
  /// The page reported by the last `pageDidChange` (or the first page), nil without pages.
  public private(set) var settledPage: Int?
  /// The page an animated scroll is going to, or nil while the walkthrough rests or follows a finger.
  public private(set) var targetPage: Int?
  /// Whether ``settle()`` reports `pageDidChange` even when the page did not change (BWWalkthrough
  /// reports every settle; the default reports changes only).
  public var reportsUnchangedPages: Bool

  /// Creates a walkthrough.
  /// - Throws: ``WalkthroughError/negativePageCount(_:)`` or ``WalkthroughError/invalidPageWidth(_:)``.
  public init(pageCount: Int = 0, pageWidth: Double = 0, reportsUnchangedPages: Bool = false) throws(WalkthroughError) {
    guard pageCount >= 0 else { throw .negativePageCount(pageCount) }
    guard pageWidth.isFinite, pageWidth >= 0 else { throw .invalidPageWidth(pageWidth) }
    self.init(checkedPageCount: pageCount, pageWidth: pageWidth, reportsUnchangedPages: reportsUnchangedPages)
  }

  /// A walkthrough from values the caller has already checked: a negative count counts as no pages, and a
  /// negative or non-finite width as 0.
  init(checkedPageCount pageCount: Int, pageWidth: Double, reportsUnchangedPages: Bool) {
    self.pageCount = max(pageCount, 0)
    self.pageWidth = pageWidth.isFinite ? max(pageWidth, 0) : 0
    self.contentOffset = 0
    self.settledPage = pageCount > 0 ? 0 : nil
    self.targetPage = nil
    self.reportsUnchangedPages = reportsUnchangedPages
  }

  /// The scroll offset in pages: ``contentOffset`` / ``pageWidth`` (the settled page while the width is 0).
  public var scrollPosition: Double {
    guard pageWidth > 0 else { return Double(settledPage ?? 0) }
    return contentOffset / pageWidth
  }

  /// The page under the scroll offset: `floor(offset / pageWidth)` clamped to the pages (BWWalkthrough's
  /// `currentPage`); nil without pages (BWWalkthrough crashes there); the settled page while the width is 0.
  public var currentPage: Int? {
    page(roundingPosition: .down)
  }

  /// The page nearest to the scroll offset (half way rounds to the later page), clamped to the pages; nil
  /// without pages.
  public var nearestPage: Int? {
    page(roundingPosition: .toNearestOrAwayFromZero)
  }

  /// The page the controls follow: ``targetPage`` while an animated scroll runs, else ``nearestPage``.
  public var indicatedPage: Int? {
    targetPage ?? nearestPage
  }

  private func page(roundingPosition rule: FloatingPointRoundingRule) -> Int? {
    guard pageCount > 0 else { return nil }
    guard pageWidth > 0 else { return settledPage ?? 0 }
    let page = (contentOffset / pageWidth).rounded(rule)
    guard page.isFinite else { return 0 }
    return Int(min(max(page, 0), Double(pageCount - 1)))
  }

  /// Whether there is a page after the indicated one (the next control shows).
  public var hasNextPage: Bool { (indicatedPage ?? 0) + 1 < pageCount }
  /// Whether there is a page before the indicated one (the previous control shows).
  public var hasPreviousPage: Bool { (indicatedPage ?? 0) > 0 }

  /// Appends a page.
  public mutating func addPage() {
    pageCount += 1
    if settledPage == nil { settledPage = 0 }
  }

  /// Records a scroll offset reported by the view layer: a finger's drag or a frame of an animated scroll
  /// (non-finite offsets are ignored).
  public mutating func scroll(to offset: Double) {
    guard offset.isFinite else { return }
    contentOffset = offset
  }

  /// A finger took the scroll: an animated scroll it interrupts no longer has a target.
  public mutating func beginDragging() {
    targetPage = nil
  }

  /// An animated scroll starts toward `page` (a drag's release, or a control): the controls follow it at
  /// once; the view layer animates the offset (``scroll(to:)``) and calls ``settle()`` when it arrives.
  /// - Throws: ``WalkthroughError/pageOutOfRange(page:pageCount:)``.
  public mutating func beginScroll(toPage page: Int) throws(WalkthroughError) {
    guard page >= 0, page < pageCount else { throw .pageOutOfRange(page: page, pageCount: pageCount) }
    targetPage = page
  }

  /// The scroll view stopped: an animated scroll ends exactly on its target page; reports `pageDidChange`
  /// when the page changed (or always, with ``reportsUnchangedPages``).
  public mutating func settle() -> [WalkthroughEvent] {
    var page = currentPage
    if let targetPage {
      contentOffset = Double(targetPage) * pageWidth
      self.targetPage = nil
      page = targetPage
    }
    guard let page else { return [] }
    guard page != settledPage || reportsUnchangedPages else { return [] }
    settledPage = page
    return [.pageDidChange(page)]
  }

  /// Goes to the page after the indicated one: notifies first, then aims there (``targetPage``; the view
  /// animates and calls ``settle()``); nothing on the last page.
  public mutating func next() -> [WalkthroughEvent] {
    guard let page = indicatedPage, page + 1 < pageCount else { return [] }
    targetPage = page + 1
    return [.willGoToNextPage(from: page)]
  }

  /// Goes to the page before the indicated one: notifies first, then aims there; nothing on the first page.
  public mutating func previous() -> [WalkthroughEvent] {
    guard let page = indicatedPage, page > 0 else { return [] }
    targetPage = page - 1
    return [.willGoToPreviousPage(from: page)]
  }

  /// The close control: only notifies (the host dismisses the walkthrough).
  public func close() -> [WalkthroughEvent] {
    [.closeRequested]
  }

  /// Moves to a page at once, without animation: it becomes the settled page without notifying (as a
  /// scroll view moved without animation tells its delegate nothing); an animated scroll is dropped.
  /// - Throws: ``WalkthroughError/pageOutOfRange(page:pageCount:)``.
  public mutating func go(to page: Int) throws(WalkthroughError) {
    guard page >= 0, page < pageCount else { throw .pageOutOfRange(page: page, pageCount: pageCount) }
    contentOffset = Double(page) * pageWidth
    targetPage = nil
    settledPage = page
  }

  /// The page width changed (rotation): keeps the page that was indicated, at its place for the new width
  /// (BWWalkthrough re-scrolls to the remembered page). An animated scroll ends on its target at once and
  /// settles; invalid widths are ignored.
  @discardableResult
  public mutating func resize(pageWidth newWidth: Double) -> [WalkthroughEvent] {
    guard newWidth.isFinite, newWidth >= 0 else { return [] }
    let wasScrolling = targetPage != nil
    let page = indicatedPage ?? 0
    pageWidth = newWidth
    contentOffset = Double(page) * newWidth
    guard wasScrolling else { return [] }
    return settle()
  }

  /// How far `page` is scrolled from its resting position, in page widths: 0 when it is centred, -1
  /// when it is one page to the right (about to come in), 1 when it left to the left. Feeds parallax.
  public func scrollProgress(ofPage page: Int) -> Double {
    guard pageWidth > 0 else { return 0 }
    return (contentOffset - Double(page) * pageWidth) / pageWidth
  }
}
