import LodestarGeometry

extension HostTree {
  /// Where the element's ancestor chain leads.
  ///
  /// - Parameter id: The element.
  /// - Complexity: O(*d*), where *d* is the element's depth.
  public func attachment(of id: ElementID) -> HostAttachment {
    guard var current = element(id) else { return .missing(id) }
    var depth = 0
    while let parentID = current.parent {
      if depth >= HostTreeLimits.maximumDepth { return .tooDeep(element: current.id) }
      guard let parent = element(parentID) else { return .missing(parentID) }
      current = parent
      depth += 1
    }
    return current.isRoot ? .attached(root: current.id, depth: depth) : .detached(topmost: current.id)
  }

  /// Whether the element's ancestor chain reaches a root.
  ///
  /// - Parameter id: The element.
  /// - Complexity: O(*d*), where *d* is the element's depth.
  public func isAttached(_ id: ElementID) -> Bool { attachment(of: id).isAttached }

  /// Whether an element is another or one of its descendants, as UIKit's `isDescendant(of:)`.
  ///
  /// - Parameters:
  ///   - id: The element.
  ///   - ancestor: The element that may contain it.
  /// - Returns: `true` when `id` is `ancestor` or descends from it; `false` when either id is unknown.
  /// - Complexity: O(*d*), where *d* is the depth of `id`.
  public func isDescendant(_ id: ElementID, of ancestor: ElementID) -> Bool {
    var current: ElementID? = id
    var steps = 0
    while let next = current, steps <= HostTreeLimits.maximumDepth {
      guard let element = element(next) else { return false }
      if next == ancestor { return true }
      current = element.parent
      steps += 1
    }
    return false
  }

  /// The chain of coordinate spaces from the root's child down to the element itself, or `nil` when the
  /// element is not attached. Convert a point in the element's bounds space with
  /// ``/LodestarGeometry/FrameChain/convertToRoot(_:)-(Point)``.
  public func frameChain(of id: ElementID) -> FrameChain? {
    path(to: id)?.chain
  }

  /// The bounding box of the element in its root's coordinate space, or `nil` when it is not attached.
  public func frameInRoot(of id: ElementID) -> Rect? { geometry(of: id)?.frame }

  /// The visible part of the element in its root's coordinate space (see
  /// ``ElementGeometry/visibleFrame``), or `nil` when it is not attached.
  public func visibleFrame(of id: ElementID) -> Rect? { geometry(of: id)?.visibleFrame }

  /// The element's frame, visible part and transform in its root's space, or `nil` when the element is
  /// not attached.
  ///
  /// - Parameter id: The element.
  /// - Complexity: O(*d*), where *d* is the element's depth: one lookup per ancestor, one
  ///   ``/LodestarGeometry/FrameChain``.
  public func geometry(of id: ElementID) -> ElementGeometry? {
    guard let path = path(to: id) else { return nil }
    let chain = path.chain
    let frame = chain.convertToRoot(path.targetBounds)
    let visible: Rect
    if path.isHidden {
      visible = .null
    } else {
      var clip = path.rootClip
      if let deepest = path.clippingLevels.first {
        // Top-down over the levels down to the deepest clipping ancestor, composing each level's transform
        // into the root; the clipping levels were recorded bottom-up.
        var transform = AffineMatrix.identity
        var next = path.clippingLevels.count - 1
        for level in 0...deepest {
          let space = path.spaces[level]
          transform = space.transformToParent.concatenating(transform)
          if path.clippingLevels[next] == level {
            let rect = transform.apply(Rect(origin: space.boundsOrigin, size: space.frame.size))
            clip = clip.map { $0.intersection(rect) } ?? rect
            next -= 1
          }
        }
      }
      visible = clip.map { frame.intersection($0) } ?? frame
    }
    return ElementGeometry(
      id: id, root: path.root, parent: path.parent, frame: frame, visibleFrame: visible, isHidden: path.isHidden,
      transformToRoot: chain.transformToRoot, cornerRadius: path.cornerRadius)
  }
}

/// The way from an element up to its root: the frame chain and what clips or hides the element.
struct HostPath {
  /// The element's parent (`nil` for a root).
  var parent: ElementID?
  /// The element's bounds.
  var targetBounds: Rect
  /// The element's corner radius.
  var cornerRadius: Double
  /// The root's id.
  var root: ElementID
  /// The root's bounds when it clips to them.
  var rootClip: Rect?
  /// The coordinate spaces from the root's child down to the element (empty for a root).
  var spaces: [LocalCoordinateSpace]
  /// The chain of those spaces.
  var chain: FrameChain
  /// Indices into the chain's spaces of the ancestors that clip to their bounds, deepest first.
  var clippingLevels: [Int]
  /// Whether the element, an ancestor or the root is hidden.
  var isHidden: Bool
}

extension HostTree {
  /// Walks from the element to its root: O(depth) lookups, one array of coordinate spaces. `nil` when the
  /// element is not attached (``attachment(of:)`` says why).
  func path(to id: ElementID) -> HostPath? {
    guard var current = element(id) else { return nil }
    let parent = current.parent
    let targetBounds = current.bounds
    let cornerRadius = current.cornerRadius
    var spaces: [LocalCoordinateSpace] = []
    spaces.reserveCapacity(8)
    var clippingDepths: [Int] = []
    var isHidden = current.isHidden
    while let parentID = current.parent {
      if spaces.count >= HostTreeLimits.maximumDepth { return nil }
      // The element's own clip affects only its descendants.
      if !spaces.isEmpty && current.clipsToBounds { clippingDepths.append(spaces.count) }
      spaces.append(current.coordinateSpace)
      guard let next = element(parentID) else { return nil }
      isHidden = isHidden || next.isHidden
      current = next
    }
    guard current.isRoot else { return nil }
    spaces.reverse()
    let last = spaces.count - 1
    // Bottom-up depths become top-down indices, deepest first.
    for index in clippingDepths.indices { clippingDepths[index] = last - clippingDepths[index] }
    return HostPath(
      parent: parent, targetBounds: targetBounds, cornerRadius: cornerRadius, root: current.id,
      rootClip: current.clipsToBounds ? current.bounds : nil, spaces: spaces, chain: FrameChain(spaces),
      clippingLevels: clippingDepths, isHidden: isHidden)
  }
}
