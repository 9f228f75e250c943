import LodestarHostTree
import LodestarJSON

/// The state of one decoding run: the source (for locations), the mode and the warnings collected so far.
final class TourDecodingSession {
  /// The source's bytes.
  let bytes: [UInt8]
  let isLenient: Bool
  var warnings: [TourDocumentError] = []
  /// The source's line table, made when the first problem needs a location.
  private lazy var source = JSONSourceText(bytes)

  init(bytes: [UInt8], isLenient: Bool) {
    self.bytes = bytes
    self.isLenient = isLenient
  }

  /// Where the decoded document's values are, for problems found after decoding.
  var sourceMap: TourDocumentSourceMap { TourDocumentSourceMap(bytes: bytes) }

  /// An error at the start of a value.
  func error(_ path: String, _ message: String, at value: JSONValue) -> TourDocumentError {
    error(path, message, at: value.offset)
  }

  /// An error at a byte offset.
  func error(_ path: String, _ message: String, at offset: Int) -> TourDocumentError {
    TourDocumentError(path: path, message: message, location: location(of: offset))
  }

  /// The line and column of a byte offset.
  func location(of offset: Int) -> TourDocumentError.Location {
    TourDocumentError.Location(source.location(of: offset))
  }

  /// The error for a value of the wrong type.
  func mismatch(_ path: String, expected: String, _ value: JSONValue) -> TourDocumentError {
    error(path, "expected \(expected), found \(value.foundDescription)", at: value)
  }
}

/// Reads the members of one JSON object of the tour format: checks for unknown keys (errors, or warnings
/// in lenient mode) and reads typed members, naming the path and location of every problem.
struct TourObjectReader: TourMemberReading {
  let session: TourDecodingSession
  /// The object's path.
  let path: String
  /// The byte offset of the object in the source, where a missing member is reported.
  let offset: Int
  /// The members whose keys are allowed: at most one per allowed key (the reader rejects duplicate keys), so
  /// looking one up in this short list is cheaper than hashing its key.
  private let members: [JSONMember]

  /// Reads `value` as an object whose allowed keys are `keys`; `expected` names what was wanted when the
  /// value is not an object.
  init(
    _ value: JSONValue, path: String, keys: [String], session: TourDecodingSession,
    expected: String = "an object"
  ) throws(TourDocumentError) {
    guard case .object(let list) = value.content else {
      throw session.mismatch(path, expected: expected, value)
    }
    var members: [JSONMember] = []
    members.reserveCapacity(list.count)
    for member in list {
      guard keys.contains(member.key) else {
        try Self.skipUnknownKey(member, path: path, keys: keys, session: session)
        continue
      }
      members.append(member)
    }
    // Stored only once nothing can throw, so that the reader is built in place.
    self.session = session
    self.path = path
    self.offset = value.offset
    self.members = members
  }

  /// Reports a member whose key is not one of `keys`: throws the problem, or in lenient mode records it as a
  /// warning so that the caller can skip the member.
  static func skipUnknownKey(
    _ member: JSONMember, path: String, keys: @autoclosure () -> [String], session: TourDecodingSession
  ) throws(TourDocumentError) {
    try skipUnknownKey(member.key, at: member.keyOffset, path: path, keys: keys(), session: session)
  }

  /// Reports a member whose key, `key` at byte offset `keyOffset`, is not one of `keys`: throws the problem, or in
  /// lenient mode records it as a warning so that the caller can skip the member.
  static func skipUnknownKey(
    _ key: String, at keyOffset: Int, path: String, keys: @autoclosure () -> [String], session: TourDecodingSession
  ) throws(TourDocumentError) {
    let keys = keys()
    let problem = session.error(JSONPath.member(path, key), unknownKeyMessage(key, keys), at: keyOffset)
    guard session.isLenient else { throw problem }
    session.warnings.append(problem)
  }

  /// Reads a document's root object: its `version` first, which must be `formatVersion` (so a document of
  /// another version says so before anything else), then its members, whose allowed keys are `keys`.
  static func documentRoot(
    _ root: JSONValue, keys: [String], formatVersion: Int, session: TourDecodingSession
  ) throws(TourDocumentError) -> TourObjectReader {
    try checkVersion(of: root, formatVersion: formatVersion, session: session)
    return try TourObjectReader(root, path: "", keys: keys, session: session)
  }

