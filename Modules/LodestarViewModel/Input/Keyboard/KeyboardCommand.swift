import LodestarScene

/// What a key press asks of the tour: the answer of ``KeyboardRouter/handle(_:)``.
public enum KeyboardCommand: Sendable, Hashable {
  /// Go to the next step.
  case next
  /// Go to the previous step.
  case previous
  /// Skip the tour.
  case skip
  /// Close the tour.
  case close
  /// Scroll the hint by this many lines (positive shows later lines): ``TourPresenter/scrollHint(byLines:)``.
  case scrollHintByLines(Int)
  /// Scroll the hint by this many pages (positive shows later lines): ``TourPresenter/scrollHint(byPages:)``.
  case scrollHintByPages(Int)
  /// Move keyboard focus to this control (the router already updated its focused control).
  case focus(TourControl)
  /// The tour consumes the key and nothing happens (Tab in a focus trap with nothing to focus).
  case blocked
  /// The tour does not handle the key; it goes on to the app (or, on a focused target, to the target).
  case unhandled
}
