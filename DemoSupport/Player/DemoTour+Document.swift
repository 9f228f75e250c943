import Lodestar

extension DemoTour {
  /// The demo's form of a tour document: one step per document step, made when read, titled by the step's title
  /// (or id), whose coach mark is mapped when asked (``CoachMark/init(_:)``). The player builds the controller's steps
  /// and the presenter's options from the document itself (``TourDocument/tourSteps(resolveTarget:)``, ``TourDocument/presenterOptions(_:)``).
  package init(document: TourDocument) {
    id = document.id
    skipTitle = document.options.skipLabel
    self.document = document
    steps = Steps(document: document.steps)
  }
}
