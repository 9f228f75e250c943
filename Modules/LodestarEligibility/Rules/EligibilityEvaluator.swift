import Foundation

/// Computes statuses from registered items, groups and configuration, for a given state and moment.
///
/// A pure value: the same inputs give the same answers, so it can be used directly by code that keeps its
/// own ``EligibilityState`` (tests, simulations, benchmarks). ``EligibilityCenter`` uses it for every answer.
///
/// An item's status, first match wins:
/// 1. a testing override hides it (`.pending`) or shows it (`.available`);
/// 2. it is invalidated in the state, or its display count or duration reached its limit (`.invalidated`);
/// 3. one of its rules does not hold (`.pending`);
/// 4. an earlier item of one of its `.ordered` groups is not invalidated (`.pending`);
/// 5. otherwise `.available`.
///
/// Identifiers that are not registered are `.invalidated` when their record says so and `.pending` otherwise
/// (unless an override shows them).
///
/// Registration compiles rules so that parameters, events and donation counts are numbered;
/// ``evaluateAll(in:at:)`` then looks each parameter up and counts each event's donations in each window once
/// per call, whatever the number of rules reading them.
public struct EligibilityEvaluator: Sendable {
  /// The answer for one registered item.
  public struct Evaluation: Sendable, Hashable {
    /// The item.
    public var id: EligibilityID
    /// Its status.
    public var status: EligibilityStatus
    /// Whether it should be displayed now (see ``EligibilityEvaluator/shouldDisplay(_:in:at:)``).
    public var shouldDisplay: Bool
  }

  /// A registered item: its identifier, options, where its compiled rules are in ``compiledRules``, and the
  /// items before it in `.ordered` groups.
  struct Entry: Sendable {
    var id: EligibilityID
    var options: EligibilityOptions
    var rules: Range<Int>
    var orderedPredecessors: [Int] = []
  }

  private struct ParameterSlot: Hashable, Sendable {
    var key: String
    var isTransient: Bool
  }

  /// An unfiltered donation count: an event slot and a window.
  private struct CountSlot: Hashable, Sendable {
    var event: Int
    var window: TimeInterval?
  }

  /// The configuration in force: display frequency and testing overrides.
  public let configuration: EligibilityConfiguration
  /// The registered items' identifiers, in registration order.
  public private(set) var itemIDs: [EligibilityID] = []
  /// The registered groups, in registration order.
  public private(set) var groups: [EligibilityGroup] = []

  private(set) var entries: [Entry] = []
  /// Every item's compiled top-level rules, one after the other (an item holds when all of its own hold).
  private var compiledRules: [CompiledRule] = []
  /// Every item's top-level rules as registered, in the order of ``compiledRules`` (what an explanation reads).
  private(set) var registeredRules: [EligibilityRule] = []
  private(set) var entryIndices: [EligibilityID: Int] = [:]
  private var groupIndices: [String: Int] = [:]
  private var parameterSlots: [ParameterSlot] = []
  private var parameterSlotIndices: [ParameterSlot: Int] = [:]
  private var eventSlots: [String] = []
  private var eventSlotIndices: [String: Int] = [:]
  private var countSlots: [CountSlot] = []
  private var countSlotIndices: [CountSlot: Int] = [:]
  private var eventDependents: [String: [EligibilityID]] = [:]
  private var parameterDependents: [String: [EligibilityID]] = [:]

  /// Creates an evaluator without items.
  public init(configuration: EligibilityConfiguration = EligibilityConfiguration()) {
    self.configuration = configuration
  }

  /// Creates an evaluator for `items` and `groups`.
  ///
  /// - Throws: ``EligibilityError/duplicateItem(_:)``, ``EligibilityError/duplicateGroup(_:)`` or
  ///   ``EligibilityError/unknownItemInGroup(group:item:)``.
  public init(
    items: [EligibilityItem], groups: [EligibilityGroup] = [],
    configuration: EligibilityConfiguration = EligibilityConfiguration()
  ) throws(EligibilityError) {
    self.init(configuration: configuration)
    try register(items, groups: groups)
  }

