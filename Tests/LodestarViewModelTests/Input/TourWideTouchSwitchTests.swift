import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarViewModel
import Testing

/// The tour-wide switches for touches inside the cut-out and for forwarding every touch, beside the per-step
/// ones, as Instructions sets them on its controller (issue 31, item 5).
@MainActor
@Suite struct TourWideTouchSwitchTests {
  static func scene(_ options: TourPresenterOptions, markInside: Bool = false) -> TourScene {
    let presenter = TourPresenter(
      tree: SceneGraph.sampleListScreen(),
      steps: [
        CoachMark(
          target: "row.3", hint: "A row.",
          interaction: CoachMarkInteraction(isUserInteractionEnabledInsideCutoutPath: markInside))
      ],
      options: options)
    presenter.start(time: 0)
    return presenter.scene(at: 10)
  }

  /// The centre of row 3 (0,276,390,60) in overlay space, inside the cut-out.
  static let rowCenter = Point(x: 195, y: 306)

  @Test func theTourWideInsideSwitchPassesTouchesToTheTarget() {
    let off = Self.scene(TourPresenterOptions())
    #expect(!off.interaction.allowsInteractionInsideCutout)
    #expect(off.hitTest(Self.rowCenter) == .overlay)
    let on = Self.scene(
      TourPresenterOptions(interaction: OverlayInteraction(isUserInteractionEnabledInsideCutoutPath: true)))
    #expect(on.interaction.allowsInteractionInsideCutout)
    #expect(on.hitTest(Self.rowCenter) == .target("row.3"))
    // The step's own flag still works alone.
    #expect(Self.scene(TourPresenterOptions(), markInside: true).hitTest(Self.rowCenter) == .target("row.3"))
  }

  @Test func theTourWideForwardingSwitchForwardsEveryTouch() throws {
    let off = Self.scene(TourPresenterOptions())
    #expect(!off.interaction.forwardsAllTouches)
    let on = Self.scene(TourPresenterOptions(interaction: OverlayInteraction(forwardsAllTouches: true)))
    #expect(on.interaction.forwardsAllTouches)
    // A tap on the dimmed overlay, far from the opening, reaches the app.
    #expect(off.hitTest(Point(x: 20, y: 780)) == .overlay)
    #expect(on.hitTest(Point(x: 20, y: 780)) == .passThrough)
  }
}
