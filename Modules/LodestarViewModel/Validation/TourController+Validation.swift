import LodestarFlow
import LodestarHostTree

/// A problem of a code-built tour against its host tree (``/LodestarViewModel/LodestarFlow/TourController/validate(against:)``): which step,
/// and what is wrong, in the words a tour file's validation uses.
public struct TourStepProblem: Sendable, Hashable, CustomStringConvertible {
  /// The step's position in the controller's steps; nil for a step the controller rejected (a duplicate
  /// identity), which has none.
  public var stepIndex: Int?
  /// The step's identity.
  public var stepID: String
  /// What is wrong, such as `unknown target id "sav"; did you mean "save"?`.
  public var message: String

  /// Creates a problem.
  ///
  /// - Parameters:
  ///   - stepIndex: The step's position, or nil for a rejected step.
  ///   - stepID: The step's identity.
  ///   - message: What is wrong.
  public init(stepIndex: Int?, stepID: String, message: String) {
    self.stepIndex = stepIndex
    self.stepID = stepID
    self.message = message
  }

  /// `steps[1] "save": unknown target id "sav"; did you mean "save"?`.
  public var description: String {
    let position = stepIndex.map { "steps[\($0)]" } ?? "rejected step"
    return "\(position) \(quoted(stepID)): \(message)"
  }
}

extension TourController where Content == CoachMark {
  /// Every problem of the controller's steps against a host tree, in step order, as a tour file's
  /// `validate(against:)` reports them: a step the controller rejected (a duplicate identity), an empty
  /// step identity, an empty or unknown target id (primary or additional, after ``/LodestarHostTree/HostTree/resolve(_:)``), a
  /// step host that is not one of the tree's roots, a gesture area naming an unknown element, and a step
  /// whose own ``/LodestarFlow/TourStep/target`` resolves to another element than its coach mark's target (the cut-out
  /// follows the coach mark; name the target once, in the coach mark). Empty when the tour is valid.
  ///
  /// When the tree is a ``/LodestarHostTree/SceneGraph``, an unknown id comes with the closest known id ("did you mean").
  /// A data-source controller's steps are not listed until they load, so only its rejected steps are
  /// checked.
  ///
  /// - Parameter tree: The host tree the tour will show over.
  /// - Returns: The problems, each naming its step.
  /// - Complexity: O(*s* · *k*) for *s* steps, plus, for each unknown id, O(*k*) edit distances over the
  ///   tree's *k* ids.
  public func validate(against tree: some HostTree) -> [TourStepProblem] {
    var problems = rejectedSteps.compactMap { error -> TourStepProblem? in
      guard case .duplicate(let id) = error else { return nil }
      return TourStepProblem(stepIndex: nil, stepID: id, message: error.description)
    }
    let graph = tree as? SceneGraph
    var knownIDs: [String]?
    func hint(for id: ElementID) -> String {
      guard let graph else { return "" }
      if knownIDs == nil {
        knownIDs = (graph.elements.keys.map(\.rawValue) + graph.aliases.keys.map(\.rawValue)).sorted()
      }
      return NameSuggestion.closest(to: id.rawValue, in: knownIDs ?? []).map { "; did you mean \(quoted($0))?" }
        ?? ""
    }
    for (index, step) in steps.enumerated() {
      func report(_ message: String) {
        problems.append(TourStepProblem(stepIndex: index, stepID: step.id, message: message))
      }
      if step.id.isEmpty { report("the step's id is empty") }
      if let host = step.host, !tree.rootIDs.contains(where: { $0.rawValue == host.rawValue }) {
        let roots = tree.rootIDs.map { quoted($0.rawValue) }.joined(separator: ", ")
        report("unknown host \(quoted(host.rawValue)) (the host tree's roots: \(roots.isEmpty ? "none" : roots))")
      }
      let mark = step.content
      for target in mark.targets {
        if target.rawValue.isEmpty {
          report("a target id is empty")
        } else if tree.resolve(target).flatMap({ tree.element($0) }) == nil {
          report("unknown target id \(quoted(target.rawValue))" + hint(for: target))
        }
      }
      if let stepTarget = step.target, let markTarget = mark.target {
        let resolved = stepTarget.resolve()?.value(as: ElementID.self)
        let expected = tree.resolve(markTarget)
        if resolved != expected {
          let found = resolved.map { quoted($0.rawValue) } ?? "nothing"
          report(
            "the step's target resolves to \(found), but its coach mark's target is \(quoted(markTarget.rawValue)); "
              + "the cut-out follows the coach mark: drop the step's target and name it once, in the coach mark")
        }
      }
      for completer in step.completers {
        guard case .gesture(let gesture) = completer.trigger, case .element(let name) = gesture.area else {
          continue
        }
        let id = ElementID(name)
        if name.isEmpty || tree.resolve(id).flatMap({ tree.element($0) }) == nil {
          report("unknown gesture area element \(quoted(name))" + hint(for: id))
        }
      }
    }
    return problems
  }
}

/// `"text"`, for messages.
private func quoted(_ text: String) -> String {
  "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
}
