// The Core Graphics types that LodestarGeometry converts to and from (Platform/CoreGraphicsConversions.swift),
// for Scripts/check-apple-platforms. Only declarations.
//
// From Apple's documentation (developer.apple.com/documentation/corefoundation/cgfloat, …/cgpoint, …/cgsize,
// …/cgrect, …/coregraphics/cgaffinetransform): all available since iOS 2.0, macOS 10.0, tvOS 9.0,
// watchOS 2.0 and visionOS 1.0. `CGFloat` is a `Double` on 64-bit platforms and a `Float` on 32-bit ones (the
// arm64_32 Apple Watch), which this check does not build for.

/// `CGFloat`: a `Double` on 64-bit platforms. Only the conversions the modules use are declared, so a use of
/// anything more fails here and is added with its documentation page.
@frozen public struct CGFloat: Sendable {
  public var native: Double
  /// `init(_: Double)`.
  public init(_ value: Double) { native = value }
}

extension Double {
  /// `Double(_:)` from a `CGFloat` (the overlay's conversion).
  public init(_ value: CGFloat) { self = value.native }
}

/// `struct CGPoint`.
public struct CGPoint: Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
}

/// `struct CGSize`.
public struct CGSize: Sendable {
  public var width: CGFloat
  public var height: CGFloat
  public init(width: CGFloat, height: CGFloat) { (self.width, self.height) = (width, height) }
}

/// `struct CGRect`.
public struct CGRect: Sendable {
  public var origin: CGPoint
  public var size: CGSize
  public init(origin: CGPoint, size: CGSize) { (self.origin, self.size) = (origin, size) }
}

/// `struct CGAffineTransform`.
public struct CGAffineTransform: Sendable {
  public var a, b, c, d, tx, ty: CGFloat
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
}

/// `class CGPath` (documentation/coregraphics/cgpath).
public class CGPath {
  public init() {}
  /// `func copy() -> CGPath?`.
  public func copy() -> CGPath? { nil }
  /// `func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void)`: iOS 11.0, macOS 10.13, tvOS 11.0,
  /// watchOS 4.0, visionOS 1.0.
  @available(macOS 10.13, iOS 11.0, tvOS 11.0, watchOS 4.0, *)
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {}
}

/// `class CGMutablePath` (documentation/coregraphics/cgmutablepath).
public class CGMutablePath: CGPath {
  public override init() {}
  public func move(to point: CGPoint) {}
  public func addLine(to point: CGPoint) {}
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {}
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
  public func closeSubpath() {}
}

/// `struct CGPathElement`.
public struct CGPathElement {
  public var type: CGPathElementType
  public var points: UnsafeMutablePointer<CGPoint>
}

/// `enum CGPathElementType: Int32`: a C enumeration, so not frozen (this file compiles with library evolution,
/// so a switch over it needs `@unknown default`, as on Apple's systems).
public enum CGPathElementType: Int32 {
  case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}
