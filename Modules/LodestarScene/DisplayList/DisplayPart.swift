/// The part of a scene a ``DisplayItem`` draws.
public enum DisplayPart: String, Sendable, Hashable, Codable, CaseIterable {
  /// The dimmed overlay with its openings.
  case overlay
  /// An ornament: an app view over the overlay.
  case ornament
  /// The step's companion (buddy) view.
  case companion
  /// The coach mark's body: the default rounded rectangle or the app's custom body.
  case coachMarkBody
  /// The coach mark's arrow: the default triangle or the app's custom arrow.
  case coachMarkArrow
  /// The line between the hint and a next label beside it.
  case coachMarkSeparator
  /// A line of the coach mark's title.
  case coachMarkTitle
  /// A line of the coach mark's hint.
  case coachMarkHint
  /// A line of the coach mark's next label.
  case coachMarkNext
  /// A triangle that says more of the coach mark's hint is above or below the lines shown: an
  /// ``DisplayPrimitive/arrow(_:)`` filled in the text's colour.
  case coachMarkScrollIndicator
  /// The progress text ("2 of 5").
  case progress
  /// The skip control: its background, or the app's custom skip view.
  case skipControl
  /// The skip control's title.
  case skipControlTitle
  /// A walkthrough page's background.
  case walkthroughPage
  /// An element of a walkthrough page: its background or a line of its text.
  case walkthroughElement
  /// A walkthrough control (next, previous, close): its background.
  case walkthroughControl
  /// A walkthrough control's title.
  case walkthroughControlTitle
  /// A dot of the walkthrough's page control.
  case pageIndicator
  /// The dot of the page being shown.
  case currentPageIndicator

  /// Whether the part belongs to the coach mark (body, arrow, separator and text), which a renderer draws as
  /// one group under the coach mark's opacity and transform.
  public var isCoachMark: Bool {
    switch self {
    case .coachMarkBody, .coachMarkArrow, .coachMarkSeparator, .coachMarkTitle, .coachMarkHint, .coachMarkNext,
      .coachMarkScrollIndicator:
      true
    default: false
    }
  }
}
