import LodestarScene

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

  /// The default next title: drawn as the walkthrough's `TourStrings.next`.
  public static let standardNextTitle = "Next"
  /// The default previous title: drawn as the walkthrough's `TourStrings.previous`.
  public static let standardPreviousTitle = "Previous"
  /// The default close title: drawn as the walkthrough's `TourStrings.close`.
  public static let standardCloseTitle = "Close"

  /// Creates the controls; by default all four show, with the standard titles, which the walkthrough draws in
  /// its strings' words (English unless the app gives others).
  ///
  /// - Parameters:
  ///   - nextTitle: The next control's title, or `nil` for no next control.
  ///   - previousTitle: The previous control's title, or `nil` for no previous control.
  ///   - closeTitle: The close control's title, or `nil` for no close control.
  ///   - showsPageControl: Whether the page control shows.
  public init(
    nextTitle: String? = standardNextTitle, previousTitle: String? = standardPreviousTitle,
    closeTitle: String? = standardCloseTitle, showsPageControl: Bool = true
  ) {
    self.nextTitle = nextTitle
    self.previousTitle = previousTitle
    self.closeTitle = closeTitle
    self.showsPageControl = showsPageControl
  }
}

extension WalkthroughControls {
  /// The controls with each standard title replaced by the words of `strings`; the app's own titles stay.
  ///
  /// - Parameter strings: The walkthrough's words.
  /// - Returns: The controls as they are drawn.
  func titled(by strings: TourStrings) -> WalkthroughControls {
    var titled = self
    if nextTitle == Self.standardNextTitle { titled.nextTitle = strings.next }
    if previousTitle == Self.standardPreviousTitle { titled.previousTitle = strings.previous }
    if closeTitle == Self.standardCloseTitle { titled.closeTitle = strings.close }
    return titled
  }
}
