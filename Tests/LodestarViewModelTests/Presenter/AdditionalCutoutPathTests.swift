import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarViewModel
import Testing

/// More openings than the target's, as paths in overlay space (PolarisGuideKit's
/// `additionalHighlightPaths`; issue 31, item 3).
@MainActor
@Suite struct AdditionalCutoutPathTests {
  static func scene(_ mark: CoachMark) -> TourScene {
    let presenter = TourPresenter(tree: SceneGraph.sampleListScreen(), steps: [mark])
    presenter.start(time: 0)
    return presenter.scene(at: 10)
  }

  static let badge = BezierPath.ellipse(in: Rect(x: 300, y: 500, width: 40, height: 40))
  static let banner = BezierPath.roundedRect(Rect(x: 20, y: 620, width: 200, height: 50), cornerRadius: 8)

  @Test func extraPathsOpenBesideTheTargetsOpening() {
    var mark = CoachMark(target: "row.3", hint: "A row.")
    let plain = Self.scene(mark)
    mark.additionalCutoutPaths = [Self.badge, Self.banner]
    let scene = Self.scene(mark)
    #expect(plain.overlay.openings.count == 1)
    #expect(scene.overlay.openings.count == 3)
    #expect(scene.overlay.openings.contains { $0.bounds == Self.badge.bounds })
    #expect(scene.overlay.openings.contains { $0.bounds == Self.banner.bounds })
    // The dimmed overlay has holes there: a tap in one is inside an opening, not on the dimmed overlay.
    #expect(scene.overlay.region.containsOpening(at: Point(x: 320, y: 520)))
    #expect(!plain.overlay.region.containsOpening(at: Point(x: 320, y: 520)))
    #expect(
      SceneAudit().findings(in: scene, measurer: TourPresenter(tree: SceneGraph.sampleListScreen()).measurer).isEmpty)
  }

  @Test func extraPathsWorkWithoutATarget() {
    var mark = CoachMark(hint: "Two places to look.")
    mark.additionalCutoutPaths = [Self.badge, Self.banner]
    #expect(Self.scene(mark).overlay.openings.count == 2)
  }

  @Test func emptyAndNonFinitePathsAreLeftOut() {
    var mark = CoachMark(target: "row.3", hint: "A row.")
    var broken = BezierPath()
    broken.move(to: Point(x: .nan, y: 0))
    broken.addLine(to: Point(x: 10, y: .infinity))
    broken.closeSubpath()
    mark.additionalCutoutPaths = [BezierPath(), broken, Self.badge]
    let scene = Self.scene(mark)
    #expect(scene.overlay.openings.count == 2)
    // What a renderer draws holds no NaN or infinity either.
    #expect(scene.overlay.cutouts.count == 2)
    #expect(scene.overlay.cutouts.allSatisfy { $0.bounds.isFinite })
  }
}