  /// Adds items and groups; on error nothing is added.
  ///
  /// - Throws: ``EligibilityError/duplicateItem(_:)``, ``EligibilityError/duplicateGroup(_:)`` or
  ///   ``EligibilityError/unknownItemInGroup(group:item:)``.
  public mutating func register(_ items: [EligibilityItem], groups: [EligibilityGroup] = []) throws(EligibilityError) {
    var copy = self
    for item in items {
      guard copy.entryIndices[item.id] == nil else { throw .duplicateItem(item.id) }
      let rules = item.rules.map { copy.compile($0) }
      let first = copy.compiledRules.count
      copy.compiledRules += rules
      copy.registeredRules += item.rules
      copy.entryIndices[item.id] = copy.entries.count
      copy.entries.append(Entry(id: item.id, options: item.options, rules: first..<copy.compiledRules.count))
      copy.itemIDs.append(item.id)
      for rule in item.rules {
        for event in rule.eventIDs where copy.eventDependents[event]?.last != item.id {
          copy.eventDependents[event, default: []].append(item.id)
        }
        for key in rule.parameterKeys where copy.parameterDependents[key]?.last != item.id {
          copy.parameterDependents[key, default: []].append(item.id)
        }
      }
    }
    for group in groups {
      guard copy.groupIndices[group.id] == nil else { throw .duplicateGroup(group.id) }
      var indices: [Int] = []
      for id in group.items {
        guard let index = copy.entryIndices[id] else { throw .unknownItemInGroup(group: group.id, item: id) }
        indices.append(index)
      }
      copy.groupIndices[group.id] = copy.groups.count
      copy.groups.append(group)
      if group.priority == .ordered {
        for (position, index) in indices.enumerated() {
          copy.entries[index].orderedPredecessors.append(contentsOf: indices[..<position])
        }
      }
    }
    self = copy
  }

  /// The options of an item (default options for identifiers that are not registered).
  public func options(for id: EligibilityID) -> EligibilityOptions {
    entryIndices[id].map { entries[$0].options } ?? EligibilityOptions()
  }

  /// The items whose rules count donations of `event`.
  public func items(dependingOn event: EligibilityEvent) -> [EligibilityID] {
    eventDependents[event.id] ?? []
  }

  /// The items whose rules read the parameter with key `parameterKey`.
  public func items(dependingOnParameter parameterKey: String) -> [EligibilityID] {
    parameterDependents[parameterKey] ?? []
  }

  /// The item's status in `state` at `date`.
  public func status(of id: EligibilityID, in state: EligibilityState, at date: Date) -> EligibilityStatus {
    evaluate(id, in: state, at: date).status
  }

  /// Whether the item should be displayed now: it is available and the display frequency does not hold it
  /// back, or a testing override shows it.
  public func shouldDisplay(_ id: EligibilityID, in state: EligibilityState, at date: Date) -> Bool {
    evaluate(id, in: state, at: date).shouldDisplay
  }

  /// Every registered item's status and whether it should be displayed, in registration order. Faster than
  /// asking item by item: each parameter and event is looked up once.
  public func evaluateAll(in state: EligibilityState, at date: Date) -> [Evaluation] {
    let inputs = ResolvedInputs(evaluator: self, state: state, date: date)
    var evaluations: [Evaluation] = []
    evaluations.reserveCapacity(entries.count)
    for index in entries.indices {
      let answer = evaluate(entryAt: index, inputs: inputs, state: state, date: date)
      evaluations.append(Evaluation(id: entries[index].id, status: answer.status, shouldDisplay: answer.shouldDisplay))
    }
    return evaluations
  }

  /// Whether the display frequency holds back the item's first display: it was never displayed, does not
  /// ignore the display frequency, and another new item was first displayed less than a period before `date`.
  public func isHeldBackByDisplayFrequency(_ id: EligibilityID, in state: EligibilityState, at date: Date) -> Bool {
    isHeldBack(options: options(for: id), record: state.records[id.rawValue], state: state, date: date)
  }

  /// The group's current item: its first item that should be displayed (for an `.ordered` group, that is at
  /// most the first item not invalidated); `nil` when none should.
  ///
  /// - Throws: ``EligibilityError/unknownGroup(_:)``.
  public func currentItem(
    inGroup groupID: String, in state: EligibilityState, at date: Date
  ) throws(EligibilityError) -> EligibilityID? {
    guard let index = groupIndices[groupID] else { throw .unknownGroup(groupID) }
    for id in groups[index].items where shouldDisplay(id, in: state, at: date) {
      return id
    }
    return nil
  }

  // MARK: - Evaluation

  private func evaluate(
    _ id: EligibilityID, in state: EligibilityState, at date: Date
  ) -> (status: EligibilityStatus, shouldDisplay: Bool) {
    guard let index = entryIndices[id] else {
      if let forced = configuration.testingOverrides.forcedVisibility(of: id) {
        return (forced ? .available : .pending, forced)
      }
      let reason = state.records[id.rawValue]?.invalidationReason
      return (reason.map(EligibilityStatus.invalidated) ?? .pending, false)
    }
    return evaluate(
      entryAt: index, inputs: LookupInputs(evaluator: self, state: state, date: date), state: state, date: date)
  }

