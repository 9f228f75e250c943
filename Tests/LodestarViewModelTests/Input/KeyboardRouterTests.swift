import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTestSupport
import LodestarViewModel
import Testing

@Suite struct KeyboardRouterTests {
  @Test(arguments: [
    (KeyStroke(.rightArrow), KeyboardCommand.next),
    (KeyStroke(.leftArrow), .previous),
    (KeyStroke(.enter), .next),
    (KeyStroke(.escape), .skip),
    (KeyStroke(.space), .unhandled),
    (KeyStroke(.other), .unhandled),
    (KeyStroke(.rightArrow, modifiers: .command), .unhandled),
    (KeyStroke(.leftArrow, modifiers: .shift), .unhandled),
    (KeyStroke(.enter, modifiers: .control), .unhandled),
    (KeyStroke(.escape, modifiers: .option), .unhandled),
  ])
  func defaultKeysWithNothingFocused(press: KeyStroke, expected: KeyboardCommand) {
    var router = KeyboardRouter(controls: [.next, .skip])
    #expect(router.handle(press) == expected)
    #expect(router.focusedControl == nil)
  }

  @Test(arguments: [(EscapeKeyAction.skip, KeyboardCommand.skip), (.close, .close), (.ignore, .unhandled)])
  func escapeIsConfigurablePerTour(action: EscapeKeyAction, expected: KeyboardCommand) {
    var router = KeyboardRouter(controls: [.next], configuration: KeyboardConfiguration(escapeAction: action))
    #expect(router.handle(KeyStroke(.escape)) == expected)
  }

  @Test func tabCyclesWithinTheCoachMarkControls() {
    var router = KeyboardRouter(controls: [.next, .skip, .target("save")])
    let tab = KeyStroke(.tab)
    let commands = (0..<4).map { _ in router.handle(tab) }
    #expect(commands == [.focus(.next), .focus(.skip), .focus(.target("save")), .focus(.next)])
    #expect(router.focusedControl == .next)
    let shiftTab = KeyStroke(.tab, modifiers: .shift)
    let back = (0..<4).map { _ in router.handle(shiftTab) }
    #expect(back == [.focus(.target("save")), .focus(.skip), .focus(.next), .focus(.target("save"))])
  }

  @Test func shiftTabFromNothingFocusesTheLastControl() {
    var router = KeyboardRouter(controls: [.next, .skip])
    #expect(router.handle(KeyStroke(.tab, modifiers: .shift)) == .focus(.skip))
  }

  @Test func enterAndSpaceActivateTheFocusedControl() {
    var router = KeyboardRouter(controls: [.next, .skip, .target("save")])
    let focused1 = router.focus(.skip)
    #expect(focused1)
    #expect(router.handle(KeyStroke(.enter)) == .skip)
    #expect(router.handle(KeyStroke(.space)) == .skip)
    let focused2 = router.focus(.next)
    #expect(focused2)
    #expect(router.handle(KeyStroke(.space)) == .next)
    let focused3 = router.focus(.target("save"))
    #expect(focused3)
    #expect(router.handle(KeyStroke(.enter)) == .unhandled)
    let focused4 = router.focus(.target("other"))
    #expect(!focused4)
    #expect(router.focusedControl == .target("save"))
    let focused5 = router.focus(nil)
    #expect(focused5)
    #expect(router.focusedControl == nil)
  }

  @Test func aNewStepKeepsFocusOnlyOnAControlThatRemains() {
    var router = KeyboardRouter(controls: [.next, .skip, .next])
    #expect(router.controls == [.next, .skip])
    router.focus(.skip)
    router.updateControls([.skip, .next])
    #expect(router.focusedControl == .skip)
    router.updateControls([.next])
    #expect(router.focusedControl == nil)
    #expect(router.handle(KeyStroke(.tab)) == .focus(.next))
    #expect(router.handle(KeyStroke(.tab)) == .focus(.next))
  }

  @Test func withoutControlsTabIsBlockedInATrapAndPassedOnOtherwise() {
    var trapped = KeyboardRouter()
    #expect(trapped.handle(KeyStroke(.tab)) == .blocked)
    var open = KeyboardRouter(configuration: KeyboardConfiguration(trapsFocus: false))
    #expect(open.handle(KeyStroke(.tab)) == .unhandled)
  }

