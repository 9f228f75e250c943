import LodestarGeometry

/// Instructions' default cut-out: the frame grown by 4 on every side with a corner radius of 4.
public struct DefaultFocusStyle: FocusStyle, Hashable {
  /// Which rectangle the coach mark is laid out against.
  public var layoutReference: FocusLayoutReference

  /// Creates the style.
  public init(layoutReference: FocusLayoutReference = .focusFrame) {
    self.layoutReference = layoutReference
  }

  /// The grown frame.
  public func openingFrame(for target: FocusTarget) -> Rect {
    target.frame.insetClamped(by: DirectionalEdgeInsets(all: -4), layoutDirection: target.layoutDirection)
  }

  /// A rounded rectangle with radius 4 around the frame grown by 4.
  public func path(for target: FocusTarget) -> BezierPath {
    BezierPath.roundedRect(openingFrame(for: target), cornerRadius: 4)
  }
}

/// The exact focus frame, square corners.
public struct RectFocusStyle: FocusStyle, Hashable {
  /// Which rectangle the coach mark is laid out against.
  public var layoutReference: FocusLayoutReference

  /// Creates the style.
  public init(layoutReference: FocusLayoutReference = .focusFrame) {
    self.layoutReference = layoutReference
  }

  /// The frame as a rectangle.
  public func path(for target: FocusTarget) -> BezierPath {
    BezierPath.rect(target.frame.finiteComponents.standardized)
  }
}

/// The corners a rounded focus style rounds, named with leading and trailing.
public struct CornerMask: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public var rawValue: UInt8

  /// Creates a mask from raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The top-leading corner.
  public static let topLeading = CornerMask(rawValue: 1)
  /// The top-trailing corner.
  public static let topTrailing = CornerMask(rawValue: 2)
  /// The bottom-leading corner.
  public static let bottomLeading = CornerMask(rawValue: 4)
  /// The bottom-trailing corner.
  public static let bottomTrailing = CornerMask(rawValue: 8)
  /// Every corner.
  public static let all: CornerMask = [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
}

/// How a rounded focus style picks its corner radius.
public enum FocusCornerRadius: Sendable, Hashable {
  /// A fixed radius.
  case fixed(Double)
  /// The target's corner radius plus `delta`.
  case followTarget(delta: Double)
  /// The target's corner radius times `multiplier`.
  case scaleWithTarget(multiplier: Double)

  /// The radius for a target, before clamping.
  public func radius(for target: FocusTarget) -> Double {
    switch self {
    case .fixed(let radius): radius
    case .followTarget(let delta): target.cornerRadius + delta
    case .scaleWithTarget(let multiplier): target.cornerRadius * multiplier
    }
  }
}

/// A rounded rectangle around the frame inset by `insets` (negative values grow it), with a radius mode
/// and a per-corner mask. The radius is clamped to at least 0 and at most half the shorter side.
public struct RoundedRectFocusStyle: FocusStyle, Hashable {
  /// The insets from the frame (negative values grow the opening).
  public var insets: DirectionalEdgeInsets
  /// The radius mode.
  public var cornerRadius: FocusCornerRadius
  /// The rounded corners. Default: all.
  public var corners: CornerMask
  /// The corner style. Default circular.
  public var style: CornerCurve
  /// Which rectangle the coach mark is laid out against.
  public var layoutReference: FocusLayoutReference

  /// Creates the style.
  public init(
    insets: DirectionalEdgeInsets = .zero, cornerRadius: FocusCornerRadius = .fixed(8), corners: CornerMask = .all,
    style: CornerCurve = .circular, layoutReference: FocusLayoutReference = .focusFrame
  ) {
    self.insets = insets
    self.cornerRadius = cornerRadius
    self.corners = corners
    self.style = style
    self.layoutReference = layoutReference
  }

  /// The rectangle the opening fills.
  public func openingFrame(for target: FocusTarget) -> Rect {
    target.frame.insetClamped(by: insets, layoutDirection: target.layoutDirection)
  }

  /// The clamped radius: at least 0 (NaN counts as 0), at most half the opening's shorter side.
  public func resolvedRadius(for target: FocusTarget) -> Double {
    let frame = openingFrame(for: target)
    let radius = cornerRadius.radius(for: target)
    guard radius.isFinite || radius == .infinity else { return 0 }
    return min(max(0, radius), min(frame.width, frame.height) / 2)
  }

  /// The per-corner radii (0 on unmasked corners).
  public func cornerRadii(for target: FocusTarget) -> CornerRadii {
    let radius = resolvedRadius(for: target)
    return CornerRadii(
      topLeading: corners.contains(.topLeading) ? radius : 0,
      topTrailing: corners.contains(.topTrailing) ? radius : 0,
      bottomLeading: corners.contains(.bottomLeading) ? radius : 0,
      bottomTrailing: corners.contains(.bottomTrailing) ? radius : 0)
  }