  /// Checks that a document's root is an object whose `version` is `formatVersion`.
  static func checkVersion(
    of root: JSONValue, formatVersion: Int, session: TourDecodingSession
  ) throws(TourDocumentError) {
    guard case .object(let members) = root.content else {
      throw session.mismatch("", expected: "an object", root)
    }
    guard let version = members.first(where: { $0.key == "version" })?.value else {
      throw session.error("", "missing required key \"version\"", at: root)
    }
    guard case .number(let number, _) = version.content, number == Double(formatVersion) else {
      throw session.mismatch("version", expected: "\(formatVersion)", version)
    }
  }

  private static func unknownKeyMessage(_ key: String, _ keys: [String]) -> String {
    if let suggestion = NameSuggestion.closest(to: key, in: keys) {
      return "unknown key; did you mean \(JSONEcho.quoted(suggestion))?"
    }
    return "unknown key; expected \(keys.count == 1 ? "" : "one of ")\(KeySuggestion.list(keys))"
  }

  /// The value of a member, or `nil` when it is absent.
  func value(_ key: String) -> JSONValue? {
    for index in members.indices where members[index].key == key { return members[index].value }
    return nil
  }

  /// The key as the document writes it: the key itself.
  func name(of key: String) -> String { key }

  /// A value read as a string.
  static func string(
    _ value: JSONValue, path: @autoclosure () -> String, nonEmpty: Bool, session: TourDecodingSession
  ) throws(TourDocumentError) -> String {
    let expected = nonEmpty ? "a non-empty string" : "a string"
    guard case .string(let text) = value.content else { throw session.mismatch(path(), expected: expected, value) }
    if nonEmpty, text.isEmpty { throw session.mismatch(path(), expected: expected, value) }
    return text
  }

  /// A value read as a Boolean.
  static func bool(
    _ value: JSONValue, path: @autoclosure () -> String, session: TourDecodingSession
  ) throws(TourDocumentError) -> Bool {
    guard case .bool(let flag) = value.content else {
      throw session.mismatch(path(), expected: "true or false", value)
    }
    return flag
  }

  /// A value read as a number in the rule's range.
  static func number(
    _ value: JSONValue, path: @autoclosure () -> String, _ rule: NumberRule, session: TourDecodingSession
  ) throws(TourDocumentError) -> Double {
    guard case .number(let number, let text) = value.content else {
      throw session.mismatch(path(), expected: rule.expectation, value)
    }
    if let problem = rule.problem(number, found: text) { throw session.error(path(), problem, at: value) }
    return number
  }

  /// A value that must be one of the named cases.
  static func choice<Choice>(
    _ value: JSONValue, path: @autoclosure () -> String, _ cases: [(name: String, value: Choice)],
    session: TourDecodingSession
  ) throws(TourDocumentError) -> Choice {
    if case .string(let text) = value.content, let match = cases.first(where: { $0.name == text }) {
      return match.value
    }
    throw choiceMismatch(value, path: path(), names: cases.map(\.name), session: session)
  }

  /// A value that must be the raw value of one of an enumeration's cases.
  static func choice<Choice: RawRepresentable & CaseIterable>(
    _ value: JSONValue, path: @autoclosure () -> String, _ type: Choice.Type, session: TourDecodingSession
  ) throws(TourDocumentError) -> Choice where Choice.RawValue == String {
    if case .string(let text) = value.content, let match = Choice(rawValue: text) { return match }
    throw choiceMismatch(value, path: path(), names: Choice.allCases.map(\.rawValue), session: session)
  }

  /// The error for a value that is none of `names`, with a "did you mean" hint when a name is close.
  private static func choiceMismatch(
    _ value: JSONValue, path: String, names: [String], session: TourDecodingSession
  ) -> TourDocumentError {
    var message = "expected \(KeySuggestion.list(names)), found \(value.foundDescription)"
    if case .string(let text) = value.content { message += KeySuggestion.hint(for: text, in: names) }
    return session.error(path, message, at: value)
  }
}
