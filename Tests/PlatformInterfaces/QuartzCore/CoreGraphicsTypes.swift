// Declarations of QuartzCore for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's CoreGraphics headers (CGPath.h, CGColor.h, CGAffineTransform.h) and the CoreGraphics
// Swift overlay, as Swift imports them. On Apple platforms these types come from Core Graphics, which QuartzCore
// re-exports; no Linux module is named CoreGraphics (LodestarGeometry's `#if canImport(CoreGraphics)` must stay
// false here). CGFloat, CGPoint, CGSize and CGRect come from swift-corelibs-foundation.

@_exported import Foundation

/// A time interval in seconds (CoreFoundation's `CFTimeInterval`, CFDate.h).
public typealias CFTimeInterval = Double

// On Apple platforms (and in Scripts/check-apple-platforms, which declares Core Graphics) Core Graphics has them.
#if !canImport(CoreGraphics)
  /// An affine transformation matrix for use in drawing 2D graphics (CGAffineTransform.h).
  public struct CGAffineTransform: Equatable, Sendable {
    /// The entry at position [1,1] in the matrix.
    package var a: CGFloat
    /// The entry at position [1,2] in the matrix.
    package var b: CGFloat
    /// The entry at position [2,1] in the matrix.
    package var c: CGFloat
    /// The entry at position [2,2] in the matrix.
    package var d: CGFloat
    /// The entry at position [3,1] in the matrix.
    package var tx: CGFloat
    /// The entry at position [3,2] in the matrix.
    package var ty: CGFloat

    /// Creates an affine transform from the six entries of its matrix.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// A set of components that define a color, with a color space specifying how to interpret them (CGColor.h).
  public final class CGColor: @unchecked Sendable {
    /// The values of the color's components (red, green, blue, alpha), as recorded.
    package let components: [CGFloat]?

    /// Creates a color in the Generic RGB color space.
    @available(iOS 13.0, tvOS 13.0, *)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
    }
  }

  /// An immutable graphics path (CGPath.h).
  open class CGPath: @unchecked Sendable {
    /// What was added to the path, in order (a recording aid; on Apple platforms `applyWithBlock(_:)` reads it).
    package internal(set) var recordedElements: [RecordedPathElement] = []

    init() {}
  }

  /// A mutable graphics path (CGPath.h, as the CoreGraphics overlay imports its functions).
  public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty mutable path.
    public override init() {
      super.init()
    }

    /// Begins a new subpath at the specified point.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
      recordedElements.append(.move(to: point))
    }

    /// Appends a straight line segment from the current point to the specified point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
      recordedElements.append(.line(to: point))
    }

    /// Adds a quadratic Bézier curve to the path, with the specified end point and control point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
      recordedElements.append(.quadCurve(to: end, control: control))
    }

    /// Adds a cubic Bézier curve to the path, with the specified end point and control points.
    public func addCurve(
      to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
      recordedElements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes and completes a subpath in a mutable graphics path.
    public func closeSubpath() {
      recordedElements.append(.closeSubpath)
    }
  }

  /// One element recorded on a ``CGMutablePath`` (not part of Core Graphics: the recording).
  package enum RecordedPathElement: Equatable, Sendable {
    /// `move(to:)`.
    case move(to: CGPoint)
    /// `addLine(to:)`.
    case line(to: CGPoint)
    /// `addQuadCurve(to:control:)`.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// `addCurve(to:control1:control2:)`.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// `closeSubpath()`.
    case closeSubpath
  }
#endif
