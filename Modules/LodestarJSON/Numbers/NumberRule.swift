/// The range a number from outside the process must be in, and the one checked conversion of such a number
/// into a duration, an integer or a size.
///
/// Every number a file (a tour, screen, walkthrough or eligibility state file, a `place` line) or a
/// command-line argument provides goes through a rule before the package uses it: ``check(_:field:)``
/// returns it when it is finite and in range and throws an error naming the field otherwise;
/// ``duration(seconds:field:)`` and ``integer(_:field:)`` convert it. Decoders that report problems with
/// their own locations use ``problem(_:found:)``. Values from code that a validation reports but a
/// conversion still has to turn into something (a document built in code and never validated) go through
/// ``clamped(_:)`` and ``clampedDuration(seconds:)``, which never trap.
///
/// Every rule is bounded, except ``finite`` (for numbers that never become a duration, an integer or a
/// size, such as a window level): the conversions refuse a number past ``largestConvertibleMagnitude`` in
/// any case, so no rule can make them trap.
package enum NumberRule: Sendable, Hashable {
  /// Any finite number.
  case finite
  /// A number in a closed range.
  case within(ClosedRange<Double>)
  /// A number greater than 0 and at most a bound.
  case positiveAtMost(Double)
  /// A number greater than 0 and less than 1.
  case openUnitInterval

  /// A number between 0 and 1, inclusive.
  package static let unitInterval = NumberRule.within(0...1)

  /// The largest magnitude a conversion accepts: 10^15, below 2^53 (every integer up to it is a double)
  /// and far below the ±1.7 × 10^20 seconds a `Duration` holds.
  package static let largestConvertibleMagnitude = 1e15

  /// What the rule expects, for messages: `a number between 0 and 86400`.
  package var expectation: String {
    switch self {
    case .finite: "a finite number"
    case .within(let range):
      "a number between \(JSONNumberFormat.text(for: range.lowerBound)) and \(JSONNumberFormat.text(for: range.upperBound))"
    case .positiveAtMost(let bound): "a number > 0 and <= \(JSONNumberFormat.text(for: bound))"
    case .openUnitInterval: "a number > 0 and < 1"
    }
  }

  /// Whether the value satisfies the rule (never for NaN or an infinity).
  package func accepts(_ value: Double) -> Bool {
    guard value.isFinite else { return false }
    switch self {
    case .finite: return true
    case .within(let range): return range.contains(value)
    case .positiveAtMost(let bound): return value > 0 && value <= bound
    case .openUnitInterval: return value > 0 && value < 1
    }
  }

  /// The message for a value the rule rejects, quoting it as `found` (the text the source gave), or `nil`
  /// when the rule accepts it.
  package func problem(_ value: Double, found: String) -> String? {
    accepts(value) ? nil : "expected \(expectation), found \(found)"
  }

  /// The message for a value from code, or `nil` when the rule accepts it.
  package func problem(_ value: Double) -> String? {
    // The value's text is written only for a message.
    accepts(value) ? nil : problem(value, found: Self.text(for: value))
  }

  /// The value, when the rule accepts it.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - field: What the number is, for the error: `--time`, `steps[0].targetWaitTimeout`.
  ///   - found: How the source wrote the number, when it is not the value's own text.
  /// - Throws: ``NumberRangeError`` naming `field`, what was expected and what was found.
  package func check(_ value: Double, field: String, found: String? = nil) throws(NumberRangeError) -> Double {
    if let problem = problem(value, found: found ?? Self.text(for: value)) {
      throw NumberRangeError(field: field, message: problem)
    }
    return value
  }

  /// A number of seconds as a duration, when the rule accepts it.
  ///
  /// - Throws: ``NumberRangeError`` naming `field` for a number the rule rejects or past
  ///   ``largestConvertibleMagnitude``.
  package func duration(seconds: Double, field: String) throws(NumberRangeError) -> Duration {
    let checked = try check(seconds, field: field)
    guard checked.magnitude <= Self.largestConvertibleMagnitude else {
      throw NumberRangeError(field: field, message: Self.tooLarge(checked))
    }
    return .seconds(checked)
  }

  /// An integral number as an `Int`, when the rule accepts it.
  ///
  /// - Throws: ``NumberRangeError`` naming `field` for a number the rule rejects, one with a fraction, or
  ///   one past ``largestConvertibleMagnitude``.
  package func integer(_ value: Double, field: String) throws(NumberRangeError) -> Int {
    let checked = try check(value, field: field)
    guard checked.magnitude <= Self.largestConvertibleMagnitude else {
      throw NumberRangeError(field: field, message: Self.tooLarge(checked))
    }
    guard checked == checked.rounded(.towardZero) else {
      throw NumberRangeError(field: field, message: "expected an integer, found \(Self.text(for: checked))")
    }
    return Int(checked)
  }

  /// The value moved into the rule's range: a number below it becomes its lowest value, one above it its
  /// highest, an infinity the nearer end, and NaN the lowest value. Never traps.
  ///
  /// For an open lower end (``positiveAtMost(_:)``, ``openUnitInterval``) "the lowest value" is the end
  /// itself, 0, which the rule does not accept: callers treat it as "none" (no wait, no duration).
  package func clamped(_ value: Double) -> Double {
    let lowest: Double
    let highest: Double
    switch self {
    case .finite:
      lowest = -Double.greatestFiniteMagnitude
      highest = Double.greatestFiniteMagnitude
    case .within(let range):
      lowest = range.lowerBound
      highest = range.upperBound
    case .positiveAtMost(let bound):
      lowest = 0
      highest = bound
    case .openUnitInterval:
      lowest = 0
      highest = 1.0.nextDown
    }
    guard !value.isNaN else { return lowest }
    return Swift.min(Swift.max(value, lowest), highest)
  }

  /// A number of seconds as a duration, moved into the rule's range first (see ``clamped(_:)``) and then
  /// into ±``largestConvertibleMagnitude``. Never traps.
  package func clampedDuration(seconds: Double) -> Duration {
    let limit = Self.largestConvertibleMagnitude
    let seconds = Swift.min(Swift.max(clamped(seconds), -limit), limit)
    // Whole seconds (the usual 0 or 5) convert exactly, and far faster, from an integer: `Duration.seconds(_:)`
    // converts a `Double` through 128-bit arithmetic.
    if let whole = Int64(exactly: seconds) { return .seconds(whole) }
    return .seconds(seconds)
  }

  /// The text of a number for messages: its JSON text when it is finite, `inf`, `-inf` or `nan` otherwise.
  private static func text(for value: Double) -> String {
    value.isFinite ? JSONNumberFormat.text(for: value) : "\(value)"
  }

  private static func tooLarge(_ value: Double) -> String {
    "expected a number between \(text(for: -largestConvertibleMagnitude)) and "
      + "\(text(for: largestConvertibleMagnitude)), found \(text(for: value))"
  }
}

/// A number from outside the process that is not in its rule's range: which field, what was expected and
/// what was found.
package struct NumberRangeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The field, as the source names it: `--time`, `steps[0].targetWaitTimeout`.
  package var field: String
  /// What was expected and what was found: `expected a number between 0 and 86400, found 1e+40`.
  package var message: String

  /// Creates an error.
  package init(field: String, message: String) {
    self.field = field
    self.message = message
  }

  /// `field: message`.
  package var description: String { "\(field): \(message)" }
}
