import LodestarGeometry
import LodestarLayout
import LodestarRendering
import LodestarScene
import LodestarText
import Testing

/// What issue 15 saw on the built-in tour, checked on the renderers' copy of it (ProfileTourFixture) laid
/// out with Helvetica's metrics, as the SVG frames are.
@MainActor
@Suite struct BuiltInTourAuditTests {
  static let measurer = ProportionalTextMeasurer()

  @Test func everyStepPassesTheAuditInBothDirectionsAndOrientations() {
    for size in [Size(width: 390, height: 844), Size(width: 844, height: 390)] {
      for isRightToLeft in [false, true] {
        for step in ProfileTourFixture.steps.indices {
          let (scene, _) = ProfileTourFixture.scene(
            step: step, size: size, isRightToLeft: isRightToLeft, measurer: Self.measurer)
          let findings = SceneAudit().findings(in: scene, measurer: Self.measurer)
          #expect(findings.isEmpty, "\(size) rtl \(isRightToLeft) step \(step + 1): \(findings)")
        }
      }
    }
  }

  @Test func theSkipControlNoLongerCoversEditAt844x390() throws {
    let (scene, _) = ProfileTourFixture.scene(step: 4, size: Size(width: 844, height: 390), measurer: Self.measurer)
    let skip = try #require(scene.skipControl)
    let edit = try #require(scene.overlay.region.openingBoxes.first)
    #expect(!skip.hitFrame.intersects(edit), "skip \(skip.hitFrame), Edit's opening \(edit)")
    #expect(!skip.isPlacedOverOpening)
  }

  @Test func theHintEndsBeforeTheSeparatorAndTheTitleStaysInsideTheBodyRightToLeft() throws {
    for isRightToLeft in [false, true] {
      let (scene, _) = ProfileTourFixture.scene(
        step: 1, size: Size(width: 390, height: 844), isRightToLeft: isRightToLeft, measurer: Self.measurer)
      let mark = try #require(scene.coachMark)
      let hint = try #require(mark.hint)
      let title = try #require(mark.title)
      let separator = try #require(mark.separatorFrame)
      for line in hint.text.lines {
        let left = hint.frame.minX + line.horizontalOffset(inWidth: hint.frame.width)
        let width = Self.measurer.width(of: line.text, fontSize: hint.fontSize)
        #expect(isRightToLeft ? left >= separator.maxX : left + width <= separator.minX, "\(line.text)")
      }
      #expect(mark.bodyFrame.contains(title.frame))
    }
  }

  @Test func nextIsATouchTargetOfAtLeast44PointsAndTheProgressIsAccessible() throws {
    let (scene, _) = ProfileTourFixture.scene(step: 0, size: Size(width: 390, height: 844), measurer: Self.measurer)
    let next = try #require(scene.coachMark?.nextControlFrame)
    #expect(next.width >= 44 && next.height >= 44)
    #expect(TouchLayout(scene: scene).nextControl == next)
    let progress = try #require(scene.progress)
    #expect(
      scene.accessibilityElements.contains {
        $0.id == "coachMarkProgress" && $0.label == "1 of 5" && $0.frame == progress.frame
      })
  }
}
