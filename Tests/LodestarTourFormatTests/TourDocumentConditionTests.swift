import LodestarFlow
import LodestarTourFormat
import Testing

/// A step's `"when"`: decoding every kind, writing it back, the decoding errors of a malformed condition (with
/// path, line and column), validation of its names against the app's, and the mapping onto a Flow step.
@Suite("Tour documents: step conditions")
struct TourDocumentConditionTests {
  /// A one-step document whose step has `when` (JSON text) as its condition, the condition on line 2.
  static func document(when: String) -> String {
    "{\"version\": 1, \"id\": \"t\", \"steps\": [\n{\"id\": \"a\", \"hint\": \"h\", \"when\": \(when)}]}"
  }

  static func condition(_ when: String) throws -> StepCondition? {
    try TourDocument(jsonString: document(when: when)).steps[0].condition
  }

  static func error(_ when: String) -> String {
    do {
      _ = try TourDocument(jsonString: document(when: when))
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test func everyKindDecodes() throws {
    #expect(try Self.condition(#"{"parameter": "isPro", "equals": true}"#) == .parameter("isPro", .equals(.bool(true))))
    #expect(
      try Self.condition(#"{"parameter": "plan", "equals": "team"}"#) == .parameter("plan", .equals(.string("team"))))
    #expect(try Self.condition(#"{"parameter": "seats", "atLeast": 3}"#) == .parameter("seats", .atLeast(.number(3))))
    #expect(
      try Self.condition(#"{"parameter": "seats", "lessThan": 2.5}"#) == .parameter("seats", .lessThan(.number(2.5))))
    #expect(
      try Self.condition(#"{"event": "opened", "within": {"days": 7}, "atLeast": 3}"#)
        == .donations(of: "opened", within: 7 * 86_400, .atLeast(.number(3))))
    #expect(
      try Self.condition(#"{"event": "opened", "atMost": 0}"#)
        == .donations(of: "opened", within: nil, .atMost(.number(0))))
    #expect(
      try Self.condition(#"{"event": "e", "within": {"minutes": 1.5}, "greaterThan": 1}"#)
        == .donations(of: "e", within: 90, .greaterThan(.number(1))))
    #expect(
      try Self.condition(#"{"all": [{"not": {"parameter": "p", "equals": 1}}, {"any": []}]}"#)
        == .all([.not(.parameter("p", .equals(.number(1)))), .any([])]))
    let plain = #"{"version": 1, "id": "t", "steps": [{"id": "a", "hint": "h"}]}"#
    #expect(try TourDocument(jsonString: plain).steps[0].condition == nil)
  }

  @Test func aConditionIsWrittenAndReadBackEqual() throws {
    let conditions: [StepCondition] = [
      .parameter("isPro", .equals(.bool(true))),
      .parameter("plan", .atMost(.string("team"))),
      .donations(of: "opened", within: 14 * 86_400, .atLeast(.number(3))),
      .donations(of: "opened", within: 90, .equals(.number(1))),
      .donations(of: "opened", within: 0.25, .lessThan(.number(2))),
      .donations(of: "opened", within: nil, .greaterThan(.number(0))),
      .all([.any([.not(.parameter("a", .greaterThan(.number(-1.5))))]), .all([])]),
    ]
    for condition in conditions {
      var step = TourDocument.Step(id: "a", hint: "h")
      step.condition = condition
      let document = TourDocument(id: "t", steps: [step])
      let text = try document.jsonString()
      #expect(try TourDocument(jsonString: text) == document, "\(text)")
    }
    var step = TourDocument.Step(id: "a", hint: "h")
    step.condition = .donations(of: "opened", within: 14 * 86_400, .atLeast(.number(3)))
    let text = try TourDocument(id: "t", steps: [step]).jsonString()
    // The largest unit the window is a whole number of.
    #expect(text.contains(#""within": {"weeks": 2},"#), "\(text)")
  }

  @Test(arguments: [
    (#"{"parameter": "p", "equal": true}"#, #"steps[0].when.equal: unknown key; did you mean "equals"?"#),
    (#"{"parameter": "p"}"#, "steps[0].when: missing a comparison"),
    (#"{"parameter": "p", "equals": 1, "atMost": 2}"#, "steps[0].when: expected one comparison"),
    (#"{"parameter": "p", "atLeast": true}"#, "steps[0].when.atLeast: expected a number or a string, found true"),
    (#"{"parameter": "p", "equals": null}"#, "steps[0].when.equals: expected true, false, a number or a string"),
    (#"{"parameter": "", "equals": 1}"#, "steps[0].when.parameter: expected a non-empty string"),
    (#"{"parameter": "p", "equals": 1e400}"#, "steps[0].when.equals: expected a number between"),
    (#"{"paramter": "p", "equals": 1}"#, #"steps[0].when: expected a condition with one of the keys"#),
    (#"{"parameter": "p", "event": "e", "equals": 1}"#, "steps[0].when: expected one condition per object"),
    (#"[]"#, "steps[0].when: expected a condition object"),
    (#"{"event": "e", "atLeast": -1}"#, "steps[0].when.atLeast: expected a number between 0 and 1000000000"),
    (#"{"event": "e", "atLeast": "3"}"#, "steps[0].when.atLeast: expected a number between 0 and 1000000000"),
    (#"{"event": "e", "within": {"days": 0}, "atLeast": 1}"#, "steps[0].when.within.days: expected a number > 0"),
    (
      #"{"event": "e", "within": {"days": 1e9}, "atLeast": 1}"#,
      "steps[0].when.within.days: expected a number > 0 and <= 3660"
    ),
    (
      #"{"event": "e", "within": {"days": 1, "hours": 2}, "atLeast": 1}"#,
      "steps[0].when.within: expected exactly one of"
    ),
    (
      #"{"event": "e", "within": {"fortnights": 1}, "atLeast": 1}"#,
      #"steps[0].when.within.fortnights: unknown key; expected one of "seconds", "minutes""#
    ),
    (#"{"event": "e", "within": 7, "atLeast": 1}"#, "steps[0].when.within: expected a window object"),
    (#"{"all": {"event": "e"}}"#, "steps[0].when.all: expected an array of conditions"),
    (
      #"{"any": [{"not": {"event": "e", "atLeast": 1, "extra": 2}}]}"#,
      "steps[0].when.any[0].not.extra: unknown key"
    ),
  ])
  func aMalformedConditionIsADecodingErrorWithItsPathAndLocation(when: String, expected: String) {
    let description = Self.error(when)
    #expect(description.hasPrefix(expected), "\(description)")
    #expect(description.contains("(line 2, column "), "\(description)")
  }

  static let named = """
    {
      "version": 1,
      "id": "t",
      "steps": [
        {"id": "a", "hint": "h", "when": {"parameter": "isPor", "equals": true}},
        {"id": "b", "hint": "h"},
        {"id": "c", "hint": "h", "when": {"all": [
          {"event": "opend", "within": {"days": 7}, "atLeast": 3},
          {"not": {"parameter": "isPro", "equals": true}},
          {"any": [{"event": "zzz", "atLeast": 1}]}
        ]}}
      ]
    }
    """

  @Test func validationRefusesUnknownNamesWithTheirLocationAndTheClosestKnownName() throws {
    let document = try TourDocument(jsonString: Self.named)
    #expect(
      document.validate(parameters: ["isPro", "plan"], events: ["opened"]).map(\.description) == [
        #"steps[0].when.parameter: unknown parameter "isPor"; did you mean "isPro"? (line 5, column 52)"#,
        #"steps[2].when.all[0].event: unknown event "opend"; did you mean "opened"? (line 8, column 17)"#,
        #"steps[2].when.all[2].any[0].event: unknown event "zzz" (line 10, column 26)"#,
      ])
    #expect(document.validate(parameters: ["isPro", "isPor"], events: ["opened", "opend", "zzz"]) == [])
    #expect(
      document.validate(parameters: [], events: ["opened", "opend", "zzz"]).map(\.message).first
        == #"unknown parameter "isPor" (no parameters are known)"#)
  }

  @Test func aConditionBuiltInCodeThatNoFileCouldHoldIsAProblem() {
    var step = TourDocument.Step(id: "a", hint: "h")
    step.condition = .all([
      .donations(of: "", within: .nan, .atLeast(.number(-1))),
      .parameter("p", .atLeast(.bool(true))),
      .parameter("q", .equals(.number(.infinity))),
    ])
    let problems = TourDocument(id: "t", steps: [step]).validate().map(\.path)
    #expect(
      problems == [
        "steps[0].when.all[0].event", "steps[0].when.all[0].within.seconds", "steps[0].when.all[0].atLeast",
        "steps[0].when.all[1].atLeast", "steps[0].when.all[2].equals",
      ])
  }

  @Test func theFlowStepCarriesTheCondition() throws {
    let document = try TourDocument(jsonString: Self.named)
    let steps = document.steps.map { TourStep($0, resolveTarget: { _ in nil }) }
    #expect(steps[0].condition == .parameter("isPor", .equals(.bool(true))))
    #expect(steps[1].condition == nil)
  }
}
