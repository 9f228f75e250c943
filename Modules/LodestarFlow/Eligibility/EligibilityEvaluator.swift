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
public struct EligibilityEvaluator: Sendable {
  private struct Entry: Sendable {
    var item: EligibilityItem
    var orderedPredecessors: [EligibilityID] = []
  }

  /// The configuration in force: display frequency and testing overrides.
  public let configuration: EligibilityConfiguration
  /// The registered items' identifiers, in registration order.
  public private(set) var itemIDs: [EligibilityID] = []
  /// The registered groups, in registration order.
  public private(set) var groups: [EligibilityGroup] = []

  private var entries: [EligibilityID: Entry] = [:]
  private var groupIndices: [String: Int] = [:]
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
      guard copy.entries[item.id] == nil else { throw .duplicateItem(item.id) }
      copy.entries[item.id] = Entry(item: item)
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
      for id in group.items where copy.entries[id] == nil {
        throw .unknownItemInGroup(group: group.id, item: id)
      }
      copy.groupIndices[group.id] = copy.groups.count
      copy.groups.append(group)
      if group.priority == .ordered {
        for (index, id) in group.items.enumerated() {
          copy.entries[id]?.orderedPredecessors.append(contentsOf: group.items[..<index])
        }
      }
    }
    self = copy
  }

  /// The options of an item (default options for identifiers that are not registered).
  public func options(for id: EligibilityID) -> EligibilityOptions {
    entries[id]?.item.options ?? EligibilityOptions()
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
    if let forced = configuration.testingOverrides.forcedVisibility(of: id) {
      return forced ? .available : .pending
    }
    return unforcedStatus(of: id, in: state, at: date)
  }

  /// Whether the item should be displayed now: it is available and the display frequency does not hold it
  /// back, or a testing override shows it.
  public func shouldDisplay(_ id: EligibilityID, in state: EligibilityState, at date: Date) -> Bool {
    if let forced = configuration.testingOverrides.forcedVisibility(of: id) {
      return forced
    }
    return unforcedStatus(of: id, in: state, at: date).isAvailable
      && !isHeldBackByDisplayFrequency(id, in: state, at: date)
  }

  /// Whether the display frequency holds back the item's first display: it was never displayed, does not
  /// ignore the display frequency, and another new item was first displayed less than a period before `date`.
  public func isHeldBackByDisplayFrequency(_ id: EligibilityID, in state: EligibilityState, at date: Date) -> Bool {
    guard let period = configuration.displayFrequency.period, let last = state.lastNewDisplayDate else {
      return false
    }
    if options(for: id).ignoresDisplayFrequency || state.record(of: id).displayCount > 0 { return false }
    return date.timeIntervalSince(last) < period
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

  private func unforcedStatus(of id: EligibilityID, in state: EligibilityState, at date: Date) -> EligibilityStatus {
    guard let entry = entries[id] else {
      return state.records[id.rawValue]?.invalidationReason.map(EligibilityStatus.invalidated) ?? .pending
    }
    if let reason = invalidationReason(of: entry.item, in: state) {
      return .invalidated(reason)
    }
    for rule in entry.item.rules where !rule.isSatisfied(in: state, at: date) {
      return .pending
    }
    for predecessor in entry.orderedPredecessors {
      guard let earlier = entries[predecessor], invalidationReason(of: earlier.item, in: state) != nil else {
        return .pending
      }
    }
    return .available
  }

  private func invalidationReason(
    of item: EligibilityItem, in state: EligibilityState
  ) -> EligibilityStatus.InvalidationReason? {
    guard let record = state.records[item.id.rawValue] else {
      if let limit = item.options.maxDisplayCount, limit <= 0 { return .displayCountExceeded }
      return nil
    }
    if let reason = record.invalidationReason { return reason }
    if let limit = item.options.maxDisplayCount, record.displayCount >= limit { return .displayCountExceeded }
    if let limit = item.options.maxDisplayDuration, record.displayDuration >= limit { return .displayDurationExceeded }
    return nil
  }
}
