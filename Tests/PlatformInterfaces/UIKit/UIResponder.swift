// Declarations of UIKit for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's UIKit headers (UIResponder.h, UIAccessibility.h, UIAccessibilityIdentification.h),
// as Swift imports them.

@_exported import Foundation
@_exported import QuartzCore

/// An abstract interface for responding to and handling events (a recording stand-in).
///
/// The accessibility properties and actions below are declared by UIKit on `NSObject` (the informal
/// `UIAccessibility`, `UIAccessibilityContainer` and `UIAccessibilityAction` protocols, `UIAccessibility.h`) and by `UIAccessibilityIdentification`; here they are
/// declared once on `UIResponder`, the common superclass of the two classes the adapter sets them on (`UIView`,
/// `UIAccessibilityElement`), because Linux's `NSObject` cannot gain stored properties.
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// Tells this object that one or more new touches occurred in a view or window.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Tells the responder when one or more touches associated with an event changed.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Tells the responder when a finger is raised from a view or window.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Tells this object when a physical button is first pressed.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    recordedUnhandledPresses += presses.count
  }

  /// The presses that reached `UIResponder`'s own `pressesBegan(_:with:)`: what the subclass passed on (not part of
  /// UIKit: the recording).
  package private(set) var recordedUnhandledPresses = 0

  /// Returns a Boolean value indicating whether this object can become the first responder.
  open var canBecomeFirstResponder: Bool { false }

  /// Returns a Boolean value indicating whether this object is the first responder.
  open private(set) var isFirstResponder = false

  /// Asks UIKit to make this object the first responder in its window.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    isFirstResponder = canBecomeFirstResponder
    return isFirstResponder
  }

  /// Notifies this object that it has been asked to relinquish its status as first responder in its window.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    isFirstResponder = false
    return true
  }

  /// A Boolean value that indicates whether the element is an accessibility element that an assistive app can
  /// access.
  open var isAccessibilityElement = false
  /// A succinct label in a localized string that identifies the accessibility element.
  open var accessibilityLabel: String?
  /// A localized string that contains a brief description of the result of performing an action on the
  /// accessibility element.
  open var accessibilityHint: String?
  /// The combination of accessibility traits that best characterizes the accessibility element.
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// An array of the accessibility elements in the container.
  open var accessibilityElements: [Any]?
  /// A Boolean value that indicates whether VoiceOver ignores the accessibility elements within views that are
  /// siblings of the element.
  open var accessibilityViewIsModal = false
  /// A string that identifies the element.
  open var accessibilityIdentifier: String?
  /// The value of the accessibility element.
  open var accessibilityValue: String?

  /// Tells the accessibility element to increment the value of its content.
  @available(iOS 4.0, *)
  open func accessibilityIncrement() {}

  /// Tells the accessibility element to decrement the value of its content.
  @available(iOS 4.0, *)
  open func accessibilityDecrement() {}
}
