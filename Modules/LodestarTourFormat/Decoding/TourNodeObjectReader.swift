import LodestarJSON

/// The keys of an object the tour format reads straight from a ``/LodestarJSON/JSONDocument``: the keys are also
/// literals, so that a member's key is compared with them as bytes, without its text being made.
protocol TourNodeKey: TourObjectKey {
  /// The raw values of ``TourObjectKey/names`` as literals, in the same order.
  static var literals: [StaticString] { get }
}

/// Reads the members of one object of a ``/LodestarJSON/JSONDocument`` whose allowed keys are the cases of `Key`, as
/// ``KeyedTourObjectReader`` reads a `JSONValue` object (the same errors, warnings and paths), without a tree: the
/// members the document has many of (a step's strings and targets) are read from their nodes, and the members it
/// has few of are read as ``KeyedTourObjectReader`` reads them, from the tree of their value alone
/// (``value(_:)``).
struct TourNodeObjectReader<Key: TourNodeKey>: TourMemberReading {
  let session: TourDecodingSession
  /// The object's path, or the path of the array it is an element of when `elementIndex` is set.
  private let basePath: String
  /// The object's index in the array at `basePath`, when it is an element: its path is then written only when a
  /// problem or a nested object needs it.
  private let elementIndex: Int?
  /// The byte offset of the object in the source, where a missing member is reported.
  let offset: Int
  /// The keys of the members whose keys are allowed, in source order: at most one per key (the JSON reader rejects
  /// duplicate keys). Apart from `values`, so that finding a key reads no node (and retains no document).
  private let keys: [Key]
  /// The values of the members whose keys are allowed: `values[i]` is the value of `keys[i]`.
  private let values: [JSONNode]

  /// Reads `node`, the value at `path` (or its element `index` when given), as an object whose allowed keys are
  /// `Key`'s; `expected` names what was wanted when the value is not an object. `layout` is the keys of the
  /// previous object of the same kind: while this object's keys are the same, in the same order, each is compared
  /// with the one literal the layout expects, rather than looked up among all the keys. The layout becomes this
  /// object's when all of its keys are allowed.
  init(
    _ node: JSONNode, path: String, element index: Int? = nil, session: TourDecodingSession,
    expected: String = "an object", layout: inout TourNodeKeyLayout<Key>
  ) throws(TourDocumentError) {
    guard let members = node.members else {
      throw session.mismatch(Self.path(path, index), expected: expected, node)
    }
    let count = node.count
    var values: [JSONNode] = []
    values.reserveCapacity(count)
    var keys: [Key] = []
    var isShared = layout.keys.count == count
    if !isShared { keys.reserveCapacity(count) }
    var position = 0
    for member in members {
      if isShared, member.key.isKey(layout.literals[position]) {
        values.append(member.value)
      } else {
        if isShared {
          // The keys so far were the layout's.
          isShared = false
          keys.reserveCapacity(count)
          keys += layout.keys[0..<position]
        }
        let text = member.keyText
        if let key = Key(key: text) {
          keys.append(key)
          values.append(member.value)
        } else {
          try TourObjectReader.skipUnknownKey(
            text, at: member.key.offset, path: Self.path(path, index), keys: Key.names, session: session)
        }
      }
      position += 1
    }
    if isShared {
      keys = layout.keys
    } else {
      // An object with an unknown key is not shared: the next object must report its own.
      layout = keys.count == count ? TourNodeKeyLayout(keys: keys) : TourNodeKeyLayout()
    }
    self.session = session
    basePath = path
    elementIndex = index
    offset = node.offset
    self.keys = keys
    self.values = values
  }

  /// Reads `node` as an object whose allowed keys are `Key`'s (see ``init(_:path:element:session:expected:layout:)``).
  init(
    _ node: JSONNode, path: String, element index: Int? = nil, session: TourDecodingSession,
    expected: String = "an object"
  ) throws(TourDocumentError) {
    var layout = TourNodeKeyLayout<Key>()
    try self.init(node, path: path, element: index, session: session, expected: expected, layout: &layout)
  }

  /// Reads a document's root object: its `version` first, which must be `formatVersion` (so a document of
  /// another version says so before anything else), then its members, whose allowed keys are `Key`'s.
  static func documentRoot(
    _ root: JSONNode, formatVersion: Int, session: TourDecodingSession
  ) throws(TourDocumentError) -> Self {
    guard root.isObject else { throw session.mismatch("", expected: "an object", root) }
    guard let version = root.member("version") else {
      throw session.error("", "missing required key \"version\"", at: root)
    }
    guard let number = version.number, number == Double(formatVersion) else {
      throw session.mismatch("version", expected: "\(formatVersion)", version)
    }
    return try Self(root, path: "", session: session)
  }

