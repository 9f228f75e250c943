import LodestarFlow
import LodestarTesting

/// A delegate that records every callback as a string and can react from inside callbacks.
@MainActor
public final class RecordingDelegate: TourControllerDelegate {
  /// The steps' content: a string.
  public typealias Content = String

  /// Every callback, in order, such as `willShow(0, a)` or `didEnd(skipped, skipped: true)`.
  public var log: [String] = []
  /// The steps `willLoadStepAt` refuses.
  public var skippedIndices: Set<Int> = []
  /// Put in front of a step's content in `willShowStep`, when set.
  public var contentPrefix: String?
  /// Runs at the end of `willShowStep`.
  public var onWillShow: ((Int) -> Void)?
  /// Runs at the end of `didShowStepAt`.
  public var onDidShow: ((Int) -> Void)?
  /// Runs at the end of `willHideStepAt`.
  public var onWillHide: ((Int) -> Void)?
  /// Runs at the end of `didHideStepAt`.
  public var onDidHide: ((Int) -> Void)?
  /// Runs after every callback is logged, with its log line.
  public var onCallback: ((String) -> Void)?
  /// The answer to `shouldHandleOverlayTapAt`.
  public var handlesOverlayTaps = true

  /// Creates a delegate with an empty log.
  public init() {}

  /// The controllers that called, in order, one per callback (to check which controller asks).
  public var callers: [ObjectIdentifier] = []

  /// Logs `configureOrnaments`.
  public func tourControllerConfigureOrnaments(_ controller: TourController<String>) {
    record(controller, "configureOrnaments")
  }

  /// Logs `willLoad(index)`; refuses the steps in ``skippedIndices``.
  public func tourController(_ controller: TourController<String>, willLoadStepAt index: Int) -> Bool {
    record(controller, "willLoad(\(index))")
    return !skippedIndices.contains(index)
  }

  /// Logs `willShow(index, content)`, applies ``contentPrefix`` and runs ``onWillShow``.
  public func tourController(_ controller: TourController<String>, willShowStep content: inout String, at index: Int) {
    record(controller, "willShow(\(index), \(content))")
    if let contentPrefix { content = contentPrefix + content }
    onWillShow?(index)
  }

  /// Logs `didShow(index)` and runs ``onDidShow``.
  public func tourController(_ controller: TourController<String>, didShowStepAt index: Int) {
    record(controller, "didShow(\(index))")
    onDidShow?(index)
  }

  /// Logs `willHide(index)` and runs ``onWillHide``.
  public func tourController(_ controller: TourController<String>, willHideStepAt index: Int) {
    record(controller, "willHide(\(index))")
    onWillHide?(index)
  }

  /// Logs `didHide(index)` and runs ``onDidHide``.
  public func tourController(_ controller: TourController<String>, didHideStepAt index: Int) {
    record(controller, "didHide(\(index))")
    onDidHide?(index)
  }

  /// Logs `didEnd(reason, skipped: isSkipped)`.
  public func tourController(_ controller: TourController<String>, didEndWith dismissal: TourDismissal) {
    record(controller, "didEnd(\(dismissal.reason), skipped: \(dismissal.isSkipped))")
  }

  /// Logs `shouldHandleOverlayTap(index)`; answers ``handlesOverlayTaps``.
  public func tourController(_ controller: TourController<String>, shouldHandleOverlayTapAt index: Int) -> Bool {
    record(controller, "shouldHandleOverlayTap(\(index))")
    return handlesOverlayTaps
  }

  /// Logs `didTap(index)`.
  public func tourController(_ controller: TourController<String>, didTapStepAt index: Int) {
    record(controller, "didTap(\(index))")
  }

  private func record(_ controller: TourController<String>, _ line: String) {
    log.append(line)
    callers.append(ObjectIdentifier(controller))
    onCallback?(line)
  }
}

/// A plugin that records events (with the step identity) and tear-downs into a shared log.
@MainActor
public final class RecordingPlugin: TourPlugin {
  /// The plugin's name, in front of every line it logs.
  public let name: String
  /// The log it writes to, as `name:event@step` (`-` for no step) and `name:tearDown`.
  public let sharedLog: SharedLog
  /// How often `tearDown()` was called (only the first is logged).
  public var tearDownCount = 0

