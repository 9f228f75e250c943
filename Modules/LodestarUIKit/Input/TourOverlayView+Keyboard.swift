#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarScene
  import LodestarViewModel
  import UIKit

  extension TourOverlayView {
    /// Routes a hardware key through the ``KeyboardRouter`` with the scene on screen and performs its command;
    /// `false` when the tour does not use the key.
    func handleKey(_ key: UIKey) -> Bool {
      guard scene.stepIndex != nil else { return false }
      keyboard.update(for: scene)
      let command = keyboard.handle(KeyStroke(TourKey(key.keyCode), modifiers: KeyModifiers(key.modifierFlags)))
      guard command != .unhandled else { return false }
      // A command the tour refuses now (previous on the first step, a transition running) is dropped.
      try? presenter.perform(command)
      needsScene = true
      return true
    }
  }

  extension TourKey {
    /// The tour's key for a keyboard's key (`other` for a key the tour does not use).
    init(_ keyCode: UIKeyboardHIDUsage) {
      switch keyCode {
      case .keyboardRightArrow: self = .rightArrow
      case .keyboardLeftArrow: self = .leftArrow
      case .keyboardUpArrow: self = .upArrow
      case .keyboardDownArrow: self = .downArrow
      case .keyboardPageUp: self = .pageUp
      case .keyboardPageDown: self = .pageDown
      case .keyboardReturnOrEnter, .keypadEnter: self = .enter
      case .keyboardSpacebar: self = .space
      case .keyboardEscape: self = .escape
      case .keyboardTab: self = .tab
      default: self = .other
      }
    }
  }

  extension KeyModifiers {
    /// The tour's modifiers for UIKit's.
    init(_ flags: UIKeyModifierFlags) {
      self = []
      if flags.contains(.shift) { insert(.shift) }
      if flags.contains(.control) { insert(.control) }
      if flags.contains(.alternate) { insert(.option) }
      if flags.contains(.command) { insert(.command) }
    }
  }
#endif
