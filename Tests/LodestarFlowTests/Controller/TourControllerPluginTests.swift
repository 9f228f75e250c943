import Foundation
import LodestarFlow
import LodestarFlowTestSupport
import LodestarTesting
import Testing

struct AudioAttachment: StepAttachment, Equatable {
  var file: String
}

struct LabelAttachment: StepAttachment, Equatable {
  var text: String
}

@MainActor
@Suite struct TourControllerPluginTests {
  static func listSteps() -> [TourStep<String>] {
    [
      TourStep(id: "one", content: "1", hasCompanion: true, attachments: [AudioAttachment(file: "one.m4a")]),
      TourStep(id: "two", content: "2", target: StepTarget { "frame" }),
    ]
  }

  @Test func pluginsSeeTheDocumentedOrderForStartAdvanceAndDismissal() throws {
    let log = SharedLog()
    let controller = TourController(steps: Self.listSteps(), clock: ManualClock())
    let first = RecordingPlugin("A", log: log)
    controller.register(first)
    controller.register(RecordingPlugin("B", log: log))
    controller.register(first)
    try controller.start()
    try controller.next()
    controller.stop()
    #expect(
      log.lines == [
        "A:tourWillShow@-", "B:tourWillShow@-", "A:tourDidShow@-", "B:tourDidShow@-",
        "A:stepWillShow@0", "B:stepWillShow@0", "A:stepDidShow@0", "B:stepDidShow@0",
        "A:stepWillHide@0", "B:stepWillHide@0", "A:stepDidHide@0", "B:stepDidHide@0",
        "A:stepWillShow@1", "B:stepWillShow@1", "A:stepDidShow@1", "B:stepDidShow@1",
        "A:stepWillHide@1", "B:stepWillHide@1", "A:tourWillHide@1", "B:tourWillHide@1",
        "A:stepDidHide@1", "B:stepDidHide@1", "A:tourDidHide@-", "B:tourDidHide@-",
        "A:tourDidEnd@1", "B:tourDidEnd@1",
      ])
  }

  @Test func unregisteringIsSilent() throws {
    let log = SharedLog()
    let controller = TourController(steps: Self.listSteps(), clock: ManualClock())
    let plugin = RecordingPlugin("A", log: log)
    controller.register(plugin)
    controller.unregister(plugin)
    controller.unregister(RecordingPlugin("never", log: log))
    try controller.start()
    #expect(log.lines.isEmpty && plugin.tearDownCount == 0)
  }

  @Test func pluginContextsCarryTheStepsAttachments() throws {
    final class AudioPlugin: TourPlugin {
      var played: [String] = []
      func handle(_ event: TourEvent, context: TourPluginContext) {
        if case .stepDidShow = event, let audio = context.attachment(of: AudioAttachment.self) {
          played.append("\(context.stepID ?? "?"):\(audio.file)")
        }
      }
    }
    let plugin = AudioPlugin()
    let controller = TourController(steps: Self.listSteps(), clock: ManualClock())
    controller.register(plugin)
    try controller.start()
    try controller.next()
    #expect(plugin.played == ["one:one.m4a"])
  }

  @Test func stepsCarryTypedAttachments() {
    var step = TourStep(
      id: "s", content: "", hasCompanion: true,
      attachments: [LabelAttachment(text: "x"), AudioAttachment(file: "a"), LabelAttachment(text: "y")])
    #expect(step.attachment(of: LabelAttachment.self) == LabelAttachment(text: "x"))
    #expect(step.attachments(of: LabelAttachment.self) == [LabelAttachment(text: "x"), LabelAttachment(text: "y")])
    step.removeAttachments(of: LabelAttachment.self)
    #expect(step.attachments(of: LabelAttachment.self).isEmpty)
    #expect(step.attachment(of: AudioAttachment.self) == AudioAttachment(file: "a"))
  }

  /// A step without a target (and without a companion) is a centred step, in code as in tour files: it is kept,
  /// not dropped (issue 29, item 6). Only a duplicate identity is rejected.
  @Test func addStepKeepsStepsWithoutATargetAndRejectsDuplicates() throws {
    let controller = TourController(
      steps: Self.listSteps() + [TourStep(id: "centred", content: "")], clock: ManualClock())
    #expect(controller.rejectedSteps.isEmpty)
    #expect(controller.steps.map(\.id) == ["one", "two", "centred"])
    #expect(throws: TourStepError.duplicate(id: "one")) {
      try controller.addStep(TourStep(id: "one", content: "again", hasCompanion: true))
    }
    try controller.addStep(TourStep(id: "bare", content: ""))
    #expect(controller.steps.map(\.id) == ["one", "two", "centred", "bare"])
    #expect(TourStepError.duplicate(id: "one").description.contains("one"))
  }

  @Test func aStepWithoutATargetShowsInTheTour() throws {
    let controller = TourController(
      steps: [TourStep(id: "only", content: "centred")], clock: ManualClock())
    try controller.start()
    #expect(controller.stepCount == 1)
    #expect(controller.currentIndex == 0)
  }

  @Test func aStepListWithNothingToRejectIsKeptAsGiven() throws {
    let steps = (0..<1_000).map { TourStep(id: "step-\($0)", content: "\($0)", hasCompanion: true) }
    let controller = TourController(steps: steps, clock: ManualClock())
    #expect(controller.rejectedSteps.isEmpty)
    #expect(controller.steps.map(\.id) == steps.map(\.id))
    // Every identity is known: adding one of them again is a duplicate, a new one is added.
    #expect(throws: TourStepError.duplicate(id: "step-999")) {
      try controller.addStep(TourStep(id: "step-999", content: "again", hasCompanion: true))
    }
    try controller.addStep(TourStep(id: "step-1000", content: "1000", hasCompanion: true))
    #expect(controller.steps.count == 1_001)
  }

  @Test func aDuplicateAtTheEndOfAStepListIsRejectedAlone() throws {
    let steps = ["a", "b", "c", "a"].map { TourStep(id: $0, content: $0, hasCompanion: true) }
    let controller = TourController(steps: steps, clock: ManualClock())
    #expect(controller.steps.map(\.id) == ["a", "b", "c"])
    #expect(controller.rejectedSteps == [.duplicate(id: "a")])
  }

  @Test func aLongStepListKeepsTheFirstStepOfEveryIdentity() throws {
    // Every third step repeats the identity of the step before it; steps without a companion are kept too.
    var steps: [TourStep<String>] = []
    for index in 0..<3_000 {
      let id = index % 3 == 2 ? "step-\(index - 1)" : "step-\(index)"
      steps.append(TourStep(id: id, content: "\(index)", hasCompanion: index % 3 != 0 || index % 7 != 0))
    }
    let controller = TourController(steps: steps, clock: ManualClock())
    let expected = steps.enumerated().filter { index, _ in index % 3 != 2 }.map(\.element.content)
    #expect(controller.steps.map(\.content) == expected)
    #expect(controller.rejectedSteps.count == steps.count - expected.count)
    #expect(controller.rejectedSteps.first == .duplicate(id: "step-1"))
    try controller.addStep(TourStep(id: "step-late", content: "late", hasCompanion: true))
    #expect(controller.steps.last?.content == "late")
  }

  @Test func releasingAShownControllerTearsDownWithoutApplicationCallbacks() async throws {
    let log = SharedLog()
    let plugin = RecordingPlugin("A", log: log)
    let delegate = RecordingDelegate()
    var dismissed = false
    weak var released: TourController<String>?
    var stream: AsyncStream<TimedTourEvent>?
    do {
      let controller = TourController(
        steps: Self.listSteps(), configuration: TourControllerConfiguration(transitions: .clock), clock: ManualClock())
      controller.delegate = delegate
      controller.register(plugin)
      controller.onDismiss = { _, _ in dismissed = true }
      stream = controller.events()
      try controller.start()
      released = controller
      log.lines.removeAll()
    }
    #expect(released == nil)
    #expect(log.lines == ["A:tourWillHide@-", "A:tourDidHide@-", "A:tourDidEnd@-", "A:tearDown"])
    #expect(plugin.tearDownCount == 1)
    #expect(!dismissed)
    #expect(!delegate.log.contains { $0.hasPrefix("didEnd") })
    var streamed = 0
    if let stream {
      for await _ in stream { streamed += 1 }
    }
    #expect(streamed == 1)  // tourWillShow only; the stream then finished
  }

  @Test func releasingAnIdleControllerOnlyTearsDownPlugins() async {
    let log = SharedLog()
    let plugin = RecordingPlugin("A", log: log)
    do {
      let controller = TourController(steps: Self.listSteps(), clock: ManualClock())
      controller.register(plugin)
    }
    #expect(log.lines == ["A:tearDown"])
  }

  @Test func theEventLogWritesJSONLines() throws {
    var output = ""
    let controller = TourController(steps: Self.listSteps(), clock: ManualClock())
    controller.register(EventLogPlugin { output += $0 })
    try controller.start()
    controller.stop(emulatingSkip: true)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 10 && lines.last == "")
    #expect(
      lines[0] == #"{"event":"tourWillShow","sequence":0,"stepCount":2,"time":0}"#)
    #expect(lines[3] == #"{"event":"stepDidShow","sequence":3,"step":0,"stepCount":2,"stepID":"one","time":0}"#)
    #expect(
      lines[8]
        == #"{"event":"tourDidEnd","reason":"skipped","sequence":8,"step":0,"stepCount":2,"stepID":"one","time":0}"#)
    for line in lines.dropLast() {
      #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line)")
    }
  }
}

@MainActor
@Suite struct TourControllerHostTests {
  @Test func aStepOnAnotherHostWaitsForItThenResumes() throws {
    let fixture = Fixture(["a", "b"])
    fixture.source.hosts[1] = "settings"
    fixture.controller.hostDidAppear("home")
    try fixture.controller.start()
    try fixture.controller.next()
    #expect(
      fixture.controller.machine.phase
        == .paused(
          PausedTour(index: 1, style: .hideInstructions, reason: .waitingForHost, stage: .loading(.forward))))
    fixture.controller.hostDidAppear("profile")
    #expect(fixture.controller.isPaused)
    fixture.controller.hostDidAppear("settings")
    #expect(fixture.controller.machine.phase == .showing(index: 1))
  }

  @Test func losingTheHostOfTheShownStepEndsTheTour() throws {
    let fixture = Fixture(["a", "b"])
    fixture.source.hosts[0] = "home"
    fixture.controller.hostDidAppear("home")
    try fixture.controller.start()
    fixture.controller.hostDidDisappear("settings")
    #expect(fixture.controller.isStarted)
    fixture.controller.hostDidDisappear("home")
    #expect(fixture.controller.machine.lastDismissal?.reason == .hostLost)
  }
}
