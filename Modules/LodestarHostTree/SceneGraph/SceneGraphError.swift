/// Why a ``SceneGraph`` mutation was refused. A refused mutation leaves the graph unchanged.
public enum SceneGraphError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The graph has no element with this id.
  case unknownElement(ElementID)
  /// An element with this id is already in the graph.
  case duplicateElement(ElementID)
  /// The element cannot move under `newParent`, which is the element itself or one of its descendants.
  case wouldCreateCycle(element: ElementID, newParent: ElementID)

  /// A sentence saying what went wrong and with which element.
  public var description: String {
    switch self {
    case .unknownElement(let id): "no element with id \"\(id)\""
    case .duplicateElement(let id): "an element with id \"\(id)\" already exists"
    case .wouldCreateCycle(let id, let parent):
      "cannot move \"\(id)\" under \"\(parent)\": it is the element itself or one of its descendants"
    }
  }
}
