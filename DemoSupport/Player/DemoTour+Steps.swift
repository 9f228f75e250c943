import Lodestar

extension DemoTour {
  /// A tour's steps, in order: a list (the built-in tour's), or a tour document's steps, each made when it is read
  /// (``Step/init(_:index:)``), so that a document of many steps is not mapped step by step when the demo opens it.
  package struct Steps: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    /// Where the steps come from.
    private enum Source: Sendable {
      /// Steps made already.
      case list([Step])
      /// A document's steps (its list, shared, not copied).
      case document([TourDocument.Step])
    }

    private var source: Source

    /// The steps `steps`.
    package init(_ steps: [Step]) { source = .list(steps) }

    /// The steps `elements`.
    package init(arrayLiteral elements: Step...) { source = .list(elements) }

    /// One step for each of a document's `steps`, made when read.
    init(document steps: [TourDocument.Step]) { source = .document(steps) }

    package var startIndex: Int { 0 }

    package var endIndex: Int {
      switch source {
      case .list(let steps): steps.count
      case .document(let steps): steps.count
      }
    }

    package subscript(position: Int) -> Step {
      switch source {
      case .list(let steps): steps[position]
      case .document(let steps): Step(steps, index: position)
      }
    }
  }
}
