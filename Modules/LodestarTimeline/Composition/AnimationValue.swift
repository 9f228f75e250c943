import LodestarGeometry

/// A sampled value of any animatable type, as stored in an ``AnimationSnapshot``.
public enum AnimationValue: Sendable, Hashable {
  /// A number.
  case double(Double)
  /// A point.
  case point(Point)
  /// A size.
  case size(Size)
  /// A rectangle.
  case rect(Rect)
  /// Edge insets.
  case edgeInsets(DirectionalEdgeInsets)
  /// An affine transform.
  case transform(AffineMatrix)
  /// A colour.
  case color(RGBAColor)
  /// An opacity.
  case opacity(Opacity)
  /// A path (a cut-out shape).
  case path(BezierPath)
}

/// A value type that ``KeyframeAnimation`` can carry: it converts to and from ``AnimationValue``.
public protocol AnimationValueConvertible: Interpolatable, Sendable {
  /// The value wrapped for a snapshot.
  var animationValue: AnimationValue { get }
  /// Unwraps a snapshot value; `nil` when it holds another type.
  init?(animationValue: AnimationValue)
}

extension Double: AnimationValueConvertible {
  /// Wraps as ``AnimationValue/double(_:)``.
  public var animationValue: AnimationValue { .double(self) }
  /// Unwraps ``AnimationValue/double(_:)``.
  public init?(animationValue: AnimationValue) {
    guard case .double(let value) = animationValue else { return nil }
    self = value
  }
}

extension Point: AnimationValueConvertible {
  /// Wraps as ``AnimationValue/point(_:)``.
  public var animationValue: AnimationValue { .point(self) }
  /// Unwraps ``AnimationValue/point(_:)``.
  public init?(animationValue: AnimationValue) {
    guard case .point(let value) = animationValue else { return nil }
    self = value
  }
}

extension Size: AnimationValueConvertible {
  /// Wraps as ``AnimationValue/size(_:)``.
  public var animationValue: AnimationValue { .size(self) }
  /// Unwraps ``AnimationValue/size(_:)``.
  public init?(animationValue: AnimationValue) {
    guard case .size(let value) = animationValue else { return nil }
    self = value
  }
}

extension Rect: AnimationValueConvertible {
  /// Wraps as ``AnimationValue/rect(_:)``.
  public var animationValue: AnimationValue { .rect(self) }
  /// Unwraps ``AnimationValue/rect(_:)``.
  public init?(animationValue: AnimationValue) {
    guard case .rect(let value) = animationValue else { return nil }
    self = value
  }
}

extension DirectionalEdgeInsets: AnimationValueConvertible {
  /// Wraps as ``AnimationValue/edgeInsets(_:)``.
  public var animationValue: AnimationValue { .edgeInsets(self) }
  /// Unwraps ``AnimationValue/edgeInsets(_:)``.
  public init?(animationValue: AnimationValue) {
    guard case .edgeInsets(let value) = animationValue else { return nil }
    self = value
  }
}

extension AffineMatrix: AnimationValueConvertible {
  /// Wraps as ``AnimationValue/transform(_:)``.
  public var animationValue: AnimationValue { .transform(self) }
  /// Unwraps ``AnimationValue/transform(_:)``.
  public init?(animationValue: AnimationValue) {
    guard case .transform(let value) = animationValue else { return nil }
    self = value
  }
}

extension RGBAColor: AnimationValueConvertible {
  /// Wraps as ``AnimationValue/color(_:)``.
  public var animationValue: AnimationValue { .color(self) }
  /// Unwraps ``AnimationValue/color(_:)``.
  public init?(animationValue: AnimationValue) {
    guard case .color(let value) = animationValue else { return nil }
    self = value
  }
}

extension Opacity: AnimationValueConvertible {
  /// Wraps as ``AnimationValue/opacity(_:)``.
  public var animationValue: AnimationValue { .opacity(self) }
  /// Unwraps ``AnimationValue/opacity(_:)``.
  public init?(animationValue: AnimationValue) {
    guard case .opacity(let value) = animationValue else { return nil }
    self = value
  }
}

extension BezierPath: AnimationValueConvertible {
  /// Wraps as ``AnimationValue/path(_:)``.
  public var animationValue: AnimationValue { .path(self) }
  /// Unwraps ``AnimationValue/path(_:)``.
  public init?(animationValue: AnimationValue) {
    guard case .path(let value) = animationValue else { return nil }
    self = value
  }
}
