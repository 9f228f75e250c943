import LodestarGeometry
import LodestarHostTree
import LodestarScene
import Testing

@testable import LodestarViewModel

/// The presenter options' groups: the initializer stores each value in its own property, each group property
/// reads and writes exactly its own values, and the defaults are Instructions'.
@Suite struct TourPresenterOptionsGroupsTests {
  static let blur = OverlayBlur(style: .dark)
  static let overlay = OverlayFill(color: .custom(RGBAColor(white: 0, alpha: 0.7)), blur: blur)
  static let interaction = OverlayInteraction(
    isOverlayInteractionEnabled: true, isUserInteractionEnabledInsideCutoutPath: true, forwardsAllTouches: true)

  @Test func theDefaultsAreInstructions() {
    let options = TourPresenterOptions()
    #expect(options.overlayColor == .automatic && options.overlayBlur == nil && options.colorScheme == .light)
    #expect(!options.isOverlayInteractionEnabled && !options.isUserInteractionEnabledInsideCutoutPath)
    #expect(!options.forwardsAllTouches)
    #expect(options.progressFontSize == 13 && options.progressBottomMargin == 8)
    #expect(options.refreshPolicy == .whenVersionChanges && options.reveal == .nearest)
    #expect(options.sizeTransition == .hideCoachMark(duration: 0.3) && options.layoutDirection == .leftToRight)
    #expect(options.skipControl == SkipControlOptions() && options.safeAreaInsets == .zero)
    #expect(options.overlay == OverlayFill() && options.interaction == OverlayInteraction())
    #expect(options.progress == ProgressTextOptions())
  }

  @Test func theInitializerStoresEachValueInItsProperty() {
    let options = TourPresenterOptions(
      overlay: Self.overlay, colorScheme: .dark, layoutDirection: .rightToLeft,
      safeAreaInsets: DirectionalEdgeInsets(all: 4), skipControl: nil, interaction: Self.interaction,
      progress: ProgressTextOptions(fontSize: 20, bottomMargin: 30))
    #expect(options.overlayColor == .custom(RGBAColor(white: 0, alpha: 0.7)) && options.overlayBlur == Self.blur)
    #expect(options.colorScheme == .dark && options.layoutDirection == .rightToLeft && options.skipControl == nil)
    #expect(options.safeAreaInsets == DirectionalEdgeInsets(all: 4))
    #expect(options.isOverlayInteractionEnabled && options.isUserInteractionEnabledInsideCutoutPath)
    #expect(options.forwardsAllTouches)
    #expect(options.progressFontSize == 20 && options.progressBottomMargin == 30)
    #expect(options.overlay == Self.overlay && options.interaction == Self.interaction)
  }

  @Test(arguments: [
    OverlayInteraction(isOverlayInteractionEnabled: true),
    OverlayInteraction(isUserInteractionEnabledInsideCutoutPath: true),
    OverlayInteraction(forwardsAllTouches: true),
  ])
  func eachInteractionSwitchReachesOnlyItsProperty(_ interaction: OverlayInteraction) {
    let options = TourPresenterOptions(interaction: interaction)
    #expect(options.isOverlayInteractionEnabled == interaction.isOverlayInteractionEnabled)
    #expect(options.isUserInteractionEnabledInsideCutoutPath == interaction.isUserInteractionEnabledInsideCutoutPath)
    #expect(options.forwardsAllTouches == interaction.forwardsAllTouches)
  }

  @Test func aGroupPropertyWritesOnlyItsOwnValues() {
    var options = TourPresenterOptions()
    options.overlay = Self.overlay
    #expect(options.interaction == OverlayInteraction() && options.progress == ProgressTextOptions())
    options.interaction.forwardsAllTouches = true
    #expect(options.forwardsAllTouches && !options.isOverlayInteractionEnabled && options.overlay == Self.overlay)
    options.progress.bottomMargin = 12
    #expect(options.progressBottomMargin == 12 && options.progressFontSize == 13)
    options.overlayBlur = nil
    #expect(options.overlay == OverlayFill(color: .custom(RGBAColor(white: 0, alpha: 0.7))))
  }
}
