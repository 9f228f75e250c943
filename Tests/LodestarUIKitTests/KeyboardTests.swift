#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarScene
  import LodestarViewModel
  import Testing
  import UIKit
  @testable import LodestarUIKit

  /// Hardware keys reach the tour through the keyboard router; keys it does not use go on up the responder chain.
  @MainActor
  @Suite struct KeyboardTests {
    static func press(_ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = [], on stage: TourStage) {
      stage.overlay.pressesBegan([UIPress(simulating: UIKey(simulating: code, modifierFlags: flags))], with: nil)
      stage.settle()
    }

    @Test func arrowsMoveEscapeSkipsAndOtherKeysPassOn() throws {
      let stage = TourStage()
      try stage.controller.start()
      stage.settle()
      #expect(stage.overlay.isFirstResponder)
      Self.press(.keyboardRightArrow, on: stage)
      #expect(stage.controller.currentIndex == 1)
      Self.press(.keyboardLeftArrow, on: stage)
      #expect(stage.controller.currentIndex == 0)
      // A command key combination and a letter are not the tour's.
      Self.press(.keyboardRightArrow, .command, on: stage)
      Self.press(.keyboardA, on: stage)
      #expect(stage.controller.currentIndex == 0)
      #expect(stage.overlay.recordedUnhandledPresses == 2)
      Self.press(.keyboardEscape, on: stage)
      #expect(!stage.controller.isStarted)
      #expect(!stage.overlay.isFirstResponder)
    }

    @Test func rightToLeftTheLeftArrowGoesOn() throws {
      let stage = TourStage()
      stage.overlay.simulatedLayoutDirection = .rightToLeft
      try stage.controller.start()
      stage.settle()
      Self.press(.keyboardLeftArrow, on: stage)
      #expect(stage.controller.currentIndex == 1)
    }
  }
#endif
