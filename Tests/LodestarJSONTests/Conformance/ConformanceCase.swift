import LodestarJSON
import Testing

/// A JSON value as a conformance case expects it, written with Swift literals: `["a": [1, nil, "x"]]` is the
/// object `{"a": [1, null, "x"]}`. Object members keep the order written (and may repeat a key, which a
/// ``JSONValue`` never does). Numbers are equal when their bits are, so `-0.0` is not `0.0`.
enum ExpectedJSON: Sendable, CustomStringConvertible {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([ExpectedJSON])
  case object([(String, ExpectedJSON)])

  /// The value a reader produced, without its offsets and number texts.
  init(_ value: JSONValue) {
    switch value.content {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .number(let number, _): self = .number(number)
    case .string(let text): self = .string(text)
    case .array(let elements): self = .array(elements.map(ExpectedJSON.init))
    case .object(let members): self = .object(members.map { ($0.key, ExpectedJSON($0.value)) })
    }
  }

  /// Whether two values are the same: numbers bit for bit, strings by their scalars (not by canonical
  /// equivalence, so a decomposed `é` is not a precomposed one), members in order.
  func isSame(as other: ExpectedJSON) -> Bool {
    switch (self, other) {
    case (.null, .null): return true
    case (.bool(let left), .bool(let right)): return left == right
    case (.number(let left), .number(let right)): return left.bitPattern == right.bitPattern
    case (.string(let left), .string(let right)): return left.unicodeScalars.elementsEqual(right.unicodeScalars)
    case (.array(let left), .array(let right)):
      return left.count == right.count && zip(left, right).allSatisfy { $0.isSame(as: $1) }
    case (.object(let left), .object(let right)):
      return left.count == right.count
        && zip(left, right).allSatisfy {
          $0.0.unicodeScalars.elementsEqual($1.0.unicodeScalars) && $0.1.isSame(as: $1.1)
        }
    default: return false
    }
  }

  /// The value as compact JSON-like text, for failure messages (numbers with their bits' sign: `-0.0`).
  var description: String {
    switch self {
    case .null: "null"
    case .bool(let flag): "\(flag)"
    case .number(let number): "\(number)"
    case .string(let text): JSONString.quoted(text)
    case .array(let elements): "[" + elements.map(\.description).joined(separator: ",") + "]"
    case .object(let members):
      "{" + members.map { JSONString.quoted($0.0) + ":" + $0.1.description }.joined(separator: ",") + "}"
    }
  }
}

extension ExpectedJSON: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  init(nilLiteral: ()) { self = .null }
  init(booleanLiteral value: Bool) { self = .bool(value) }
  init(integerLiteral value: Int) { self = .number(Double(value)) }
  init(floatLiteral value: Double) { self = .number(value) }
  init(stringLiteral value: String) { self = .string(value) }
  init(arrayLiteral elements: ExpectedJSON...) { self = .array(elements) }
  init(dictionaryLiteral elements: (String, ExpectedJSON)...) { self = .object(elements) }
}

/// A document the reader must accept, and the value it must read.
struct AcceptedCase: Sendable, CustomTestStringConvertible {
  var name: String
  var bytes: [UInt8]
  var value: ExpectedJSON
  var maximumDepth = ConformanceReading.maximumDepth

  var testDescription: String { name }

  init(_ name: String, _ text: String, _ value: ExpectedJSON) {
    self.name = name
    self.bytes = Array(text.utf8)
    self.value = value
  }

  init(_ name: String, bytes: [UInt8], _ value: ExpectedJSON) {
    self.name = name
    self.bytes = bytes
    self.value = value
  }

  /// The case read with a nesting limit of `depth`.
  func limited(to depth: Int) -> AcceptedCase {
    var copy = self
    copy.maximumDepth = depth
    return copy
  }
}

/// A document the reader must refuse, and the error it must give: the message (which says what kind of problem
/// it is), the JSON path of the value being read, and the line and column.
struct RefusedCase: Sendable, CustomTestStringConvertible {
  var name: String
  var bytes: [UInt8]
  var path: String
  var message: String
  var line: Int
  var column: Int
  var maximumDepth = ConformanceReading.maximumDepth

  var testDescription: String { name }

  /// A case whose error is on line 1.
  init(_ name: String, _ text: String, column: Int, path: String = "", _ message: String) {
    self.init(name, bytes: Array(text.utf8), line: 1, column: column, path: path, message)
  }

  init(_ name: String, _ text: String, line: Int, column: Int, path: String = "", _ message: String) {
    self.init(name, bytes: Array(text.utf8), line: line, column: column, path: path, message)
  }

  init(_ name: String, bytes: [UInt8], line: Int = 1, column: Int, path: String = "", _ message: String) {
    self.name = name
    self.bytes = bytes
    self.path = path
    self.message = message
    self.line = line
    self.column = column
  }

  /// The case read with a nesting limit of `depth`.
  func limited(to depth: Int) -> RefusedCase {
    var copy = self
    copy.maximumDepth = depth
    return copy
  }
}

/// How the conformance suites read their documents and check the outcome.
enum ConformanceReading {
  /// The nesting limit of every case that does not set its own (the tour formats use 64).
  static let maximumDepth = 64

  static func read(_ bytes: [UInt8], maximumDepth: Int) -> Result<JSONValue, JSONReadError> {
    Result { () throws(JSONReadError) in try JSONReader(maximumDepth: maximumDepth).read(bytes) }
  }

  /// Checks that the reader accepts the case's document and reads its value.
  static func check(_ accepted: AcceptedCase, sourceLocation: SourceLocation = #_sourceLocation) {
    switch read(accepted.bytes, maximumDepth: accepted.maximumDepth) {
    case .success(let value):
      let found = ExpectedJSON(value)
      #expect(
        found.isSame(as: accepted.value), "\(accepted.name): read \(found), expected \(accepted.value)",
        sourceLocation: sourceLocation)
    case .failure(let error):
      Issue.record("\(accepted.name): refused with \(error)", sourceLocation: sourceLocation)
    }
  }

  /// Checks that the reader refuses the case's document with the case's message, path, line and column.
  static func check(_ refused: RefusedCase, sourceLocation: SourceLocation = #_sourceLocation) {
    switch read(refused.bytes, maximumDepth: refused.maximumDepth) {
    case .success(let value):
      Issue.record("\(refused.name): accepted as \(ExpectedJSON(value))", sourceLocation: sourceLocation)
    case .failure(let error):
      let expected = JSONReadError(
        path: refused.path, message: refused.message, offset: error.offset,
        location: JSONSourceLocation(line: refused.line, column: refused.column))
      #expect(error == expected, "\(refused.name)", sourceLocation: sourceLocation)
      #expect(
        error.location == JSONSourceText(refused.bytes).location(of: error.offset),
        "\(refused.name): the location is the offset's", sourceLocation: sourceLocation)
    }
  }
}
