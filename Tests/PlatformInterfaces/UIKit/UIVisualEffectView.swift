// Declarations of UIKit for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's UIKit headers (UIVisualEffectView.h, UIBlurEffect.h, UIVisualEffect.h), as Swift
// imports them.

/// An object that implements some complex visual effects (a recording stand-in: the effect as set).
@MainActor
open class UIVisualEffectView: UIView {
  /// The visual effect to provide the view.
  open var effect: UIVisualEffect?

  /// Creates a new visual effect view with the specified effect.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
  }

  /// Creates a visual effect view from data in an unarchiver.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// An initializer for visual effect views and blur and vibrancy effect objects.
@MainActor
open class UIVisualEffect: NSObject {}

/// An object that applies a blurring effect to the content layered behind a view.
@MainActor
open class UIBlurEffect: UIVisualEffect {
  /// The intensity of the blur effect.
  package let style: UIBlurEffect.Style

  /// Creates a blur effect with the specified style.
  public init(style: UIBlurEffect.Style) {
    self.style = style
    super.init()
  }

  /// The intensity of the blur effect.
  public enum Style: Int, Sendable {
    /// The area of the view is lighter than the underlying view.
    case extraLight = 0
    /// The area of the view is the same approximate lightness as the underlying view.
    case light = 1
    /// The area of the view is darker than the underlying view.
    case dark = 2
    /// A blur effect that adapts to the user interface style.
    @available(iOS 10.0, *)
    case regular = 4
    /// A blur effect that adapts to the user interface style, with more contrast.
    @available(iOS 10.0, *)
    case prominent = 5
  }
}
