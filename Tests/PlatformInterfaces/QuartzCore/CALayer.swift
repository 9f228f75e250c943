// Declarations of QuartzCore for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's QuartzCore headers (CALayer.h), as Swift imports them.

/// An object that manages image-based content (a recording stand-in for QuartzCore's `CALayer`): each property keeps
/// what was last set.
open class CALayer: NSObject {
  /// The layer's frame rectangle.
  open var frame: CGRect = .zero
  /// The opacity of the receiver.
  open var opacity: Float = 1
  /// A Boolean indicating whether the layer is displayed.
  open var isHidden = false
  /// The layer's position on the z axis.
  open var zPosition: CGFloat = 0
  /// The layer's sublayers, back to front.
  package private(set) var sublayers: [CALayer]?
  /// The superlayer of the layer.
  open private(set) weak var superlayer: CALayer?

  /// Creates a layer.
  public override init() {
    super.init()
  }

  /// Appends the layer to the layer's list of sublayers.
  open func addSublayer(_ layer: CALayer) {
    layer.removeFromSuperlayer()
    sublayers = (sublayers ?? []) + [layer]
    layer.superlayer = self
  }

  /// Detaches the layer from its parent layer.
  package func removeFromSuperlayer() {
    superlayer?.sublayers?.removeAll { $0 === self }
    superlayer = nil
  }
}
