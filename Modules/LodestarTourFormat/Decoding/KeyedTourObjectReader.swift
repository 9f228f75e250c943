import LodestarJSON

/// The keys an object of the tour format allows: an enumeration whose raw values are the keys, its cases in the
/// order the format lists them (the order of "expected one of" messages and "did you mean" ties).
///
/// ```swift
/// enum Key: String, TourObjectKey {
///   case white, alpha
///   static let names = allCases.map(\.rawValue)
/// }
/// ```
protocol TourObjectKey: RawRepresentable<String>, CaseIterable, Equatable where AllCases == [Self] {
  /// The raw values of all the cases, in order: made once, so that finding a key compares strings without making
  /// any.
  static var names: [String] { get }
}

extension TourObjectKey {
  /// The case whose raw value is `key`, or `nil`. It compares `key` with each of ``names`` in turn, as
  /// `init(rawValue:)` compares it with each raw value, but several times faster: without a search through a generic
  /// table of names, and without making a raw value for every comparison.
  init?(key: String) {
    guard let position = Self.names.firstIndex(of: key) else { return nil }
    self = Self.allCases[position]
  }
}

/// Reads the members of one JSON object of the tour format whose allowed keys are the cases of `Key`, like
/// ``TourObjectReader`` (the same errors, warnings and paths), but faster for the objects every document has many
/// of: each member's key is compared with the allowed keys once, when the reader is made, and the typed reads
/// (`object.string(.title)`) then find their member by its `Key` case without comparing strings again.
struct KeyedTourObjectReader<Key: TourObjectKey>: TourMemberReading {
  let session: TourDecodingSession
  /// The object's path, or the path of the array it is an element of when `elementIndex` is set.
  private let basePath: String
  /// The object's index in the array at `basePath`, when it is an element: its path is then written only when a
  /// problem or a nested object needs it.
  private let elementIndex: Int?
  /// The object itself.
  let object: JSONValue
  /// The object's members, as read (unknown keys included).
  private let members: [JSONMember]
  /// The members whose keys are allowed: each one's key and its position in `members`, in source order. At most
  /// one per key (the JSON reader rejects duplicate keys).
  private let allowed: [(key: Key, index: Int)]

  /// Reads `value`, the value at `path` (or its element `index` when given), as an object whose allowed keys are
  /// `Key`'s; `expected` names what was wanted when the value is not an object.
  init(
    _ value: JSONValue, path: String, element index: Int? = nil, keys: Key.Type, session: TourDecodingSession,
    expected: String = "an object"
  ) throws(TourDocumentError) {
    guard case .object(let members) = value.content else {
      throw session.mismatch(Self.path(path, index), expected: expected, value)
    }
    var allowed: [(key: Key, index: Int)] = []
    allowed.reserveCapacity(members.count)
    for position in members.indices {
      guard let key = Key(key: members[position].key) else {
        try TourObjectReader.skipUnknownKey(
          members[position], path: Self.path(path, index), keys: Key.names, session: session)
        continue
      }
      allowed.append((key, position))
    }
    // Stored only once nothing can throw, so that the reader is built in place.
    self.session = session
    self.basePath = path
    self.elementIndex = index
    self.object = value
    self.members = members
    self.allowed = allowed
  }

  /// Reads a document's root object: its `version` first, which must be `formatVersion` (so a document of
  /// another version says so before anything else), then its members, whose allowed keys are `Key`'s.
  static func documentRoot(
    _ root: JSONValue, formatVersion: Int, session: TourDecodingSession
  ) throws(TourDocumentError) -> Self {
    try TourObjectReader.checkVersion(of: root, formatVersion: formatVersion, session: session)
    return try Self(root, path: "", keys: Key.self, session: session)
  }

  /// The object's path.
  var path: String { Self.path(basePath, elementIndex) }

  private static func path(_ basePath: String, _ elementIndex: Int?) -> String {
    guard let elementIndex else { return basePath }
    return JSONPath.element(basePath, elementIndex)
  }

  /// The value of a member, or `nil` when it is absent.
  func value(_ key: Key) -> JSONValue? {
    for member in allowed where member.key == key { return members[member.index].value }
    return nil
  }

  /// The key as the document writes it.
  func name(of key: Key) -> String { key.rawValue }
}
