import LodestarWindowing
import Testing

#if LODESTAR_WINDOWING
  @Suite struct WindowLevelTests {
    @Test func tourWindowsSitJustAboveTheApp() {
      #expect(OverlayWindowLevel.tourDefault == OverlayWindowLevel(1))
      #expect(!OverlayWindowLevel.tourDefault.coversStatusBar)
      #expect(OverlayWindowLevel.statusBar.coversStatusBar)
      #expect((OverlayWindowLevel.statusBar + 1).coversStatusBar)
      #expect(OverlayWindowLevel.normal < OverlayWindowLevel.alert)
    }
  }
#else
  @Suite struct WindowLevelTests {
    @Test func windowingIsCompiledOut() {
      // In the extension-safe flavour the module is empty; nothing to exercise but its absence, which
      // Scripts/check-extension-safe proves by compiling against it.
      #expect(Bool(true))
    }
  }
#endif
