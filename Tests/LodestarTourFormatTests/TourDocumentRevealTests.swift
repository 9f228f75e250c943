import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarTourFormat
import LodestarViewModel
import Testing

/// `"reveal"` in a tour file, in the options and on a step, reaches the presenter and the coach mark as the
/// alignment it names, or no scrolling for `"none"`; a step without one leaves the tour's to apply.
@MainActor
@Suite struct TourDocumentRevealTests {
  static func document(tour: String?, step: String?) throws -> TourDocument {
    let options = tour.map { #""options": {"reveal": "\#($0)"},"# } ?? ""
    let reveal = step.map { #", "reveal": "\#($0)""# } ?? ""
    return try TourDocument(
      jsonString:
        #"{"version": 1, "id": "t", \#(options) "steps": [{"id": "s", "targets": "a", "hint": "h"\#(reveal)}]}"#)
  }

  static let expected: [String: TargetReveal] = [
    "nearest": .scroll(.nearest), "start": .scroll(.start), "center": .scroll(.center), "end": .scroll(.end),
    "none": .off,
  ]

  @Test(arguments: ["nearest", "start", "center", "end", "none"])
  func eachValueReachesThePresenterAndTheCoachMark(_ value: String) throws {
    let tour = try Self.document(tour: value, step: nil)
    #expect(tour.presenterOptions().reveal == Self.expected[value])
    #expect(tour.steps.map(CoachMark.init).first?.reveal == nil)
    let step = try Self.document(tour: nil, step: value)
    #expect(step.steps.map(CoachMark.init).first?.reveal == Self.expected[value])
    #expect(step.presenterOptions().reveal == .scroll(.nearest))
  }

  @Test func anUnknownValueIsRefusedWithItsPath() {
    #expect(throws: TourDocumentError.self) { try Self.document(tour: nil, step: "middle") }
    do {
      _ = try Self.document(tour: "top", step: nil)
      Issue.record("an unknown reveal was accepted")
    } catch {
      #expect("\(error)".contains("options.reveal"), "\(error)")
    }
  }

  /// A file's step keeps room for its coach mark as a step made in code does: placed below, its row below the
  /// fold scrolls further than the plain reveal (1,044 + 8 − 600 = 452).
  @Test func aFilesStepKeepsRoomForItsCoachMark() throws {
    let tour = try TourDocument(
      jsonString:
        #"{"version": 1, "id": "t", "steps": [{"id": "s", "targets": "deep", "hint": "h", "placement": "below"}]}"#)
    let screen = SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement(
        "list", frame: Rect(x: 0, y: 100, width: 390, height: 600), clipsToBounds: true,
        scrollContainer: ScrollContainer(contentSize: Size(width: 390, height: 2000))
      ) {
        SceneElement("deep", frame: Rect(x: 0, y: 1000, width: 390, height: 44))
      }
    }
    let presenter = TourPresenter(tree: screen)
    var asked: [ScrollRequest] = []
    presenter.scrollHandler = { asked += $0 }
    let controller = TourController(steps: tour.tourSteps(presenter: presenter))
    presenter.follow(controller)
    try controller.start()
    _ = presenter.scene(at: 0)
    #expect(asked.count == 1)
    #expect((asked.first?.to.y ?? 0) > 452)
  }

  /// The steps' targets share one object, each known by its index: every step resolves its own anchor target (its
  /// primary target when it names one), a step without targets has none, and a missing element says so.
  @Test func eachFileStepResolvesItsOwnTarget() throws {
    let tour = try TourDocument(
      jsonString: #"""
        {"version": 1, "id": "t", "steps": [
          {"id": "1", "targets": "a", "hint": "h"},
          {"id": "2", "hint": "centred"},
          {"id": "3", "targets": ["a", "b"], "primaryTarget": "b", "hint": "h"},
          {"id": "4", "targets": "c", "hint": "h", "placement": "below"},
          {"id": "5", "targets": "gone", "hint": "h"}]}
        """#)
    let screen = SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement("a", frame: Rect(x: 10, y: 100, width: 100, height: 40))
      SceneElement("b", frame: Rect(x: 10, y: 200, width: 100, height: 40))
      SceneElement("c", frame: Rect(x: 10, y: 300, width: 100, height: 40))
    }
    let presenter = TourPresenter(tree: screen)
    let steps = tour.tourSteps(presenter: presenter)
    let resolved = steps.map { $0.target?.resolve()?.value(as: ElementID.self) }
    #expect(resolved == ["a", nil, "b", "c", nil])
    #expect(steps[1].target == nil)
    #expect(steps[4].target?.missingCause() == .notFound)
    #expect(steps[0].target?.missingCause() == .outOfView)
  }

  /// The steps made when asked (``TourDocument/lazyTourSteps(presenter:)``, what the demo's player starts a file's tour
  /// with) are the steps of ``TourDocument/tourSteps(presenter:)``, one by one: the same ids, targets and waits.
  @Test func stepsMadeWhenAskedAreTheListsSteps() throws {
    let tour = try TourDocument(
      jsonString: #"""
        {"version": 1, "id": "t", "options": {"reveal": "none"}, "steps": [
          {"id": "1", "targets": "a", "hint": "h", "reveal": "center"},
          {"id": "2", "hint": "centred", "title": "Two"},
          {"id": "3", "targets": ["a", "b"], "primaryTarget": "b", "hint": "h", "targetWaitTimeout": 2},
          {"id": "4", "targets": "gone", "hint": "h", "placement": "below"}]}
        """#)
    let screen = SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement("a", frame: Rect(x: 10, y: 100, width: 100, height: 40))
      SceneElement("b", frame: Rect(x: 10, y: 200, width: 100, height: 40))
    }
    let presenter = TourPresenter(tree: screen)
    let listed = tour.tourSteps(presenter: presenter)
    let lazy = tour.lazyTourSteps(presenter: presenter)
    #expect(lazy.count == 4)
    let made = (0..<lazy.count).map(lazy.make)
    #expect(made.map(\.id) == listed.map(\.id))
    #expect(made.map(\.content.title) == listed.map(\.content.title))
    #expect(made.map(\.content.targets) == listed.map(\.content.targets))
    #expect(made.map(\.targetWaitTimeout) == listed.map(\.targetWaitTimeout))
    #expect(made.map(\.targetWaitTimeout) == [.seconds(0.5), .zero, .seconds(2), .zero])
    let resolved = made.map { $0.target?.resolve()?.value(as: ElementID.self) }
    #expect(resolved == listed.map { $0.target?.resolve()?.value(as: ElementID.self) })
    #expect(resolved == ["a", nil, "b", nil])
  }
}
