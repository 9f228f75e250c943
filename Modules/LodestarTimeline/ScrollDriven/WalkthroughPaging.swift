/// BWWalkthrough's paging geometry: where each page sits relative to the scroll position.
///
/// The offset of page i at content offset x with page width W is x/W + 1 − i: 1 for the page in view, 0 for
/// the next page, 2 for the previous one. Pages are notified while −2 < offset ≤ 2; BWWalkthrough excludes
/// the previous page at exactly 2 by accident (it tests offset < 2), this includes it.
public struct WalkthroughPaging: Sendable, Hashable {
  /// The width of one page.
  public let pageWidth: Double

  /// Creates the paging for a page width, which must be positive and finite.
  ///
  /// - Parameter pageWidth: The width of one page.
  /// - Throws: ``AnimationError/invalidParameter(name:value:expected:)`` for a width that is not positive
  ///   and finite.
  public init(pageWidth: Double) throws {
    try AnimationError.check("page width", pageWidth, expected: "positive and finite") { $0 > 0 }
    self.pageWidth = pageWidth
  }

  /// The offset of page `page` at scroll position `contentOffset` (NaN stays NaN).
  public func offset(ofPage page: Int, contentOffset: Double) -> Double {
    contentOffset / pageWidth + 1 - Double(page)
  }

  /// Whether a page at this offset is notified: −2 < offset ≤ 2.
  public static func isNotified(offset: Double) -> Bool {
    offset > -2 && offset <= 2
  }

  /// The pages notified at a scroll position, with their offsets, among `pageCount` pages.
  public func notifiedPages(contentOffset: Double, pageCount: Int) -> [(page: Int, offset: Double)] {
    guard pageCount > 0 else { return [] }
    return (0..<pageCount).compactMap { page in
      let offset = offset(ofPage: page, contentOffset: contentOffset)
      return Self.isNotified(offset: offset) ? (page, offset) : nil
    }
  }

  /// The page a drag released at `contentOffset` with `velocity` settles on, UIScrollView's paging rule:
  ///
  /// 1. project where the scroll would stop on its own: contentOffset + `deceleration`'s
  ///    ``ScrollDeceleration/projectedDistance(velocity:)``;
  /// 2. take the page nearest to that point (half way rounds away from zero);
  /// 3. go at most one page from `startPage`, the page the drag started on (one swipe turns one page);
  /// 4. stay within the pages.
  ///
  /// - Parameters:
  ///   - contentOffset: The content offset at release, in points.
  ///   - velocity: The content offset's velocity at release, in points per second (positive toward later
  ///     pages: the finger's velocity with the sign flipped in a left-to-right layout). NaN or infinite
  ///     counts as 0.
  ///   - startPage: The page shown when the drag began.
  ///   - pageCount: The number of pages.
  ///   - deceleration: The deceleration that projects the release (UIScrollView's normal rate by default).
  /// - Returns: A page in `0..<pageCount`, or 0 without pages.
  public func targetPage(
    releasedAt contentOffset: Double, velocity: Double, startPage: Int, pageCount: Int,
    deceleration: ScrollDeceleration = .normal
  ) -> Int {
    guard pageCount > 0 else { return 0 }
    let start = Swift.min(Swift.max(startPage, 0), pageCount - 1)
    let offset = contentOffset.isFinite ? contentOffset : Double(start) * pageWidth
    let projected = offset + deceleration.projectedDistance(velocity: velocity)
    let nearest = (projected / pageWidth).rounded(.toNearestOrAwayFromZero)
    let lowest = Double(Swift.max(start - 1, 0))
    let highest = Double(Swift.min(start + 1, pageCount - 1))
    guard nearest.isFinite else { return start }
    return Int(Swift.min(Swift.max(nearest, lowest), highest))
  }

  /// A drag's content offset as shown: inside `0...(pageCount − 1)·pageWidth` it is unchanged; beyond either
  /// end the excess x is shown as (1 − 1/(0.55·x/pageWidth + 1))·pageWidth, a rubber band that gives less
  /// and less and never reaches a whole page (the curve commonly used to imitate UIScrollView's bounce).
  ///
  /// - Parameters:
  ///   - contentOffset: Where the finger would put the content, in points.
  ///   - pageCount: The number of pages.
  /// - Returns: The offset to show; the nearest end for a non-finite offset.
  public func rubberBandedOffset(_ contentOffset: Double, pageCount: Int) -> Double {
    let upper = Double(Swift.max(pageCount - 1, 0)) * pageWidth
    guard contentOffset.isFinite else { return contentOffset > 0 ? upper : 0 }
    func band(_ excess: Double) -> Double {
      (1 - 1 / (0.55 * excess / pageWidth + 1)) * pageWidth
    }
    if contentOffset < 0 { return -band(-contentOffset) }
    if contentOffset > upper { return upper + band(contentOffset - upper) }
    return contentOffset
  }
}
