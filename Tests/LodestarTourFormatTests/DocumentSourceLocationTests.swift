import LodestarGeometry
import LodestarHostTree
import LodestarTourFormat
import Testing

/// A decoded document finds the line and column of a problem only when one is reported, from the source it keeps.
@Suite("Tour documents: source locations of problems found after decoding")
struct DocumentSourceLocationTests {
  static let tour = """
    {
      "version": 1,
      "id": "tour",
      "steps": [
        {"id": "first", "targets": ["profile.avatar"], "hint": "One"},
        {"id": "second", "targets": "nav.edit", "hint": "Two"}
      ]
    }
    """

  @Test func anEditedDocumentLocatesItsProblemsInTheSource() throws {
    var document = try TourDocument(jsonString: Self.tour)
    document.steps[1].id = "first"
    document.steps[0].targets = ["profile.avatar", "profile.avatar"]
    #expect(
      document.validate().map(\.description) == [
        #"steps[0].targets[1]: duplicate target id "profile.avatar""#,
        #"steps[1].id: duplicate step id "first", first used by steps[0] (line 6, column 12)"#,
      ])
  }

  @Test func aDocumentBuiltInCodeHasNoLocations() {
    let document = TourDocument(
      id: "tour", steps: [TourDocument.Step(id: "a", hint: "One"), TourDocument.Step(id: "a", hint: "Two")])
    let problems = document.validate()
    #expect(problems.map(\.path) == ["steps[1].id"])
    #expect(problems.map(\.location) == [nil])
  }

  @Test func aTargetWrittenAsOneStringIsLocatedAsTheString() throws {
    let document = try TourDocument(jsonString: Self.tour)
    #expect(
      document.validate(against: SceneGraph(size: Size(width: 10, height: 10)) {}).map(
        \.description) == [
          #"steps[0].targets[0]: unknown target id "profile.avatar" (line 5, column 33)"#,
          #"steps[1].targets: unknown target id "nav.edit" (line 6, column 33)"#,
        ])
  }
}
