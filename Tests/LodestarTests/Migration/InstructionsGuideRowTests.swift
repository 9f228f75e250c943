import Lodestar
import Testing

/// Rows of the Instructions guide's table ("Coming from Instructions"), checked as behaviour rather than as
/// compiling snippets (issue 31, item 9).
@MainActor
@Suite struct InstructionsGuideRowTests {
  /// A data source over `count` centred steps that refuses the steps in `refused`, with a delegate log.
  final class Source: TourDataSource, TourControllerDelegate {
    var count: Int
    var refused: Set<Int> = []
    var log: [String] = []
    init(count: Int) { self.count = count }
    func numberOfSteps(for controller: TourController<CoachMark>) -> Int { count }
    func tourController(_ controller: TourController<CoachMark>, stepAt index: Int) -> TourStep<CoachMark>? {
      TourStep(id: "s\(index)", content: CoachMark(hint: "Step \(index)"))
    }
    func tourController(_ controller: TourController<CoachMark>, willLoadStepAt index: Int) -> Bool {
      !refused.contains(index)
    }
    func tourController(_ controller: TourController<CoachMark>, didEndWith dismissal: TourDismissal) {
      log.append("didEnd(\(dismissal.reason))")
    }
  }

  static func controller(_ source: Source) -> TourController<CoachMark> {
    let controller = TourController(dataSource: source)
    controller.delegate = source
    return controller
  }

  /// `numberOfCoachMarks(for:)`: a negative count ends the start with an error instead of crashing; 0 starts
  /// nothing.
  @Test func aNegativeOrZeroStepCountIsAnErrorNotACrash() {
    let negative = Source(count: -1)
    #expect(throws: TourCommandError.negativeStepCount(-1)) { try Self.controller(negative).start() }
    let none = Source(count: 0)
    let controller = Self.controller(none)
    #expect(throws: TourCommandError.noSteps) { try controller.start() }
    #expect(!controller.isStarted)
  }

  /// `coachMarkWillLoadAt`: travelling backwards, a refused step is skipped backwards.
  @Test func aRefusedStepIsSkippedInTheTravelDirection() throws {
    let source = Source(count: 4)
    source.refused = [1]
    let controller = Self.controller(source)
    try controller.start()
    try controller.next()
    #expect(controller.currentIndex == 2)
    try controller.previous()
    #expect(controller.currentIndex == 0)
  }

  /// `stop(immediately:)`: the immediate stop calls no delegate method, as Instructions; the animated one
  /// ends with `didEndWith`.
  @Test func anImmediateStopCallsNoDelegateMethod() throws {
    let source = Source(count: 2)
    let controller = Self.controller(source)
    try controller.start()
    controller.stop(immediately: true)
    #expect(!controller.isStarted && source.log.isEmpty)
    try controller.start()
    controller.stop()
    #expect(source.log == ["didEnd(programmatic)"])
  }

  /// `flow.isStarted`, `currentIndex` (-1 when not started): `isStarted`, and `currentIndex` nil.
  @Test func theIndexIsNilWhenNotStarted() throws {
    let source = Source(count: 2)  // held here: the controller holds its data source weakly
    let controller = Self.controller(source)
    #expect(controller.currentIndex == nil && !controller.isStarted)
    try controller.start()
    #expect(controller.currentIndex == 0 && controller.isStarted)
  }
}
