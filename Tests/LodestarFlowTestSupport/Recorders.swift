import LodestarFlow
import LodestarTesting

/// A delegate that records every callback as a string and can react from inside callbacks.
@MainActor
public final class RecordingDelegate: TourControllerDelegate {
  /// The steps' content: a string.
  public typealias Content = String

  /// Every callback, in order, such as `willShow(0, a)` or `didEnd(skipped, skipped: true)`.
  public var log: [String] = []
  /// The steps `tourWillLoadStep` refuses.
  public var skippedIndices: Set<Int> = []
  /// Put in front of a step's content in `tourWillShowStep`, when set.
  public var contentPrefix: String?
  /// Runs at the end of `tourWillShowStep`.
  public var onWillShow: ((Int) -> Void)?
  /// Runs at the end of `tourDidShowStep`.
  public var onDidShow: ((Int) -> Void)?
  /// Runs at the end of `tourWillHideStep`.
  public var onWillHide: ((Int) -> Void)?
  /// The answer to `tourShouldHandleOverlayTap`.
  public var handlesOverlayTaps = true

  /// Creates a delegate with an empty log.
  public init() {}

  /// Logs `configureOrnaments`.
  public func tourConfigureOrnaments() { log.append("configureOrnaments") }

  /// Logs `willLoad(index)`; refuses the steps in ``skippedIndices``.
  public func tourWillLoadStep(at index: Int) -> Bool {
    log.append("willLoad(\(index))")
    return !skippedIndices.contains(index)
  }

  /// Logs `willShow(index, content)`, applies ``contentPrefix`` and runs ``onWillShow``.
  public func tourWillShowStep(_ content: inout String, at index: Int) {
    log.append("willShow(\(index), \(content))")
    if let contentPrefix { content = contentPrefix + content }
    onWillShow?(index)
  }

  /// Logs `didShow(index)` and runs ``onDidShow``.
  public func tourDidShowStep(at index: Int) {
    log.append("didShow(\(index))")
    onDidShow?(index)
  }

  /// Logs `willHide(index)` and runs ``onWillHide``.
  public func tourWillHideStep(at index: Int) {
    log.append("willHide(\(index))")
    onWillHide?(index)
  }

  /// Logs `didHide(index)`.
  public func tourDidHideStep(at index: Int) { log.append("didHide(\(index))") }

  /// Logs `didEnd(reason, skipped: isSkipped)`.
  public func tourDidEnd(_ dismissal: TourDismissal) {
    log.append("didEnd(\(dismissal.reason), skipped: \(dismissal.isSkipped))")
  }

  /// Answers ``handlesOverlayTaps``.
  public func tourShouldHandleOverlayTap(at index: Int) -> Bool { handlesOverlayTaps }

  /// Logs `didTap(index)`.
  public func tourDidTapStep(at index: Int) { log.append("didTap(\(index))") }
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
  /// What the controller asked, in order: `count` and `step(i)`.
  public var asked: [String] = []
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

  /// Creates a data source whose steps show `contents`.
  public init(_ contents: [String]) {
    self.contents = contents
  }

  /// Records `count`; ``countOverride`` or the number of contents.
  public var numberOfSteps: Int {
    asked.append("count")
    return countOverride ?? contents.count
  }

  /// Records `step(index)`; the step, with a companion view, or nil past the contents.
  public func step(at index: Int) -> TourStep<String>? {
    asked.append("step(\(index))")
    guard contents.indices.contains(index) else { return nil }
    return TourStep(
      id: "step\(index)", content: contents[index], target: targets[index], hasCompanion: true, host: hosts[index],
      onMissingTarget: policies[index] ?? .skip, completers: completers[index] ?? [],
      dismissesOnOutsideTap: dismissesOnOutsideTap)
  }

  /// A skip control titled "Skip".
  public func skipControl() -> TourSkipControl? { TourSkipControl(title: "Skip") }
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