  /// The rounded rectangle.
  public func path(for target: FocusTarget) -> BezierPath {
    BezierPath.roundedRect(
      openingFrame(for: target), cornerRadii: cornerRadii(for: target), style: style,
      layoutDirection: target.layoutDirection)
  }
}

/// How a circular focus style picks its radius.
public enum FocusCircleRadius: Sendable, Hashable {
  /// A fixed radius (at least 0).
  case fixed(Double)
  /// `min(width, height) × factor / 2` of the target (at least 0).
  case scaledToTarget(factor: Double)
}

/// A circle centred on the frame (plus an offset).
public struct CircleFocusStyle: FocusStyle, Hashable {
  /// The radius mode. Default `.fixed(50)`.
  public var radius: FocusCircleRadius
  /// The offset of the centre from the frame's centre.
  public var centerOffset: Vector
  /// Which rectangle the coach mark is laid out against.
  public var layoutReference: FocusLayoutReference

  /// Creates the style.
  public init(
    radius: FocusCircleRadius = .fixed(50), centerOffset: Vector = .zero,
    layoutReference: FocusLayoutReference = .focusFrame
  ) {
    self.radius = radius
    self.centerOffset = centerOffset
    self.layoutReference = layoutReference
  }

  /// The circle's centre.
  public func center(for target: FocusTarget) -> Point {
    let frame = target.frame.finiteComponents.standardized
    let offset = centerOffset.dx.isFinite && centerOffset.dy.isFinite ? centerOffset : .zero
    return Point(x: frame.midX + offset.dx, y: frame.midY + offset.dy)
  }

  /// The circle's radius: never negative, 0 for NaN.
  public func resolvedRadius(for target: FocusTarget) -> Double {
    let frame = target.frame.finiteComponents.standardized
    let value: Double
    switch radius {
    case .fixed(let fixed): value = fixed
    case .scaledToTarget(let factor): value = min(frame.width, frame.height) * factor / 2
    }
    return value.isFinite ? max(0, value) : 0
  }

  /// The circle.
  public func path(for target: FocusTarget) -> BezierPath {
    BezierPath.circle(center: center(for: target), radius: resolvedRadius(for: target))
  }
}

/// An ellipse inscribed in the frame inset by `insets`.
public struct OvalFocusStyle: FocusStyle, Hashable {
  /// The insets from the frame (negative values grow the opening).
  public var insets: DirectionalEdgeInsets
  /// Which rectangle the coach mark is laid out against.
  public var layoutReference: FocusLayoutReference

  /// Creates the style.
  public init(insets: DirectionalEdgeInsets = .zero, layoutReference: FocusLayoutReference = .focusFrame) {
    self.insets = insets
    self.layoutReference = layoutReference
  }

  /// The ellipse.
  public func path(for target: FocusTarget) -> BezierPath {
    BezierPath.ellipse(in: target.frame.insetClamped(by: insets, layoutDirection: target.layoutDirection))
  }
}

/// A capsule (fully rounded ends) in the frame inset by `insets`.
public struct CapsuleFocusStyle: FocusStyle, Hashable {
  /// The insets from the frame (negative values grow the opening).
  public var insets: DirectionalEdgeInsets
  /// Which rectangle the coach mark is laid out against.
  public var layoutReference: FocusLayoutReference

  /// Creates the style.
  public init(insets: DirectionalEdgeInsets = .zero, layoutReference: FocusLayoutReference = .focusFrame) {
    self.insets = insets
    self.layoutReference = layoutReference
  }

  /// The capsule.
  public func path(for target: FocusTarget) -> BezierPath {
    BezierPath.capsule(in: target.frame.insetClamped(by: insets, layoutDirection: target.layoutDirection))
  }
}

/// No opening: the whole overlay is dimmed; the coach mark is still laid out against the frame.
public struct NoHighlightFocusStyle: FocusStyle, Hashable {
  /// Creates the style.
  public init() {}

  /// An empty path.
  public func path(for target: FocusTarget) -> BezierPath { BezierPath() }
}

/// A style whose outline a closure draws.
public struct CustomFocusStyle: FocusStyle {
  /// Draws the outline for a target.
  public var makePath: @Sendable (FocusTarget) -> BezierPath
  /// Which rectangle the coach mark is laid out against.
  public var layoutReference: FocusLayoutReference

  /// Creates the style.
  public init(
    layoutReference: FocusLayoutReference = .focusFrame, makePath: @escaping @Sendable (FocusTarget) -> BezierPath
  ) {
    self.makePath = makePath
    self.layoutReference = layoutReference
  }

  /// The closure's outline.
  public func path(for target: FocusTarget) -> BezierPath { makePath(target) }
}
