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

  /// Identities known already (a validated tour file's) are taken as they are: the list is kept and later additions
  /// are checked against them. Identities that cannot be the steps' (not as many) are ignored, and the steps are
  /// checked as usual.
  @Test func knownIdentitiesAreTakenWhenThereAreAsManyAsSteps() throws {
    let steps = ["a", "b"].map { TourStep(id: $0, content: $0, hasCompanion: true) }
    let known = TourController(
      steps: steps, identities: ["a", "b"], configuration: TourControllerConfiguration(), clock: ManualClock())
    #expect(known.steps.map(\.id) == ["a", "b"] && known.rejectedSteps.isEmpty)
    #expect(throws: TourStepError.duplicate(id: "b")) {
      try known.addStep(TourStep(id: "b", content: "", hasCompanion: true))
    }
    let twice = ["a", "a"].map { TourStep(id: $0, content: $0, hasCompanion: true) }
    let checked = TourController(
      steps: twice, identities: ["a"], configuration: TourControllerConfiguration(), clock: ManualClock())
    #expect(checked.steps.map(\.id) == ["a"])
    #expect(checked.rejectedSteps == [.duplicate(id: "a")])
  }
}
