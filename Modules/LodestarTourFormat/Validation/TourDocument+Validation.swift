import LodestarGeometry
import LodestarHostTree
import LodestarJSON

extension TourDocument {
  /// Every problem of the document on its own, in document order: an empty id, no steps, empty or
  /// duplicate step ids, empty, duplicate or unknown primary target ids, numbers that are not finite or out
  /// of range, an empty completer event name, and a step condition a file could not hold (an empty name, a
  /// window or number out of range; see ``validate(parameters:events:)`` for unknown names). Empty when the
  /// document is valid.
  ///
  /// The decoder runs this after reading and throws the first problem; a document built in code can call
  /// it directly. Problems of a decoded document carry their source location.
  public func validate() -> [TourDocumentError] {
    var problems: [TourDocumentError] = []
    var locations = SourceLocations(sourceMap)
    func report(_ path: String, _ message: String) {
      problems.append(TourDocumentError(path: path, message: message, location: locations.location(of: path)))
    }
    if id.isEmpty { report("id", "expected a non-empty string, found \"\"") }
    if case .white(let white, let alpha) = options.overlayColor {
      for (key, value) in [("white", white), ("alpha", alpha)] {
        if let problem = NumberRule.unitInterval.problem(value) { report("options.overlayColor.\(key)", problem) }
      }
    }
    if steps.isEmpty { report("steps", "expected at least one step, found an empty array") }
    var seenIDs = DuplicateFinder(capacity: steps.count)
    // Paths are written only for a problem: a valid document is checked without building a string. The steps are
    // read by index, which costs less than `enumerated()`'s iterator (each step is still copied once, for
    // `collectProblems`: one reference, as a step's values are shared until changed).
    for index in steps.indices {
      let id = steps[index].id
      if id.isEmpty {
        report(JSONPath.member(JSONPath.element("steps", index), "id"), "expected a non-empty string, found \"\"")
      } else if !seenIDs.insert(id) {
        // A duplicate (one lookup per step when there is none): the first step with the id is looked for only now.
        let first = steps.firstIndex { $0.id == id } ?? index
        report(
          JSONPath.member(JSONPath.element("steps", index), "id"),
          "duplicate step id \(JSONEcho.quoted(id)), first used by steps[\(first)]")
      }
      steps[index].collectProblems(path: JSONPath.element("steps", index), report: report)
    }
    return problems
  }

  /// Every problem of the document, as ``validate()`` reports them, followed by every reference the host tree cannot
  /// satisfy, in document order: a target id the tree does not know (after
  /// ``/LodestarHostTree/HostTree/resolve(_:)``), a step host that is not one of the tree's roots, and a target that
  /// belongs to another host than its step names. Never stops at the first problem. When the tree is a
  /// ``/LodestarHostTree/SceneGraph``, an unknown target id comes with the closest known id ("did you mean").
  public func validate(against tree: some HostTree) -> [TourDocumentError] {
    var problems = validate()
    let roots = tree.rootIDs
    // A scene graph can list its ids, so unknown targets get a "did you mean" hint.
    let knownIDs = (tree as? SceneGraph).map { graph in
      (graph.elements.keys.map(\.rawValue) + graph.aliases.keys.map(\.rawValue)).sorted()
    }
    let rootList = roots.isEmpty ? "none" : JSONEcho.list(roots.map(\.rawValue))
    var locations = SourceLocations(sourceMap)
    func report(_ path: String, _ message: String) {
      problems.append(TourDocumentError(path: path, message: message, location: locations.location(of: path)))
    }
    for (index, step) in steps.enumerated() {
      var stepHost: ElementID?
      if let host = step.host {
        if roots.contains(host) {
          stepHost = host
        } else {
          report(
            JSONPath.member(JSONPath.element("steps", index), "host"),
            "unknown host \(JSONEcho.quoted(host.rawValue)) (the host tree's roots: \(rootList))")
        }
      }
      for (targetIndex, target) in step.targets.enumerated() {
        guard !target.rawValue.isEmpty else { continue }
        guard let resolved = tree.resolve(target), let element = tree.element(resolved) else {
          let hint = knownIDs.map { KeySuggestion.hint(for: target.rawValue, in: $0) } ?? ""
          report(
            targetPath(step: index, target: targetIndex, locations: &locations),
            "unknown target id \(JSONEcho.quoted(target.rawValue))" + hint)
          continue
        }
        if let stepHost, let elementHost = element.host, elementHost != stepHost {
          report(
            targetPath(step: index, target: targetIndex, locations: &locations),
            "target \(JSONEcho.quoted(target.rawValue)) is in host "
              + "\(JSONEcho.quoted(elementHost.rawValue)), not in the step's host "
              + JSONEcho.quoted(stepHost.rawValue))
        }
      }
      for (completerIndex, completer) in step.completers.enumerated() {
        guard case .gesture(let gesture) = completer.trigger, case .element(let id) = gesture.area,
          !id.rawValue.isEmpty, tree.resolve(id).flatMap({ tree.element($0) }) == nil
        else { continue }
        let completers = JSONPath.member(JSONPath.element("steps", index), "completers")
        let areaPath = JSONPath.member(JSONPath.member(JSONPath.element(completers, completerIndex), "area"), "element")
        let hint = knownIDs.map { KeySuggestion.hint(for: id.rawValue, in: $0) } ?? ""
        report(areaPath, "unknown element id \(JSONEcho.quoted(id.rawValue))" + hint)
      }
    }
    return problems
  }