  /// Creates a plugin named `name` that writes to `log`.
  public init(_ name: String, log: SharedLog) {
    self.name = name
    self.sharedLog = log
  }

  /// Logs `name:event@step`.
  public func handle(_ event: TourEvent, context: TourPluginContext) {
    let step = context.stepIndex.map { "\($0)" } ?? "-"
    sharedLog.lines.append("\(name):\(event.name)@\(step)")
  }

  /// Counts the call; logs `name:tearDown` the first time.
  public func tearDown() {
    tearDownCount += 1
    if tearDownCount == 1 { sharedLog.lines.append("\(name):tearDown") }
  }
}

/// A log shared by several recorders.
@MainActor
public final class SharedLog {
  /// The lines, in order.
  public var lines: [String] = []

  /// Creates an empty log.
  public init() {}
}

/// A data source over string steps that records what it was asked.
@MainActor
public final class RecordingDataSource: TourDataSource {
  /// The steps' content; step `i` has the identity `step<i>`.
  public var contents: [String]
  /// The step count reported instead of `contents.count`, when set.
  public var countOverride: Int?
  /// What the controller asked, in order: `count`, `step(i)` and `skipControl`.
  public var asked: [String] = []
  /// The controllers that asked, in order, one per question.
  public var askers: [ObjectIdentifier] = []
  /// The skip control it answers with; "Skip" by default.
  public var skip: TourSkipControl? = TourSkipControl(title: "Skip")
  /// The steps' targets, by index.
  public var targets: [Int: StepTarget] = [:]
  /// The steps' hosts, by index.
  public var hosts: [Int: TourHost] = [:]
  /// The steps' missing-target policies, by index (`.skip` otherwise).
  public var policies: [Int: MissingTargetPolicy] = [:]
  /// The steps' completers, by index.
  public var completers: [Int: [StepCompleter]] = [:]
  /// Whether every step is dismissed by a tap outside it.
  public var dismissesOnOutsideTap = false
  /// The steps' conditions, by index (none otherwise).
  public var conditions: [Int: StepCondition] = [:]

  /// Creates a data source whose steps show `contents`.
  public init(_ contents: [String]) {
    self.contents = contents
  }

  /// Records `count`; ``countOverride`` or the number of contents.
  public func numberOfSteps(for controller: TourController<String>) -> Int {
    record(controller, "count")
    return countOverride ?? contents.count
  }

  /// Records `step(index)`; the step, with a companion view, or nil past the contents.
  public func tourController(_ controller: TourController<String>, stepAt index: Int) -> TourStep<String>? {
    record(controller, "step(\(index))")
    guard contents.indices.contains(index) else { return nil }
    var step = TourStep(
      id: "step\(index)", content: contents[index], target: targets[index], hasCompanion: true, host: hosts[index],
      completers: completers[index] ?? [], missingTarget: MissingTargetHandling(policy: policies[index] ?? .skip),
      overlayTaps: StepOverlayTaps(dismissesOnOutsideTap: dismissesOnOutsideTap))
    step.condition = conditions[index]
    return step
  }

  /// Records `skipControl`; answers ``skip``.
  public func skipControl(for controller: TourController<String>) -> TourSkipControl? {
    record(controller, "skipControl")
    return skip
  }

  private func record(_ controller: TourController<String>, _ question: String) {
    asked.append(question)
    askers.append(ObjectIdentifier(controller))
  }
}

/// A target that can be made to appear and disappear.
@MainActor
public final class TargetSwitch: Sendable {
  /// Whether the target is there.
  public var isPresent = false

  /// Creates a target that is not there.
  public nonisolated init() {}
}

/// A controller over a recording data source and delegate (both held here: the controller holds them
/// weakly), timed by a manual clock.
@MainActor
public struct Fixture {
  /// The controller's data source.
  public let source: RecordingDataSource
  /// The controller's delegate.
  public let delegate: RecordingDelegate
  /// The controller's clock.
  public let clock: ManualClock
  /// The controller.
  public let controller: TourController<String>

  /// Creates a controller whose steps show `contents`.
  public init(_ contents: [String], configuration: TourControllerConfiguration = TourControllerConfiguration()) {
    source = RecordingDataSource(contents)
    delegate = RecordingDelegate()
    clock = ManualClock()
    controller = TourController(dataSource: source, configuration: configuration, clock: clock)
    controller.delegate = delegate
  }
}
