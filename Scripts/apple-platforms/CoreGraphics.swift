// The Core Graphics types that LodestarGeometry converts to and from (Platform/CoreGraphicsConversions.swift) and
// that the UIKit and SwiftUI adapters use, for Scripts/check-apple-platforms. Only declarations: the bodies are
// placeholders, never run (Foundation re-exports this module, as on Apple's systems).
//
// From Apple's documentation (developer.apple.com/documentation/corefoundation/cgfloat, …/cgpoint, …/cgsize,
// …/cgrect, …/coregraphics/cgaffinetransform): all available since iOS 2.0, macOS 10.0, tvOS 9.0,
// watchOS 2.0 and visionOS 1.0. `CGFloat` is a `Double` on 64-bit platforms and a `Float` on 32-bit ones (the
// arm64_32 Apple Watch), which this check does not build for.

/// `CGFloat`: a `Double` on 64-bit platforms, with the floating-point protocols of the Core Graphics overlay
/// (`BinaryFloatingPoint`, `Codable`, `Sendable`), each requirement forwarded to `native`. Swift converts between
/// `CGFloat` and `Double` implicitly (SE-0307) because this type is named `CGFloat` in a module named
/// `CoreGraphics`, as on Apple's systems.
@frozen public struct CGFloat: BinaryFloatingPoint, Codable, Sendable, CustomStringConvertible {
  public typealias RawSignificand = UInt64
  public typealias RawExponent = UInt
  public typealias Exponent = Int
  public typealias Magnitude = CGFloat
  public typealias Stride = CGFloat
  public var native: Double
  /// `init(_: Double)`.
  public init(_ value: Double) { native = value }
  public init() { native = 0 }
  public init(floatLiteral value: Double) { native = value }
  public init(integerLiteral value: Int) { native = Double(value) }
  public init(_ value: Int) { native = Double(value) }
  public init(_ value: Float) { native = Double(value) }
  public init(_ value: CGFloat) { native = value.native }
  public init<Source: BinaryInteger>(_ value: Source) { native = Double(value) }
  public init?<Source: BinaryInteger>(exactly value: Source) {
    guard let value = Double(exactly: value) else { return nil }
    native = value
  }
  public init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt64) {
    native = Double(sign: sign, exponentBitPattern: exponentBitPattern, significandBitPattern: significandBitPattern)
  }
  public init(sign: FloatingPointSign, exponent: Int, significand: CGFloat) {
    native = Double(sign: sign, exponent: exponent, significand: significand.native)
  }
  public init(from decoder: any Decoder) throws { native = try Double(from: decoder) }
  public func encode(to encoder: any Encoder) throws { try native.encode(to: encoder) }
  public var description: String { native.description }
  public static var exponentBitCount: Int { Double.exponentBitCount }
  public static var significandBitCount: Int { Double.significandBitCount }
  public var exponentBitPattern: UInt { native.exponentBitPattern }
  public var significandBitPattern: UInt64 { native.significandBitPattern }
  public var binade: CGFloat { CGFloat(native.binade) }
  public var significandWidth: Int { native.significandWidth }
  public static var nan: CGFloat { CGFloat(Double.nan) }
  public static var signalingNaN: CGFloat { CGFloat(Double.signalingNaN) }
  public static var infinity: CGFloat { CGFloat(Double.infinity) }
  public static var greatestFiniteMagnitude: CGFloat { CGFloat(Double.greatestFiniteMagnitude) }
  public static var pi: CGFloat { CGFloat(Double.pi) }
  public static var leastNormalMagnitude: CGFloat { CGFloat(Double.leastNormalMagnitude) }
  public static var leastNonzeroMagnitude: CGFloat { CGFloat(Double.leastNonzeroMagnitude) }
  public var ulp: CGFloat { CGFloat(native.ulp) }
  public var sign: FloatingPointSign { native.sign }
  public var exponent: Int { native.exponent }
  public var significand: CGFloat { CGFloat(native.significand) }
  public var magnitude: CGFloat { CGFloat(native.magnitude) }
  public var nextUp: CGFloat { CGFloat(native.nextUp) }
  public var isNormal: Bool { native.isNormal }
  public var isFinite: Bool { native.isFinite }
  public var isZero: Bool { native.isZero }
  public var isSubnormal: Bool { native.isSubnormal }
  public var isInfinite: Bool { native.isInfinite }
  public var isNaN: Bool { native.isNaN }
  public var isSignalingNaN: Bool { native.isSignalingNaN }
  public var isCanonical: Bool { native.isCanonical }
  public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
  public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }
  public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }
  public static func += (lhs: inout CGFloat, rhs: CGFloat) { lhs.native += rhs.native }
  public static func -= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native -= rhs.native }
  public static func *= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native *= rhs.native }
  public static func /= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native /= rhs.native }
  public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
  public mutating func formRemainder(dividingBy other: CGFloat) { native.formRemainder(dividingBy: other.native) }
  public mutating func formTruncatingRemainder(dividingBy other: CGFloat) {
    native.formTruncatingRemainder(dividingBy: other.native)
  }
  public mutating func formSquareRoot() { native.formSquareRoot() }
  public mutating func addProduct(_ lhs: CGFloat, _ rhs: CGFloat) { native.addProduct(lhs.native, rhs.native) }
  public mutating func round(_ rule: FloatingPointRoundingRule) { native.round(rule) }
  public func isEqual(to other: CGFloat) -> Bool { native.isEqual(to: other.native) }
  public func isLess(than other: CGFloat) -> Bool { native.isLess(than: other.native) }
  public func isLessThanOrEqualTo(_ other: CGFloat) -> Bool { native.isLessThanOrEqualTo(other.native) }
  public func isTotallyOrdered(belowOrEqualTo other: CGFloat) -> Bool {
    native.isTotallyOrdered(belowOrEqualTo: other.native)
  }
  public func distance(to other: CGFloat) -> CGFloat { CGFloat(native.distance(to: other.native)) }
  public func advanced(by amount: CGFloat) -> CGFloat { CGFloat(native.advanced(by: amount.native)) }
}

