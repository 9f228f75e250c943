// Declarations of UIKit for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's UIKit headers (UIScrollView.h), as Swift imports them.

/// A view that allows the scrolling and zooming of its contained views (a recording stand-in: the content offset
/// is the bounds origin, as in UIKit).
@MainActor
open class UIScrollView: UIView {
  /// The point at which the origin of the content view is offset from the origin of the scroll view.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }
  /// The size of the content view.
  open var contentSize: CGSize = .zero
  /// The custom distance that the content view is inset from the safe area or scroll view edges.
  open var contentInset: UIEdgeInsets = .zero
  /// The calls of ``setContentOffset(_:animated:)``, in order (not part of UIKit: the recording).
  package private(set) var recordedOffsetChanges: [(offset: CGPoint, animated: Bool)] = []

  /// Sets the offset from the content view's origin that corresponds to the receiver's origin.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    recordedOffsetChanges.append((contentOffset, animated))
    self.contentOffset = contentOffset
  }
}

/// The inset distances for views.
public struct UIEdgeInsets: Equatable, Sendable {
  /// The top edge inset value.
  public var top: CGFloat
  /// The left edge inset value.
  public var left: CGFloat
  /// The bottom edge inset value.
  public var bottom: CGFloat
  /// The right edge inset value.
  public var right: CGFloat

  /// Creates an edge inset for a button or a view.
  package init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  /// An edge insets structure whose top, left, bottom, and right fields are all set to 0.
  package static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
