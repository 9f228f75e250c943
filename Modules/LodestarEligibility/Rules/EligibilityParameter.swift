/// Options of an ``EligibilityParameter``.
public struct EligibilityParameterOptions: OptionSet, Sendable, Hashable {
  /// The option bits.
  public let rawValue: Int

  /// Creates options from their bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The value lives in memory only and starts from its default at every launch (every new
  /// ``EligibilityCenter``); it is never written to the store.
  public static let transient = EligibilityParameterOptions(rawValue: 1)
}

/// A typed, persisted value that rules can test, such as "is logged in" or "number of projects".
///
/// Declare parameters once, as static constants, and use the same declaration in rules and when setting the
/// value:
///
/// ```swift
/// static let isLoggedIn = EligibilityParameter("isLoggedIn", defaultValue: false)
/// let rule = EligibilityRule.parameter(isLoggedIn) { $0 }
/// try await center.setValue(true, for: isLoggedIn)
/// ```
///
/// Until a value is set (or when the stored value has another type), the default value is used.
public struct EligibilityParameter<Value: EligibilityValueConvertible>: Sendable {
  /// The key the value is stored under; unique among parameters.
  public let key: String
  /// The value used until one is set.
  public let defaultValue: Value
  /// The parameter's options.
  public let options: EligibilityParameterOptions

  /// Creates a parameter.
  public init(_ key: String, defaultValue: Value, options: EligibilityParameterOptions = []) {
    self.key = key
    self.defaultValue = defaultValue
    self.options = options
  }

  /// Whether the value is kept in memory only.
  public var isTransient: Bool { options.contains(.transient) }

  /// The parameter's value in `state`.
  public func value(in state: EligibilityState) -> Value {
    let stored = isTransient ? state.transientParameters[key] : state.parameters[key]
    return stored.flatMap(Value.init(eligibilityValue:)) ?? defaultValue
  }
}
