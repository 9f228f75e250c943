import LodestarGeometry
import LodestarHostTree

#if LODESTAR_WINDOWING
  /// Host trees for the host-resolution tests.
  enum HostTrees {
    static let frame = Rect(x: 0, y: 0, width: 390, height: 844)
    static let small = Rect(x: 10, y: 10, width: 40, height: 40)

    /// Two window roots (`left-root`, `right-root`) and a root that is no window (`card-host`).
    ///
    /// - left-root > list > row (alias target "row.42" stands for "row")
    /// - left-root > card > card-button
    /// - right-root > settings
    /// - card-host > preview
    static var standard: SceneGraph {
      var graph = SceneGraph {
        SceneElement("left-root", frame: frame) {
          SceneElement("list", frame: frame) {
            SceneElement("row", frame: small)
          }
          SceneElement("card", frame: frame) {
            SceneElement("card-button", frame: small)
          }
        }
        SceneElement("right-root", frame: frame) {
          SceneElement("settings", frame: small)
        }
        SceneElement("card-host", frame: frame) {
          SceneElement("preview", frame: small)
        }
      }
      graph.setAlias("row.42", to: "row")
      return graph
    }
  }

  /// A host tree given as a flat element table, for shapes a ``SceneGraph`` cannot hold (a removed view
  /// still referenced, a parent link loop).
  struct ElementTable: HostTree {
    var version: UInt64 = 1
    var rootIDs: [ElementID]
    var elements: [ElementID: HostElement]

    init(_ elements: [HostElement]) {
      rootIDs = elements.filter(\.isRoot).map(\.id)
      self.elements = Dictionary(elements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func element(_ id: ElementID) -> HostElement? { elements[id] }
  }
#endif
