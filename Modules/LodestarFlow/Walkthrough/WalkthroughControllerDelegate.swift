/// Receives a walkthrough's callbacks: BWWalkthrough's `BWWalkthroughViewControllerDelegate`, with
/// `Prev` spelled out. Every method is optional: the defaults do nothing.
@MainActor
public protocol WalkthroughControllerDelegate: AnyObject {
  /// The next control was used on `page`; the scroll to the next page starts after this call.
  func walkthroughNextButtonPressed(from page: Int)
  /// The previous control was used on `page`; the scroll to the previous page starts after this call.
  func walkthroughPreviousButtonPressed(from page: Int)
  /// The close control was used: dismiss the walkthrough (the controller does nothing else).
  func walkthroughCloseButtonPressed()
  /// The walkthrough settled on `page` (every settle when the controller reports unchanged pages, as
  /// BWWalkthrough does; only changes by default).
  func walkthroughPageDidChange(_ page: Int)
}

extension WalkthroughControllerDelegate {
  /// Does nothing.
  public func walkthroughNextButtonPressed(from page: Int) {}
  /// Does nothing.
  public func walkthroughPreviousButtonPressed(from page: Int) {}
  /// Does nothing.
  public func walkthroughCloseButtonPressed() {}
  /// Does nothing.
  public func walkthroughPageDidChange(_ page: Int) {}
}
