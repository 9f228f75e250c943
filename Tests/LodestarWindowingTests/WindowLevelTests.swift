import LodestarWindowing
import Testing

#if !LODESTAR_APP_EXTENSION_SAFE
  @Suite struct WindowLevelTests {
    @Test func tourWindowsSitJustAboveTheApp() {
      #expect(WindowLevel.tourDefault == WindowLevel(1))
      #expect(!WindowLevel.tourDefault.coversStatusBar)
      #expect(WindowLevel.statusBar.coversStatusBar)
      #expect((WindowLevel.statusBar + 1).coversStatusBar)
      #expect(WindowLevel.normal < WindowLevel.alert)
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
