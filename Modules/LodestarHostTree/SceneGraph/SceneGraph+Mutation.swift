import LodestarGeometry

extension SceneGraph {
  /// Moves an element: sets its untransformed frame in its parent.
  ///
  /// - Parameters:
  ///   - id: The element to move.
  ///   - frame: Its new frame in its parent's coordinate space.
  /// - Throws: ``SceneGraphError/unknownElement(_:)`` when the graph has no element `id`.
  public mutating func move(_ id: ElementID, to frame: Rect) throws(SceneGraphError) {
    try modify(id) { $0.frame = frame }
  }

  /// Scrolls an element: sets its bounds origin, as a scroll view's content offset.
  ///
  /// - Parameters:
  ///   - id: The element to scroll.
  ///   - offset: Its new bounds origin.
  /// - Throws: ``SceneGraphError/unknownElement(_:)`` when the graph has no element `id`.
  public mutating func scroll(_ id: ElementID, to offset: Point) throws(SceneGraphError) {
    try modify(id) { $0.boundsOrigin = offset }
  }

  /// Sets the transform applied about an element's centre.
  ///
  /// - Parameters:
  ///   - transform: The new transform.
  ///   - id: The element to transform.
  /// - Throws: ``SceneGraphError/unknownElement(_:)`` when the graph has no element `id`.
  public mutating func setTransform(_ transform: AffineMatrix, of id: ElementID) throws(SceneGraphError) {
    try modify(id) { $0.transform = transform }
  }

  /// Hides or shows an element and its subtree.
  ///
  /// - Parameters:
  ///   - isHidden: Whether the element is hidden.
  ///   - id: The element to hide or show.
  /// - Throws: ``SceneGraphError/unknownElement(_:)`` when the graph has no element `id`.
  public mutating func setHidden(_ isHidden: Bool, for id: ElementID) throws(SceneGraphError) {
    try modify(id) { $0.isHidden = isHidden }
  }

  /// Changes any attribute of an element. The element's ``HostElement/id``, ``HostElement/parent`` and
  /// ``HostElement/host`` are structural and keep their values; use ``reparent(_:to:at:)`` to move an
  /// element to another parent.
  ///
  /// - Parameters:
  ///   - id: The element to change.
  ///   - change: Changes the element's attributes in place.
  /// - Throws: ``SceneGraphError/unknownElement(_:)`` when the graph has no element `id`.
  public mutating func modify(_ id: ElementID, _ change: (inout HostElement) -> Void) throws(SceneGraphError) {
    guard var element = elements[id] else { throw .unknownElement(id) }
    let (parent, host) = (element.parent, element.host)
    change(&element)
    element.id = id
    element.parent = parent
    element.host = host
    elements[id] = element
    version &+= 1
  }

  /// Inserts an element, with its subtree, as a child of another.
  ///
  /// - Parameters:
  ///   - element: The element tree to insert.
  ///   - parent: The element to insert it into.
  ///   - index: Its position among the parent's children, clamped to the valid range; `nil` puts it in front
  ///     (at the end of the list).
  /// - Throws: ``SceneGraphError/unknownElement(_:)`` when the graph has no element `parent`,
  ///   ``SceneGraphError/duplicateElement(_:)`` when an id of the new tree is already in the graph.
  public mutating func insert(
    _ element: SceneElement, into parent: ElementID, at index: Int? = nil
  ) throws(SceneGraphError) {
    guard let parentElement = elements[parent] else { throw .unknownElement(parent) }
    try checkNewIDs(element, replacing: [])
    addTree(element, parent: parent, host: parentElement.host, index: index)
    version &+= 1
  }

  /// Adds a root (a window or host) in front of the existing ones.
  ///
  /// - Parameter root: The root's element tree.
  /// - Throws: ``SceneGraphError/duplicateElement(_:)`` when an id of the new tree is already in the graph.
  public mutating func addRoot(_ root: SceneElement) throws(SceneGraphError) {
    try checkNewIDs(root, replacing: [])
    addTree(root, parent: nil, host: root.id, index: nil)
    rootIDs.append(root.id)
    version &+= 1
  }

