import LodestarGeometry

extension HostTree {
  /// Where the element's ancestor chain leads. O(depth).
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

  /// Whether the element's ancestor chain reaches a root. O(depth).
  public func isAttached(_ id: ElementID) -> Bool { attachment(of: id).isAttached }

  /// Whether `id` is `ancestor` or one of its descendants (as UIKit's `isDescendant(of:)`). O(depth);
  /// `false` when either id is unknown.
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
  /// ``LodestarGeometry/FrameChain/convertToRoot(_:)-(Point)``.
  public func frameChain(of id: ElementID) -> FrameChain? {
    guard case .success(let path) = path(to: id) else { return nil }
    return path.chain
  }

  /// The bounding box of the element in its root's coordinate space, or `nil` when it is not attached.
  public func frameInRoot(of id: ElementID) -> Rect? { geometry(of: id)?.frame }

  /// The visible part of the element in its root's coordinate space (see
  /// ``ElementGeometry/visibleFrame``), or `nil` when it is not attached.
  public func visibleFrame(of id: ElementID) -> Rect? { geometry(of: id)?.visibleFrame }

  /// The element's frame, visible part and transform in its root's space, or `nil` when the element is
  /// not attached. O(depth): one lookup per ancestor, one ``LodestarGeometry/FrameChain``.
  public func geometry(of id: ElementID) -> ElementGeometry? {
    guard case .success(let path) = path(to: id) else { return nil }
    let chain = path.chain
    let frame = chain.convertToRoot(path.target.bounds)
    let visible: Rect
    if path.isHidden {
      visible = .null
    } else {
      var clip: Rect? = path.root.clipsToBounds ? path.root.bounds : nil
      if let deepest = path.clippingLevels.first {
        // Top-down over the levels down to the deepest clipping ancestor, composing each level's transform
        // into the root; the clipping levels were recorded bottom-up.
        var transform = AffineTransform.identity
        var next = path.clippingLevels.count - 1
        for level in 0...deepest {
          let space = chain.spaces[level]
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
      id: path.target.id, root: path.root.id, parent: path.target.parent, frame: frame, visibleFrame: visible,
      isHidden: path.isHidden, transformToRoot: chain.transformToRoot, cornerRadius: path.target.cornerRadius)
  }
}

/// The way from an element up to its root: the frame chain and what clips or hides the element.
struct HostPath {
  /// The element.
  var target: HostElement
  /// Its root.
  var root: HostElement
  /// The coordinate spaces from the root's child down to the element (empty for a root).
  var chain: FrameChain
  /// Indices into the chain's spaces of the ancestors that clip to their bounds, deepest first.
  var clippingLevels: [Int]
  /// Whether the element, an ancestor or the root is hidden.
  var isHidden: Bool
}

/// Why an ancestor chain does not reach a root.
struct HostPathFailure: Error {
  var attachment: HostAttachment
}

extension HostTree {
  /// Walks from the element to its root: O(depth) lookups, one array of coordinate spaces.
  func path(to id: ElementID) -> Result<HostPath, HostPathFailure> {
    guard let target = element(id) else { return .failure(HostPathFailure(attachment: .missing(id))) }
    var spaces: [CoordinateSpace] = []
    spaces.reserveCapacity(8)
    var clippingDepths: [Int] = []
    var isHidden = target.isHidden
    var current = target
    while let parentID = current.parent {
      if spaces.count >= HostTreeLimits.maximumDepth {
        return .failure(HostPathFailure(attachment: .tooDeep(element: current.id)))
      }
      // The element's own clip affects only its descendants.
      if !spaces.isEmpty && current.clipsToBounds { clippingDepths.append(spaces.count) }
      spaces.append(current.coordinateSpace)
      guard let parent = element(parentID) else {
        return .failure(HostPathFailure(attachment: .missing(parentID)))
      }
      isHidden = isHidden || parent.isHidden
      current = parent
    }
    guard current.isRoot else { return .failure(HostPathFailure(attachment: .detached(topmost: current.id))) }
    spaces.reverse()
    let last = spaces.count - 1
    // Bottom-up depths become top-down indices, deepest first.
    for index in clippingDepths.indices { clippingDepths[index] = last - clippingDepths[index] }
    return .success(
      HostPath(
        target: target, root: current, chain: FrameChain(spaces), clippingLevels: clippingDepths, isHidden: isHidden))
  }
}
