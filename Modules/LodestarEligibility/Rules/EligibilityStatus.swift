/// Whether a tour or hint may be shown.
public enum EligibilityStatus: Sendable, Hashable, CustomStringConvertible {
  /// Its rules do not hold yet (or an earlier item of its ordered group is still open).
  case pending
  /// Its rules hold; it may be shown unless the display frequency holds back new items.
  case available
  /// It will not be shown again until its eligibility is reset.
  case invalidated(InvalidationReason)

  /// Why a tour or hint stopped being eligible.
  public enum InvalidationReason: String, Sendable, Hashable, Codable, CaseIterable {
    /// The user performed the action the tour or hint teaches.
    case actionPerformed
    /// It was displayed its maximum number of times.
    case displayCountExceeded
    /// It was displayed for its maximum cumulative duration.
    case displayDurationExceeded
    /// The user closed or skipped it.
    case closed
    /// The user finished the tour.
    case completed
  }

  /// `true` for `.available`.
  public var isAvailable: Bool {
    if case .available = self { return true }
    return false
  }

  /// The reason when invalidated, otherwise `nil`.
  public var invalidationReason: InvalidationReason? {
    if case .invalidated(let reason) = self { return reason }
    return nil
  }

  /// `pending`, `available` or `invalidated(<reason>)`.
  public var description: String {
    switch self {
    case .pending: "pending"
    case .available: "available"
    case .invalidated(let reason): "invalidated(\(reason.rawValue))"
    }
  }
}
