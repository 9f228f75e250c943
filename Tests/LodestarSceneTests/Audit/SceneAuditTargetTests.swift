import LodestarGeometry
import LodestarHostTree
import LodestarLayout
import LodestarScene
import LodestarTesting
import LodestarText
import LodestarViewModel
import Testing

/// A step whose target cannot be seen is a finding (issue 33, item 1): off the screen, clipped away by a scroll
/// container, or drawn with nothing that points at it.
@Suite struct SceneAuditTargetTests {
  static let measurer = MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18)

  static func kinds(_ scene: TourScene) -> [SceneAuditFinding.Kind] {
    SceneAudit().findings(in: scene, measurer: measurer).map(\.kind)
  }

  /// The sample scene with its target's frame (and only the frame) moved.
  static func sample(target: Rect, visible: [Rect] = []) -> TourScene {
    var scene = TourScene.sample()
    scene.interaction.targetFrames = [target]
    scene.interaction.targetVisibleFrames = visible
    return scene
  }

  static let targetKinds: Set<SceneAuditFinding.Kind> = [.targetOutOfView, .targetPartlyOutOfView]

  /// The screen's edges, exactly and one step beyond the tolerance, on every side.
  @Test(arguments: [
    (Rect(x: 290, y: 100, width: 100, height: 44), nil),
    (Rect(x: 290.02, y: 100, width: 100, height: 44), SceneAuditFinding.Kind.targetPartlyOutOfView),
    (Rect(x: 390, y: 100, width: 100, height: 44), .targetOutOfView),
    (Rect(x: 0, y: 100, width: 100, height: 44), nil),
    (Rect(x: -0.02, y: 100, width: 100, height: 44), .targetPartlyOutOfView),
    (Rect(x: -100, y: 100, width: 100, height: 44), .targetOutOfView),
    (Rect(x: 20, y: 0, width: 100, height: 44), nil),
    (Rect(x: 20, y: -1, width: 100, height: 44), .targetPartlyOutOfView),
    (Rect(x: 20, y: 800, width: 100, height: 44), nil),
    (Rect(x: 20, y: 801, width: 100, height: 44), .targetPartlyOutOfView),
    (Rect(x: 20, y: 844, width: 100, height: 44), .targetOutOfView),
    (Rect(x: 20, y: 900, width: 100, height: 44), .targetOutOfView),
  ])
  func aTargetAtTheScreensEdge(target: Rect, expected: SceneAuditFinding.Kind?) {
    let found = Self.kinds(Self.sample(target: target)).filter { Self.targetKinds.contains($0) }
    #expect(found == (expected.map { [$0] } ?? []), "\(target)")
  }

  @Test func theFindingNamesTheTargetAndWhatCanBeSeen() {
    let target = Rect(x: 330, y: 52, width: 52, height: 44)
    var scene = Self.sample(target: target)
    scene.size = Size(width: 320, height: 568)
    let found = SceneAudit().findings(in: scene, measurer: Self.measurer).filter { Self.targetKinds.contains($0.kind) }
    #expect(found.map(\.kind) == [.targetOutOfView])
    #expect(found.first?.elements == [.target("start"), .screen])
    #expect(
      found.first?.description
        == "target start cannot be seen: target start (330, 52, 52, 44), screen (0, 0, 320, 568)")
    let partly = SceneAudit().findings(
      in: Self.sample(
        target: Rect(x: 20, y: 100, width: 100, height: 44), visible: [Rect(x: 20, y: 100, width: 100, height: 20)]),
      measurer: Self.measurer
    ).filter { Self.targetKinds.contains($0.kind) }
    #expect(
      partly.map(\.description) == [
        "target start can be seen only in part: target start (20, 100, 100, 44), visible part (20, 100, 100, 20)"
      ])
  }

  /// A scroll container (or another clipping ancestor) hides the target: the scene's visible frames count, not
  /// its frames, which lie on screen.
  @Test func theVisibleFramesCount() {
    let target = Rect(x: 20, y: 100, width: 100, height: 44)
    #expect(Self.kinds(Self.sample(target: target, visible: [.null])).contains(.targetOutOfView))
    #expect(
      Self.kinds(Self.sample(target: target, visible: [Rect(x: 20, y: 100, width: 100, height: 0)]))
        .contains(.targetOutOfView))
    #expect(
      Self.kinds(Self.sample(target: target, visible: [Rect(x: 20, y: 100, width: 99, height: 44)]))
        .contains(.targetPartlyOutOfView))
    #expect(Self.kinds(Self.sample(target: target, visible: [target])).isEmpty)
  }

  /// Several targets: each is checked, and the finding names the one that cannot be seen.
  @Test func everyTargetIsChecked() {
    var scene = TourScene.sample()
    scene.interaction.targetIDs = ["start", "second", "third"]
    scene.interaction.targetFrames = [
      Rect(x: 20, y: 100, width: 100, height: 44), Rect(x: 200, y: 100, width: 44, height: 44),
      Rect(x: 500, y: 100, width: 44, height: 44),
    ]
    let found = SceneAudit().findings(in: scene, measurer: Self.measurer).filter { Self.targetKinds.contains($0.kind) }
    #expect(found.map(\.elements) == [[.target("third"), .screen]])
  }

  @Test func aCoachMarkWithNeitherAnOpeningOnScreenNorAnArrowPointsAtNothing() {
    var scene = TourScene.sample()
    scene.coachMark?.arrow = nil
    #expect(!Self.kinds(scene).contains(.nothingPointsAtTarget))
    // No opening at all (`NoHighlightFocusStyle`) over the target is the documented fallback.
    scene.overlay = SceneOverlay(bounds: Rect(origin: .zero, size: scene.size), cutouts: [])
    #expect(!Self.kinds(scene).contains(.nothingPointsAtTarget))
    // An opening off the screen points at nothing.
    let offScreen = BezierPath.roundedRect(Rect(x: 400, y: 100, width: 50, height: 50), cornerRadius: 4)
    scene.overlay = SceneOverlay(bounds: Rect(origin: .zero, size: scene.size), cutouts: [offScreen])
    #expect(Self.kinds(scene).contains(.nothingPointsAtTarget))
    // An arrow does.
    scene.coachMark?.arrow = TourScene.sample().coachMark?.arrow
    #expect(!Self.kinds(scene).contains(.nothingPointsAtTarget))
    // A step without targets needs nothing to point.
    scene.coachMark?.arrow = nil
    scene.interaction.targetIDs = []
    scene.interaction.targetFrames = []
    #expect(!Self.kinds(scene).contains(.nothingPointsAtTarget))
  }

  /// The case: at 320×568, a fixed screen's Edit button (x = 330) lies off the screen; the presenter draws
  /// the coach mark over the target with no arrow and an opening off screen. Both findings, in both directions.
  @MainActor
  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func aTargetOffTheScreenIsFoundInTheDrawnScene(direction: ReadingDirection) {
    let measurer = ProportionalTextMeasurer()
    let screen = SceneGraph(size: Size(width: 320, height: 568)) {
      SceneElement("edit", frame: Rect(x: 330, y: 52, width: 52, height: 44))
    }
    let presenter = TourPresenter(
      tree: screen, steps: [CoachMark(target: "edit", hint: "Edit your name, photo and bio here.")],
      measurer: measurer, options: TourPresenterOptions(layoutDirection: direction))
    presenter.start(time: 0)
    let scene = presenter.scene(at: 5)
    #expect(scene.interaction.targetVisibleFrames == [.null])
    let kinds = SceneAudit().findings(in: scene, measurer: measurer).map(\.kind)
    #expect(kinds.contains(.targetOutOfView), "\(kinds)")
    #expect(kinds.contains(.nothingPointsAtTarget), "\(kinds)")
  }

  /// A row below the fold of a clipping list: its frame is on screen, the list hides it.
  @MainActor
  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func aRowClippedByItsListIsFound(direction: ReadingDirection) {
    let measurer = ProportionalTextMeasurer()
    let screen = SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement("list", frame: Rect(x: 0, y: 100, width: 390, height: 300), clipsToBounds: true) {
        SceneElement("visible", frame: Rect(x: 0, y: 0, width: 390, height: 44))
        SceneElement("half", frame: Rect(x: 0, y: 278, width: 390, height: 44))
        SceneElement("hidden", frame: Rect(x: 0, y: 400, width: 390, height: 44))
      }
    }
    let steps = ["visible", "half", "hidden"].map { CoachMark(target: ElementID($0), hint: "This row.") }
    let presenter = TourPresenter(
      tree: screen, steps: steps, measurer: measurer, options: TourPresenterOptions(layoutDirection: direction))
    var found: [[SceneAuditFinding.Kind]] = []
    for index in steps.indices {
      presenter.show(stepAt: index, time: Double(index) * 10)
      let scene = presenter.scene(at: Double(index) * 10 + 5)
      found.append(
        SceneAudit().findings(in: scene, measurer: measurer).map(\.kind).filter { Self.targetKinds.contains($0) })
    }
    #expect(found == [[], [.targetPartlyOutOfView], [.targetOutOfView]])
  }
}
