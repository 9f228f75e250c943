import LodestarGeometry
import LodestarLayout
import LodestarScene
import LodestarTestSupport
import Testing

/// Random scenes from the presenter, at random text sizes up to accessibility2, have no findings, left to right
/// and right to left; a right-to-left scene is the mirror image of the left-to-right one. Text that cannot fit
/// the room beside its target scrolls rather than being cut short, so no finding is expected, a cut-off text
/// (``SceneAuditFinding/Kind/textCutOff``) included.
///
/// Not yet at accessibility3 to accessibility5 (issue 34, open): on screens about 400 points tall or less
/// (landscape phones, 320×480), the smallest body there (its paddings, one line of text and its next label:
/// about 180 points at accessibility3, 240 at accessibility5) can be taller than the room the skip control and
/// the progress text leave, and then meets them (it stays inside the safe area); and a hint column narrower
/// than one character at 53 points lets that character out of its block.
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
      let found = audit.findings(in: leftToRight, measurer: measurer)
      #expect(found.isEmpty, "seed \(seed) case \(index) ltr: \(found.map(\.description)) — \(testCase)")
      let foundRTL = audit.findings(in: rightToLeft, measurer: measurer)
      #expect(foundRTL.isEmpty, "seed \(seed) case \(index) rtl: \(foundRTL.map(\.description)) — \(testCase)")
      if testCase.isMirrorable {
        let differences = MirrorComparison.differences(leftToRight, rightToLeft, tolerance: 0.5)
        #expect(differences.isEmpty, "seed \(seed) case \(index) mirror: \(differences) — \(testCase)")
      }
    }
  }
}
