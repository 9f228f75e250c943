import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarTesting
import LodestarViewModel
import Testing

/// Code-built tours get the checks tour files get (issue 29, item 7): `validate(against:)` names each step
/// and suggests the closest id.
@MainActor
@Suite struct TourStepValidationTests {
  static let screen = SceneGraph.sampleListScreen()

  @Test func aValidTourHasNoProblems() {
    let controller = TourController(steps: [
      TourStep(id: "a", content: CoachMark(target: "back", hint: "A")),
      TourStep(id: "b", content: CoachMark(hint: "B")),
      TourStep(
        id: "c", content: CoachMark(target: "tab.0", hint: "C"), target: StepTarget { ElementID("tab.0") },
        completers: [StepCompleter(.gesture(StepGesture(.tap, in: .element("back"))))]),
    ])
    #expect(controller.validate(against: Self.screen) == [])
  }

  @Test func anUnknownTargetIsNamedWithTheClosestId() {
    let controller = TourController(steps: [
      TourStep(id: "a", content: CoachMark(target: "back", hint: "A")),
      TourStep(id: "b", content: CoachMark(target: "bakc", hint: "B")),
      TourStep(
        id: "c",
        content: CoachMark(target: "tab.0", hint: "C", highlight: CoachMarkHighlight(additionalTargets: ["zzzzzz"]))),
    ])
    let problems = controller.validate(against: Self.screen)
    #expect(
      problems.map(\.description) == [
        #"steps[1] "b": unknown target id "bakc"; did you mean "back"?"#,
        #"steps[2] "c": unknown target id "zzzzzz""#,
      ])
    #expect(problems.map(\.stepIndex) == [1, 2])
  }

  @Test func twoTargetsThatDisagreeAreReported() {
    let controller = TourController(steps: [
      TourStep(id: "a", content: CoachMark(target: "back", hint: "A"), target: StepTarget { ElementID("tab.0") }),
      TourStep(id: "b", content: CoachMark(target: "back", hint: "B"), target: StepTarget { nil }),
    ])
    let problems = controller.validate(against: Self.screen)
    #expect(problems.count == 2)
    #expect(
      problems[0].message.hasPrefix(#"the step's target resolves to "tab.0", but its coach mark's target is "back""#))
    #expect(problems[1].message.hasPrefix(#"the step's target resolves to nothing"#))
  }

  @Test func emptyIdsUnknownHostsDuplicatesAndGestureAreas() {
    let controller = TourController(steps: [
      TourStep(id: "", content: CoachMark(target: "", hint: "A")),
      TourStep(id: "b", content: CoachMark(hint: "B"), host: TourHost(rawValue: "settings")),
      TourStep(
        id: "c", content: CoachMark(hint: "C"),
        completers: [StepCompleter(.gesture(StepGesture(.tap, in: .element("tab.9"))))]),
      TourStep(id: "c", content: CoachMark(hint: "again")),
    ])
    let problems = controller.validate(against: Self.screen).map(\.description)
    #expect(problems.count == 5)
    #expect(problems[0] == #"rejected step "c": step 'c' is already in the tour"#)
    #expect(problems[1] == #"steps[0] "": the step's id is empty"#)
    #expect(problems[2] == #"steps[0] "": a target id is empty"#)
    #expect(problems[3].hasPrefix(#"steps[1] "b": unknown host "settings" (the host tree's roots: "#))
    #expect(problems[4] == #"steps[2] "c": unknown gesture area element "tab.9"; did you mean "tab.0"?"#)
  }
}
