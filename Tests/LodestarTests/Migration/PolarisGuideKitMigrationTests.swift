import Lodestar
import Testing

// The snippets of the DocC article "Coming from PolarisGuideKit" (Lodestar.docc/ComingFromPolarisGuideKit.md).
// `Scripts/docs --check` verifies that the code between each pair of snippet markers is exactly the article's
// block of the same name.

// snippet polaris-plugin begins
/// A step's audio, carried as an attachment (PolarisGuideKit's `GuideStepAttachment`).
struct NarrationAttachment: StepAttachment {
  var fileName: String
}

/// A plugin (PolarisGuideKit's `GuidePlugin`): it sees every event, in order, with the step's attachments.
@MainActor
final class NarrationLog: TourPlugin {
  var played: [String] = []

  func handle(_ event: TourEvent, context: TourPluginContext) {
    if case .stepDidShow = event, let narration = context.attachment(of: NarrationAttachment.self) {
      played.append(narration.fileName)
    }
  }
}
// snippet polaris-plugin ends

@MainActor
@Suite struct PolarisGuideKitMigrationTests {
  @Test func theStepListTourShowsCompletesAndReportsWhy() throws {
    // snippet polaris-steps begins
    let screen = SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement("compose", frame: Rect(x: 300, y: 760, width: 60, height: 60))
      SceneElement("inbox", frame: Rect(x: 20, y: 120, width: 350, height: 400))
    }
    let presenter = TourPresenter(
      tree: screen, options: TourPresenterOptions(interaction: OverlayInteraction(isOverlayInteractionEnabled: true)))
    // step.focusView = composeButton; forwardsTouchEventsToFocusView = true; completer = ControlEventCompleter
    let compose = TourStep(
      id: "compose",
      content: CoachMark(
        target: "compose", hint: "Write a new message.",
        highlight: CoachMarkHighlight(focusStyle: CircleFocusStyle(radius: .fixed(36))),
        interaction: CoachMarkInteraction(
          isUserInteractionEnabledInsideCutoutPath: true, forwardingRegion: .targetBounds)),
      completers: [StepCompleter(.interaction(.tapOnTarget))],
      attachments: [NarrationAttachment(fileName: "compose.m4a")])
    // A step that ends the guide on an outside tap (dismissesOnOutsideTap = true), with a rounded style.
    let inbox = TourStep(
      id: "inbox",
      content: CoachMark(
        target: "inbox", hint: "Your messages.",
        highlight: CoachMarkHighlight(focusStyle: RoundedRectFocusStyle(cornerRadius: .fixed(12))),
        interaction: CoachMarkInteraction(dismissesOnOutsideTap: true)),
      overlayTaps: StepOverlayTaps(dismissesOnOutsideTap: true))
    let controller = TourController(steps: [compose, inbox])  // GuideController(hostView:steps:plugins:)
    let narration = NarrationLog()
    controller.register(narration)
    var reason: DismissReason?
    controller.onDismiss = { dismissal, _ in reason = dismissal.reason }  // onDismiss: context.reason
    presenter.follow(controller)

    try controller.start()  // show()
    _ = presenter.scene(at: 0)
    let scene = presenter.scene(at: 1)
    controller.handleTap(at: Point(x: 330, y: 790), in: scene)  // the tap reaches the button and completes
    _ = presenter.scene(at: 2)
    controller.handleTap(at: Point(x: 195, y: 700), in: presenter.scene(at: 3))  // outside: ends the guide
    // snippet polaris-steps ends
    #expect(scene.hitTest(Point(x: 330, y: 790)) == .target("compose"))
    #expect(narration.played == ["compose.m4a"])
    #expect(reason == .outsideTap && !controller.isStarted)
  }

  /// The guide's table, checked as behaviour: each row's "becomes" (issue 31, item 9).
  @Test func showStepAndShowNextStepThrowInsteadOfReturningFalse() throws {
    let controller = TourController(steps: [TourStep(id: "a", content: CoachMark(hint: "A"))])
    #expect(throws: TourCommandError.notStarted) { try controller.show(at: 0) }  // showStep(at:) before show()
    #expect(throws: TourCommandError.notStarted) { try controller.next() }  // showNextStep() before show()
    try controller.start()
    #expect(throws: TourCommandError.indexOutOfRange(index: 3, stepCount: 1)) { try controller.show(at: 3) }
  }

  @Test func theAfterFirstStepTimingGivesPolarisGuideKitsOrder() throws {
    let configuration = TourControllerConfiguration(
      machine: TourMachineConfiguration(tourDidShowTiming: .afterFirstStep))
    let controller = TourController(
      steps: [TourStep(id: "a", content: CoachMark(hint: "A"))], configuration: configuration)
    let log = EventNames()
    controller.register(log)
    try controller.start()
    #expect(Array(log.names.prefix(4)) == ["tourWillShow", "stepWillShow", "stepDidShow", "tourDidShow"])
  }

  @Test func hideIsAnImmediateStopThatCallsNoDelegateMethod() throws {
    let presenter = TourPresenter(tree: SceneGraph(size: Size(width: 390, height: 844)) {})
    let controller = TourController(steps: [TourStep(id: "a", content: CoachMark(hint: "A"))])
    var dismissal: TourDismissal?
    controller.onDismiss = { ended, _ in dismissal = ended }
    let delegate = EndDelegate()
    controller.delegate = delegate
    presenter.follow(controller)
    try controller.start()
    _ = presenter.scene(at: 0)
    #expect(presenter.scene(at: 1).coachMark != nil)
    controller.stop(immediately: true)  // hide()
    #expect(controller.machine.lastDismissal?.reason == .programmatic)
    // The delegate hears nothing, as Instructions' immediate stop; onDismiss reports the end.
    #expect(!delegate.ended)
    #expect(dismissal?.isImmediate == true && dismissal?.reason == .programmatic)
    let next = presenter.scene(at: 1.01)
    #expect(next.coachMark == nil && next.overlay.openings.isEmpty)
  }
}

/// Notes whether the delegate heard the end.
@MainActor
final class EndDelegate: TourControllerDelegate {
  var ended = false
  func tourController(_ controller: TourController<CoachMark>, didEndWith dismissal: TourDismissal) { ended = true }
}

/// Records event names, in order.
@MainActor
final class EventNames: TourPlugin {
  var names: [String] = []
  func handle(_ event: TourEvent, context: TourPluginContext) { names.append(event.name) }
}
