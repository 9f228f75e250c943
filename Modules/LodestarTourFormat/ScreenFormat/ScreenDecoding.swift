import LodestarGeometry
import LodestarHostTree
import LodestarJSON

extension SceneGraph {
  static let screenKeys = ["format", "changeVersion", "roots", "aliases"]

  /// The largest `changeVersion` read: 2^53 - 1, the largest integer every JSON reader keeps exactly.
  static let largestChangeVersion = 9_007_199_254_740_991

  /// Decodes the document object: the format first, then unknown keys, then the members in order.
  static func decodeScreen(_ root: JSONValue, session: TourDecodingSession) throws(TourDocumentError) -> SceneGraph {
    guard let members = root.members else { throw session.mismatch("", expected: "an object", root) }
    guard let format = members.first(where: { $0.key == "format" })?.value else {
      throw session.error("", "missing required key \"format\"", at: root)
    }
    guard format.number == Double(screenFormatVersion) else {
      throw session.mismatch("format", expected: "\(screenFormatVersion)", format)
    }
    let object = try TourObjectReader(root, path: "", keys: screenKeys, session: session)
    var graph = SceneGraph()
    if let rootsValue = object.value("roots") {
      guard let elements = rootsValue.elements else {
        throw session.mismatch("roots", expected: "an array of elements", rootsValue)
      }
      var seen: Set<ElementID> = []
      for (index, element) in elements.enumerated() {
        let root = try SceneElement.decode(element, path: JSONPath.element("roots", index), seen: &seen, session)
        graph.addTree(root, parent: nil, host: root.id, index: nil)
        graph.rootIDs.append(root.id)
      }
    }
    if let aliasesValue = object.value("aliases") {
      graph.aliases = try decodeAliases(aliasesValue, elements: graph, session: session)
    }
    if let version = object.value("changeVersion") {
      guard let number = version.integer(in: 0...largestChangeVersion) else {
        throw session.mismatch(
          "changeVersion", expected: "an integer between 0 and \(largestChangeVersion)", version)
      }
      graph.version = UInt64(number)
    }
    try checkFiniteGeometry(of: graph, session: session)
    return graph
  }
}

extension SceneGraph {
  /// Decodes the alias table: each alias is a name no element has, and leads to an element of the screen.
  ///
  /// An alias named like an element would move every step that targets the element; an alias to itself, to
  /// another alias (aliases do not chain, so a cycle cannot form either) or to no element leads nowhere. Each
  /// is an error at the alias's name, or at its target for the target's problems.
  static func decodeAliases(
    _ value: JSONValue, elements graph: SceneGraph, session: TourDecodingSession
  ) throws(TourDocumentError) -> [ElementID: ElementID] {
    guard let members = value.members else {
      throw session.mismatch("aliases", expected: "an object of element ids", value)
    }
    let names = Set(members.map(\.key))
    var aliases: [ElementID: ElementID] = [:]
    for alias in members {
      guard !alias.key.isEmpty else {
        throw session.error("aliases.\"\"", "expected a non-empty alias name, found \"\"", at: alias.keyOffset)
      }
      let path = JSONPath.member("aliases", alias.key)
      if graph.contains(ElementID(alias.key)) {
        throw session.error(
          path, "an element has the id \(JSONEcho.quoted(alias.key)): an alias may not take an element's id",
          at: alias.keyOffset)
      }
      let target = try TourObjectReader.string(alias.value, path: path, nonEmpty: true, session: session)
      if target == alias.key {
        throw session.error(path, "an alias may not lead to itself", at: alias.value)
      }
      if names.contains(target) {
        throw session.error(
          path, "\(JSONEcho.quoted(target)) is an alias: an alias leads to an element, aliases do not chain",
          at: alias.value)
      }
      guard graph.contains(ElementID(target)) else {
        throw session.error(path, "no element has the id \(JSONEcho.quoted(target))", at: alias.value)
      }
      aliases[ElementID(alias.key)] = ElementID(target)
    }
    return aliases
  }
}

extension SceneElement {
  static let keys = [
    "id", "frame", "boundsOrigin", "transform", "clipsToBounds", "scroll", "isHidden", "cornerRadius",
    "accessibilityLabel", "children",
  ]

  /// A coordinate or offset: within ±``/LodestarHostTree/SceneGraph/screenCoordinateLimit``.
  static let coordinate = NumberRule.within(-SceneGraph.screenCoordinateLimit...SceneGraph.screenCoordinateLimit)
  /// A size or radius: from 0 to ``/LodestarHostTree/SceneGraph/screenCoordinateLimit``.
  static let length = NumberRule.within(0...SceneGraph.screenCoordinateLimit)