  /// The path of a target: `steps[1].targets[0]`, or `steps[1].targets` when the source wrote one id as a
  /// string.
  private func targetPath(step: Int, target: Int, locations: inout SourceLocations) -> String {
    let targets = JSONPath.member(JSONPath.element("steps", step), "targets")
    let element = JSONPath.element(targets, target)
    if locations.location(of: element) == nil, locations.location(of: targets) != nil { return targets }
    return element
  }
}

extension TourDocument.Step {
  /// Reports the step's problems; `path` is the step's path, written only when there is a problem.
  func collectProblems(path: @autoclosure () -> String, report: (String, String) -> Void) {
    // Read without making an array for a step of one target (most steps).
    let targets = targetList
    // Most steps have one target: a set to find duplicates is made only when there can be one.
    var seenTargets: Set<ElementID> = []
    for (index, target) in targets.enumerated() {
      if target.rawValue.isEmpty {
        report(JSONPath.element(JSONPath.member(path(), "targets"), index), "expected a non-empty string, found \"\"")
      } else if targets.count > 1, !seenTargets.insert(target).inserted {
        report(
          JSONPath.element(JSONPath.member(path(), "targets"), index),
          "duplicate target id \(JSONEcho.quoted(target.rawValue))")
      }
    }
    if let primaryTarget, !targets.contains(primaryTarget) {
      let expected =
        targets.isEmpty
        ? "no primaryTarget for a step without targets"
        : "one of the step's targets (\(JSONEcho.list(targets.map(\.rawValue))))"
      report(
        JSONPath.member(path(), "primaryTarget"),
        "expected \(expected), found \(JSONEcho.quoted(primaryTarget.rawValue))")
    }
    if let host, host.rawValue.isEmpty {
      report(JSONPath.member(path(), "host"), "expected a non-empty string, found \"\"")
    }
    // The defaults (most steps') have no problem, and are told without copying the style or ruling on the number.
    if targetWaitTimeout != 0, let problem = TourNumberRules.waitTimeout.problem(targetWaitTimeout) {
      report(JSONPath.member(path(), "targetWaitTimeout"), problem)
    }
    if !hasDefaultFocusStyle {
      focusStyle.collectProblems(path: JSONPath.member(path(), "focusStyle"), report: report)
    }
    for (index, completer) in completers.enumerated() {
      let completerPath = JSONPath.element(JSONPath.member(path(), "completers"), index)
      switch completer.trigger {
      case .event(let name) where name.isEmpty:
        report(JSONPath.member(completerPath, "name"), "expected a non-empty string, found \"\"")
      case .afterDuration(let seconds):
        if let problem = TourNumberRules.completerDuration.problem(seconds) {
          report(JSONPath.member(completerPath, "seconds"), problem)
        }
      case .gesture(let gesture):
        gesture.collectProblems(path: completerPath, stepHasTargets: !targets.isEmpty, report: report)
      default: break
      }
    }
    if let audioCue {
      let cuePath = JSONPath.member(path(), "audioCue")
      if audioCue.name.isEmpty { report(cuePath, "expected a non-empty cue name, found \"\"") }
      if let problem = NumberRule.unitInterval.problem(audioCue.volume) {
        report(JSONPath.member(cuePath, "volume"), problem)
      }
    }
    condition?.collectProblems(path: JSONPath.member(path(), "when"), report: report)
    #if LODESTAR_WINDOWING
      if case .newWindow(let level) = presentation, let problem = TourNumberRules.windowLevel.problem(level) {
        report(JSONPath.member(JSONPath.member(path(), "presentation"), "level"), problem)
      }
    #endif
  }
}

