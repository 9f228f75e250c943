import LodestarHostTree
import LodestarWindowing
import Testing

#if LODESTAR_WINDOWING
  @Suite struct PresentationContextTests {
    @Test func newWindowDefaultsToJustAboveTheApp() {
      let context = PresentationContext.newWindow(over: "home")
      #expect(context == .newWindow(over: "home", level: OverlayWindowLevel(1)))
      #expect(context.windowLevel == .tourDefault)
      #expect(context.warning == nil)
    }

    @Test func windowOverIsNewWindowAtTheDefaultLevel() {
      #expect(PresentationContext.window(over: "home") == .newWindow(over: "home", level: .tourDefault))
    }

    @Test(arguments: [
      (OverlayWindowLevel.normal, false), (OverlayWindowLevel.tourDefault, false), (OverlayWindowLevel(999.5), false),
      (OverlayWindowLevel.statusBar, true), (OverlayWindowLevel.statusBar + 1, true), (OverlayWindowLevel.alert, true),
    ])
    func levelsAtOrAboveTheStatusBarWarn(level: OverlayWindowLevel, warns: Bool) {
      let warning = PresentationContext.newWindow(over: "home", level: level).warning
      #expect(warning == (warns ? .levelCoversStatusBar(level) : nil))
    }

    @Test func contextsWithoutANewWindowHaveNoLevelAndNoWarning() {
      for context in [PresentationContext.currentWindow(of: "home"), .host("card")] {
        #expect(context.windowLevel == nil)
        #expect(context.warning == nil)
      }
    }

    @Test func warningDescription() {
      #expect(
        PresentationWarning.levelCoversStatusBar(.statusBar).description
          == "The tour window's level 1000.0 is at or above the status-bar level 1000.0; it will cover the status bar.")
    }

    @Test func touchesOnTheOverlayRootPassThrough() {
      #expect(OverlayTouchRoute.route(hit: "tour-root", inOverlayWindowRootedAt: "tour-root") == .passThrough)
      #expect(OverlayTouchRoute.route(hit: nil, inOverlayWindowRootedAt: "tour-root") == .passThrough)
      #expect(
        OverlayTouchRoute.route(hit: "coach-mark", inOverlayWindowRootedAt: "tour-root") == .deliver(to: "coach-mark"))
    }
  }
#endif
