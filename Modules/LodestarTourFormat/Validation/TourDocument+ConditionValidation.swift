import LodestarFlow
import LodestarJSON

extension TourDocument {
  /// Every problem of the document, as ``validate()`` reports them, followed by every name in a step's
  /// `"when"` that the app does not know, in document order: a parameter key not in `parameters` and an event
  /// id not in `events`, each at its own path (`steps[2].when.all[0].parameter`) with its source location and
  /// the closest known name ("did you mean").
  ///
  /// Pass the names the app's eligibility layer declares (for LodestarEligibility, the keys of its
  /// `EligibilityParameter`s and the ids of its `EligibilityEvent`s). A condition over a name nobody sets or
  /// donates would never hold, or always, whatever the person does.
  ///
  /// - Parameters:
  ///   - parameters: The parameter keys a condition may read.
  ///   - events: The event ids a condition may count.
  /// - Returns: The problems; empty when the document is valid and every name is known.
  public func validate(parameters: Set<String>, events: Set<String>) -> [TourDocumentError] {
    validate() + conditionNameProblems(parameters: parameters, events: events)
  }

  /// The unknown names of every step's condition.
  func conditionNameProblems(parameters: Set<String>, events: Set<String>) -> [TourDocumentError] {
    var problems: [TourDocumentError] = []
    var locations = SourceLocations(sourceMap)
    let parameterList = parameters.sorted()
    let eventList = events.sorted()
    for index in steps.indices {
      guard let condition = steps[index].condition else { continue }
      let path = JSONPath.member(JSONPath.element("steps", index), "when")
      condition.visitNames(path: path) { kind, name, namePath in
        let known = kind == .parameter ? parameters : events
        guard !known.contains(name) else { return }
        let list = kind == .parameter ? parameterList : eventList
        let what = kind == .parameter ? "parameter" : "event"
        let message =
          "unknown \(what) \(JSONEcho.quoted(name))"
          + (list.isEmpty
            ? " (no \(what)s are known)" : KeySuggestion.hint(for: name, in: list))
        problems.append(TourDocumentError(path: namePath, message: message, location: locations.location(of: namePath)))
      }
    }
    return problems
  }
}

/// What a name in a step condition names.
enum StepConditionNameKind { case parameter, event }

extension StepCondition {
  /// Calls `visit` with every name in the condition, in order, with the path of the member that names it
  /// (`…when.all[0].parameter`); `path` is the condition's.
  func visitNames(path: String, _ visit: (StepConditionNameKind, String, String) -> Void) {
    switch self {
    case .parameter(let key, _): visit(.parameter, key, JSONPath.member(path, "parameter"))
    case .donations(let event, _, _): visit(.event, event, JSONPath.member(path, "event"))
    case .all(let conditions), .any(let conditions):
      let listPath = JSONPath.member(path, { if case .all = self { "all" } else { "any" } }())
      for (index, condition) in conditions.enumerated() {
        condition.visitNames(path: JSONPath.element(listPath, index), visit)
      }
    case .not(let condition): condition.visitNames(path: JSONPath.member(path, "not"), visit)
    }
  }

  /// Reports the problems of a condition built in code that a file could not hold: an empty name, a window
  /// or a number out of the format's range; `path` is the condition's.
  func collectProblems(path: String, report: (String, String) -> Void) {
    switch self {
    case .parameter(let key, let comparison):
      if key.isEmpty { report(JSONPath.member(path, "parameter"), "expected a non-empty string, found \"\"") }
      let operandPath = JSONPath.member(path, StepConditionFormat.name(of: comparison))
      switch comparison.operand {
      case .number(let number):
        if let problem = StepConditionFormat.parameterNumber.problem(number) { report(operandPath, problem) }
      case .bool:
        if case .equals = comparison {} else { report(operandPath, "expected a number or a string, found a Boolean") }
      case .string: break
      }
    case .donations(let event, let window, let comparison):
      if event.isEmpty { report(JSONPath.member(path, "event"), "expected a non-empty string, found \"\"") }
      if let window, let problem = StepConditionFormat.window.problem(window) {
        report(JSONPath.member(JSONPath.member(path, "within"), "seconds"), problem)
      }
      let operandPath = JSONPath.member(path, StepConditionFormat.name(of: comparison))
      if case .number(let count) = comparison.operand {
        if let problem = StepConditionFormat.donationCount.problem(count) { report(operandPath, problem) }
      } else {
        report(operandPath, "expected a number of donations")
      }
    case .all(let conditions), .any(let conditions):
      let listPath = JSONPath.member(path, { if case .all = self { "all" } else { "any" } }())
      for (index, condition) in conditions.enumerated() {
        condition.collectProblems(path: JSONPath.element(listPath, index), report: report)
      }
    case .not(let condition):
      condition.collectProblems(path: JSONPath.member(path, "not"), report: report)
    }
  }
}
