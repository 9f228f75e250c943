import LodestarFlow
import Testing

/// The tour machine is a pure value: a copy is independent of the original, and the same input from the same
/// state gives the same effects every time.
@Suite struct TourMachineValueTests {
  @Test func aCopyIsIndependentAndReplaysTheSameEffects() {
    let start = TourMachine.showing(0, of: 3)
    var first = start
    var second = start
    let effects = first.send(.next(skipping: 0))
    #expect(!effects.isEmpty)
    // Sending to one copy leaves the original and the other copy where they were.
    #expect(start.phase == .showing(index: 0) && second.phase == .showing(index: 0))
    #expect(start.currentIndex == 0 && first.currentIndex == 1)
    #expect(second.send(.next(skipping: 0)) == effects)
    #expect(first.phase == second.phase && first.currentIndex == second.currentIndex)
    #expect(first.complete() == second.complete())
  }
}
