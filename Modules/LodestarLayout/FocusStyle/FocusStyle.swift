import LodestarGeometry

/// What a focus style highlights: the target's frame, its own corner radius and the layout direction.
public struct FocusTarget: Sendable, Hashable {
  /// The target's frame, in the overlay's coordinates.
  public var frame: Rect
  /// The target's own corner radius (for styles that follow it). Default 0.
  public var cornerRadius: Double
  /// The layout direction (resolves leading and trailing corners). Default left-to-right.
  public var layoutDirection: ReadingDirection

  /// Creates a target.
  public init(frame: Rect, cornerRadius: Double = 0, layoutDirection: ReadingDirection = .leftToRight) {
    self.frame = frame
    self.cornerRadius = cornerRadius
    self.layoutDirection = layoutDirection
  }
}

/// Which rectangle the coach mark is laid out against.
public enum FocusLayoutReference: String, Sendable, Hashable, CaseIterable {
  /// The target's raw frame (PolarisGuideKit's behaviour, the default).
  case focusFrame
  /// The bounds of the opening the style draws (the frame when there is no opening).
  case openingBounds
}

/// An opening in the overlay: its path, its bounds and the rectangle the coach mark is laid out against.
public struct FocusOpening: Sendable, Hashable {
  /// The opening's outline (empty for no opening).
  public var path: BezierPath
  /// The opening's bounds (``/LodestarGeometry/Rect/null`` for no opening).
  public var bounds: Rect
  /// The rectangle the coach mark's body is laid out against.
  public var layoutFrame: Rect

  /// Creates an opening; the bounds are the path's.
  public init(path: BezierPath, layoutFrame: Rect) {
    self.path = path
    self.bounds = path.isEmpty ? .null : path.bounds
    self.layoutFrame = layoutFrame
  }

  /// Creates an opening for a target with a style's layout reference.
  public init(path: BezierPath, target: FocusTarget, layoutReference: FocusLayoutReference) {
    self.init(path: path, layoutFrame: target.frame)
    if layoutReference == .openingBounds, !bounds.isNull {
      layoutFrame = bounds
    }
  }
}

/// How a target is highlighted: the shape of the overlay's opening (a cut-out) for a focus frame.
public protocol FocusStyle: Sendable {
  /// Which rectangle the coach mark is laid out against. Default ``FocusLayoutReference/focusFrame``.
  var layoutReference: FocusLayoutReference { get }

  /// The opening's outline for `target` (empty for no opening).
  func path(for target: FocusTarget) -> BezierPath
}

extension FocusStyle {
  /// The raw focus frame.
  public var layoutReference: FocusLayoutReference { .focusFrame }

  /// The opening for `target`: its path, bounds and layout rectangle.
  public func opening(for target: FocusTarget) -> FocusOpening {
    FocusOpening(path: path(for: target), target: target, layoutReference: layoutReference)
  }
}

extension Rect {
  /// The rectangle inset by `insets` (negative values grow it), standardized, never null: an inset that
  /// would make it negative collapses it to its centre line; non-finite components count as zero.
  func insetClamped(by insets: DirectionalEdgeInsets, layoutDirection: ReadingDirection) -> Rect {
    let base = finiteComponents.standardized
    let clean = insets.isFinite ? insets : .zero
    let left = clean.left(in: layoutDirection)
    let right = clean.right(in: layoutDirection)
    var x = base.minX + left
    var y = base.minY + clean.top
    var width = base.width - left - right
    var height = base.height - clean.top - clean.bottom
    if width < 0 {
      x += width / 2
      width = 0
    }
    if height < 0 {
      y += height / 2
      height = 0
    }
    return Rect(x: x, y: y, width: width, height: height)
  }
}
