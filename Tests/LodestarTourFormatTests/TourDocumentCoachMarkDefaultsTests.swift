import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarTimeline
import LodestarTourFormat
import LodestarViewModel
import Testing

/// A file step's coach mark keeps every default the format does not set: the same as a coach mark made in code
/// with the same target and texts.
@Suite struct TourDocumentCoachMarkDefaultsTests {
  @Test func aFileStepsCoachMarkKeepsEveryOtherDefault() {
    let step = TourDocument.Step(id: "s", targets: ["a"], title: "T", hint: "H", nextText: "N")
    let mark = CoachMark(step)
    let code = CoachMark(target: "a", title: "T", hint: "H", nextText: "N")
    #expect(mark.target == code.target)
    #expect(mark.title == code.title && mark.hint == code.hint && mark.nextText == code.nextText)
    #expect(mark.additionalTargets.isEmpty && mark.anchor == code.anchor)
    #expect(mark.cutoutPath == nil && mark.additionalCutoutPaths.isEmpty && mark.pointOfInterest == nil)
    #expect(mark.placement == code.placement)
    #expect(mark.gapBetweenCoachMarkAndCutoutPath == code.gapBetweenCoachMarkAndCutoutPath)
    #expect(mark.gapBetweenBodyAndArrow == code.gapBetweenBodyAndArrow)
    #expect(mark.maxWidth == code.maxWidth && mark.horizontalMargin == code.horizontalMargin)
    #expect(mark.isDisplayedOverCutoutPath == code.isDisplayedOverCutoutPath)
    #expect(mark.body == code.body && mark.showsArrow == code.showsArrow && mark.customArrow == nil)
    #expect(mark.progress == code.progress && mark.reveal == nil && mark.companion == nil)
    #expect(mark.animations.appearance == nil && mark.animations.disappearance == nil && mark.animations.idle == nil)
    #expect(mark.forwardingRegion == code.forwardingRegion)
    #expect(mark.passesScrollGestures == code.passesScrollGestures)
  }
}