  /// Decodes an element and its children, depth first; `seen` holds the ids met so far in the document.
  static func decode(
    _ value: JSONValue, path: String, seen: inout Set<ElementID>, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> SceneElement {
    let object = try TourObjectReader(value, path: path, keys: keys, session: session, expected: "an element object")
    let idValue = try object.required("id")
    let id = ElementID(try TourObjectReader.string(idValue, path: object.path("id"), nonEmpty: true, session: session))
    guard seen.insert(id).inserted else {
      throw session.error(object.path("id"), "duplicate element id \(JSONEcho.quoted(id.rawValue))", at: idValue)
    }
    var element = SceneElement(id, frame: try rect(try object.required("frame"), path: object.path("frame"), session))
    if let origin = object.value("boundsOrigin") {
      element.boundsOrigin = try point(origin, path: object.path("boundsOrigin"), session)
    }
    if let transform = object.value("transform") {
      element.transform = try self.transform(transform, path: object.path("transform"), session)
    }
    element.clipsToBounds = try object.bool("clipsToBounds") ?? false
    if let scroll = object.value("scroll") {
      element.scrollContainer = try scrollContainer(scroll, path: object.path("scroll"), session)
      // A scroll container clips its content, as a UIScrollView does.
      element.clipsToBounds = try object.bool("clipsToBounds") ?? true
    }
    element.isHidden = try object.bool("isHidden") ?? false
    element.cornerRadius = try object.number("cornerRadius", length) ?? 0
    element.accessibilityLabel = try object.string("accessibilityLabel")
    if let childrenValue = object.value("children") {
      guard let children = childrenValue.elements else {
        throw session.mismatch(object.path("children"), expected: "an array of elements", childrenValue)
      }
      for (index, child) in children.enumerated() {
        let childPath = JSONPath.element(object.path("children"), index)
        element.children.append(try decode(child, path: childPath, seen: &seen, session))
      }
    }
    return element
  }

  /// A rectangle: `{"x", "y", "width", "height"}`, all four required.
  static func rect(_ value: JSONValue, path: String, _ session: TourDecodingSession) throws(TourDocumentError) -> Rect {
    let object = try TourObjectReader(
      value, path: path, keys: ["x", "y", "width", "height"], session: session, expected: "a rectangle object")
    return Rect(
      x: try required(object, "x", coordinate), y: try required(object, "y", coordinate),
      width: try required(object, "width", length), height: try required(object, "height", length))
  }

  /// A scroll container: `{"contentSize": {"width", "height"}, "contentInsets": {"top", "leading", "bottom",
  /// "trailing"}}`; the size is required, each inset defaults to 0. Every number is a length (0 to the limit).
  static func scrollContainer(
    _ value: JSONValue, path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> ScrollContainer {
    let object = try TourObjectReader(
      value, path: path, keys: ["contentSize", "contentInsets"], session: session, expected: "a scroll object")
    let sizeValue = try object.required("contentSize")
    let size = try TourObjectReader(
      sizeValue, path: object.path("contentSize"), keys: ["width", "height"], session: session,
      expected: "a size object")
    var container = ScrollContainer(
      contentSize: Size(width: try required(size, "width", length), height: try required(size, "height", length)))
    if let insetsValue = object.value("contentInsets") {
      let insets = try TourObjectReader(
        insetsValue, path: object.path("contentInsets"), keys: ["top", "leading", "bottom", "trailing"],
        session: session, expected: "an insets object")
      container.contentInsets = DirectionalEdgeInsets(
        top: try insets.number("top", length) ?? 0, leading: try insets.number("leading", length) ?? 0,
        bottom: try insets.number("bottom", length) ?? 0, trailing: try insets.number("trailing", length) ?? 0)
    }
    return container
  }

  /// A point: `{"x", "y"}`, both required.
  static func point(_ value: JSONValue, path: String, _ session: TourDecodingSession) throws(TourDocumentError) -> Point
  {
    let object = try TourObjectReader(
      value, path: path, keys: ["x", "y"], session: session, expected: "a point object")
    return Point(x: try required(object, "x", coordinate), y: try required(object, "y", coordinate))
  }

  /// A transform: `{"a", "b", "c", "d", "tx", "ty"}`; missing entries take the identity's values.
  static func transform(
    _ value: JSONValue, path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> AffineMatrix {
    let object = try TourObjectReader(
      value, path: path, keys: ["a", "b", "c", "d", "tx", "ty"], session: session, expected: "a transform object")
    return AffineMatrix(
      a: try object.number("a", coordinate) ?? 1, b: try object.number("b", coordinate) ?? 0,
      c: try object.number("c", coordinate) ?? 0, d: try object.number("d", coordinate) ?? 1,
      tx: try object.number("tx", coordinate) ?? 0, ty: try object.number("ty", coordinate) ?? 0)
  }

  private static func required(
    _ object: TourObjectReader, _ key: String, _ rule: NumberRule
  ) throws(TourDocumentError) -> Double {
    try TourObjectReader.number(try object.required(key), path: object.path(key), rule, session: object.session)
  }
}
