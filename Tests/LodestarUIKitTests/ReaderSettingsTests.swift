#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarGeometry
  import LodestarScene
  import LodestarText
  import LodestarViewModel
  import Testing
  import UIKit
  @testable import LodestarUIKit

  /// The reader's settings reach the presenter on the next frame.
  @MainActor
  @Suite struct ReaderSettingsTests {
    @Test func theBlurIsMaskedByTheOverlayPathUntilReduceTransparency() throws {
      var options = TourPresenterOptions()
      options.overlay = OverlayFill(blur: OverlayBlur(style: .regular))
      let stage = TourStage(options: options)
      try stage.controller.start()
      stage.settle()
      var drawn = DrawnFrame(stage.overlay)
      #expect(drawn.showsBlur)
      #expect((stage.overlay.renderer.blur.effect as? UIBlurEffect)?.style == .regular)
      expectAgreement(stage, "blurred")

      UIAccessibility.simulatedReduceTransparency = true
      stage.settle()
      drawn = DrawnFrame(stage.overlay)
      #expect(!drawn.showsBlur)
      #expect(!stage.overlay.renderer.overlay.isHidden)
      expectAgreement(stage, "reduce transparency")
    }

    @Test func theTextSizeCategoryIsTheEngines() throws {
      let stage = TourStage()
      try stage.controller.start()
      stage.settle()
      let before = try #require(DrawnFrame(stage.overlay).lines.first)
      stage.overlay.simulatedTraitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
      stage.settle()
      #expect(
        stage.overlay.presenter.options.applying(stage.overlay.presenter.readerSettings ?? ReaderSettings()).textSize
          == .accessibility2)
      let after = try #require(DrawnFrame(stage.overlay).lines.first)
      #expect(after.fontSize > before.fontSize)
      expectAgreement(stage, "accessibility text size")
    }

    @Test(arguments: [
      (UIContentSizeCategory.extraSmall, TextSizeCategory.xSmall), (.large, .large), (.extraExtraExtraLarge, .xxxLarge),
      (.accessibilityExtraExtraExtraLarge, .accessibility5), (UIContentSizeCategory(rawValue: "unknown"), .large),
    ])
    func contentSizeCategories(category: UIContentSizeCategory, expected: TextSizeCategory) {
      #expect(TextSizeCategory(category) == expected)
    }
  }
#endif
