import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarTimeline
import Testing

@testable import LodestarViewModel

/// A whole tour, frame by frame at 60 frames a second: the start, each step change, the end, at the default and
/// the largest standard text size, in both directions.
///
/// Every settled frame passes the whole audit (a title or hint cut short excepted, the body's documented
/// fallback). A frame in the middle of a transition passes the checks that hold at every instant: the coach
/// mark's own text stays in its blocks and body, what assistive technology reads matches what is drawn, and every
/// number is finite. Placement checks wait for the frame to settle: while the cut-out morphs, the outgoing coach
/// mark fades out over the moving opening, by design.
@MainActor
@Suite struct StepJourneyAuditTests {
  static let marks = [
    CoachMark(target: "profile.avatar", title: "Your photo", hint: "Tap your photo to change it."),
    CoachMark(target: "stats.followers", hint: "Your followers.", nextText: "Next"),
    CoachMark(target: "tab.inbox", hint: "Your messages live here.", nextText: "Done"),
  ]

  /// The findings that must not occur even in the middle of a transition.
  static let everyInstant: Set<SceneAuditFinding.Kind> = [
    .textLeavesBlock, .textLeavesBody, .textCrossesSeparator, .textOverlapsText, .textOverlapsNextLabel,
    .accessibilityFrameMismatch, .missingAccessibilityElement, .nonFiniteNumber,
  ]

  @Test(arguments: [TextSizeCategory.large, .xxxLarge], [ReadingDirection.leftToRight, .rightToLeft])
  func everyFrameOfATourPassesTheAudit(size: TextSizeCategory, direction: ReadingDirection) {
    var options = TourPresenterOptions(layoutDirection: direction, safeAreaInsets: PresenterFixture.phoneSafeArea)
    options.textSize = size
    let presenter = PresenterFixture.presenter(
      over: .sampleProfileScreen(isRightToLeft: direction == .rightToLeft), steps: Self.marks, options: options,
      startedAt: 0)
    var time = 0.0
    var audited = 0
    func play(until end: Double) {
      while time < end {
        let scene = presenter.scene(at: time)
        let findings = SceneAudit().findings(in: scene, measurer: ProportionalTextMeasurer()).filter {
          $0.kind != .textCutOff && (!scene.isTransitioning || Self.everyInstant.contains($0.kind))
        }
        #expect(findings.isEmpty, "\(size) \(direction) at \(time): \(findings)")
        audited += 1
        time += 1.0 / 60
      }
    }
    play(until: 2)
    for index in 1..<Self.marks.count {
      presenter.show(stepAt: index, time: time)
      play(until: time + 2)
    }
    presenter.dismiss(time: time)
    play(until: time + 2)
    #expect(audited >= 60 * 8)
    #expect(presenter.currentIndex == nil)
  }
}
