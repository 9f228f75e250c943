import LodestarGeometry
import LodestarLayout
import LodestarScene
import LodestarTestSupport
import LodestarText
import Testing

/// Random scenes from the presenter, at every text size, have no findings, left to right and right to left,
/// but the two that "Auditing scenes" names as expected on screens too small for the text
/// (``isExpected(_:in:textSize:)``); a right-to-left scene is the mirror image of the left-to-right one. Text that
/// cannot fit the room beside its target scrolls rather than being cut short, so no finding is expected, a
/// cut-off text (``SceneAuditFinding/Kind/textCutOff``) included.
@MainActor
@Suite struct SceneAuditPropertyTests {
  nonisolated static let seeds: [UInt64] = [0x5EED_A0D1_0001, 0x5EED_A0D1_0002, 0x5EED_A0D1_0003, 0x5EED_A0D1_0004]
  nonisolated static let casesPerSeed = 2_500

  @Test(arguments: seeds)
  func presenterScenesHaveNoFindings(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let audit = SceneAudit()
    for index in 0..<Self.casesPerSeed {
      let testCase = AuditCase.random(using: &random)
      let measurer = testCase.measurer
      let leftToRight = testCase.scene(direction: .leftToRight)
      let rightToLeft = testCase.scene(direction: .rightToLeft)
      let found = audit.findings(in: leftToRight, measurer: measurer).filter {
        !Self.isExpected($0, in: leftToRight, textSize: testCase.textSize)
      }
      #expect(found.isEmpty, "seed \(seed) case \(index) ltr: \(found.map(\.description)) — \(testCase)")
      let foundRTL = audit.findings(in: rightToLeft, measurer: measurer).filter {
        !Self.isExpected($0, in: rightToLeft, textSize: testCase.textSize)
      }
      #expect(foundRTL.isEmpty, "seed \(seed) case \(index) rtl: \(foundRTL.map(\.description)) — \(testCase)")
      if testCase.isMirrorable {
        let differences = MirrorComparison.differences(leftToRight, rightToLeft, tolerance: 0.5)
        #expect(differences.isEmpty, "seed \(seed) case \(index) mirror: \(differences) — \(testCase)")
      }
    }
  }

  /// Whether `finding` is one "Auditing scenes" names as expected: at accessibility3 to accessibility5, the skip
  /// control or progress text over the coach mark, or the body out of the safe area, when the safe area is
  /// shorter than the body, the skip control's hit frame and the progress text together; and a line of one
  /// character wider than its block.
  static func isExpected(_ finding: SceneAuditFinding, in scene: TourScene, textSize: TextSizeCategory) -> Bool {
    switch finding.kind {
    case .skipControlOverlapsCoachMark, .progressOverlapsCoachMark, .leavesSafeArea:
      guard textSize >= .accessibility3, let mark = scene.coachMark else { return false }
      let needed =
        mark.bodyFrame.height + (scene.skipControl?.hitFrame.height ?? 0) + (scene.progress?.frame.height ?? 0)
      return scene.safeArea.height < needed
    case .textLeavesBlock:
      guard case .line(let role, let index) = finding.elements.first, let mark = scene.coachMark else { return false }
      let block: SceneTextBlock? =
        switch role {
        case .title: mark.title
        case .hint: mark.hint
        case .next: mark.next
        }
      guard let lines = block?.text.lines, lines.indices.contains(index) else { return false }
      return lines[index].text.count == 1
    default:
      return false
    }
  }
}