  /// The object's path.
  var path: String { Self.path(basePath, elementIndex) }

  private static func path(_ basePath: String, _ elementIndex: Int?) -> String {
    guard let elementIndex else { return basePath }
    return JSONPath.element(basePath, elementIndex)
  }

  /// The node of a member, or `nil` when it is absent.
  @inline(__always)
  func node(_ key: Key) -> JSONNode? {
    for position in keys.indices where keys[position] == key { return values[position] }
    return nil
  }

  /// The tree of a member's value, or `nil` when it is absent: for the members read as a `JSONValue`.
  @inline(__always)
  func value(_ key: Key) -> JSONValue? {
    guard let node = node(key) else { return nil }
    return JSONValue(node)
  }

  /// Whether a member's key satisfies `predicate`.
  func hasMember(where predicate: (Key) -> Bool) -> Bool { keys.contains(where: predicate) }

  /// The key as the document writes it.
  func name(of key: Key) -> String { key.rawValue }

  /// The node of a required member.
  @inline(__always)
  func requiredNode(_ key: Key) throws(TourDocumentError) -> JSONNode {
    guard let node = node(key) else {
      throw session.error(path, "missing required key \(JSONEcho.quoted(name(of: key)))", at: offset)
    }
    return node
  }

  /// A string member, or `nil` when absent; `nonEmpty` rejects `""`.
  @inline(__always)
  func string(_ key: Key, nonEmpty: Bool = false) throws(TourDocumentError) -> String? {
    guard let node = node(key) else { return nil }
    return try string(node, key, nonEmpty: nonEmpty)
  }

  /// A required string member.
  @inline(__always)
  func requiredString(_ key: Key, nonEmpty: Bool = false) throws(TourDocumentError) -> String {
    try string(try requiredNode(key), key, nonEmpty: nonEmpty)
  }

  /// The member `key`'s value, `node`, read as a string. Its path is written only for a problem, and not in an
  /// autoclosure: one would copy the reader.
  private func string(_ node: JSONNode, _ key: Key, nonEmpty: Bool) throws(TourDocumentError) -> String {
    guard let text = node.string, !nonEmpty || !text.isEmpty else {
      throw session.mismatch(path(key), expected: nonEmpty ? "a non-empty string" : "a string", node)
    }
    return text
  }

  /// A node read as a string, with the errors of ``TourObjectReader/string(_:path:nonEmpty:session:)``.
  static func string(
    _ node: JSONNode, path: @autoclosure () -> String, nonEmpty: Bool, session: TourDecodingSession
  ) throws(TourDocumentError) -> String {
    guard let text = node.string, !nonEmpty || !text.isEmpty else {
      throw session.mismatch(path(), expected: nonEmpty ? "a non-empty string" : "a string", node)
    }
    return text
  }
}

/// The keys of an object in source order, with their literals (see ``TourNodeObjectReader``): the steps of a tour
/// usually have the same keys in the same order, so that each key is compared with one literal rather than looked
/// up among all the keys.
struct TourNodeKeyLayout<Key: TourNodeKey> {
  /// The keys in source order; empty when the layout serves no other object.
  private(set) var keys: [Key] = []
  /// The literal of each key (its raw value).
  private(set) var literals: [StaticString] = []

  /// An empty layout, which matches no object (an object with no members has nothing to share).
  init() {}

  /// The layout of an object whose keys are `keys`, in source order.
  init(keys: [Key]) {
    let names = Key.names
    let literals = Key.literals
    var keyLiterals: [StaticString] = []
    keyLiterals.reserveCapacity(keys.count)
    for key in keys {
      guard let position = names.firstIndex(of: key.rawValue), literals.indices.contains(position) else {
        // Literals that do not match the names: no layout, every key is looked up by its text.
        return
      }
      keyLiterals.append(literals[position])
    }
    self.keys = keys
    self.literals = keyLiterals
  }
}

extension TourDecodingSession {
  /// An error at the start of a node's value.
  func error(_ path: String, _ message: String, at node: JSONNode) -> TourDocumentError {
    error(path, message, at: node.offset)
  }

  /// The error for a node of the wrong type.
  func mismatch(_ path: String, expected: String, _ node: JSONNode) -> TourDocumentError {
    error(path, "expected \(expected), found \(node.foundDescription)", at: node)
  }
}
