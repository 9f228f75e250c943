import Foundation

/// The eligibility layer: decides which tours and hints may be shown, records what was shown, and keeps it
/// all in an ``EligibilityStore``.
///
/// Typical use:
///
/// ```swift
/// let center = EligibilityCenter(store: try FileEligibilityStore(applicationName: "MyApp"),
///                                configuration: EligibilityConfiguration(displayFrequency: .daily))
/// try await center.configure()
/// try await center.register([EligibilityItem(id: "welcome-tour", options: .init(maxDisplayCount: 3))])
/// if await center.shouldDisplay("welcome-tour") {
///   try await center.recordDisplay(of: "welcome-tour")
///   // ... when the tour ends:
///   try await center.recordCompletion(of: "welcome-tour")   // or recordClosed / recordDisplayEnd
/// }
/// ```
///
/// A tour controller adapts to it with one call per event: when a tour starts, ``recordDisplay(of:)``; when
/// it finishes, ``recordCompletion(of:)`` (invalidates with `.completed`); when the user skips or closes it,
/// ``recordClosed(of:)`` (invalidates with `.closed`); when it ends for any other reason (the app stopped
/// it, its target or host went away), ``recordDisplayEnd(of:)``, which only adds the display time.
///
/// Statuses change when the center's own requests change the state (donations, parameters, displays,
/// invalidations, resets) and are published through ``statusUpdates(of:)``. Changes caused by time alone
/// (a window or display-frequency period running out) and by other processes are picked up by the next
/// request or by ``refresh()``.
///
/// Testing overrides come from the configuration and from the environment (`LODESTAR_SHOW_ALL=1`,
/// `LODESTAR_SHOW=ids`, `LODESTAR_HIDE_ALL=1`, `LODESTAR_HIDE=ids`, `LODESTAR_RESET_STORE=1`); see
/// ``EligibilityTestingOverrides``.
public actor EligibilityCenter {
  /// The configuration in force, with the environment's testing overrides merged in.
  public nonisolated let configuration: EligibilityConfiguration

  private let store: any EligibilityStore
  let clock: any EligibilityClock
  var evaluator: EligibilityEvaluator
  var state = EligibilityState()
  var configured = false
  var displayStarts: [EligibilityID: Date] = [:]
  private var statuses: [EligibilityID: EligibilityStatus] = [:]
  private var observers: [EligibilityID: [Int: AsyncStream<EligibilityStatus>.Continuation]] = [:]
  private var nextObserver = 0
  private var isUpdating = false
  private var updateWaiters: [CheckedContinuation<Void, Never>] = []

  /// Creates a center. Call ``configure()`` before anything is displayed.
  ///
  /// - Parameters:
  ///   - store: where the state is kept.
  ///   - clock: the source of the current time.
  ///   - configuration: display frequency and testing overrides.
  ///   - environment: where the `LODESTAR_*` testing variables are read (the process environment by default;
  ///     pass `[:]` to ignore them).
  public init(
    store: any EligibilityStore, clock: any EligibilityClock = SystemEligibilityClock(),
    configuration: EligibilityConfiguration = EligibilityConfiguration(),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    var effective = configuration
    effective.testingOverrides = configuration.testingOverrides.merging(
      EligibilityTestingOverrides(environment: environment))
    self.configuration = effective
    self.store = store
    self.clock = clock
    self.evaluator = EligibilityEvaluator(configuration: effective)
  }

  deinit {
    for continuations in observers.values {
      for continuation in continuations.values { continuation.finish() }
    }
  }

  // MARK: - Configuration and registration

  /// Loads the stored state (clearing the store first when the testing overrides ask for it). Call it once,
  /// before anything is displayed; until then every item is `.pending`.
  ///
  /// - Throws: The store's error when it cannot be read or cleared.
  public func configure() async throws {
    guard !configured else { return }
    if configuration.testingOverrides.resetsStore {
      try await store.reset()
    }
    var loaded = try await store.load()
    loaded.transientParameters = state.transientParameters
    state = loaded
    configured = true
    publishChanges()
  }

  /// Whether ``configure()`` completed.
  public var isConfigured: Bool { configured }

  /// Clears the store: items, events and parameters. Only allowed before ``configure()``.
  ///
  /// - Throws: ``EligibilityError/alreadyConfigured`` after configuration, or the store's error.
  public func resetStore() async throws {
    guard !configured else { throw EligibilityError.alreadyConfigured }
    try await store.reset()
  }

  /// Registers tours and hints and the groups that order them; on error nothing is registered.
  ///
  /// - Throws: ``EligibilityError/duplicateItem(_:)``, ``EligibilityError/duplicateGroup(_:)`` or
  ///   ``EligibilityError/unknownItemInGroup(group:item:)``.
  public func register(_ items: [EligibilityItem], groups: [EligibilityGroup] = []) throws(EligibilityError) {
    try evaluator.register(items, groups: groups)
    publishChanges()
  }

  // MARK: - Questions

  /// The item's status now.
  public func status(of id: EligibilityID) -> EligibilityStatus {
    configured ? evaluator.status(of: id, in: state, at: clock.now()) : .pending
  }

  /// Whether the item should be displayed now: available and not held back by the display frequency (or
  /// shown by a testing override).
  public func shouldDisplay(_ id: EligibilityID) -> Bool {
    configured && evaluator.shouldDisplay(id, in: state, at: clock.now())
  }

  /// The group's current item, if any should be displayed now.
  ///
  /// - Throws: ``EligibilityError/unknownGroup(_:)``.
  public func currentItem(inGroup groupID: String) throws(EligibilityError) -> EligibilityID? {
    let item = try evaluator.currentItem(inGroup: groupID, in: state, at: clock.now())
    return configured ? item : nil
  }

  /// Why the item has its status now: every check of its evaluation, with the values each read, and the check
  /// that decided (see ``EligibilityExplanation``).
  ///
  /// - Parameter id: The item to explain.
  /// - Returns: The explanation; its status equals ``status(of:)`` and its
  ///   ``EligibilityExplanation/shouldDisplay`` equals ``shouldDisplay(_:)``.
  /// - Throws: ``EligibilityError/notConfigured`` before ``configure()``, when every item is `.pending`
  ///   because no state is loaded yet.
  /// - Complexity: O(*r* + *g*) for an item whose rules have *r* parts and whose `.ordered` groups have *g*
  ///   items, plus the donations its filtered rules count.
  public func explanation(of id: EligibilityID) throws(EligibilityError) -> EligibilityExplanation {
    try explanation(of: id, at: clock.now())
  }

  /// Why the item has, or would have, its status at `date` with the state the center holds now.
  ///
  /// - Parameters:
  ///   - id: The item to explain.
  ///   - date: The moment of the evaluation: donation windows and the display frequency's wait end there.
  /// - Returns: The explanation, a pure function of the state, the configuration and `date`
  ///   (``EligibilityEvaluator/explanation(of:in:at:)``).
  /// - Throws: ``EligibilityError/notConfigured`` before ``configure()``.
  /// - Complexity: O(*r* + *g*), as ``explanation(of:)``.
  public func explanation(of id: EligibilityID, at date: Date) throws(EligibilityError) -> EligibilityExplanation {
    guard configured else { throw .notConfigured }
    return evaluator.explanation(of: id, in: state, at: date)
  }

  /// A parameter's current value.
  public func value<Value>(of parameter: EligibilityParameter<Value>) -> Value {
    parameter.value(in: state)
  }

  /// The record of an item: displays, display time, invalidation.
  public func record(of id: EligibilityID) -> EligibilityRecord {
    state.record(of: id)
  }

  /// A copy of the state the center works with (transient parameters included).
  public func currentState() -> EligibilityState {
    state
  }

  /// The state the center holds now, at the clock's current time, for a tour controller's
  /// ``/LodestarFlow/TourController/conditionEvaluator``: a copy that does not follow later changes, so ask
  /// again after changing a parameter or donating an event while a tour runs.
  ///
  /// - Returns: A snapshot of the state (transient parameters included) at the center's clock's now.
  public func snapshot() -> EligibilitySnapshot {
    EligibilitySnapshot(state: state, date: clock.now())
  }

  /// The item's status now, then every change of it, until the center goes away or the consumer stops.
  public func statusUpdates(of id: EligibilityID) -> AsyncStream<EligibilityStatus> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: EligibilityStatus.self, bufferingPolicy: .bufferingNewest(64))
    let current = status(of: id)
    publish(current, of: id)  // Existing observers first hear of a change time alone caused.
    let token = nextObserver
    nextObserver += 1
    observers[id, default: [:]][token] = continuation
    continuation.yield(current)
    continuation.onTermination = { [weak self] _ in
      Task { await self?.removeObserver(id, token: token) }
    }
    return stream
  }

  // MARK: - Changes

  /// Sets a parameter's value and re-evaluates the rules. Transient parameters change in memory only.
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - parameter: The parameter to set.
  /// - Throws: ``EligibilityError/unencodableValue(key:reason:)`` for a value that cannot be stored,
  ///   ``EligibilityError/notConfigured`` before ``configure()``, or the store's error.
  public func setValue<Value>(_ value: Value, for parameter: EligibilityParameter<Value>) async throws {
    let stored: EligibilityValue
    do {
      stored = try value.eligibilityValue()
    } catch {
      throw EligibilityError.unencodableValue(key: parameter.key, reason: "\(error)")
    }
    if parameter.isTransient {
      state.setValue(stored, forKey: parameter.key, isTransient: true)
      publishChanges()
      return
    }
    let key = parameter.key
    let date = clock.now()
    try await apply { $0.setValue(stored, forKey: key, at: date) }
  }

  /// Records that an event happened now.
  ///
  /// - Parameter event: The event that happened.
  /// - Throws: ``EligibilityError/notConfigured`` before ``configure()``, or the store's error.
  public func donate(_ event: EligibilityEvent) async throws {
    let date = clock.now()
    try await apply { $0.donate(event, at: date) }
  }

  /// Records that an event happened now, with a value that rules can filter on.
  ///
  /// - Parameters:
  ///   - event: The event that happened.
  ///   - value: The value donated with it.
  /// - Throws: ``EligibilityError/unencodableValue(key:reason:)`` for a value that cannot be stored,
  ///   ``EligibilityError/notConfigured`` before ``configure()``, or the store's error.
  public func donate<Value: EligibilityValueConvertible>(_ event: EligibilityEvent, value: Value) async throws {
    let stored: EligibilityValue
    do {
      stored = try value.eligibilityValue()
    } catch {
      throw EligibilityError.unencodableValue(key: event.id, reason: "\(error)")
    }
    let date = clock.now()
    try await apply { $0.donate(event, value: stored, at: date) }
  }

  /// Records that the item is being displayed now: counts one display (invalidating the item with
  /// `.displayCountExceeded` when it reaches its limit) and starts timing the display.
  ///
  /// - Parameter id: The item displayed.
  /// - Returns: The item's status afterwards.
  /// - Throws: ``EligibilityError/notConfigured`` before ``configure()``, or the store's error.
  @discardableResult
  public func recordDisplay(of id: EligibilityID) async throws -> EligibilityStatus {
    try await recordDisplay(of: id, step: nil)
  }

  /// Records a display, and with it (in the same write) the tour's position when `step` is given.
  func recordDisplay(
    of id: EligibilityID, step: (id: String, version: String)?
  ) async throws -> EligibilityStatus {
    guard configured else { throw EligibilityError.notConfigured }
    let date = clock.now()
    let options = evaluator.options(for: id)
    let earlier = displayStarts[id].map { date.timeIntervalSince($0) }
    displayStarts[id] = date
    try await apply { state in
      if let earlier { state.addDisplayDuration(earlier, to: id, at: date, options: options) }
      state.recordDisplay(of: id, at: date, options: options)
      if let step {
        state.recordTourPosition(EligibilityTourPosition(stepID: step.id, version: step.version, date: date), of: id)
      }
    }
    return status(of: id)
  }

  /// Records that the item's display ended without finishing or closing it: adds the time since
  /// ``recordDisplay(of:)`` to its display duration (invalidating it with `.displayDurationExceeded` when it
  /// reaches its limit), and clears the tour's position on this device (``tourPosition(of:)``), in the
  /// same write. Does nothing when no display is being timed and no position is recorded.
  ///
  /// - Parameter id: The item whose display ended.
  /// - Throws: ``EligibilityError/notConfigured`` before ``configure()``, or the store's error.
  public func recordDisplayEnd(of id: EligibilityID) async throws {
    try await end(id, invalidating: nil)
  }

  /// Records that the user finished the tour: ends the display, sets the record's
  /// ``EligibilityRecord/completionDate`` and invalidates it with `.completed` (an earlier invalidation's
  /// reason, such as `.displayCountExceeded`, is kept; ``EligibilityRecord/isCompleted`` still says it was
  /// finished). The tour's position on this device (``tourPosition(of:)``) is cleared in the same write.
  ///
  /// - Parameter id: The tour the user finished.
  /// - Throws: ``EligibilityError/notConfigured`` before ``configure()``, or the store's error.
  public func recordCompletion(of id: EligibilityID) async throws {
    try await end(id, invalidating: .completed)
  }

  /// Records that the user closed or skipped the tour or hint: ends the display and invalidates it with
  /// `.closed`. The tour's position on this device (``tourPosition(of:)``) is cleared in the same write.
  ///
  /// - Parameter id: The tour or hint the user closed.
  /// - Throws: ``EligibilityError/notConfigured`` before ``configure()``, or the store's error.
  public func recordClosed(of id: EligibilityID) async throws {
    try await end(id, invalidating: .closed)
  }

  /// Adds display time to an item directly, for callers that time displays themselves.
  ///
  /// - Parameters:
  ///   - seconds: The display time to add.
  ///   - id: The item displayed.
  /// - Throws: ``EligibilityError/notConfigured`` before ``configure()``, or the store's error.
  public func addDisplayDuration(_ seconds: TimeInterval, to id: EligibilityID) async throws {
    let date = clock.now()
    let options = evaluator.options(for: id)
    try await apply { $0.addDisplayDuration(seconds, to: id, at: date, options: options) }
  }

  /// Invalidates an item until its eligibility is reset; an earlier invalidation's reason is kept.
  ///
  /// - Parameters:
  ///   - id: The item to invalidate.
  ///   - reason: Why it is no longer shown.
  /// - Throws: ``EligibilityError/notConfigured`` before ``configure()``, or the store's error.
  public func invalidate(_ id: EligibilityID, reason: EligibilityStatus.InvalidationReason) async throws {
    let date = clock.now()
    try await apply { $0.invalidate(id, reason: reason, at: date) }
  }

  /// Forgets the item's displays, display time and invalidation, so its rules alone decide again.
  ///
  /// - Parameter id: The item to reset.
  /// - Throws: ``EligibilityError/notConfigured`` before ``configure()``, or the store's error.
  public func resetEligibility(of id: EligibilityID) async throws {
    displayStarts[id] = nil
    let date = clock.now()
    try await apply { $0.resetEligibility(of: id, at: date) }
  }

  /// Forgets every item's displays, display time and invalidation, and the display-frequency date;
  /// parameters and donations are kept.
  ///
  /// - Throws: ``EligibilityError/notConfigured`` before ``configure()``, or the store's error.
  public func resetEligibility() async throws {
    displayStarts = [:]
    let date = clock.now()
    try await apply { $0.resetEligibility(at: date) }
  }

  /// The bytes an app's sync layer carries to the person's other devices: the state the center holds,
  /// without transient parameters or this device's identifier (``EligibilityState/synchronizationData()``).
  ///
  /// - Returns: The state as UTF-8 JSON text.
  /// - Throws: ``EligibilityError/notConfigured`` before ``configure()``, or
  ///   ``EligibilityStoreError/encodingFailed(reason:)``.
  /// - Complexity: O(*n*) in the size of the state.
  public func synchronizationData() throws -> Data {
    guard configured else { throw EligibilityError.notConfigured }
    return try state.synchronizationData()
  }

  /// Merges a state another device sent (its ``synchronizationData()``) through the store, under its lock,
  /// and re-evaluates every status, publishing changes: a tour shown on another device is invalidated here
  /// as soon as its display arrives.
  ///
  /// - Parameter data: The received bytes.
  /// - Throws: ``EligibilityStoreError/malformedData(reason:)`` when the bytes are not a state (nothing
  ///   changes), ``EligibilityError/notConfigured`` before ``configure()``, or the store's error.
  /// - Complexity: O(*n* + *m*) for the held and the received state's sizes, plus the store's write and
  ///   one evaluation of every item.
  public func merge(_ data: Data) async throws {
    guard configured else { throw EligibilityError.notConfigured }
    let received = try EligibilityState(jsonData: data)
    try await apply { $0.merge(received) }
  }

  /// Re-reads the store (picking up other processes' changes) and re-evaluates every status at the current
  /// time, publishing changes.
  ///
  /// - Throws: ``EligibilityError/notConfigured`` before ``configure()``, or the store's error.
  public func refresh() async throws {
    guard configured else { throw EligibilityError.notConfigured }
    await beginUpdate()
    defer { endUpdate() }
    var loaded = try await store.load()
    loaded.transientParameters = state.transientParameters
    state = loaded
    publishChanges()
  }

  // MARK: - Internals

  private func end(_ id: EligibilityID, invalidating reason: EligibilityStatus.InvalidationReason?) async throws {
    guard configured else { throw EligibilityError.notConfigured }
    let date = clock.now()
    let options = evaluator.options(for: id)
    let shown = displayStarts.removeValue(forKey: id).map { date.timeIntervalSince($0) }
    guard shown != nil || reason != nil || state.tourPosition(of: id) != nil else { return }
    try await apply { state in
      state.clearTourPosition(of: id, at: date)
      if let shown { state.addDisplayDuration(shown, to: id, at: date, options: options) }
      if reason == .completed {
        state.recordCompletion(of: id, at: date)
      } else if let reason {
        state.invalidate(id, reason: reason, at: date)
      }
    }
  }

  /// Applies a change through the store, one change at a time, and publishes the resulting status changes.
  func apply(_ change: @escaping @Sendable (inout EligibilityState) -> Void) async throws {
    guard configured else { throw EligibilityError.notConfigured }
    await beginUpdate()
    defer { endUpdate() }
    var updated = try await store.update(change)
    updated.transientParameters = state.transientParameters
    state = updated
    publishChanges()
  }

  private func beginUpdate() async {
    if isUpdating {
      await withCheckedContinuation { updateWaiters.append($0) }
    } else {
      isUpdating = true
    }
  }

  private func endUpdate() {
    if updateWaiters.isEmpty {
      isUpdating = false
    } else {
      updateWaiters.removeFirst().resume()
    }
  }

  private func publishChanges() {
    let date = clock.now()
    var seen: Set<EligibilityID> = []
    if configured {
      for evaluation in evaluator.evaluateAll(in: state, at: date) {
        seen.insert(evaluation.id)
        publish(evaluation.status, of: evaluation.id)
      }
    }
    for id in evaluator.itemIDs where !configured {
      seen.insert(id)
      publish(.pending, of: id)
    }
    for id in observers.keys where !seen.contains(id) {
      publish(status(of: id), of: id)
    }
  }

  private func publish(_ status: EligibilityStatus, of id: EligibilityID) {
    guard statuses[id] != status else { return }
    statuses[id] = status
    for continuation in (observers[id] ?? [:]).values {
      continuation.yield(status)
    }
  }

  private func removeObserver(_ id: EligibilityID, token: Int) {
    observers[id]?[token] = nil
    if observers[id]?.isEmpty == true { observers[id] = nil }
  }
}
