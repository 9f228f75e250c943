import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarViewModel
import LodestarWindowing
import Testing

#if LODESTAR_WINDOWING
  /// `TourController.show` with PolarisGuideKit's host rules as its host check: false with the reason
  /// while the focus is not in a window, true once it is.
  @MainActor
  @Suite struct TourShowHostTests {
    static let application = ApplicationModel(
      screens: [Fixtures.mainScreen], scenes: [Fixtures.scene("left")],
      windows: [Fixtures.window("left-main", in: "left", root: "left-root", isKey: true)])

    /// The same application after the app put the card host into a window of its own.
    static let applicationWithCardWindow = ApplicationModel(
      screens: [Fixtures.mainScreen], scenes: [Fixtures.scene("left")],
      windows: [
        Fixtures.window("left-main", in: "left", root: "left-root", isKey: true),
        Fixtures.window("card-window", in: "left", root: "card-host"),
      ])

    /// Two steps whose targets resolve through the tree, as a document's steps do.
    static func steps() -> [TourStep<CoachMark>] {
      ["preview", "settings"].map { id in
        TourStep(
          id: id, content: CoachMark(target: ElementID(id), hint: id),
          target: StepTarget { HostTrees.standard.resolve(ElementID(id)) })
      }
    }

    @Test func showIsFalseUntilTheFocusIsInAWindowThenBindsToThatWindow() {
      let controller = TourController(steps: Self.steps())
      let tree = HostTrees.standard
      var application = Self.application
      var bound: BoundPresentation?
      let check = { (index: Int) -> HostUnavailability? in
        let resolution = HostResolution(
          host: nil, focus: FocusSource(controller.steps[index]), tree: tree, application: application)
        bound = resolution.host.map(BoundPresentation.init)
        return resolution.unavailability
      }
      let first = controller.show(checkingHost: check)
      #expect(
        first
          == .hostUnavailable(.focusNotInWindow(focus: "preview", attachment: .attached(root: "card-host", depth: 1))))
      #expect(first.hostProblem?.remedy == .retryLater)
      #expect(!first.isShown && !controller.isStarted && bound == nil)

      application = Self.applicationWithCardWindow
      #expect(controller.show(checkingHost: check) == .started(index: 0))
      #expect(
        bound?.host
          == PresentationHost(element: "card-host", window: "card-window", scene: "left", rule: .elementWindow))
      #expect(controller.show(checkingHost: check) == .alreadyShown)
    }

    @Test func anExplicitHostThatDoesNotContainTheFocusIsFalse() {
      let controller = TourController(steps: Self.steps())
      let tree = HostTrees.standard
      let result = controller.show(startingAt: 1) { index in
        HostResolution(
          host: "left-root", focus: FocusSource(controller.steps[index]), tree: tree, application: Self.application
        ).unavailability
      }
      #expect(result == .hostUnavailable(.focusOutsideHost(focus: "settings", host: "left-root")))
    }

    @Test func aFocusResolverThatReturnsNilIsRuleThree() {
      let step = TourStep(id: "late", content: CoachMark(target: "row"), target: StepTarget { nil })
      #expect(FocusSource(step) == .resolver(returned: nil))
      let controller = TourController(steps: [step])
      let result = controller.show { index in
        HostResolution(
          host: nil, focus: FocusSource(controller.steps[index]), tree: HostTrees.standard,
          application: Self.application
        ).unavailability
      }
      #expect(result == .hostUnavailable(.focusResolverReturnedNil))
    }

    @Test func focusSourcesOfSteps() {
      let resolved = TourStep(id: "a", content: CoachMark(), target: StepTarget { ElementID("row") })
      #expect(FocusSource(resolved) == .resolver(returned: "row"))
      #expect(FocusSource(TourStep(id: "b", content: CoachMark(target: "card"))) == .element("card"))
      #expect(FocusSource(TourStep(id: "c", content: CoachMark(), hasCompanion: true)) == .notConfigured)
    }
  }
#endif
