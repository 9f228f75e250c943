import LodestarGeometry
import LodestarHostTree
import LodestarTesting
import LodestarTourFormat
import Testing

@Suite("Tour documents: validation")
struct TourReferenceValidationTests {
  static let tour = """
    {
      "version": 1,
      "id": "t",
      "steps": [
        {"id": "back", "targets": "nav.bak", "hint": "h"},
        {"id": "stats", "targets": ["stats.posts", "stats.likes", "stats.following"], "hint": "h"},
        {"id": "tabs", "targets": ["tab.home", "tab.search"], "hint": "h", "host": "settings"},
        {"id": "centred", "hint": "no targets: nothing to check"},
        {"id": "inbox", "targets": ["tab.inbox", "row.7"], "hint": "h", "host": "profile"}
      ]
    }
    """

  @Test func reportsEveryUnknownReferenceWithItsLocation() throws {
    var screen = SceneGraph.sampleProfileScreen()
    try screen.addRoot(
      SceneElement("sheet", frame: Rect(x: 0, y: 0, width: 390, height: 400)) {
        SceneElement("sheet.row", frame: Rect(x: 0, y: 0, width: 390, height: 44))
      })
    screen.setAlias("row.7", to: "sheet.row")
    let document = try TourDocument(jsonString: Self.tour)
    #expect(
      document.validate(against: screen).map(\.description) == [
        #"steps[0].targets: unknown target id "nav.bak"; did you mean "nav.back"? (line 5, column 31)"#,
        #"steps[1].targets[1]: unknown target id "stats.likes" (line 6, column 48)"#,
        #"steps[2].host: unknown host "settings" (the host tree's roots: "profile", "sheet") (line 7, column 80)"#,
        #"steps[4].targets[1]: target "row.7" is in host "sheet", not in the step's host "profile" (line 9, column 46)"#,
      ])
  }

  @Test func aTreeWithEveryTargetHasNoProblems() throws {
    let document = try TourDocument(
      jsonString:
        #"{"version": 1, "id": "t", "steps": [{"id": "a", "targets": ["nav.back", "nav.edit"], "hint": "h"}]}"#)
    #expect(document.validate(against: SceneGraph.sampleProfileScreen()) == [])
    #expect(
      document.validate(against: SceneGraph()).map(\.description) == [
        #"steps[0].targets[0]: unknown target id "nav.back" (line 1, column 61)"#,
        #"steps[0].targets[1]: unknown target id "nav.edit" (line 1, column 73)"#,
      ])
  }

  @Test func aDocumentBuiltInCodeReportsAllItsProblemsWithoutLocations() {
    let document = TourDocument(
      id: "",
      options: TourDocument.Options(overlayColor: .white(2, alpha: -1)),
      steps: [
        TourDocument.Step(
          id: "a", targets: ["x", "x", ""], hint: "h",
          targeting: TourDocument.Step.Targeting(primaryTarget: "y", targetWaitTimeout: -1)),
        TourDocument.Step(
          id: "a", hint: "h",
          appearance: TourDocument.Step.Appearance(
            focusStyle: .roundedRect(.init(insets: DirectionalEdgeInsets(all: .nan), radius: .scaleWithTarget(-1)))),
          completers: [.init(.event("")), .init(.afterDuration(0))]),
        TourDocument.Step(
          id: "", hint: "h",
          appearance: TourDocument.Step.Appearance(
            focusStyle: .circle(.init(radius: .fixed(-3), centerOffset: Point(x: .infinity, y: 0))))),
      ])
    #expect(
      document.validate().map(\.description) == [
        #"id: expected a non-empty string, found """#,
        "options.overlayColor.white: expected a number between 0 and 1, found 2",
        "options.overlayColor.alpha: expected a number between 0 and 1, found -1",
        "steps[0].targets[1]: duplicate target id \"x\"",
        "steps[0].targets[2]: expected a non-empty string, found \"\"",
        "steps[0].primaryTarget: expected one of the step's targets (\"x\", \"x\", \"\"), found \"y\"",
        "steps[0].targetWaitTimeout: expected a number between 0 and 86400, found -1",
        "steps[1].id: duplicate step id \"a\", first used by steps[0]",
        "steps[1].focusStyle.insets.top: expected a number between -1000000 and 1000000, found nan",
        "steps[1].focusStyle.insets.leading: expected a number between -1000000 and 1000000, found nan",
        "steps[1].focusStyle.insets.bottom: expected a number between -1000000 and 1000000, found nan",
        "steps[1].focusStyle.insets.trailing: expected a number between -1000000 and 1000000, found nan",
        "steps[1].focusStyle.radius.scaleWithTarget: expected a number between 0 and 1000, found -1",
        "steps[1].completers[0].name: expected a non-empty string, found \"\"",
        "steps[1].completers[1].seconds: expected a number > 0 and <= 86400, found 0",
        "steps[2].id: expected a non-empty string, found \"\"",
        "steps[2].focusStyle.radius: expected a number between 0 and 1000000, found -3",
        "steps[2].focusStyle.centerOffset.x: expected a number between -1000000 and 1000000, found inf",
      ])
  }

  @Test func aDocumentWithoutStepsIsInvalid() {
    #expect(
      TourDocument(id: "t", steps: []).validate()
        == [TourDocumentError(path: "steps", message: "expected at least one step, found an empty array")])
  }

  @Test func everyRepeatOfAStepIDNamesTheFirstStepWithIt() {
    let steps = ["a", "b", "a", "", "b", "a"].map { TourDocument.Step(id: $0, hint: "h") }
    #expect(
      TourDocument(id: "t", steps: steps).validate().map(\.description) == [
        #"steps[2].id: duplicate step id "a", first used by steps[0]"#,
        #"steps[3].id: expected a non-empty string, found """#,
        #"steps[4].id: duplicate step id "b", first used by steps[1]"#,
        #"steps[5].id: duplicate step id "a", first used by steps[0]"#,
      ])
  }

  @Test func aPrimaryTargetNeedsTargets() {
    let document = TourDocument(
      id: "t",
      steps: [TourDocument.Step(id: "a", hint: "h", targeting: TourDocument.Step.Targeting(primaryTarget: "x"))])
    #expect(
      document.validate().map(\.description) == [
        #"steps[0].primaryTarget: expected no primaryTarget for a step without targets, found "x""#
      ])
  }

  @Test func validationNeverStopsAtTheFirstReference() throws {
    let targets = (0..<50).map { "\"missing.\($0)\"" }.joined(separator: ", ")
    let document = try TourDocument(
      jsonString: #"{"version": 1, "id": "t", "steps": [{"id": "a", "hint": "h", "targets": ["# + targets + "]}]}")
    let problems = document.validate(against: SceneGraph.sampleProfileScreen())
    #expect(problems.count == 50)
    #expect(problems.last?.path == "steps[0].targets[49]")
  }
}
