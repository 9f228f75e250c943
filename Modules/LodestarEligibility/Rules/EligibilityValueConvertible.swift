import Foundation

/// A type whose values can be persisted as parameter values and event-donation values.
///
/// `Bool`, `Int`, `Double`, `String` and `Date` conform with their own ``EligibilityValue`` kinds. Any other
/// `Codable` type conforms by declaring it (`extension Plan: EligibilityValueConvertible {}`); it is then
/// stored as its JSON text.
public protocol EligibilityValueConvertible: Codable, Sendable {
  /// Recovers a value; `nil` when the stored value has another kind or does not decode.
  init?(eligibilityValue: EligibilityValue)
  /// The value to store.
  func eligibilityValue() throws -> EligibilityValue
}

extension EligibilityValueConvertible {
  /// Decodes the JSON text of a `.json` value.
  public init?(eligibilityValue: EligibilityValue) {
    guard case .json(let text) = eligibilityValue,
      let value = try? JSONDecoder().decode(Self.self, from: Data(text.utf8))
    else { return nil }
    self = value
  }

  /// Encodes the value as JSON text (keys sorted, so equal values store equal text).
  ///
  /// - Returns: A `.json` value holding the text.
  /// - Throws: The error `JSONEncoder` throws when the value cannot be encoded.
  public func eligibilityValue() throws -> EligibilityValue {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return .json(String(decoding: try encoder.encode(self), as: UTF8.self))
  }
}

extension Bool: EligibilityValueConvertible {
  /// Recovers a `.bool` value.
  public init?(eligibilityValue: EligibilityValue) {
    guard case .bool(let value) = eligibilityValue else { return nil }
    self = value
  }

  /// `.bool(self)`.
  public func eligibilityValue() -> EligibilityValue { .bool(self) }
}

extension Int: EligibilityValueConvertible {
  /// Recovers an `.integer` value.
  public init?(eligibilityValue: EligibilityValue) {
    guard case .integer(let value) = eligibilityValue else { return nil }
    self = value
  }

  /// `.integer(self)`.
  public func eligibilityValue() -> EligibilityValue { .integer(self) }
}

extension Double: EligibilityValueConvertible {
  /// Recovers a `.double` value (an `.integer` value converts).
  public init?(eligibilityValue: EligibilityValue) {
    switch eligibilityValue {
    case .double(let value): self = value
    case .integer(let value): self = Double(value)
    default: return nil
    }
  }

  /// `.double(self)`.
  public func eligibilityValue() -> EligibilityValue { .double(self) }
}

extension String: EligibilityValueConvertible {
  /// Recovers a `.string` value.
  public init?(eligibilityValue: EligibilityValue) {
    guard case .string(let value) = eligibilityValue else { return nil }
    self = value
  }

  /// `.string(self)`.
  public func eligibilityValue() -> EligibilityValue { .string(self) }
}

extension Date: EligibilityValueConvertible {
  /// Recovers a `.date` value.
  public init?(eligibilityValue: EligibilityValue) {
    guard case .date(let value) = eligibilityValue else { return nil }
    self = value
  }

  /// `.date(self)`.
  public func eligibilityValue() -> EligibilityValue { .date(self) }
}
