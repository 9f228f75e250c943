import LodestarGeometry
import LodestarHostTree
import LodestarJSON

extension SceneGraph {
  /// Refuses a screen whose elements are out of reach once placed: every element's frame in its root, and
  /// the transform that takes it there, must be finite.
  ///
  /// Each number is within ``screenCoordinateLimit``, but transforms multiply down the tree: 60 nested
  /// elements scaled by 10^6 put the innermost one at infinity, where nothing can be drawn or audited (the
  /// demo drew such a target's cut-out at the origin). The error names the first such element in document
  /// order (the outermost one whose transforms overflow), where it starts in the source.
  ///
  /// - Complexity: O(*n* × *d*) for *n* elements at most *d* deep.
  static func checkFiniteGeometry(of graph: SceneGraph, session: TourDecodingSession) throws(TourDocumentError) {
    var stack: [ElementID] = graph.rootIDs.reversed()
    while let id = stack.popLast() {
      if let geometry = graph.geometry(of: id), !geometry.frame.isFinite || !geometry.transformToRoot.isFinite {
        let path = documentPath(of: id, in: graph)
        throw TourDocumentError(
          path: path,
          message: "the element's frame in its root is not finite: the transforms of the element and its "
            + "ancestors overflow",
          location: session.sourceMap.location(of: path))
      }
      stack += graph.children(of: id).reversed()
    }
  }

  /// The JSON path of an element of a decoded graph: `roots[0].children[2]`.
  private static func documentPath(of id: ElementID, in graph: SceneGraph) -> String {
    var indices: [Int] = []
    var current = id
    while let parent = graph.element(current)?.parent {
      indices.append(graph.children(of: parent).firstIndex(of: current) ?? 0)
      current = parent
    }
    var path = JSONPath.element("roots", graph.rootIDs.firstIndex(of: current) ?? 0)
    for index in indices.reversed() { path = JSONPath.element(JSONPath.member(path, "children"), index) }
    return path
  }
}
