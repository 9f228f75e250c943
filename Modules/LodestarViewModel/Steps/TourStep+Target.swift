import LodestarFlow
import LodestarHostTree

extension TourStep where Content == CoachMark {
  /// A step on one element of the host tree, which it names once: the element's identifier is the step's
  /// ``/LodestarFlow/TourStep/id`` and its coach mark's ``CoachMark/target``, and a presenter following the
  /// controller (``TourPresenter/follow(_:)``) finds the element in its ``TourPresenter/tree``. With the view
  /// marked in the app (an accessibility identifier, LodestarSwiftUI's `.tourTarget("save")`), the step is
  /// one line:
  ///
  /// ```swift
  /// let controller = TourController(steps: [TourStep(target: "save", hint: "Saves the draft.")])
  /// ```
  ///
  /// Two steps on the same element need different identities: create them with
  /// ``/LodestarFlow/TourStep/init(id:content:target:hasCompanion:host:completers:missingTarget:overlayTaps:attachments:)``.
  /// For more settings, change ``/LodestarFlow/TourStep/content`` after creating the step.
  ///
  /// - Parameters:
  ///   - target: The element the step points at, by its identifier in the host tree.
  ///   - title: The title above the hint. Default: none.
  ///   - hint: The hint text.
  ///   - nextText: The next label's text, or `nil` for a body without one. Default ``CoachMark/standardNextText``,
  ///     drawn as the presenter's ``/LodestarScene/TourStrings/next``.
  public init(
    target: ElementID, title: String? = nil, hint: String, nextText: String? = CoachMark.standardNextText
  ) {
    self.init(id: target.rawValue, content: CoachMark(target: target, title: title, hint: hint, nextText: nextText))
  }
}