  /// Replaces an element and its subtree by another element tree at the same place among its siblings
  /// (or among the roots). The new element may keep the old id (a reused cell rebuilt) or bring a new one.
  ///
  /// - Parameters:
  ///   - id: The element to replace.
  ///   - element: The element tree that takes its place.
  /// - Throws: ``SceneGraphError/unknownElement(_:)`` when the graph has no element `id`,
  ///   ``SceneGraphError/duplicateElement(_:)`` when an id of the new tree is elsewhere in the graph.
  public mutating func replace(_ id: ElementID, with element: SceneElement) throws(SceneGraphError) {
    guard let old = elements[id] else { throw .unknownElement(id) }
    try checkNewIDs(element, replacing: Set(subtreeIDs(id)))
    if let parent = old.parent {
      let index = children(of: parent).firstIndex(of: id)
      removeChild(id, from: parent)
      removeTree(id)
      addTree(element, parent: parent, host: old.host, index: index)
    } else {
      removeTree(id)
      let rootIndex = rootIDs.firstIndex(of: id)
      let host = old.isRoot ? element.id : old.host
      addTree(element, parent: nil, host: host, index: nil)
      if let rootIndex { rootIDs[rootIndex] = element.id }
    }
    version &+= 1
  }

  /// Removes an element and its subtree; removing a root removes its whole window.
  ///
  /// - Parameter id: The element to remove.
  /// - Throws: ``SceneGraphError/unknownElement(_:)`` when the graph has no element `id`.
  public mutating func remove(_ id: ElementID) throws(SceneGraphError) {
    guard let old = elements[id] else { throw .unknownElement(id) }
    if let parent = old.parent { removeChild(id, from: parent) }
    rootIDs.removeAll { $0 == id }
    removeTree(id)
    version &+= 1
  }

  /// Moves an element, with its subtree and keeping its frame, under another parent: what a reused cell does
  /// when a list reorders.
  ///
  /// - Parameters:
  ///   - id: The element to move.
  ///   - newParent: Its new parent.
  ///   - index: Its position among the new parent's children, clamped to the valid range; `nil` puts it in
  ///     front.
  /// - Throws: ``SceneGraphError/unknownElement(_:)`` when either element is not in the graph,
  ///   ``SceneGraphError/wouldCreateCycle(element:newParent:)`` when `newParent` is in the element's subtree.
  public mutating func reparent(
    _ id: ElementID, to newParent: ElementID, at index: Int? = nil
  ) throws(SceneGraphError) {
    guard let old = elements[id] else { throw .unknownElement(id) }
    guard let parentElement = elements[newParent] else { throw .unknownElement(newParent) }
    let moved = subtreeIDs(id)
    if moved.contains(newParent) { throw .wouldCreateCycle(element: id, newParent: newParent) }
    if let parent = old.parent { removeChild(id, from: parent) }
    rootIDs.removeAll { $0 == id }
    elements[id]?.parent = newParent
    insertChild(id, into: newParent, at: index)
    for member in moved { elements[member]?.host = parentElement.host }
    version &+= 1
  }

  /// Makes `target` resolve to `element` (see ``HostTree/resolve(_:)``), or to itself again when `element`
  /// is `nil`: how the demo models a list that shows item "row.42" in reused cell "cell.3".
  public mutating func setAlias(_ target: ElementID, to element: ElementID?) {
    aliases[target] = element
    version &+= 1
  }

  /// Increases ``version`` without changing anything (an app-side change the graph does not model).
  public mutating func markChanged() {
    version &+= 1
  }

  /// Throws when `element`'s subtree repeats an id or uses one already in the graph outside `replaced`.
  private func checkNewIDs(_ element: SceneElement, replacing replaced: Set<ElementID>) throws(SceneGraphError) {
    var seen = Set<ElementID>()
    for id in element.subtreeIDs {
      if !seen.insert(id).inserted || (elements[id] != nil && !replaced.contains(id)) {
        throw .duplicateElement(id)
      }
    }
  }
}
