#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarHostTree
  import UIKit

  /// The app's views as a host tree, read from a view hierarchy: the overlay is the root (its bounds are the
  /// scene's), each view with an accessibility identifier is an element with that id, and each scroll view is a
  /// scroll container (with its identifier, or `scrollView.N` in the order met). A view without either is not an
  /// element; its descendants belong to the nearest element above. Frames are converted into the space of the
  /// element above (a scroll view's content space), so every frame reaches the overlay's space through the tree.
  @MainActor
  struct ViewHierarchySnapshot {
    /// The root element's id.
    static let rootID: ElementID = "TourOverlayView.root"

    /// The tree.
    var graph: SceneGraph
    /// The scroll views by element id, for the reveal's scroll requests.
    var scrollViews: [ElementID: UIScrollView]
    /// The views with identifiers by element id, for focus restoration.
    var views: [ElementID: UIView]

    /// Reads `host`'s hierarchy, leaving out `overlay` and its subviews.
    init(host: UIView?, overlay: UIView) {
      var scrollViews: [ElementID: UIScrollView] = [:]
      var views: [ElementID: UIView] = [:]
      var scrollCount = 0
      func elements(under view: UIView, in space: UIView) -> [SceneElement] {
        var result: [SceneElement] = []
        for subview in view.subviews where subview !== overlay && !subview.isHidden {
          let scrollView = subview as? UIScrollView
          let identifier = subview.accessibilityIdentifier.flatMap { $0.isEmpty ? nil : $0 }
          guard identifier != nil || scrollView != nil else {
            result += elements(under: subview, in: space)
            continue
          }
          let id = ElementID(identifier ?? "scrollView.\(scrollCount)")
          if identifier == nil { scrollCount += 1 }
          views[id] = subview
          var attributes = ElementAttributes()
          if let scrollView {
            scrollViews[id] = scrollView
            let inset = scrollView.contentInset
            attributes.boundsOrigin = Point(
              x: Double(scrollView.contentOffset.x), y: Double(scrollView.contentOffset.y))
            attributes.clipsToBounds = true
            attributes.scrollContainer = ScrollContainer(
              contentSize: Size(
                width: Double(scrollView.contentSize.width), height: Double(scrollView.contentSize.height)),
              contentInsets: DirectionalEdgeInsets(
                top: Double(inset.top), leading: Double(inset.left), bottom: Double(inset.bottom),
                trailing: Double(inset.right)))
          }
          attributes.accessibilityLabel = subview.accessibilityLabel
          // The frame in the element above: `convert` of the bounds gives it, whatever the views between.
          let frame = subview.convert(subview.bounds, to: space)
          let children = elements(under: subview, in: subview)
          result.append(
            SceneElement(
              id,
              frame: Rect(
                x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height)),
              attributes: attributes, children: { children }))
        }
        return result
      }
      let size = overlay.bounds.size
      let content = host.map { elements(under: $0, in: overlay) } ?? []
      graph = SceneGraph(size: Size(width: Double(size.width), height: Double(size.height)), rootID: Self.rootID) {
        content
      }
      self.scrollViews = scrollViews
      self.views = views
    }
  }
#endif
