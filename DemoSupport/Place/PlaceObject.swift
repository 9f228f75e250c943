import Lodestar
import LodestarJSON

/// One JSON object of a `place` line, read against the keys it allows: an unknown key is an error, and a
/// member that is absent or `null` takes its default. Each key is matched once, when the object is read.
package struct PlaceObject {
  /// The object's JSON path.
  package let path: String
  private let members: JSONKeyedMembers

  /// Reads `value` as an object whose allowed keys are `keys`.
  @inline(__always)
  package init(_ value: JSONNode, path: String, keys: PlaceKeys) throws(PlacementProblemError) {
    try self.init(try Self.members(value, path: path), path: path, keys: keys)
  }

  /// Reads an object whose members are `members` and whose allowed keys are `keys`.
  @inline(__always)
  package init(_ members: JSONKeyedMembers, path: String, keys: PlaceKeys) throws(PlacementProblemError) {
    if members.hasUnknownMember || members.presentKeys & ~keys.mask != 0 {
      throw Self.unknownKeyError(members, path: path, keys: keys)
    }
    self.path = path
    self.members = members
  }

  /// The error for the first member, in the line's order, whose key this kind of object does not allow.
  @inline(never)
  static func unknownKeyError(_ members: JSONKeyedMembers, path: String, keys: PlaceKeys) -> PlacementProblemError {
    let unknown = JSONKeyedMembers(members.object, keys: PlaceKey.table, allowing: keys.mask).firstUnknownMember
    return PlacementProblemError(
      path: JSONPath.member(path, unknown?.keyText ?? ""),
      message: "unknown key (expected \(Self.list(keys.keys.map(\.name))))")
  }

  /// The members of `value`, each key matched against every key of a line, when it is an object.
  @inline(__always)
  package static func members(_ value: JSONNode, path: String) throws(PlacementProblemError) -> JSONKeyedMembers {
    let members = JSONKeyedMembers(value, keys: PlaceKey.table)
    guard members.isObject else { throw PlaceObject.mismatch(path, expected: "an object", value) }
    return members
  }

  /// The path of a member.
  package func path(_ key: PlaceKey) -> String { JSONPath.member(path, key.name) }

  /// A member's value, or `nil` when it is absent or `null`.
  @inline(__always)
  package func value(_ key: PlaceKey) -> JSONNode? {
    guard let value = members[key.rawValue], !value.isNull else { return nil }
    return value
  }

  /// The kind of a member's value, or `nil` when absent; read without making a node.
  @inline(__always)
  package func kind(_ key: PlaceKey) -> JSONDocument.Kind? { members.kind(ofMember: key.rawValue) }

  /// A member that must be present and not `null`.
  @inline(__always)
  package func required(_ key: PlaceKey) throws(PlacementProblemError) -> JSONNode {
    guard let value = value(key) else { throw PlacementProblemError(path: path(key), message: "missing") }
    return value
  }

  /// A number member in `range`, or `nil` when absent or `null`.
  ///
  /// A number in range is read from the document's table without making a node (which would retain the
  /// document); any other value goes through ``PlaceNumberRange/number(_:path:)`` for its error.
  @inline(__always)
  package func number(_ key: PlaceKey, _ range: PlaceNumberRange) throws(PlacementProblemError) -> Double? {
    if let number = members.number(ofMember: key.rawValue), range.contains(number) { return number }
    guard let value = value(key) else { return nil }
    return try range.number(value, path: path(key))
  }

  /// A number member in `range` that must be present and not `null`.
  @inline(__always)
  package func requiredNumber(_ key: PlaceKey, _ range: PlaceNumberRange) throws(PlacementProblemError) -> Double {
    guard let number = try number(key, range) else {
      throw PlacementProblemError(path: path(key), message: "missing")
    }
    return number
  }

  /// A Boolean member, or `nil` when absent or `null`; `true` and `false` are read without making a node.
  @inline(__always)
  package func bool(_ key: PlaceKey) throws(PlacementProblemError) -> Bool? {
    switch members.kind(ofMember: key.rawValue) {
    case nil, .null?: return nil
    case .true?: return true
    case .false?: return false
    default:
      guard let value = value(key) else { return nil }
      throw Self.mismatch(path(key), expected: "a boolean", value)
    }
  }

  /// A member that must be one of the named cases, or `nil` when absent or `null`; `what` names the kind in
  /// the message (`unknown strategy 'x' (expected 'bestFit' or 'initialPlacement')`).
  package func choice<Choice>(
    _ key: PlaceKey, _ what: String, _ cases: @autoclosure () -> [(name: String, value: Choice)]
  ) throws(PlacementProblemError) -> Choice? {
    guard let value = value(key) else { return nil }
    return try Self.choice(value, path: path(key), what, cases())
  }

  /// A value that must be one of the named cases.
  package static func choice<Choice>(
    _ value: JSONNode, path: @autoclosure () -> String, _ what: String, _ cases: [(name: String, value: Choice)]
  ) throws(PlacementProblemError) -> Choice {
    guard let text = value.string else { throw mismatch(path(), expected: "a string", value) }
    if let match = cases.first(where: { $0.name == text }) { return match.value }
    let names = cases.map { "'\($0.name)'" }
    throw PlacementProblemError(
      path: path(), message: "unknown \(what) '\(JSONEcho.shortened(text))' (expected \(list(names)))")
  }

  /// The error for a value of the wrong type: `expected a boolean, found a string`.
  package static func mismatch(_ path: String, expected: String, _ value: JSONNode) -> PlacementProblemError {
    PlacementProblemError(path: path, message: "expected \(expected), found \(value.kindDescription)")
  }

  /// `a, b or c`.
  package static func list(_ names: [String]) -> String {
    guard names.count > 1, let last = names.last else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }
}

/// The numbers `place` accepts for a field: every number is finite and within ±``limit``; sizes are at
/// least 0. So no line can make a result overflow to infinity.
package enum PlaceNumberRange {
  /// A coordinate, offset or padding: from -``limit`` to ``limit``.
  case coordinate
  /// A width or height: from 0 to ``limit``.
  case size

  /// The largest magnitude of a number in a problem: 1,000,000,000 (CSS pixels or points).
  package static let limit = 1_000_000_000.0

  /// Whether `number` is finite and in the range.
  ///
  /// - Parameter number: The number.
  /// - Returns: `true` when ``number(_:path:)`` would return it.
  @inline(__always)
  package func contains(_ number: Double) -> Bool {
    number.isFinite && number >= (self == .size ? 0 : -Self.limit) && number <= Self.limit
  }

  /// The value as a number in the range; `path` is worked out only for an error.
  @inline(__always)
  package func number(_ value: JSONNode, path: @autoclosure () -> String) throws(PlacementProblemError) -> Double {
    guard let number = value.number else { throw PlaceObject.mismatch(path(), expected: "a number", value) }
    guard number.isFinite else {
      throw PlacementProblemError(path: path(), message: "number out of range (larger than the largest double)")
    }
    let lower = self == .size ? 0 : -Self.limit
    guard number >= lower, number <= Self.limit else {
      let bounds = self == .size ? "from 0 to 1000000000" : "from -1000000000 to 1000000000"
      throw PlacementProblemError(
        path: path(), message: "expected a number \(bounds), found \(value.foundDescription)")
    }
    return number
  }
}
