import LodestarFlow

/// A delegate that records every callback as a string and can react from inside callbacks.
@MainActor
final class RecordingDelegate: TourControllerDelegate {
  typealias Content = String

  var log: [String] = []
  var skippedIndices: Set<Int> = []
  var contentPrefix: String?
  var onWillShow: ((Int) -> Void)?
  var onDidShow: ((Int) -> Void)?
  var onWillHide: ((Int) -> Void)?
  var handlesOverlayTaps = true

  func tourConfigureOrnaments() { log.append("configureOrnaments") }
  func tourWillLoadStep(at index: Int) -> Bool {
    log.append("willLoad(\(index))")
    return !skippedIndices.contains(index)
  }
  func tourWillShowStep(_ content: inout String, at index: Int) {
    log.append("willShow(\(index), \(content))")
    if let contentPrefix { content = contentPrefix + content }
    onWillShow?(index)
  }
  func tourDidShowStep(at index: Int) {
    log.append("didShow(\(index))")
    onDidShow?(index)
  }
  func tourWillHideStep(at index: Int) {
    log.append("willHide(\(index))")
    onWillHide?(index)
  }
  func tourDidHideStep(at index: Int) { log.append("didHide(\(index))") }
  func tourDidEnd(_ dismissal: TourDismissal) {
    log.append("didEnd(\(dismissal.reason), skipped: \(dismissal.isSkipped))")
  }
  func tourShouldHandleOverlayTap(at index: Int) -> Bool { handlesOverlayTaps }
  func tourDidTapStep(at index: Int) { log.append("didTap(\(index))") }
}

/// A plugin that records events (with the step identity) and tear-downs into a shared log.
@MainActor
final class RecordingPlugin: TourPlugin {
  let name: String
  let sharedLog: SharedLog
  var tearDownCount = 0

  init(_ name: String, log: SharedLog) {
    self.name = name
    self.sharedLog = log
  }

  func handle(_ event: TourEvent, context: TourPluginContext) {
    let step = context.stepIndex.map { "\($0)" } ?? "-"
    sharedLog.lines.append("\(name):\(event.name)@\(step)")
  }

  func tearDown() {
    tearDownCount += 1
    if tearDownCount == 1 { sharedLog.lines.append("\(name):tearDown") }
  }
}

/// A log shared by several recorders.
@MainActor
final class SharedLog {
  var lines: [String] = []
}

/// A data source over string steps that records what it was asked.
@MainActor
final class RecordingDataSource: TourDataSource {
  var contents: [String]
  var countOverride: Int?
  var asked: [String] = []
  var targets: [Int: StepTarget] = [:]
  var hosts: [Int: TourHost] = [:]
  var policies: [Int: MissingTargetPolicy] = [:]
  var completers: [Int: [StepCompleter]] = [:]
  var dismissesOnOutsideTap = false

  init(_ contents: [String]) {
    self.contents = contents
  }

  var numberOfSteps: Int {
    asked.append("count")
    return countOverride ?? contents.count
  }

  func step(at index: Int) -> TourStep<String>? {
    asked.append("step(\(index))")
    guard contents.indices.contains(index) else { return nil }
    return TourStep(
      id: "step\(index)", content: contents[index], target: targets[index], hasCompanion: true, host: hosts[index],
      onMissingTarget: policies[index] ?? .skip, completers: completers[index] ?? [],
      dismissesOnOutsideTap: dismissesOnOutsideTap)
  }

  func skipControl() -> TourSkipControl? { TourSkipControl(title: "Skip") }
}

/// A target that can be made to appear and disappear.
@MainActor
final class TargetSwitch: Sendable {
  var isPresent = false
  nonisolated init() {}
}

/// A controller over a recording data source and delegate (both held here: the controller holds them
/// weakly), timed by a manual clock.
@MainActor
struct Fixture {
  let source: RecordingDataSource
  let delegate: RecordingDelegate
  let clock: ManualClock
  let controller: TourController<String>

  init(_ contents: [String], configuration: TourControllerConfiguration = TourControllerConfiguration()) {
    source = RecordingDataSource(contents)
    delegate = RecordingDelegate()
    clock = ManualClock()
    controller = TourController(dataSource: source, configuration: configuration, clock: clock)
    controller.delegate = delegate
  }
}
