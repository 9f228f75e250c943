import LodestarJSON
import LodestarViewModel

/// The range a number of the tour format must be in.
enum NumberRule: Sendable {
  /// Any finite number.
  case finite
  /// A finite number >= 0.
  case nonNegative
  /// A finite number > 0.
  case positive
  /// A number between 0 and 1, inclusive.
  case unitInterval
  /// A number in a closed range.
  case within(ClosedRange<Double>)
  /// A number greater than 0 and at most a bound.
  case positiveAtMost(Double)
  /// A number greater than 0 and less than 1.
  case openUnitInterval

  /// What the rule expects, for messages: `a number >= 0`.
  var expectation: String {
    switch self {
    case .finite: "a finite number"
    case .nonNegative: "a number >= 0"
    case .positive: "a number > 0"
    case .unitInterval: "a number between 0 and 1"
    case .within(let range):
      "a number between \(JSONNumberFormat.text(for: range.lowerBound)) and \(JSONNumberFormat.text(for: range.upperBound))"
    case .positiveAtMost(let bound): "a number > 0 and <= \(JSONNumberFormat.text(for: bound))"
    case .openUnitInterval: "a number > 0 and < 1"
    }
  }

  /// Whether the value satisfies the rule (never for a non-finite value).
  func accepts(_ value: Double) -> Bool {
    guard value.isFinite else { return false }
    switch self {
    case .finite: return true
    case .nonNegative: return value >= 0
    case .positive: return value > 0
    case .unitInterval: return value >= 0 && value <= 1
    case .within(let range): return range.contains(value)
    case .positiveAtMost(let bound): return value > 0 && value <= bound
    case .openUnitInterval: return value > 0 && value < 1
    }
  }

  /// The message for a value the rule rejects, quoting it as `found`, or `nil` when it accepts it.
  func problem(_ value: Double, found: String) -> String? {
    accepts(value) ? nil : "expected \(expectation), found \(found)"
  }

  /// The message for a value of a document built in code, or `nil` when the rule accepts it.
  func problem(_ value: Double) -> String? {
    problem(value, found: value.isFinite ? JSONNumberFormat.text(for: value) : "\(value)")
  }
}
