#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarGeometry
  import LodestarScene
  import Testing
  import UIKit
  @testable import LodestarUIKit

  /// Every label draws one line the engine wrapped, as it is: UIKit neither wraps it again nor truncates it with
  /// an ellipsis (one line, clipping), so the lines the engine measured are the lines UIKit draws.
  @MainActor
  @Suite struct LabelLineTests {
    static func expectOneClippedLine(_ labels: [UILabel], sourceLocation: SourceLocation = #_sourceLocation) {
      let shown = labels.filter { !$0.isHidden }
      #expect(!shown.isEmpty, sourceLocation: sourceLocation)
      for label in shown {
        #expect(label.numberOfLines == 1, "\(label.text ?? "")", sourceLocation: sourceLocation)
        #expect(label.lineBreakMode == .byClipping, "\(label.text ?? "")", sourceLocation: sourceLocation)
      }
    }

    @Test func everyLineOfATourIsOneLabelLineThatUIKitClips() throws {
      let stage = TourStage()
      try stage.controller.start()
      stage.settle()
      #expect(stage.overlay.scene.stepIndex == 0)
      Self.expectOneClippedLine(stage.overlay.renderer.labels)
      try stage.controller.next()
      stage.settle()
      Self.expectOneClippedLine(stage.overlay.renderer.labels)
    }

    @Test func everyLineOfAWalkthroughIsOneLabelLineThatUIKitClips() throws {
      let stage = try WalkthroughPagesViewTests.Stage(pages: WalkthroughPagesViewTests.laggingPages())
      try stage.frames(for: 0.1)
      Self.expectOneClippedLine(stage.view.renderer.labels)
    }
  }
#endif
