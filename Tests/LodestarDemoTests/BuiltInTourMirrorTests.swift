import Lodestar
import LodestarDemoSupport
import LodestarTesting
import Testing

@testable import lodestar_demo

/// Issue 32, item 10: the built-in tour laid out right to left is the mirror image of the left-to-right
/// one at every step, text alignment included: the title and hint are aligned naturally, which follows
/// the layout direction (as UIKit's `.natural`), so English text is right-aligned in a right-to-left
/// layout, as the Next label moves left and the screen mirrors.
@MainActor
@Suite struct BuiltInTourMirrorTests {
  /// The built-in tour on the sample screen, as `render` plays it without a tour or a screen file.
  static func input(isRightToLeft: Bool) -> DemoInput {
    DemoInput(
      tour: .builtIn,
      screen: .sampleProfileScreen(size: SceneGraph.samplePhoneSize, isRightToLeft: isRightToLeft),
      makeScreen: { SceneGraph.sampleProfileScreen(size: $0, isRightToLeft: $1) })
  }

  /// Step `step` of the built-in tour, settled, laid out with Helvetica's metrics (as SVG and JSON are).
  static func scene(step: Int, isRightToLeft: Bool) throws -> TourScene {
    let player = input(isRightToLeft: isRightToLeft).makePlayer(
      isRightToLeft: isRightToLeft, measurer: DemoPlayer.proportionalMeasurer)
    let shownAt = try player.showForFrame(step: step)
    _ = player.scene(at: shownAt)
    return player.scene(at: shownAt + DemoPlayer.settleTime)
  }

  static func mirrored(_ alignment: LineAlignment) -> LineAlignment {
    switch alignment {
    case .left: .right
    case .right: .left
    case .center: .center
    }
  }

  /// Where each line of a block is drawn: its box's left and right edges.
  static func lineEdges(_ block: SceneTextBlock) -> [(Double, Double)] {
    block.text.lines.map { line in
      let left = block.frame.minX + line.horizontalOffset(inWidth: block.frame.width)
      return (left, left + line.width)
    }
  }

  @Test(arguments: 0..<5)
  func theRightToLeftStepMirrorsTheLeftToRightOne(step: Int) throws {
    let leftToRight = try #require(try Self.scene(step: step, isRightToLeft: false).coachMark)
    let rightToLeft = try #require(try Self.scene(step: step, isRightToLeft: true).coachMark)
    let width = try Self.scene(step: step, isRightToLeft: false).size.width
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.5 }
    let body = (leftToRight.bodyFrame, rightToLeft.bodyFrame)
    #expect(close(width - body.0.maxX, body.1.minX) && close(body.0.width, body.1.width), "body \(body)")
    for (role, left, right) in [
      ("title", leftToRight.title, rightToLeft.title), ("hint", leftToRight.hint, rightToLeft.hint),
      ("next", leftToRight.next, rightToLeft.next),
    ] {
      #expect((left == nil) == (right == nil), "step \(step + 1) \(role)")
      guard let left, let right else { continue }
      #expect(left.alignment == right.alignment, "step \(step + 1) \(role)")
      #expect(left.text.lineTexts == right.text.lineTexts, "step \(step + 1) \(role)")
      let alignments = (left.text.lines.map(\.alignment), right.text.lines.map(\.alignment))
      #expect(alignments.0.map(Self.mirrored) == alignments.1, "step \(step + 1) \(role) alignment \(alignments)")
      for (index, (l, r)) in zip(Self.lineEdges(left), Self.lineEdges(right)).enumerated() {
        #expect(
          close(width - l.1, r.0) && close(width - l.0, r.1),
          "step \(step + 1) \(role) line \(index + 1): \(l) mirrors to \((width - l.1, width - l.0)), drawn at \(r)")
      }
    }
  }

  @Test func theBuiltInTourHasFiveSteps() {
    #expect(Self.input(isRightToLeft: false).makePlayer(isRightToLeft: false).stepCount == 5)
  }
}
