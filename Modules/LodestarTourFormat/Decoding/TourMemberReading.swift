import LodestarJSON

/// What the tour format's two object readers share: they find a member by its key (``TourObjectReader`` by the
/// key itself, ``KeyedTourObjectReader`` by a case of its key enumeration), and read it as a typed value the
/// same way, with the same errors.
protocol TourMemberReading {
  /// How a member is named: a `String`, or a case of a key enumeration.
  associatedtype MemberKey
  /// The decoding run the problems go to.
  var session: TourDecodingSession { get }
  /// The object's path.
  var path: String { get }
  /// The byte offset of the object in the source, where a missing member is reported.
  var offset: Int { get }
  /// The value of a member, or `nil` when it is absent.
  func value(_ key: MemberKey) -> JSONValue?
  /// The key as the document writes it.
  func name(of key: MemberKey) -> String
}

extension TourMemberReading {
  /// The path of a member.
  func path(_ key: MemberKey) -> String { JSONPath.member(path, name(of: key)) }

  /// The value of a required member.
  @inline(__always)
  func required(_ key: MemberKey) throws(TourDocumentError) -> JSONValue {
    guard let value = value(key) else {
      throw session.error(path, "missing required key \(JSONEcho.quoted(name(of: key)))", at: offset)
    }
    return value
  }

  /// A string member, or `nil` when absent; `nonEmpty` rejects `""`.
  @inline(__always)
  func string(_ key: MemberKey, nonEmpty: Bool = false) throws(TourDocumentError) -> String? {
    guard let value = value(key) else { return nil }
    return try TourObjectReader.string(value, path: path(key), nonEmpty: nonEmpty, session: session)
  }

  /// A required string member.
  @inline(__always)
  func requiredString(_ key: MemberKey, nonEmpty: Bool = false) throws(TourDocumentError) -> String {
    try TourObjectReader.string(try required(key), path: path(key), nonEmpty: nonEmpty, session: session)
  }

  /// A Boolean member, or `nil` when absent.
  func bool(_ key: MemberKey) throws(TourDocumentError) -> Bool? {
    guard let value = value(key) else { return nil }
    return try TourObjectReader.bool(value, path: path(key), session: session)
  }

  /// A number member in the rule's range, or `nil` when absent.
  func number(_ key: MemberKey, _ rule: NumberRule) throws(TourDocumentError) -> Double? {
    guard let value = value(key) else { return nil }
    return try TourObjectReader.number(value, path: path(key), rule, session: session)
  }

  /// A member that must be one of the named cases, or `nil` when absent.
  func choice<Choice>(
    _ key: MemberKey, _ cases: [(name: String, value: Choice)]
  ) throws(TourDocumentError) -> Choice? {
    guard let value = value(key) else { return nil }
    return try TourObjectReader.choice(value, path: path(key), cases, session: session)
  }

  /// A member that must be the raw value of one of an enumeration's cases, or `nil` when absent.
  func choice<Choice: RawRepresentable & CaseIterable>(
    _ key: MemberKey, _ type: Choice.Type
  ) throws(TourDocumentError) -> Choice? where Choice.RawValue == String {
    guard let value = value(key) else { return nil }
    return try TourObjectReader.choice(value, path: path(key), type, session: session)
  }
}
