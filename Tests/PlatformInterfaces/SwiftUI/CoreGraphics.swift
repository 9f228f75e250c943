// Declarations of SwiftUI for the SwiftUI adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's CoreGraphics (CGAffineTransform.h, as Swift imports it), which SwiftUI re-exports on
// Apple platforms. swift-corelibs-foundation has CGFloat, CGPoint, CGSize and CGRect but not the transform, and no
// Linux module may be named CoreGraphics (see Package.swift), so it is declared here where Core Graphics is absent;
// where it exists (the Apple lane of Scripts/check-apple-platforms), View.swift re-exports it as SwiftUI does.

#if !canImport(CoreGraphics)
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
  }
#endif
