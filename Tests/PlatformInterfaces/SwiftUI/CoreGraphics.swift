// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's CoreGraphics (CGAffineTransform.h, as Swift imports it), which SwiftUI re-exports on
// Apple platforms. swift-corelibs-foundation has CGFloat, CGPoint, CGSize and CGRect but not the transform, and no
// Linux module may be named CoreGraphics (see Package.swift), so it is declared here.

/// An affine transformation matrix for use in drawing 2D graphics.
public struct CGAffineTransform: Sendable, Equatable {
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

  /// Creates an affine transformation matrix constructed from values you provide.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// `self` followed by `other` (the evaluator's composition; Core Graphics' `concatenating(_:)`).
  func _concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d, c: c * other.a + d * other.c,
      d: c * other.b + d * other.d, tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The identity (the evaluator's; Core Graphics' `CGAffineTransform.identity`).
  static let _identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}