  @inline(__always)
  private func evaluate<Inputs: RuleInputs>(
    entryAt index: Int, inputs: Inputs, state: EligibilityState, date: Date
  ) -> (status: EligibilityStatus, shouldDisplay: Bool) {
    // The entry's fields are read in place (copying the entry would retain each of them).
    if configuration.testingOverrides.isActive,
      let forced = configuration.testingOverrides.forcedVisibility(of: entries[index].id)
    {
      return (forced ? .available : .pending, forced)
    }
    let options = entries[index].options
    let record = state.records.isEmpty ? nil : state.records[entries[index].id.rawValue]
    if let reason = invalidationReason(options: options, record: record) {
      return (.invalidated(reason), false)
    }
    let holds = compiledRules.withUnsafeBufferPointer { rules in
      for position in entries[index].rules where !rules[position].isSatisfied(inputs) { return false }
      return true
    }
    guard holds else { return (.pending, false) }
    if !entries[index].orderedPredecessors.isEmpty {
      for predecessor in entries[index].orderedPredecessors {
        let earlierRecord = state.records.isEmpty ? nil : state.records[entries[predecessor].id.rawValue]
        if invalidationReason(options: entries[predecessor].options, record: earlierRecord) == nil {
          return (.pending, false)
        }
      }
    }
    return (.available, !isHeldBack(options: options, record: record, state: state, date: date))
  }

  func isHeldBack(
    options: EligibilityOptions, record: EligibilityRecord?, state: EligibilityState, date: Date
  ) -> Bool {
    guard let period = configuration.displayFrequency.period, let last = state.lastNewDisplayDate else {
      return false
    }
    if options.ignoresDisplayFrequency || (record?.displayCount ?? 0) > 0 { return false }
    return date.timeIntervalSince(last) < period
  }

  func invalidationReason(
    options: EligibilityOptions, record: EligibilityRecord?
  ) -> EligibilityStatus.InvalidationReason? {
    guard let record else {
      if Self.reachesLimit(0, options.maxDisplayCount) { return .displayCountExceeded }
      return nil
    }
    if let reason = record.invalidationReason { return reason }
    if Self.reachesLimit(record.displayCount, options.maxDisplayCount) { return .displayCountExceeded }
    if Self.reachesLimit(record.displayDuration, options.maxDisplayDuration) { return .displayDurationExceeded }
    return nil
  }

  /// Whether `value` is at `limit` or past it (never, without a limit): the test of the display count and
  /// duration limits, for the evaluation and its explanation alike.
  @inline(__always)
  static func reachesLimit<Value: Comparable>(_ value: Value, _ limit: Value?) -> Bool {
    guard let limit else { return false }
    return value >= limit
  }

  // MARK: - Compiled rules

  private mutating func compile(_ rule: EligibilityRule) -> CompiledRule {
    switch rule.node {
    case .constant(let value):
      return .constant(value)
    case .parameter(let key, let isTransient, _, let test):
      let slot = ParameterSlot(key: key, isTransient: isTransient)
      let index: Int
      if let existing = parameterSlotIndices[slot] {
        index = existing
      } else {
        index = parameterSlots.count
        parameterSlots.append(slot)
        parameterSlotIndices[slot] = index
      }
      return .parameter(slot: index, test: test)
    case .donations(let event, let window, let filter, let count):
      let index: Int
      if let existing = eventSlotIndices[event] {
        index = existing
      } else {
        index = eventSlots.count
        eventSlots.append(event)
        eventSlotIndices[event] = index
      }
      if let filter {
        return .filteredDonations(slot: index, window: window, filter: filter, count: count)
      }
      let countSlot = CountSlot(event: index, window: window)
      let countIndex: Int
      if let existing = countSlotIndices[countSlot] {
        countIndex = existing
      } else {
        countIndex = countSlots.count
        countSlots.append(countSlot)
        countSlotIndices[countSlot] = countIndex
      }
      return .donations(countSlot: countIndex, count: count)
    case .all(let rules):
      return .all(rules.map { compile($0) })
    case .any(let rules):
      return .any(rules.map { compile($0) })
    case .not(let rule):
      return .not(compile(rule))
    }
  }

