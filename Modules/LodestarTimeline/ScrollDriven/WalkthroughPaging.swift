/// BWWalkthrough's paging geometry: where each page sits relative to the scroll position.
///
/// The offset of page i at content offset x with page width W is x/W + 1 − i: 1 for the page in view, 0 for
/// the next page, 2 for the previous one. Pages are notified while −2 < offset ≤ 2; BWWalkthrough excludes
/// the previous page at exactly 2 by accident (it tests offset < 2), this includes it.
public struct WalkthroughPaging: Sendable, Hashable {
  /// The width of one page.
  public let pageWidth: Double

  /// Creates the paging for a page width, which must be positive and finite.
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
}
