/// A step list whose steps are made when they are needed: how many there are, and how to make the one at an index.
/// A step-list controller made with one makes a step when it loads it, so a long tour costs little to start: a tour file's steps come this way
/// (LodestarTourFormat's `TourDocument.lazyTourSteps(presenter:)`). Reading the controller's
/// ``TourController/steps`` makes every step, once.
package struct LazyTourSteps<Content: Sendable> {
  /// The number of steps.
  package let count: Int
  /// Makes the step at an index in `0..<count`: the same step every time it is asked.
  package let make: (Int) -> TourStep<Content>

  /// A list of `count` steps that `make` makes.
  ///
  /// - Parameters:
  ///   - count: The number of steps.
  ///   - make: Makes the step at an index in `0..<count`, the same step every time.
  package init(count: Int, make: @escaping (Int) -> TourStep<Content>) {
    self.count = max(count, 0)
    self.make = make
  }

  /// Every step, in order.
  package func makeAll() -> [TourStep<Content>] {
    var steps: [TourStep<Content>] = []
    steps.reserveCapacity(count)
    for index in 0..<count { steps.append(make(index)) }
    return steps
  }
}
