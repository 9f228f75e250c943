/// A visible part of a tour step that assistive technology can reach.
public enum TourAccessibilityPart: String, Sendable, Hashable, Codable, CaseIterable {
  /// The step's title.
  case title
  /// The coach mark's hint text.
  case hint
  /// The coach mark's next control.
  case nextControl
  /// The skip control.
  case skipControl
  /// The progress text ("2 of 5").
  case progress

  /// The element's accessibility identifier, Instructions' where it has one (`coachMarkHint`,
  /// `coachMarkNext`, `skipButton`), for UI tests.
  public var identifier: String {
    switch self {
    case .title: "coachMarkTitle"
    case .hint: "coachMarkHint"
    case .nextControl: "coachMarkNext"
    case .skipControl: "skipButton"
    case .progress: "coachMarkProgress"
    }
  }
}
