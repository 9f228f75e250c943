import LodestarFlow
import LodestarTesting
import Testing

/// A controller made with a step list reads the steps' identities in place, from the list's bytes: a list with
/// nothing to reject is kept as given (its buffer shared, not copied), whatever the content's type.
@MainActor
@Suite struct TourControllerStepListTests {
  /// A content larger than a step's other values, with a string of its own, so that a step's identity is not where
  /// a string content's step would have it.
  struct WideContent: Sendable {
    var numbers: (Double, Double, Double, Double, Double) = (1, 2, 3, 4, 5)
    var label: String
    var flag = true
  }

  /// The address of a list's elements.
  static func address<Content>(of steps: [TourStep<Content>]) -> UnsafeRawPointer? {
    steps.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  @Test func aStepListWithNothingToRejectIsShared() throws {
    let strings = (0..<50).map { TourStep(id: "step-\($0)", content: "\($0)", hasCompanion: true) }
    let stringController = TourController(steps: strings, clock: ManualClock())
    #expect(Self.address(of: stringController.steps) == Self.address(of: strings))
    let wide = (0..<50).map {
      TourStep(id: "wide-\($0)", content: WideContent(label: "label-\($0)"), hasCompanion: true)
    }
    let wideController = TourController(steps: wide, clock: ManualClock())
    #expect(Self.address(of: wideController.steps) == Self.address(of: wide))
    #expect(wideController.rejectedSteps.isEmpty)
    // Every identity was read: each is a duplicate now.
    for index in [0, 25, 49] {
      #expect(throws: TourStepError.duplicate(id: "wide-\(index)")) {
        try wideController.addStep(TourStep(id: "wide-\(index)", content: WideContent(label: ""), hasCompanion: true))
      }
    }
  }

  @Test func aDuplicateInAWideStepListIsRejected() throws {
    let steps = ["a", "b", "a", "c", "b"].map {
      TourStep(id: $0, content: WideContent(label: $0), hasCompanion: true)
    }
    let controller = TourController(steps: steps, clock: ManualClock())
    #expect(controller.steps.map(\.id) == ["a", "b", "c"])
    #expect(controller.rejectedSteps == [.duplicate(id: "a"), .duplicate(id: "b")])
  }

  /// Steps whose identities are known to be all different (a validated tour file's) are kept as they are, and later
  /// additions are checked against them (the set of identities is made at the first addition, and kept). Otherwise
  /// the steps are checked as usual.
  @Test func stepsKnownToHaveUniqueIdentitiesAreKeptAndAdditionsChecked() throws {
    let steps = ["a", "b"].map { TourStep(id: $0, content: $0, hasCompanion: true) }
    let known = TourController(
      steps: steps, identitiesAreUnique: true, configuration: TourControllerConfiguration(), clock: ManualClock())
    #expect(known.steps.map(\.id) == ["a", "b"] && known.rejectedSteps.isEmpty)
    #expect(throws: TourStepError.duplicate(id: "b")) {
      try known.addStep(TourStep(id: "b", content: "", hasCompanion: true))
    }
    try known.addStep(TourStep(id: "c", content: "", hasCompanion: true))
    #expect(throws: TourStepError.duplicate(id: "c")) {
      try known.addStep(TourStep(id: "c", content: "", hasCompanion: true))
    }
    #expect(throws: TourStepError.duplicate(id: "a")) {
      try known.addStep(TourStep(id: "a", content: "", hasCompanion: true))
    }
    #expect(known.steps.map(\.id) == ["a", "b", "c"])
    let twice = ["a", "a"].map { TourStep(id: $0, content: $0, hasCompanion: true) }
    let checked = TourController(
      steps: twice, identitiesAreUnique: false, configuration: TourControllerConfiguration(), clock: ManualClock())
    #expect(checked.steps.map(\.id) == ["a"])
    #expect(checked.rejectedSteps == [.duplicate(id: "a")])
    #expect(throws: TourStepError.duplicate(id: "a")) {
      try checked.addStep(TourStep(id: "a", content: "", hasCompanion: true))
    }
  }
}

/// A controller made with a ``LazyTourSteps`` whose identities are known to be all different makes a step when it loads it: starting a long
/// tour makes the first step only; reading ``TourController/steps`` makes every step, once.
@MainActor
@Suite struct TourControllerLazyStepListTests {
  /// Counts the steps a lazy list makes, by index.
  final class Maker {
    var made: [Int] = []

    func list(_ ids: [String]) -> LazyTourSteps<String> {
      LazyTourSteps(count: ids.count) { index in
        self.made.append(index)
        return TourStep(id: ids[index], content: "content \(index)", hasCompanion: true)
      }
    }
  }

  @Test func onlyTheStepsTheTourLoadsAreMade() throws {
    let maker = Maker()
    let ids = (0..<100).map { "step-\($0)" }
    let controller = TourController(
      steps: maker.list(ids), identitiesAreUnique: true,
      configuration: TourControllerConfiguration(transitions: .immediate), clock: ManualClock())
    #expect(maker.made.isEmpty)
    #expect(controller.stepCount == 100)
    try controller.start()
    #expect(controller.onScreenIndex == 0 && controller.currentStep?.content == "content 0")
    #expect(maker.made == [0])
    try controller.next()
    #expect(controller.onScreenIndex == 1 && controller.currentStep?.id == "step-1")
    #expect(maker.made == [0, 1])
    #expect(controller.stepInList(at: 99)?.id == "step-99" && controller.stepInList(at: 100) == nil)
    // Every step, in order, made once; the list is kept from then on.
    #expect(controller.steps.map(\.id) == ids)
    #expect(controller.steps.count == 100)
    #expect(maker.made.count == 2 + 1 + 100)
    #expect(throws: TourStepError.duplicate(id: "step-5")) {
      try controller.addStep(TourStep(id: "step-5", content: "", hasCompanion: true))
    }
    try controller.addStep(TourStep(id: "extra", content: "", hasCompanion: true))
    #expect(controller.steps.count == 101 && controller.stepInList(at: 100)?.id == "extra")
    #expect(maker.made.count == 103)
  }

  /// Without identities known to be all different, every step is made at once and checked, as a list's are.
  @Test func withoutUniqueIdentitiesEveryStepIsMadeAndChecked() throws {
    let maker = Maker()
    let controller = TourController(
      steps: maker.list(["a", "b", "a"]), identitiesAreUnique: false, configuration: TourControllerConfiguration(),
      clock: ManualClock())
    #expect(maker.made == [0, 1, 2])
    #expect(controller.steps.map(\.id) == ["a", "b"])
    #expect(controller.rejectedSteps == [.duplicate(id: "a")])
    let unchecked = Maker()
    let second = TourController(
      steps: unchecked.list(["x", "y"]), identitiesAreUnique: false, configuration: TourControllerConfiguration(),
      clock: ManualClock())
    #expect(unchecked.made == [0, 1] && second.stepCount == 2 && second.rejectedSteps.isEmpty)
  }
}
