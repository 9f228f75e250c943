/// A paged walkthrough (BWWalkthrough parity) as a pure value: pages side by side in a horizontal scroll,
/// the current page derived from the scroll offset, navigation guarded at the ends.
///
/// The view layer reports scrolling (``scroll(to:)``), the end of scrolling (``settle()``) and size changes
/// (``resize(pageWidth:)``); the methods return the notifications for the delegate, in order.
public struct Walkthrough: Sendable, Hashable {
  /// The number of pages.
  public private(set) var pageCount: Int
  /// The width of one page (the scroll view's width); 0 before layout.
  public private(set) var pageWidth: Double
  /// The horizontal scroll offset.
  public private(set) var contentOffset: Double
  /// The page reported by the last `pageDidChange` (or the first page), nil without pages.
  public private(set) var settledPage: Int?
  /// Whether ``settle()`` reports `pageDidChange` even when the page did not change (BWWalkthrough
  /// reports every settle; the default reports changes only).
  public var reportsUnchangedPages: Bool

  /// Creates a walkthrough; throws on a negative page count or a negative or non-finite width.
  public init(pageCount: Int = 0, pageWidth: Double = 0, reportsUnchangedPages: Bool = false) throws(WalkthroughError) {
    guard pageCount >= 0 else { throw .negativePageCount(pageCount) }
    guard pageWidth.isFinite, pageWidth >= 0 else { throw .invalidPageWidth(pageWidth) }
    self.pageCount = pageCount
    self.pageWidth = pageWidth
    self.contentOffset = 0
    self.settledPage = pageCount > 0 ? 0 : nil
    self.reportsUnchangedPages = reportsUnchangedPages
  }

  /// The page under the scroll offset: `floor(offset / pageWidth)` clamped to the pages; nil without
  /// pages (BWWalkthrough crashes there); the settled page while the width is 0.
  public var currentPage: Int? {
    guard pageCount > 0 else { return nil }
    guard pageWidth > 0 else { return settledPage ?? 0 }
    let page = (contentOffset / pageWidth).rounded(.down)
    guard page.isFinite else { return 0 }
    return Int(min(max(page, 0), Double(pageCount - 1)))
  }

  /// Whether there is a next page (the next control shows).
  public var hasNextPage: Bool { (currentPage ?? 0) + 1 < pageCount }
  /// Whether there is a previous page (the previous control shows).
  public var hasPreviousPage: Bool { (currentPage ?? 0) > 0 }

  /// Appends a page.
  public mutating func addPage() {
    pageCount += 1
    if settledPage == nil { settledPage = 0 }
  }

  /// Records a scroll offset reported by the view layer (non-finite offsets are ignored).
  public mutating func scroll(to offset: Double) {
    guard offset.isFinite else { return }
    contentOffset = offset
  }

  /// The scroll view stopped: reports `pageDidChange` when the page changed (or always, with
  /// ``reportsUnchangedPages``).
  public mutating func settle() -> [WalkthroughEvent] {
    guard let page = currentPage else { return [] }
    guard page != settledPage || reportsUnchangedPages else { return [] }
    settledPage = page
    return [.pageDidChange(page)]
  }

  /// Goes to the next page: notifies first, then moves (the view animates to ``contentOffset`` and
  /// calls ``settle()``); nothing on the last page.
  public mutating func next() -> [WalkthroughEvent] {
    guard let page = currentPage, page + 1 < pageCount else { return [] }
    contentOffset = Double(page + 1) * pageWidth
    return [.willGoToNextPage(from: page)]
  }

  /// Goes to the previous page: notifies first, then moves; nothing on the first page.
  public mutating func previous() -> [WalkthroughEvent] {
    guard let page = currentPage, page > 0 else { return [] }
    contentOffset = Double(page - 1) * pageWidth
    return [.willGoToPreviousPage(from: page)]
  }

  /// The close control: only notifies (the host dismisses the walkthrough).
  public func close() -> [WalkthroughEvent] {
    [.closeRequested]
  }

  /// Moves to a page; throws when it is out of range.
  public mutating func go(to page: Int) throws(WalkthroughError) {
    guard page >= 0, page < pageCount else { throw .pageOutOfRange(page: page, pageCount: pageCount) }
    contentOffset = Double(page) * pageWidth
    if pageWidth == 0 { settledPage = page }
  }

  /// The page width changed (rotation): keeps the page that was showing. Invalid widths are ignored.
  public mutating func resize(pageWidth newWidth: Double) {
    guard newWidth.isFinite, newWidth >= 0 else { return }
    let page = currentPage ?? 0
    pageWidth = newWidth
    contentOffset = Double(page) * newWidth
  }

  /// How far `page` is scrolled from its resting position, in page widths: 0 when it is centred, -1
  /// when it is one page to the right (about to come in), 1 when it left to the left. Feeds parallax.
  public func scrollProgress(ofPage page: Int) -> Double {
    guard pageWidth > 0 else { return 0 }
    return (contentOffset - Double(page) * pageWidth) / pageWidth
  }
}

/// A notification from a ``Walkthrough`` for its delegate.
public enum WalkthroughEvent: Sendable, Hashable {
  /// The next control was used on `from`; sent before moving.
  case willGoToNextPage(from: Int)
  /// The previous control was used on `from`; sent before moving.
  case willGoToPreviousPage(from: Int)
  /// The walkthrough settled on a page.
  case pageDidChange(Int)
  /// The close control was used.
  case closeRequested
}

/// Why a walkthrough rejected an input.
public enum WalkthroughError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The page count was negative.
  case negativePageCount(Int)
  /// The page width was negative, infinite or NaN.
  case invalidPageWidth(Double)
  /// A page index was outside `0..<pageCount`.
  case pageOutOfRange(page: Int, pageCount: Int)

  /// A sentence saying what was wrong and where.
  public var description: String {
    switch self {
    case .negativePageCount(let count): "page count \(count) is negative"
    case .invalidPageWidth(let width): "page width \(width) is not a finite width of 0 or more"
    case .pageOutOfRange(let page, let count): "page \(page) is outside 0..<\(count)"
    }
  }
}
