/// Which controls a walkthrough shows over its pages, and their titles (BWWalkthrough's optional
/// `nextButton`, `prevButton`, `closeButton` and `pageControl` outlets).
public struct WalkthroughControls: Sendable, Hashable {
  /// The next control's title, or `nil` for no next control.
  public var nextTitle: String?
  /// The previous control's title, or `nil` for no previous control.
  public var previousTitle: String?
  /// The close control's title, or `nil` for no close control.
  public var closeTitle: String?
  /// Whether the page control (one dot per page) shows.
  public var showsPageControl: Bool

  /// Creates the controls; by default all four show, titled "Next", "Previous" and "Close".
  public init(
    nextTitle: String? = "Next", previousTitle: String? = "Previous", closeTitle: String? = "Close",
    showsPageControl: Bool = true
  ) {
    self.nextTitle = nextTitle
    self.previousTitle = previousTitle
    self.closeTitle = closeTitle
    self.showsPageControl = showsPageControl
  }
}
