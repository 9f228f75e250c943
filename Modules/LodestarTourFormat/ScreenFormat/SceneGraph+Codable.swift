import Foundation
import LodestarViewModel

extension SceneGraph: Codable {
  /// The version of the JSON screen format this build reads and writes.
  public static let screenFormatVersion = 1

  private static let keys: Set<String> = ["format", "changeVersion", "roots", "aliases"]

  /// Decodes a JSON screen description (see SCREEN-FORMAT.md). Unknown keys, a duplicate element id, an
  /// unsupported format and a wrong value type are errors that name the JSON path.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: JSONKey.self)
    try container.rejectUnknownKeys(allowed: Self.keys)
    let format = try container.decode(Int.self, forKey: JSONKey("format"))
    if format != Self.screenFormatVersion {
      throw container.invalid("format", "expected \(Self.screenFormatVersion), found \(format)")
    }
    let roots = try container.decodeIfPresent([SceneElement].self, forKey: JSONKey("roots")) ?? []
    var seen: Set<ElementID> = []
    for (index, root) in roots.enumerated() {
      try Self.checkUnique(root, path: container.codingPath + [JSONKey("roots"), JSONKey(index: index)], &seen)
    }
    self.init()
    for root in roots {
      addTree(root, parent: nil, host: root.id, index: nil)
      rootIDs.append(root.id)
    }
    aliases =
      try container.decodeIfPresent([String: ElementID].self, forKey: JSONKey("aliases"))?
      .reduce(into: [:]) { $0[ElementID($1.key)] = $1.value } ?? [:]
    version = try container.decodeIfPresent(UInt64.self, forKey: JSONKey("changeVersion")) ?? 0
  }

  /// Encodes the graph as a JSON screen description.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONKey.self)
    try container.encode(Self.screenFormatVersion, forKey: JSONKey("format"))
    if version != 0 { try container.encode(version, forKey: JSONKey("changeVersion")) }
    try container.encode(roots, forKey: JSONKey("roots"))
    if !aliases.isEmpty {
      let table = aliases.reduce(into: [String: ElementID]()) { $0[$1.key.rawValue] = $1.value }
      try container.encode(table, forKey: JSONKey("aliases"))
    }
  }

  /// Reads a JSON screen description, with errors that name the JSON path.
  public init(jsonData: Data) throws(ScreenFormatError) {
    do {
      self = try JSONDecoder().decode(SceneGraph.self, from: jsonData)
    } catch let error as DecodingError {
      throw ScreenFormatError(error)
    } catch {
      throw ScreenFormatError(path: "", message: "\(error)")
    }
  }

  /// The graph as a JSON screen description: pretty-printed with sorted keys, so equal graphs give equal
  /// bytes.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  private static func checkUnique(_ element: SceneElement, path: [any CodingKey], _ seen: inout Set<ElementID>) throws {
    if !seen.insert(element.id).inserted {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: path + [JSONKey("id")], debugDescription: "duplicate element id \"\(element.id)\""))
    }
    for (index, child) in element.children.enumerated() {
      try checkUnique(child, path: path + [JSONKey("children"), JSONKey(index: index)], &seen)
    }
  }
}

extension JSONKey {
  /// The key of an array index.
  init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }
}
