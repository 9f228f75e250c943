/// Every word a tour or a walkthrough shows or speaks that the app does not give step by step: the next and skip
/// controls' default texts, the progress text, what assistive technology hears (labels, hints, the spoken
/// progress, a scrolling hint's status), and a walkthrough's control titles and page position. The defaults are
/// English; an app fills one value from its bundle and gives it to the tour's presenter (`TourPresenter.strings`),
/// which puts it in every scene, to `TourScene.accessibility(strings:isModal:)`, and to a walkthrough
/// (`WalkthroughPresenter`'s `strings`).
///
/// The texts with numbers are functions of the numbers, so a translation chooses its own plural forms and
/// number format:
///
/// ```swift
/// var strings = TourStrings()
/// strings.next = String(localized: "Next")
/// strings.progress = { step, count in String(localized: "\(step) of \(count)") }
/// ```
public struct TourStrings: Sendable {
  /// The next control's text, on a coach mark whose next text is the default
  /// (`CoachMark.standardNextText`); also the next control's spoken label when it shows no text. Default
  /// "Next".
  public var next: String
  /// The next control's spoken label on the last step when it shows no text. Default "Done".
  public var done: String
  /// The skip control's title, when the options' title is the default (`SkipControlOptions.standardTitle`);
  /// also its spoken label when it shows no text. Default "Skip".
  public var skip: String
  /// The spoken hint of the controls that end the tour (the next control on the last step, the skip control).
  /// Default "Ends the tour.".
  public var endHint: String
  /// The progress text drawn for a step (`CoachMarkProgress.automatic`), from its 1-based number and the
  /// number of steps. Default "2 of 5".
  public var progress: @Sendable (_ step: Int, _ count: Int) -> String
  /// The progress spoken at the start of each announcement, from the step's 1-based number and the number of
  /// steps. Default "Step 2 of 5.".
  public var spokenProgress: @Sendable (_ step: Int, _ count: Int) -> String
  /// The next control's spoken hint when a later step follows, from that step's 1-based number and the number
  /// of steps. Default "Goes to step 3 of 5.".
  public var nextHint: @Sendable (_ step: Int, _ count: Int) -> String
  /// What a scrolling hint says after it scrolled (``SceneAccessibilityElement/scrollStatus``),
  /// from the 1-based numbers of the first and last lines shown and the number of lines. Default
  /// "Lines 4 to 6 of 12.".
  public var hintScrollStatus: @Sendable (_ first: Int, _ last: Int, _ count: Int) -> String
  /// A walkthrough's previous control's title, when the app's title is the default
  /// (`WalkthroughControls.standardPreviousTitle`). Default "Previous". A walkthrough's next control uses
  /// ``next`` the same way.
  public var previous: String
  /// A walkthrough's close control's title, when the app's title is the default
  /// (`WalkthroughControls.standardCloseTitle`). Default "Close".
  public var close: String
  /// What a walkthrough's page control says, from the 1-based number of the page shown and the number of
  /// pages. Default "Page 2 of 5".
  public var pagePosition: @Sendable (_ page: Int, _ count: Int) -> String

  /// Creates the strings; the defaults are English. A walkthrough's words (``previous``, ``close``,
  /// ``pagePosition``) start in English too; set them on the value.
  ///
  /// - Parameters:
  ///   - next: The next control's default text and spoken label.
  ///   - done: The next control's spoken label on the last step when it shows no text.
  ///   - skip: The skip control's default title and spoken label.
  ///   - endHint: The spoken hint of the controls that end the tour.
  ///   - progress: The progress text, from the step's 1-based number and the number of steps.
  ///   - spokenProgress: The spoken progress, from the step's 1-based number and the number of steps.
  ///   - nextHint: The next control's hint, from the following step's 1-based number and the number of steps.
  ///   - hintScrollStatus: A scrolling hint's status, from its first and last lines shown and its line count.
  public init(
    next: String = "Next", done: String = "Done", skip: String = "Skip", endHint: String = "Ends the tour.",
    progress: @escaping @Sendable (_ step: Int, _ count: Int) -> String = { "\($0) of \($1)" },
    spokenProgress: @escaping @Sendable (_ step: Int, _ count: Int) -> String = { "Step \($0) of \($1)." },
    nextHint: @escaping @Sendable (_ step: Int, _ count: Int) -> String = { "Goes to step \($0) of \($1)." },
    hintScrollStatus: @escaping @Sendable (_ first: Int, _ last: Int, _ count: Int) -> String = {
      "Lines \($0) to \($1) of \($2)."
    }
  ) {
    self.next = next
    self.done = done
    self.skip = skip
    self.endHint = endHint
    self.progress = progress
    self.spokenProgress = spokenProgress
    self.nextHint = nextHint
    self.hintScrollStatus = hintScrollStatus
    previous = "Previous"
    close = "Close"
    pagePosition = { "Page \($0) of \($1)" }
  }

  /// ``hintScrollStatus`` for the lines `shown` of `count`.
  ///
  /// - Parameters:
  ///   - shown: The indexes of the lines shown.
  ///   - count: The number of lines.
  /// - Returns: The status, with 1-based line numbers.
  public func hintScrollStatus(showing shown: Range<Int>, of count: Int) -> String {
    hintScrollStatus(shown.lowerBound + 1, shown.upperBound, count)
  }
}
