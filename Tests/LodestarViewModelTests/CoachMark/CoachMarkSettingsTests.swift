import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import Testing

@testable import LodestarViewModel

/// The grouped settings of a coach mark: the initializer's groups reach the properties of the same names, each
/// group property reads and writes exactly its own settings, and the defaults are Instructions'.
@Suite struct CoachMarkSettingsTests {
  static let path = BezierPath.roundedRect(Rect(x: 1, y: 2, width: 30, height: 40), cornerRadius: 3)
  static let extraPath = BezierPath.roundedRect(Rect(x: 50, y: 60, width: 5, height: 6), cornerRadius: 0)

  @Test func theDefaultsAreInstructions() {
    let mark = CoachMark(target: "save", hint: "Saves the draft.")
    #expect(mark.target == "save" && mark.hint == "Saves the draft." && mark.nextText == "Next" && mark.title == nil)
    #expect(mark.additionalTargets.isEmpty && mark.anchor == .primary(0) && mark.cutoutPath == nil)
    #expect(mark.additionalCutoutPaths.isEmpty)
    #expect(mark.focusStyle as? DefaultFocusStyle == DefaultFocusStyle(layoutReference: .openingBounds))
    #expect(mark.layout == CoachMarkLayoutOptions())
    #expect(mark.placement == .automatic && mark.pointOfInterest == nil && !mark.isDisplayedOverCutoutPath)
    #expect(mark.gapBetweenCoachMarkAndCutoutPath == 2 && mark.gapBetweenBodyAndArrow == 2)
    #expect(mark.maxWidth == 350 && mark.horizontalMargin == 20)
    #expect(mark.interaction == CoachMarkInteraction())
    #expect(mark.isOverlayInteractionEnabled && !mark.dismissesOnOutsideTap)
    #expect(!mark.isUserInteractionEnabledInsideCutoutPath && !mark.forwardsAllTouches && !mark.passesScrollGestures)
    #expect(mark.forwardingRegion == .openingShape)
    #expect(mark.appearance == CoachMarkAppearance())
    #expect(mark.body == .standard(CoachMarkBodyStyle()) && mark.showsArrow && mark.customArrow == nil)
    #expect(mark.progress == .automatic)
  }

  @Test func eachGroupOfTheInitializerSetsItsProperties() {
    let arrow = SceneSlot(id: "pointer", size: Size(width: 15, height: 9))
    let mark = CoachMark(
      target: "save", title: "Save", hint: "Saves the draft.", nextText: nil,
      highlight: CoachMarkHighlight(
        additionalTargets: ["share", "print"], anchor: .union, focusStyle: RectFocusStyle(), cutoutPath: Self.path,
        additionalCutoutPaths: [Self.extraPath]),
      layout: CoachMarkLayoutOptions(
        placement: .anchored(.bottomStart), pointOfInterest: Point(x: 7, y: 8), gapBetweenCoachMarkAndCutoutPath: 3,
        gapBetweenBodyAndArrow: 4, maxWidth: 280, horizontalMargin: 12, isDisplayedOverCutoutPath: true),
      interaction: CoachMarkInteraction(
        isOverlayInteractionEnabled: false, dismissesOnOutsideTap: true, isUserInteractionEnabledInsideCutoutPath: true,
        forwardsAllTouches: true, forwardingRegion: .targetBounds, passesScrollGestures: true),
      appearance: CoachMarkAppearance(
        body: .standard(CoachMarkBodyStyle()), showsArrow: false, customArrow: arrow,
        progress: .hidden))
    #expect(mark.title == "Save" && mark.nextText == nil)
    #expect(mark.additionalTargets == ["share", "print"] && mark.anchor == .union && mark.focusStyle is RectFocusStyle)
    #expect(mark.cutoutPath == Self.path && mark.additionalCutoutPaths == [Self.extraPath])
    #expect(mark.targets == ["save", "share", "print"])
    #expect(mark.placement == .anchored(.bottomStart) && mark.pointOfInterest == Point(x: 7, y: 8))
    #expect(mark.gapBetweenCoachMarkAndCutoutPath == 3 && mark.gapBetweenBodyAndArrow == 4)
    #expect(mark.maxWidth == 280 && mark.horizontalMargin == 12 && mark.isDisplayedOverCutoutPath)
    #expect(!mark.isOverlayInteractionEnabled && mark.dismissesOnOutsideTap)
    #expect(mark.isUserInteractionEnabledInsideCutoutPath && mark.forwardsAllTouches && mark.passesScrollGestures)
    #expect(mark.forwardingRegion == .targetBounds)
    #expect(!mark.showsArrow && mark.customArrow == arrow && mark.progress == .hidden)
  }

  @Test func aGroupPropertyWritesOnlyItsOwnSettings() {
    var mark = CoachMark(target: "save", hint: "Saves the draft.")
    mark.interaction = CoachMarkInteraction(dismissesOnOutsideTap: true, passesScrollGestures: true)
    #expect(mark.dismissesOnOutsideTap && mark.passesScrollGestures)
    #expect(mark.layout == CoachMarkLayoutOptions() && mark.appearance == CoachMarkAppearance())

    mark.layout.maxWidth = 280
    #expect(mark.maxWidth == 280 && mark.layout.maxWidth == 280)
    mark.horizontalMargin = 9
    #expect(mark.layout.horizontalMargin == 9)
    #expect(mark.interaction == CoachMarkInteraction(dismissesOnOutsideTap: true, passesScrollGestures: true))

    mark.highlight.additionalTargets = ["share"]
    mark.highlight.additionalCutoutPaths = [Self.extraPath]
    #expect(mark.targets == ["save", "share"] && mark.additionalCutoutPaths == [Self.extraPath])
    #expect(mark.cutoutPath == nil && mark.anchor == .primary(0))

    mark.appearance.progress = .text("Last")
    mark.showsArrow = false
    #expect(mark.appearance == CoachMarkAppearance(showsArrow: false, progress: .text("Last")))
    #expect(mark.hint == "Saves the draft." && mark.target == "save")
  }
}
