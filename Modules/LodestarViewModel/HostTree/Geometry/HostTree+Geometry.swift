import LodestarGeometry

extension HostTree {
  /// Where the element's ancestor chain leads. O(depth).
  public func attachment(of id: ElementID) -> HostAttachment {
    switch ancestry(of: id) {
    case .success(let ancestry): .attached(root: ancestry.root.id, depth: ancestry.levels.count)
    case .failure(let failure): failure.attachment
    }
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
    guard case .success(let ancestry) = ancestry(of: id) else { return nil }
    return FrameChain(ancestry.levels.reversed().map(\.coordinateSpace))
  }

  /// The bounding box of the element in its root's coordinate space, or `nil` when it is not attached.
  public func frameInRoot(of id: ElementID) -> Rect? { geometry(of: id)?.frame }

  /// The visible part of the element in its root's coordinate space (see
  /// ``ElementGeometry/visibleFrame``), or `nil` when it is not attached.
  public func visibleFrame(of id: ElementID) -> Rect? { geometry(of: id)?.visibleFrame }

  /// The element's frame, visible part and transform in its root's space, or `nil` when the element is
  /// not attached. O(depth): one lookup per ancestor.
  public func geometry(of id: ElementID) -> ElementGeometry? {
    guard case .success(let ancestry) = ancestry(of: id) else { return nil }
    let root = ancestry.root
    let target = ancestry.levels.first ?? root
    let chain = FrameChain(ancestry.levels.reversed().map(\.coordinateSpace))
    let frame = chain.convertToRoot(target.bounds)

    var isHidden = root.isHidden
    var clip: Rect? = root.clipsToBounds ? root.bounds : nil
    var transform = AffineTransform.identity
    // Top-down over the ancestors between the root and the element (the element's own clip only affects
    // its descendants).
    for level in ancestry.levels.dropFirst().reversed() {
      isHidden = isHidden || level.isHidden
      transform = level.coordinateSpace.transformToParent.concatenating(transform)
      if level.clipsToBounds {
        let rect = transform.apply(level.bounds)
        clip = clip.map { $0.intersection(rect) } ?? rect
      }
    }
    isHidden = isHidden || target.isHidden
    let visible: Rect =
      if isHidden {
        .null
      } else if let clip {
        frame.intersection(clip)
      } else {
        frame
      }
    return ElementGeometry(
      id: target.id, root: root.id, parent: target.parent, frame: frame, visibleFrame: visible,
      isHidden: isHidden, transformToRoot: chain.transformToRoot, cornerRadius: target.cornerRadius)
  }
}

/// An element's ancestor chain: the element and its ancestors below the root (innermost first), and the
/// root.
struct HostAncestry {
  var levels: [HostElement]
  var root: HostElement
}

/// Why an ancestor chain does not reach a root.
struct HostAncestryFailure: Error {
  var attachment: HostAttachment
}

extension HostTree {
  /// Walks from the element to its root. O(depth).
  func ancestry(of id: ElementID) -> Result<HostAncestry, HostAncestryFailure> {
    guard var current = element(id) else { return .failure(HostAncestryFailure(attachment: .missing(id))) }
    var levels: [HostElement] = []
    while let parentID = current.parent {
      if levels.count >= HostTreeLimits.maximumDepth {
        return .failure(HostAncestryFailure(attachment: .tooDeep(element: current.id)))
      }
      levels.append(current)
      guard let parent = element(parentID) else {
        return .failure(HostAncestryFailure(attachment: .missing(parentID)))
      }
      current = parent
    }
    guard current.isRoot else { return .failure(HostAncestryFailure(attachment: .detached(topmost: current.id))) }
    return .success(HostAncestry(levels: levels, root: current))
  }
}
