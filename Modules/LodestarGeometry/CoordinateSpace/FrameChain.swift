/// The chain of coordinate spaces from a root (a window, an overlay) down to one element, used to convert
/// points and rectangles between an element's space and the root's.
///
/// A chain is created from its levels, outermost (a direct child of the root) first, innermost (the element
/// itself) last. To convert a view's frame, use the chain of its *parent*: the frame is expressed in the
/// parent's space. The combined transform is computed once, when the chain is created, so each conversion
/// costs one affine application whatever the depth. The chain keeps only that transform and its
/// ``depth``, not the levels, so creating one to convert a rectangle allocates nothing and counts no
/// references.
///
/// Instructions' converter numbers hold: a view at (30, 40, 50, 50) inside a parent at (70, 90) is at
/// (100, 130, 50, 50) in the root; converted into an overlay whose root view sits at (20, 20) of the same
/// window, it is at (80, 110, 50, 50).
public struct FrameChain: Sendable, Hashable {
  /// The number of levels the chain was created from (0 for the root space itself).
  public let depth: Int
  /// The transform from the innermost space into the root space.
  public let transformToRoot: AffineMatrix

  /// Creates a chain from its levels, outermost first. An empty chain is the root space itself.
  ///
  /// Inlinable so that it is compiled into the caller: it is called whenever a frame changes.
  @inlinable
  public init(_ spaces: borrowing [LocalCoordinateSpace]) {
    depth = spaces.count
    transformToRoot = spaces.withUnsafeBufferPointer { Self.transformToRoot(of: $0) }
  }

  /// The transform from the innermost of `spaces` (outermost first) into the root space.
  @inlinable
  static func transformToRoot(of spaces: UnsafeBufferPointer<LocalCoordinateSpace>) -> AffineMatrix {
    var transform = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    var index = spaces.count
    while index > 0 {
      index -= 1
      let space = spaces[index]
      if space.transform.isIdentity {
        // A pure translation (the common case): concatenating it only moves the translation part.
        transform.tx += space.frame.minX - space.boundsOrigin.x
        transform.ty += space.frame.minY - space.boundsOrigin.y
      } else {
        transform = transform.concatenating(space.transformToParent)
      }
    }
    return transform
  }

  /// The root space itself.
  public static let root = FrameChain([])

  /// A point in the innermost space, expressed in the root space.
  @inlinable
  public func convertToRoot(_ point: Point) -> Point { transformToRoot.apply(point) }

  /// The bounding box, in the root space, of a rectangle in the innermost space.
  @inlinable
  public func convertToRoot(_ rect: Rect) -> Rect { transformToRoot.apply(rect) }

  /// A point in the root space, expressed in the innermost space, or `nil` when a level's transform
  /// cannot be inverted (a zero scale).
  @inlinable
  public func convertFromRoot(_ point: Point) -> Point? {
    transformToRoot.inverted().map { $0.apply(point) }
  }

  /// The bounding box, in the innermost space, of a rectangle in the root space, or `nil` when a level's
  /// transform cannot be inverted.
  @inlinable
  public func convertFromRoot(_ rect: Rect) -> Rect? {
    transformToRoot.inverted().map { $0.apply(rect) }
  }

  /// The transform from this chain's innermost space into `other`'s innermost space, both chains being
  /// relative to the same root; `nil` when `other` cannot be inverted.
  @inlinable
  public func transform(to other: FrameChain) -> AffineMatrix? {
    other.transformToRoot.inverted().map { transformToRoot.concatenating($0) }
  }

  /// A rectangle in this chain's innermost space, expressed in `other`'s innermost space (as a bounding
  /// box); `nil` when `other` cannot be inverted.
  @inlinable
  public func convert(_ rect: Rect, to other: FrameChain) -> Rect? {
    transform(to: other).map { $0.apply(rect) }
  }

  /// A point in this chain's innermost space, expressed in `other`'s innermost space; `nil` when `other`
  /// cannot be inverted.
  @inlinable
  public func convert(_ point: Point, to other: FrameChain) -> Point? {
    transform(to: other).map { $0.apply(point) }
  }
}