  @Test func withoutATrapFocusLeavesAfterTheLastControl() {
    var router = KeyboardRouter(controls: [.next, .skip], configuration: KeyboardConfiguration(trapsFocus: false))
    #expect(router.handle(KeyStroke(.tab)) == .focus(.next))
    #expect(router.handle(KeyStroke(.tab)) == .focus(.skip))
    #expect(router.handle(KeyStroke(.tab)) == .unhandled)
    #expect(router.focusedControl == nil)
    #expect(router.handle(KeyStroke(.tab, modifiers: .shift)) == .focus(.skip))
  }

  @Test func disabledKeyboardAndArrowsHandleNothing() {
    var off = KeyboardRouter(controls: [.next], configuration: KeyboardConfiguration(isEnabled: false))
    for key in [TourKey.rightArrow, .leftArrow, .enter, .space, .escape, .tab, .other] {
      #expect(off.handle(KeyStroke(key)) == .unhandled, "\(key)")
    }
    var noArrows = KeyboardRouter(controls: [.next], configuration: KeyboardConfiguration(arrowKeysNavigate: false))
    #expect(noArrows.handle(KeyStroke(.rightArrow)) == .unhandled)
    #expect(noArrows.handle(KeyStroke(.leftArrow)) == .unhandled)
    #expect(noArrows.handle(KeyStroke(.enter)) == .next)
  }
}

@Suite struct KeyboardLayoutDirectionTests {
  @Test func arrowsFollowARightToLeftLayout() {
    var router = KeyboardRouter(controls: [.next], layoutDirection: .rightToLeft)
    #expect(router.handle(KeyStroke(.leftArrow)) == .next)
    #expect(router.handle(KeyStroke(.rightArrow)) == .previous)
    router.layoutDirection = .leftToRight
    #expect(router.handle(KeyStroke(.rightArrow)) == .next)
    #expect(router.handle(KeyStroke(.leftArrow)) == .previous)
  }

  @Test func arrowsCanStayPhysical() {
    var router = KeyboardRouter(
      controls: [.next], configuration: KeyboardConfiguration(arrowKeysFollowLayoutDirection: false),
      layoutDirection: .rightToLeft)
    #expect(router.handle(KeyStroke(.rightArrow)) == .next)
    #expect(router.handle(KeyStroke(.leftArrow)) == .previous)
  }
}

@Suite struct KeyboardFocusTrapPropertyTests {
  /// Random key sequences over random control lists: in a trap, focus never leaves the controls, and each
  /// Tab / Shift-Tab moves exactly one place forward / backward, wrapping around.
  @Test func focusStaysInsideTheTrap() {
    let seed: UInt64 = 0x7AB_F0C5
    var generator = SeededGenerator(seed: seed)
    let pool: [TourControl] = [.next, .skip, .target("a"), .target("b")]
    let keys: [TourKey] = [.tab, .tab, .tab, .enter, .space, .rightArrow, .leftArrow, .escape, .other]
    for index in 0..<2_000 {
      let controls = pool.filter { _ in Bool.random(using: &generator) }
      var router = KeyboardRouter(controls: controls)
      for _ in 0..<12 {
        let key = keys[Int.random(in: 0..<keys.count, using: &generator)]
        let shift = key == .tab && Bool.random(using: &generator)
        let before = router.focusedControl.flatMap { controls.firstIndex(of: $0) }
        let command = router.handle(KeyStroke(key, modifiers: shift ? .shift : []))
        let after = router.focusedControl.flatMap { controls.firstIndex(of: $0) }
        if router.focusedControl != nil {
          #expect(after != nil, "seed \(seed) case \(index): focus left the controls")
        }
        guard key == .tab else {
          #expect(after == before, "seed \(seed) case \(index): \(key) moved focus")
          continue
        }
        if controls.isEmpty {
          #expect(command == .blocked, "seed \(seed) case \(index)")
          continue
        }
        let count = controls.count
        let expected = before.map { (shift ? $0 - 1 + count : $0 + 1) % count } ?? (shift ? count - 1 : 0)
        #expect(after == expected, "seed \(seed) case \(index): \(String(describing: before)) shift \(shift)")
        #expect(command == .focus(controls[expected]), "seed \(seed) case \(index)")
      }
    }
  }
}