  /// Parameter values and donation counts by slot, looked up in the state on demand.
  private struct LookupInputs: RuleInputs {
    let evaluator: EligibilityEvaluator
    let state: EligibilityState
    let date: Date

    func parameter(_ slot: Int) -> EligibilityValue? {
      let parameter = evaluator.parameterSlots[slot]
      return parameter.isTransient ? state.transientParameters[parameter.key] : state.parameters[parameter.key]
    }

    func donationCount(_ countSlot: Int) -> Int {
      let slot = evaluator.countSlots[countSlot]
      return state.events[evaluator.eventSlots[slot.event]]?.count(within: slot.window, at: date) ?? 0
    }

    func filteredDonationCount(
      _ slot: Int, within window: TimeInterval?, matching filter: @escaping @Sendable (EligibilityValue?) -> Bool
    ) -> Int {
      state.events[evaluator.eventSlots[slot]]?.count(within: window, at: date, matching: filter) ?? 0
    }
  }

  /// Parameter values, event histories and unfiltered donation counts by slot, all looked up once.
  private struct ResolvedInputs: RuleInputs {
    let parameters: [EligibilityValue?]
    let histories: [EligibilityEventHistory?]
    let counts: [Int]
    let date: Date

    /// Looks every slot up once. Where the state holds fewer events than there are event slots (rules
    /// often count events that were never donated), the state's events are walked and matched to slots
    /// instead, so the number of string lookups is the smaller of the two counts.
    init(evaluator: EligibilityEvaluator, state: EligibilityState, date: Date) {
      parameters = evaluator.parameterSlots.map {
        $0.isTransient ? state.transientParameters[$0.key] : state.parameters[$0.key]
      }
      var histories: [EligibilityEventHistory?]
      if state.events.count < evaluator.eventSlots.count {
        histories = Array(repeating: nil, count: evaluator.eventSlots.count)
        for (event, history) in state.events {
          if let slot = evaluator.eventSlotIndices[event] { histories[slot] = history }
        }
      } else {
        histories = evaluator.eventSlots.map { state.events[$0] }
      }
      var counts: [Int] = []
      counts.reserveCapacity(evaluator.countSlots.count)
      for slot in evaluator.countSlots {
        counts.append(histories[slot.event]?.count(within: slot.window, at: date) ?? 0)
      }
      self.counts = counts
      self.histories = histories
      self.date = date
    }

    func parameter(_ slot: Int) -> EligibilityValue? {
      parameters[slot]
    }

    func donationCount(_ countSlot: Int) -> Int {
      counts[countSlot]
    }

    func filteredDonationCount(
      _ slot: Int, within window: TimeInterval?, matching filter: @escaping @Sendable (EligibilityValue?) -> Bool
    ) -> Int {
      histories[slot]?.count(within: window, at: date, matching: filter) ?? 0
    }
  }
}

/// Where compiled rules find parameter values and donation counts (at the moment being evaluated).
private protocol RuleInputs {
  func parameter(_ slot: Int) -> EligibilityValue?
  func donationCount(_ countSlot: Int) -> Int
  func filteredDonationCount(
    _ slot: Int, within window: TimeInterval?, matching filter: @escaping @Sendable (EligibilityValue?) -> Bool
  ) -> Int
}

/// A rule whose parameters, events and unfiltered donation counts are numbered slots.
private indirect enum CompiledRule: Sendable {
  case constant(Bool)
  case parameter(slot: Int, test: @Sendable (EligibilityValue?) -> Bool)
  case donations(countSlot: Int, count: @Sendable (Int) -> Bool)
  case filteredDonations(
    slot: Int, window: TimeInterval?, filter: @Sendable (EligibilityValue?) -> Bool, count: @Sendable (Int) -> Bool)
  case all([CompiledRule])
  case any([CompiledRule])
  case not(CompiledRule)

  func isSatisfied<Inputs: RuleInputs>(_ inputs: Inputs) -> Bool {
    switch self {
    case .constant(let value):
      return value
    case .parameter(let slot, let test):
      return test(inputs.parameter(slot))
    case .donations(let countSlot, let count):
      return count(inputs.donationCount(countSlot))
    case .filteredDonations(let slot, let window, let filter, let count):
      return count(inputs.filteredDonationCount(slot, within: window, matching: filter))
    case .all(let rules):
      for rule in rules where !rule.isSatisfied(inputs) { return false }
      return true
    case .any(let rules):
      for rule in rules where rule.isSatisfied(inputs) { return true }
      return false
    case .not(let rule):
      return !rule.isSatisfied(inputs)
    }
  }
}
