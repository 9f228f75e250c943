// Declarations of UIKit for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's UIKit headers (UIView.h, UIWindow.h, UITraitCollection.h), as Swift imports them.

/// An object that manages the content for a rectangular area on the screen (a recording stand-in: the properties
/// keep what was set; geometry follows UIKit's rules for frames, bounds origins and conversion, without
/// transforms).
@MainActor
open class UIView: UIResponder {
  /// The view's Core Animation layer used for rendering.
  public let layer = CALayer()
  /// The frame rectangle, in the superview's coordinate system.
  open var frame: CGRect {
    get { storedFrame }
    set {
      storedFrame = newValue
      bounds.size = newValue.size
    }
  }
  /// The bounds rectangle, in the view's own coordinate system.
  open var bounds: CGRect = .zero {
    didSet {
      storedFrame.size = bounds.size
      if bounds.size != oldValue.size { setNeedsLayout() }
    }
  }
  /// The center point of the view's frame rectangle.
  package var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set { storedFrame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2) }
  }
  // The frame as set (UIKit keeps the centre and the bounds; the frame keeps set values exact here).
  private var storedFrame = CGRect.zero
  /// Specifies the transform applied to the view, relative to the center of its bounds.
  open var transform: CGAffineTransform = .identity
  /// The view's alpha value.
  open var alpha: CGFloat = 1
  /// A Boolean value that determines whether the view is hidden.
  open var isHidden = false
  /// A Boolean value that determines whether the view is opaque.
  open var isOpaque = true
  /// An integer bit mask that determines how the receiver resizes itself when its superview's bounds change.
  open var autoresizingMask: UIView.AutoresizingMask = []
  /// A Boolean value that determines whether subviews are confined to the bounds of the view.
  open var clipsToBounds = false
  /// A Boolean value that determines whether user events are ignored and removed from the event queue.
  open var isUserInteractionEnabled = true
  /// An optional view whose alpha channel is used to mask a view's content.
  open var mask: UIView?
  /// The receiver's superview, or `nil` if it has none.
  open private(set) weak var superview: UIView?
  /// The receiver's immediate subviews, back to front.
  open private(set) var subviews: [UIView] = []
  /// The receiver's window object, or `nil` if it has none.
  open var window: UIWindow? { self as? UIWindow ?? superview?.window }
  /// The user interface layout direction appropriate for arranging the immediate content of this view.
  @available(iOS 10.0, tvOS 10.0, *)
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    simulatedLayoutDirection ?? superview?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
  }
  /// The traits, such as the size class and text size, of the view's environment (from `UITraitEnvironment`).
  open var traitCollection: UITraitCollection {
    simulatedTraitCollection ?? superview?.traitCollection ?? UITraitCollection()
  }

  /// The layout direction a test gives the view (not part of UIKit: the recording).
  package var simulatedLayoutDirection: UIUserInterfaceLayoutDirection?
  /// The traits a test gives the view (not part of UIKit: the recording).
  package var simulatedTraitCollection: UITraitCollection?
  /// How many times the view was asked to lay out (not part of UIKit: the recording).
  package private(set) var layoutRequests = 0

  /// Initializes and returns a newly allocated view object with the specified frame rectangle.
  public init(frame: CGRect) {
    super.init()
    self.frame = frame
  }

  /// Creates a view from data in an unarchiver.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Adds a view to the end of the receiver's list of subviews.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    let hadWindow = view.window != nil
    subviews.append(view)
    view.superview = self
    layer.addSublayer(view.layer)
    if view.window != nil || hadWindow { view.notifyWindowChange() }
  }

  /// Unlinks the view from its superview and its window, and removes it from the responder chain.
  package func removeFromSuperview() {
    guard let superview else { return }
    let hadWindow = window != nil
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    layer.removeFromSuperlayer()
    if hadWindow { notifyWindowChange() }
  }

  func notifyWindowChange() {
    didMoveToWindow()
    for subview in subviews { subview.notifyWindowChange() }
  }

  /// Tells the view that its window object changed.
  open func didMoveToWindow() {}

  /// Lays out subviews.
  open func layoutSubviews() {}

  /// Invalidates the current layout of the receiver and triggers a layout update during the next update cycle.
  package func setNeedsLayout() {
    layoutRequests += 1
  }

  /// Returns a Boolean value indicating whether the receiver contains the specified point.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// Returns the farthest descendant in the view hierarchy of the current view, including itself, that contains the
  /// specified point (as UIKit documents it: hidden views, views that take no touches and views with an alpha below
  /// 0.01 are ignored; subviews are asked front to back).
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
    for subview in subviews.reversed() {
      let inSubview = CGPoint(
        x: point.x - subview.frame.minX + subview.bounds.minX, y: point.y - subview.frame.minY + subview.bounds.minY)
      if let hit = subview.hitTest(inSubview, with: event) { return hit }
    }
    return self
  }

  /// Converts a rectangle from the receiver's coordinate system to that of another view.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let origin = convertToWindow(rect.origin)
    let converted = view?.convertFromWindow(origin) ?? origin
    return CGRect(origin: converted, size: rect.size)
  }

  private func convertToWindow(_ point: CGPoint) -> CGPoint {
    let inSuperview = CGPoint(x: point.x - bounds.minX + frame.minX, y: point.y - bounds.minY + frame.minY)
    return superview?.convertToWindow(inSuperview) ?? inSuperview
  }

  private func convertFromWindow(_ point: CGPoint) -> CGPoint {
    let inSuperview = superview?.convertFromWindow(point) ?? point
    return CGPoint(x: inSuperview.x - frame.minX + bounds.minX, y: inSuperview.y - frame.minY + bounds.minY)
  }
}

extension UIView {
  /// Options for automatic view resizing.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The mask's bits.
    public var rawValue: UInt

    /// Creates a mask from its bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Resizing performed by expanding or shrinking a view's width.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// Resizing performed by expanding or shrinking a view's height.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }
}

/// An object that provides the backdrop for an app's user interface (a recording stand-in: the root of a view
/// hierarchy that is on screen).
@MainActor
open class UIWindow: UIView {
  /// The position of the window in the z-axis.
  open var windowLevel = UIWindow.Level.normal
  /// The root view controller for the window.
  ///
  /// As in UIKit, assigning a view controller installs its view as the window's content view, sized to the
  /// window, and removes the views the window held.
  open var rootViewController: UIViewController? {
    didSet {
      for subview in subviews { subview.removeFromSuperview() }
      guard let content = rootViewController?.view else { return }
      content.frame = bounds
      addSubview(content)
    }
  }

  /// Creates a window and associates it with the specified scene object.
  @available(iOS 13.0, tvOS 13.0, *)
  public init(windowScene: UIWindowScene) {
    super.init(frame: windowScene.simulatedBounds)
    isHidden = true
    windowScene.recordedWindows.append(self)
  }

  /// Initializes and returns a newly allocated window with the specified frame rectangle.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a window from data in an unarchiver.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// The directionality of a user interface layout.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// A left-to-right layout direction.
  case leftToRight = 0
  /// A right-to-left layout direction.
  case rightToLeft = 1
}
