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
  /// The case whose raw value is `key`, or `nil`. It compares `key` with the names in ``names`` of its UTF-8 length
  /// (most names differ in length, which a string knows without reading its characters), where `init(rawValue:)`
  /// searches a generic table of names and makes a raw value for every comparison.
  init?(key: String) {
    let names = Self.names
    let length = key.utf8.count
    for position in names.indices where names[position].utf8.count == length && names[position] == key {
      self = Self.allCases[position]
      return
    }
    return nil
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
  /// The byte offset of the object in the source, where a missing member is reported.
  let offset: Int
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
    let members = try Self.members(of: value, path: path, element: index, session: session, expected: expected)
    let allowed = try Self.allowedMembers(members, path: path, element: index, session: session)
    self.init(value, members: members, allowed: allowed, path: path, element: index, session: session)
  }

  /// Reads `value` as ``init(_:path:element:keys:session:expected:)`` does, with the layout of the previous object
  /// of the same kind: when this object has the same keys in the same order, their cases are not looked up again.
  /// The layout becomes this object's when all of its keys are allowed.
  init(
    _ value: JSONValue, path: String, element index: Int? = nil, session: TourDecodingSession,
    expected: String = "an object", layout: inout KeyLayout<Key>
  ) throws(TourDocumentError) {
    let members = try Self.members(of: value, path: path, element: index, session: session, expected: expected)
    let allowed: [(key: Key, index: Int)]
    if layout.matches(members) {
      allowed = layout.allowed
    } else {
      allowed = try Self.allowedMembers(members, path: path, element: index, session: session)
      // An object with an unknown key is not shared: the next object must report its own.
      layout = allowed.count == members.count ? KeyLayout(members: members, allowed: allowed) : KeyLayout()
    }
    self.init(value, members: members, allowed: allowed, path: path, element: index, session: session)
  }

  private init(
    _ value: JSONValue, members: [JSONMember], allowed: [(key: Key, index: Int)], path: String, element index: Int?,
    session: TourDecodingSession
  ) {
    self.session = session
    self.basePath = path
    self.elementIndex = index
    self.offset = value.offset
    self.members = members
    self.allowed = allowed
  }

  /// The members of `value`, which must be an object.
  private static func members(
    of value: JSONValue, path: String, element index: Int?, session: TourDecodingSession, expected: String
  ) throws(TourDocumentError) -> [JSONMember] {
    guard case .object(let members) = value.content else {
      throw session.mismatch(Self.path(path, index), expected: expected, value)
    }
    return members
  }

  /// Each member whose key is allowed, with its key's case and its position; an unknown key is an error, or a
  /// warning in lenient mode.
  private static func allowedMembers(
    _ members: [JSONMember], path: String, element index: Int?, session: TourDecodingSession
  ) throws(TourDocumentError) -> [(key: Key, index: Int)] {
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
    return allowed
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
  @inline(__always)
  func value(_ key: Key) -> JSONValue? {
    for member in allowed where member.key == key { return members[member.index].value }
    return nil
  }

  /// The key as the document writes it.
  func name(of key: Key) -> String { key.rawValue }
}

/// The keys of an object in source order, with the case of each (see ``KeyedTourObjectReader``): objects in an
/// array, the steps of a tour above all, usually have the same keys in the same order, so that one layout serves them
/// all and each key is looked up once rather than once an object.
struct KeyLayout<Key: TourObjectKey> {
  /// The keys in source order; empty when the layout serves no other object.
  private var keys: [String] = []
  /// Each member's key and its position among the members, in source order.
  private(set) var allowed: [(key: Key, index: Int)] = []

  /// An empty layout, which matches no object.
  init() {}

  /// The layout of `members`, whose keys are all allowed: `allowed` has an entry for each of them.
  init(members: [JSONMember], allowed: [(key: Key, index: Int)]) {
    keys = members.map { $0.key }
    self.allowed = allowed
  }

  /// Whether `members` have exactly the layout's keys, in the same order.
  ///
  /// - Complexity: O(*n*) for *n* members.
  func matches(_ members: [JSONMember]) -> Bool {
    guard !keys.isEmpty, members.count == keys.count else { return false }
    for position in members.indices where members[position].key != keys[position] { return false }
    return true
  }
}
