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