extension Double {
  /// `Double(_:)` from a `CGFloat` (the overlay's conversion).
  public init(_ value: CGFloat) { self = value.native }
}

extension Float {
  /// `Float(_:)` from a `CGFloat` (the overlay's conversion).
  public init(_ value: CGFloat) { self = Float(value.native) }
}

/// `struct CGPoint`, with the overlay's `zero` and `init(x:y:)` overloads.
public struct CGPoint: Equatable, Hashable, Codable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { (x, y) = (0, 0) }
  public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
  public init(x: Double, y: Double) { (self.x, self.y) = (CGFloat(x), CGFloat(y)) }
  public init(x: Int, y: Int) { (self.x, self.y) = (CGFloat(x), CGFloat(y)) }
  public static var zero: CGPoint { CGPoint() }
  /// `func applying(_ t: CGAffineTransform) -> CGPoint`.
  public func applying(_ t: CGAffineTransform) -> CGPoint { self }
}

/// `struct CGSize`, with the overlay's `zero` and `init(width:height:)` overloads.
public struct CGSize: Equatable, Hashable, Codable, Sendable {
  public var width: CGFloat
  public var height: CGFloat
  public init() { (width, height) = (0, 0) }
  public init(width: CGFloat, height: CGFloat) { (self.width, self.height) = (width, height) }
  public init(width: Double, height: Double) { (self.width, self.height) = (CGFloat(width), CGFloat(height)) }
  public init(width: Int, height: Int) { (self.width, self.height) = (CGFloat(width), CGFloat(height)) }
  public static var zero: CGSize { CGSize() }
}

/// `struct CGVector`.
public struct CGVector: Equatable, Hashable, Codable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init() { (dx, dy) = (0, 0) }
  public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
  public static var zero: CGVector { CGVector() }
}

/// `struct CGRect`, with the geometry functions of CGGeometry.h as the overlay imports them.
public struct CGRect: Equatable, Hashable, Codable, Sendable {
  public var origin: CGPoint
  public var size: CGSize
  public init() { (origin, size) = (.zero, .zero) }
  public init(origin: CGPoint, size: CGSize) { (self.origin, self.size) = (origin, size) }
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    (origin, size) = (CGPoint(x: x, y: y), CGSize(width: width, height: height))
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    (origin, size) = (CGPoint(x: x, y: y), CGSize(width: width, height: height))
  }
  public init(x: Int, y: Int, width: Int, height: Int) {
    (origin, size) = (CGPoint(x: x, y: y), CGSize(width: width, height: height))
  }
  public static var zero: CGRect { CGRect() }
  public static var null: CGRect { CGRect() }
  public static var infinite: CGRect { CGRect() }
  public var width: CGFloat { size.width }
  public var height: CGFloat { size.height }
  public var minX: CGFloat { origin.x }
  public var midX: CGFloat { origin.x }
  public var maxX: CGFloat { origin.x }
  public var minY: CGFloat { origin.y }
  public var midY: CGFloat { origin.y }
  public var maxY: CGFloat { origin.y }
  public var isEmpty: Bool { true }
  public var isNull: Bool { true }
  public var isInfinite: Bool { false }
  public var standardized: CGRect { self }
  public var integral: CGRect { self }
  public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect { self }
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect { self }
  public func union(_ r2: CGRect) -> CGRect { self }
  public func intersection(_ r2: CGRect) -> CGRect { self }
  public func intersects(_ r2: CGRect) -> Bool { false }
  public func contains(_ point: CGPoint) -> Bool { false }
  public func contains(_ rect2: CGRect) -> Bool { false }
  public func applying(_ t: CGAffineTransform) -> CGRect { self }
}

/// `struct CGAffineTransform`, with the functions of CGAffineTransform.h as the overlay imports them.
public struct CGAffineTransform: Equatable, Hashable, Codable, Sendable {
  public var a, b, c, d, tx, ty: CGFloat
  public init() { (a, b, c, d, tx, ty) = (1, 0, 0, 1, 0, 0) }
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  public init(rotationAngle angle: CGFloat) { self.init() }
  public static var identity: CGAffineTransform { CGAffineTransform() }
  public var isIdentity: Bool { self == .identity }
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { self }
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { self }
  public func rotated(by angle: CGFloat) -> CGAffineTransform { self }
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { self }
  public func inverted() -> CGAffineTransform { self }
}

/// `class CGColor` (documentation/coregraphics/cgcolor).
public class CGColor {
  /// `init(red:green:blue:alpha:)`: iOS 13.0, macOS 10.5, tvOS 13.0, watchOS 6.0.
  @available(macOS 10.5, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  /// `init(srgbRed:green:blue:alpha:)`: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0.
  @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  /// `var components: [CGFloat]? { get }`.
  public var components: [CGFloat]? { nil }
  /// `var alpha: CGFloat { get }`.
  public var alpha: CGFloat { 0 }
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
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {}
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {}
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {}
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
  ) {}
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {}
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {}
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {}
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
