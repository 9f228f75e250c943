import Foundation

/// A persisted parameter value or event-donation value.
///
/// Encoded as a one-key JSON object naming its kind: `{"bool":true}`, `{"integer":3}`, `{"double":1.5}`,
/// `{"string":"x"}`, `{"date":786000000}` (seconds since 2001-01-01 00:00:00 UTC) or `{"json":"{…}"}` for any
/// other `Codable` value (its JSON text).
public enum EligibilityValue: Sendable, Hashable, Codable {
  /// A Boolean.
  case bool(Bool)
  /// An integer.
  case integer(Int)
  /// A floating-point number.
  case double(Double)
  /// A string.
  case string(String)
  /// A moment in time.
  case date(Date)
  /// Any other `Codable` value, as its JSON text.
  case json(String)

  private enum CodingKeys: String, CodingKey {
    case bool, integer, double, string, date, json
  }

  /// Decodes a one-key object; any other shape is a decoding error naming what was found.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "expected exactly one of bool, integer, double, string, date, json; found "
            + "\(container.allKeys.map(\.stringValue))"))
    }
    switch key {
    case .bool: self = .bool(try container.decode(Bool.self, forKey: key))
    case .integer: self = .integer(try container.decode(Int.self, forKey: key))
    case .double: self = .double(try container.decode(Double.self, forKey: key))
    case .string: self = .string(try container.decode(String.self, forKey: key))
    case .date: self = .date(Date(timeIntervalSinceReferenceDate: try container.decode(Double.self, forKey: key)))
    case .json: self = .json(try container.decode(String.self, forKey: key))
    }
  }

  /// Encodes a one-key object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .bool(let value): try container.encode(value, forKey: .bool)
    case .integer(let value): try container.encode(value, forKey: .integer)
    case .double(let value): try container.encode(value, forKey: .double)
    case .string(let value): try container.encode(value, forKey: .string)
    case .date(let value): try container.encode(value.timeIntervalSinceReferenceDate, forKey: .date)
    case .json(let value): try container.encode(value, forKey: .json)
    }
  }
}
