import Lodestar

extension DemoTour {
  /// The demo's form of a tour document: one coach mark per step (``CoachMark/init(_:)``), titled by the
  /// step's title (or id). The player builds the controller's steps and the presenter's options from the
  /// document itself (``TourDocument/tourSteps(resolveTarget:)``, ``TourDocument/presenterOptions(_:)``).
  init(document: TourDocument) {
    id = document.id
    skipTitle = document.options.skipLabel
    self.document = document
    steps = document.steps.map { Step(title: $0.title ?? $0.id, mark: CoachMark($0)) }
  }
}
