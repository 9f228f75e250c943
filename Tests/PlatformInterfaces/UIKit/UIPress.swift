// Declarations of UIKit for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's UIKit headers (UIPress.h, UIPressesEvent.h, UIKey.h, UIKeyConstants.h,
// UICommand.h), as Swift imports them.

/// An object that represents the presence or movement of a button press on the screen for a particular event (a
/// recording stand-in that a test creates for a key).
@MainActor
open class UIPress: NSObject {
  /// The key pressed or released on a physical keyboard.
  @available(iOS 13.4, tvOS 13.4, *)
  public let key: UIKey?

  /// Creates a press of `key` (not part of UIKit: the recording).
  package init(simulating key: UIKey?) {
    self.key = key
    super.init()
  }
}

/// An event that describes the state of a set of physical buttons that are available to the device.
@MainActor
open class UIPressesEvent: UIEvent {}

/// An object that provides information about the state of a keyboard key (a recording stand-in).
@available(iOS 13.4, tvOS 13.4, *)
@MainActor
open class UIKey: NSObject {
  /// A value that identifies the key.
  public let keyCode: UIKeyboardHIDUsage
  /// The modifier keys that the user presses with the key.
  public let modifierFlags: UIKeyModifierFlags

  /// Creates a key (not part of UIKit: the recording).
  package init(simulating keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = []) {
    self.keyCode = keyCode
    self.modifierFlags = modifierFlags
    super.init()
  }
}

/// The HID usage codes of the keys (the ones the adapter reads).
@available(iOS 13.4, tvOS 13.4, *)
public enum UIKeyboardHIDUsage: Int, Sendable {
  /// Return (or Enter).
  case keyboardReturnOrEnter = 40
  /// Escape.
  case keyboardEscape = 41
  /// Tab.
  case keyboardTab = 43
  /// Spacebar.
  case keyboardSpacebar = 44
  /// Page Up.
  case keyboardPageUp = 75
  /// Page Down.
  case keyboardPageDown = 78
  /// Right Arrow.
  case keyboardRightArrow = 79
  /// Left Arrow.
  case keyboardLeftArrow = 80
  /// Down Arrow.
  case keyboardDownArrow = 81
  /// Up Arrow.
  case keyboardUpArrow = 82
  /// Enter on the keypad.
  case keypadEnter = 88
  /// The letter A (a key the tour does not use).
  case keyboardA = 4
}

/// Constants that indicate which modifier keys are pressed.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  /// The flags' bits.
  public var rawValue: Int

  /// Creates flags from their bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// A modifier flag that indicates the user pressed the Shift key.
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  /// A modifier flag that indicates the user pressed the Control key.
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// A modifier flag that indicates the user pressed the Option key.
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// A modifier flag that indicates the user pressed the Command key.
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}
