/// A notification from a ``Walkthrough`` for its delegate and plugins (BWWalkthrough's delegate calls).
public enum WalkthroughEvent: Sendable, Hashable {
  /// The next control was used on page `from` (BWWalkthrough's `walkthroughNextButtonPressed`); sent
  /// before the scroll starts.
  case willGoToNextPage(from: Int)
  /// The previous control was used on page `from` (`walkthroughPrevButtonPressed`); sent before the
  /// scroll starts.
  case willGoToPreviousPage(from: Int)
  /// The walkthrough settled on a page (`walkthroughPageDidChange`).
  case pageDidChange(Int)
  /// The close control was used (`walkthroughCloseButtonPressed`); the host dismisses the walkthrough.
  case closeRequested

  /// The event's name in logs: `willGoToNextPage`, `willGoToPreviousPage`, `pageDidChange` or
  /// `closeRequested`.
  public var name: String {
    switch self {
    case .willGoToNextPage: "willGoToNextPage"
    case .willGoToPreviousPage: "willGoToPreviousPage"
    case .pageDidChange: "pageDidChange"
    case .closeRequested: "closeRequested"
    }
  }
}
