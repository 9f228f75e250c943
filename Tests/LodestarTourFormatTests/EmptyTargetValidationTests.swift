import LodestarHostTree
import LodestarTesting
import LodestarTourFormat
import Testing

/// Issue 32, item 5: an empty id is one problem, the empty string, whether or not a host tree is checked
/// too; the tree check does not add an "unknown id" problem for it.
@Suite struct EmptyTargetValidationTests {
  static let tour = #"{"version": 1, "id": "t", "steps": [{"id": "a", "targets": ["nav.back"], "hint": "h"}]}"#
  static let empty = "expected a non-empty string, found \"\""

  static func problems(of document: TourDocument, against tree: SceneGraph) -> [String] {
    document.validate(against: tree).map { "\($0.path): \($0.message)" }
  }

  @Test func anEmptyTargetIsOneProblem() throws {
    var document = try TourDocument(jsonString: Self.tour)
    document.steps[0].targets = ["nav.back", ""]
    let expected = ["steps[0].targets[1]: \(Self.empty)"]
    #expect(document.validate().map { "\($0.path): \($0.message)" } == expected)
    #expect(Self.problems(of: document, against: SceneGraph.sampleProfileScreen()) == expected)
    // A tree that knows no id at all reports the known-looking one, and still only one problem for "".
    #expect(
      Self.problems(of: document, against: SceneGraph()) == [
        expected[0], #"steps[0].targets[0]: unknown target id "nav.back""#,
      ])
  }

  @Test func anEmptyGestureElementIsOneProblem() throws {
    let tour = """
      {"version": 1, "id": "t", "steps": [{"id": "a", "targets": ["nav.back"], "hint": "h",
        "completers": [{"type": "gesture", "gesture": "tap", "area": {"element": "x"}}]}]}
      """
    var document = try TourDocument(jsonString: tour)
    document.steps[0].completers = [TourDocument.Completer(.gesture(TourDocument.Gesture(.tap, in: .element(""))))]
    #expect(
      Self.problems(of: document, against: SceneGraph.sampleProfileScreen()) == [
        "steps[0].completers[0].area.element: \(Self.empty)"
      ])
  }
}