extension TourDocument.Gesture {
  /// The gesture's numbers, its element id, and an area a step without targets never has.
  func collectProblems(path: String, stepHasTargets: Bool, report: (String, String) -> Void) {
    switch kind {
    case .longPress(let seconds):
      if let problem = TourNumberRules.longPressDuration.problem(seconds) {
        report(JSONPath.member(path, "seconds"), problem)
      }
    case .pan(let distance):
      if let problem = TourNumberRules.panDistance.problem(distance) {
        report(JSONPath.member(path, "distance"), problem)
      }
    case .tap, .doubleTap, .swipe: break
    }
    switch area {
    case .element(let id) where id.rawValue.isEmpty:
      report(JSONPath.member(JSONPath.member(path, "area"), "element"), "expected a non-empty string, found \"\"")
    case .target where !stepHasTargets, .opening where !stepHasTargets:
      let area = self.area == .target ? "\"target\" (the default area)" : "\"opening\""
      report(
        path,
        "a gesture on the \(area) never happens in a step without targets; set \"area\" to \"anywhere\" or "
          + "{\"element\": id}")
    default: break
    }
  }
}

extension TourDocument.FocusStyle {
  /// Reports the style's numbers that are out of range; `path` is written only when there is a problem.
  func collectProblems(path: @autoclosure () -> String, report: (String, String) -> Void) {
    switch self {
    case .roundedRect(let parameters):
      let insets = parameters.insets
      for (edge, value) in [
        ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing),
      ] {
        if let problem = TourNumberRules.offset.problem(value) {
          report(JSONPath.member(JSONPath.member(path(), "insets"), edge), problem)
        }
      }
      func radiusPath() -> String { JSONPath.member(path(), "radius") }
      switch parameters.radius {
      case .fixed(let radius):
        if let problem = TourNumberRules.length.problem(radius) { report(radiusPath(), problem) }
      case .followTarget(let delta):
        if let problem = TourNumberRules.offset.problem(delta) {
          report(JSONPath.member(radiusPath(), "followTarget"), problem)
        }
      case .scaleWithTarget(let multiplier):
        if let problem = TourNumberRules.scale.problem(multiplier) {
          report(JSONPath.member(radiusPath(), "scaleWithTarget"), problem)
        }
      }
    case .circle(let parameters):
      func radiusPath() -> String { JSONPath.member(path(), "radius") }
      switch parameters.radius {
      case .fixed(let radius):
        if let problem = TourNumberRules.length.problem(radius) { report(radiusPath(), problem) }
      case .scaledToTarget(let factor):
        if let problem = TourNumberRules.scale.problem(factor) {
          report(JSONPath.member(radiusPath(), "scaledToTarget"), problem)
        }
      }
      for (axis, value) in [("x", parameters.centerOffset.x), ("y", parameters.centerOffset.y)] {
        if let problem = TourNumberRules.offset.problem(value) {
          report(JSONPath.member(JSONPath.member(path(), "centerOffset"), axis), problem)
        }
      }
    default: break
    }
  }
}
