#if canImport(SwiftUI) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarGeometry
  import LodestarHostTree
  import LodestarViewModel

  extension TourPresenter where Tree == SceneGraph {
    /// Makes the tree the host view of `size` with the marked views at their frames (the first of two views
    /// marked with one identifier wins), when that differs from the tree shown. The presenter re-reads the targets
    /// of the replaced tree on the next frame, and a controller waiting for its step's target looks for it again.
    ///
    /// - Parameters:
    ///   - size: The host view's size.
    ///   - targets: The marked views' frames, in the host view's space.
    func updateHost(size: Size, targets: [TourTargetFrame]) {
      var seen = Set<ElementID>()
      let elements = targets.filter { seen.insert($0.id).inserted }.map { SceneElement($0.id, frame: $0.frame) }
      let host = SceneGraph(size: size) { elements }
      guard host.roots != tree.roots else { return }
      replaceTree(with: host)
    }
  }
#endif
