// Declarations of QuartzCore for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's QuartzCore headers (CAShapeLayer.h), as Swift imports them.

/// A layer that draws a cubic Bézier spline in its coordinate space (a recording stand-in).
open class CAShapeLayer: CALayer {
  /// The path defining the shape to be rendered.
  open var path: CGPath?
  /// The color used to fill the shape's path.
  open var fillColor: CGColor?
  /// The fill rule used when filling the shape's path.
  open var fillRule: CAShapeLayerFillRule = .nonZero
  /// The color used to stroke the shape's path.
  open var strokeColor: CGColor?
  /// Specifies the line width of the shape's path.
  open var lineWidth: CGFloat = 1
}

/// Fill rules for a shape layer (`kCAFillRuleNonZero`, `kCAFillRuleEvenOdd`).
public struct CAShapeLayerFillRule: Hashable, RawRepresentable, Sendable {
  /// The rule's name.
  public var rawValue: String

  /// Creates a fill rule from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Specifies the non-zero winding rule (the default).
  package static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// Specifies the even-odd winding rule.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
