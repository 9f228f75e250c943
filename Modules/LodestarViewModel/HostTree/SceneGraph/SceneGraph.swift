import LodestarGeometry

/// A ready in-memory ``HostTree``: a value type the demo and the tests describe with a builder DSL or a
/// JSON screen description (see SCREEN-FORMAT.md), and change with mutation methods that bump
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
  /// One stored element and the ids of its children.
  struct Node: Sendable, Hashable {
    var element: HostElement
    var children: [ElementID]
  }

  /// The change counter: every successful mutation increases it by one.
  public internal(set) var version: UInt64
  /// The roots, back to front.
  public internal(set) var rootIDs: [ElementID]
  var nodes: [ElementID: Node]
  var aliases: [ElementID: ElementID]

  /// Creates an empty graph.
  public init() {
    version = 0
    rootIDs = []
    nodes = [:]
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
    for root in roots() where nodes[root.id] == nil {
      addTree(root, parent: nil, host: root.id, index: nil)
      rootIDs.append(root.id)
    }
  }

  // MARK: HostTree

  /// The element with the given id, or `nil`.
  public func element(_ id: ElementID) -> HostElement? { nodes[id]?.element }

  /// The element that currently stands for `target`: its alias (see ``setAlias(_:to:)``) or itself.
  public func resolve(_ target: ElementID) -> ElementID? { aliases[target] ?? target }

  // MARK: Reading

  /// The number of elements, roots included.
  public var count: Int { nodes.count }

  /// Whether the graph has an element with this id.
  public func contains(_ id: ElementID) -> Bool { nodes[id] != nil }

  /// The ids of an element's children, back to front (empty for an unknown id).
  public func children(of id: ElementID) -> [ElementID] { nodes[id]?.children ?? [] }

  /// The element and its descendants as a ``SceneElement`` tree, or `nil` for an unknown id.
  public func subtree(_ id: ElementID) -> SceneElement? {
    guard let node = nodes[id] else { return nil }
    var element = SceneElement(
      id, frame: node.element.frame, boundsOrigin: node.element.boundsOrigin,
      transform: node.element.transform, clipsToBounds: node.element.clipsToBounds,
      isHidden: node.element.isHidden, cornerRadius: node.element.cornerRadius,
      accessibilityLabel: node.element.accessibilityLabel)
    element.children = node.children.compactMap { subtree($0) }
    return element
  }

  /// The roots as ``SceneElement`` trees, back to front.
  public var roots: [SceneElement] { rootIDs.compactMap { subtree($0) } }

  /// The targets that resolve to another element, and the element each stands for.
  public var aliasTable: [ElementID: ElementID] { aliases }

  // MARK: Storage

  /// Adds an element and its subtree, skipping ids already present. Returns whether the element was added.
  @discardableResult
  mutating func addTree(_ element: SceneElement, parent: ElementID?, host: ElementID?, index: Int?) -> Bool {
    guard nodes[element.id] == nil else { return false }
    let stored = HostElement(
      id: element.id, parent: parent, host: host, frame: element.frame, boundsOrigin: element.boundsOrigin,
      transform: element.transform, clipsToBounds: element.clipsToBounds, isHidden: element.isHidden,
      cornerRadius: element.cornerRadius, accessibilityLabel: element.accessibilityLabel)
    nodes[element.id] = Node(element: stored, children: [])
    if let parent {
      var siblings = nodes[parent]?.children ?? []
      let position = min(max(index ?? siblings.count, 0), siblings.count)
      siblings.insert(element.id, at: position)
      nodes[parent]?.children = siblings
    }
    for child in element.children {
      addTree(child, parent: element.id, host: host, index: nil)
    }
    return true
  }

  /// Removes an element and its subtree from the storage (not from its parent's children).
  mutating func removeTree(_ id: ElementID) {
    guard let node = nodes.removeValue(forKey: id) else { return }
    for child in node.children { removeTree(child) }
  }

  /// Every id in an element's subtree, the element included.
  func subtreeIDs(_ id: ElementID) -> [ElementID] {
    var result: [ElementID] = []
    var pending = [id]
    while let next = pending.popLast() {
      guard let node = nodes[next] else { continue }
      result.append(next)
      pending.append(contentsOf: node.children)
    }
    return result
  }
}
