import LodestarFlow
import LodestarHostTree
import LodestarViewModel
import Testing

/// A list of revealing targets given how to make its requests (`RevealingTargets.supply(count:making:)`) makes each
/// one when its target is first resolved, once, and resolves it as a list given the requests would.
@MainActor
@Suite("Revealing targets: requests made when first resolved")
struct RevealingTargetsRequestTests {
  @Test func eachRequestIsMadeOnceWhenItsTargetIsFirstResolved() {
    let presenter = PresenterFixture.presenter(steps: [], startedAt: nil)
    let targets = presenter.revealingTargets()
    var made: [Int] = []
    targets.supply(count: 3) { index in
      made.append(index)
      return index == 1 ? nil : StepTargetRequest(target: index == 0 ? "back" : "nowhere", reveal: nil)
    }
    #expect(made.isEmpty)
    #expect(targets.resolveTarget(at: 0) != nil)
    #expect(targets.resolveTarget(at: 0) != nil)
    #expect(made == [0])
    // A request without a target, and a target the tree does not have, stay missing.
    #expect(targets.resolveTarget(at: 1) == nil)
    #expect(targets.missingCause(at: 1) == .notFound)
    #expect(targets.missingCause(at: 2) == .notFound)
    #expect(targets.resolveTarget(at: 2) == nil)
    #expect(made == [0, 1, 2])
    // An index past the list makes nothing.
    #expect(targets.resolveTarget(at: 3) == nil)
    #expect(made == [0, 1, 2])
  }

  @Test func requestsGivenAtOnceAreKeptAsGiven() {
    let presenter = PresenterFixture.presenter(steps: [], startedAt: nil)
    let targets = presenter.revealingTargets()
    targets.supply([StepTargetRequest(target: "back", reveal: nil), nil])
    #expect(targets.resolveTarget(at: 0) != nil)
    #expect(targets.resolveTarget(at: 1) == nil)
    #expect(targets.resolveTarget(at: 2) == nil)
  }
}
