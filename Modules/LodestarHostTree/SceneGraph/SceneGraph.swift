import LodestarGeometry

/// A ready in-memory ``HostTree``: a value type the demo and the tests describe with a builder DSL or a
/// JSON screen description (LodestarTourFormat's screen format), and change with mutation methods that bump
/// ``version``.
///
/// ```swift
/// var graph = SceneGraph(size: Size(width: 390, height: 844)) {
///   SceneElement("navigationBar", frame: Rect(x: 0, y: 0, width: 390, height: 96)) {
///     SceneElement("back", frame: Rect(x: 8, y: 52, width: 44, height: 44))
///   }
///   SceneElement("list", frame: Rect(x: 0, y: 96, width: 390, height: 665), clipsToBounds: true) {
///     for row in 0..<20 {
///       SceneElement(ElementID("row.\(row)"), frame: Rect(x: 0, y: Double(row) * 60, width: 390, height: 60))
///     }
///   }
/// }
/// try graph.scroll("list", to: Point(x: 0, y: 120))
/// ```
///
/// Lookups are dictionary lookups (O(1)); a mutation costs O(1) plus the size of the subtree it adds,
/// removes or moves. Ids are unique in the whole graph: the builder keeps the first element with an id and
/// skips a later one with the same id (with its subtree); mutations refuse duplicates with
/// ``SceneGraphError/duplicateElement(_:)``.
public struct SceneGraph: HostTree, Sendable, Hashable {
  /// The change counter: every successful mutation increases it by one.
  public package(set) var version: UInt64
  /// The roots, back to front.
  public package(set) var rootIDs: [ElementID]
  /// Every element by id.
  package var elements: [ElementID: HostElement]
  /// The children of every element that has some, back to front.
  var childIDs: [ElementID: [ElementID]]
  /// The alias table of ``resolve(_:)``.
  package var aliases: [ElementID: ElementID]

  /// Creates an empty graph.
  public init() {
    version = 0
    rootIDs = []
    elements = [:]
    childIDs = [:]
    aliases = [:]
  }

  /// Creates a graph with one screen-sized root at the origin that clips to its bounds, and the elements
  /// of `content` as the root's children.
  public init(
    size: Size,
    rootID: ElementID = "screen",
    @SceneGraphBuilder content: () -> [SceneElement] = { [] }
  ) {
    self.init()
    let root = SceneElement(
      rootID, frame: Rect(origin: .zero, size: size), clipsToBounds: true, children: content)
    addTree(root, parent: nil, host: rootID, index: nil)
    rootIDs.append(rootID)
  }

  /// Creates a graph whose roots are the given elements (several windows or hosts).
  public init(@SceneGraphBuilder roots: () -> [SceneElement]) {
    self.init()
    for root in roots() where elements[root.id] == nil {
      addTree(root, parent: nil, host: root.id, index: nil)
      rootIDs.append(root.id)
    }
  }

  // MARK: HostTree

  /// The element with the given id, or `nil`.
  public func element(_ id: ElementID) -> HostElement? { elements[id] }

  /// The element that currently stands for `target`: its alias (see ``setAlias(_:to:)``) or itself.
  public func resolve(_ target: ElementID) -> ElementID? { aliases[target] ?? target }

  // MARK: Reading

  /// The number of elements, roots included.
  public var count: Int { elements.count }

  /// Whether the graph has an element with this id.
  public func contains(_ id: ElementID) -> Bool { elements[id] != nil }

  /// The ids of an element's children, back to front (empty for an unknown id).
  public func children(of id: ElementID) -> [ElementID] { childIDs[id] ?? [] }

  /// The element and its descendants as a ``SceneElement`` tree, or `nil` for an unknown id.
  public func subtree(_ id: ElementID) -> SceneElement? {
    guard let stored = elements[id] else { return nil }
    var element = SceneElement(id, frame: stored.frame, attributes: stored.attributes)
    element.children = children(of: id).compactMap { subtree($0) }
    return element
  }

  /// The roots as ``SceneElement`` trees, back to front.
  public var roots: [SceneElement] { rootIDs.compactMap { subtree($0) } }

  /// The targets that resolve to another element, and the element each stands for.
  public var aliasTable: [ElementID: ElementID] { aliases }

  // MARK: Storage

  /// Adds an element and its subtree, skipping ids already present. Returns whether the element was added.
  @discardableResult
  package mutating func addTree(_ element: SceneElement, parent: ElementID?, host: ElementID?, index: Int?) -> Bool {
    guard elements[element.id] == nil else { return false }
    let stored = HostElement(
      id: element.id, parent: parent, host: host, frame: element.frame, attributes: element.attributes)
    elements[element.id] = stored
    if let parent { insertChild(element.id, into: parent, at: index) }
    for child in element.children {
      addTree(child, parent: element.id, host: host, index: nil)
    }
    return true
  }

  /// Removes an element and its subtree from the storage (not from its parent's children).
  mutating func removeTree(_ id: ElementID) {
    guard elements.removeValue(forKey: id) != nil else { return }
    for child in childIDs.removeValue(forKey: id) ?? [] { removeTree(child) }
  }

  /// Adds `id` to the children of `parent` at `index` (the end when `nil`; clamped), in place.
  mutating func insertChild(_ id: ElementID, into parent: ElementID, at index: Int?) {
    var siblings = childIDs.removeValue(forKey: parent) ?? []
    let position = min(max(index ?? siblings.count, 0), siblings.count)
    siblings.insert(id, at: position)
    childIDs[parent] = siblings
  }

  /// Removes `id` from the children of `parent`.
  mutating func removeChild(_ id: ElementID, from parent: ElementID) {
    guard var siblings = childIDs.removeValue(forKey: parent) else { return }
    siblings.removeAll { $0 == id }
    if !siblings.isEmpty { childIDs[parent] = siblings }
  }

  /// Every id in an element's subtree, the element included.
  func subtreeIDs(_ id: ElementID) -> [ElementID] {
    var result: [ElementID] = []
    var pending = [id]
    while let next = pending.popLast() {
      guard elements[next] != nil else { continue }
      result.append(next)
      pending.append(contentsOf: children(of: next))
    }
    return result
  }
}
