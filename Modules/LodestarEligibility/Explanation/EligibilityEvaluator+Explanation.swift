import Foundation

extension EligibilityEvaluator {
  /// The whole evaluation of an item in `state` at `date`: every check with the values it read, and the check
  /// that decided.
  ///
  /// A pure function of the registered items and groups, the configuration, `state` and `date`: its
  /// ``EligibilityExplanation/status`` and ``EligibilityExplanation/shouldDisplay`` equal
  /// ``status(of:in:at:)`` and ``shouldDisplay(_:in:at:)``. Unlike them it evaluates every check and every
  /// part of every rule, also after one has decided, so it names everything that holds the item back.
  ///
  /// - Parameters:
  ///   - id: The item to explain; an identifier that is not registered is explained by its record alone.
  ///   - state: The parameters, donations and records to read.
  ///   - date: The moment of the evaluation.
  /// - Returns: The explanation.
  /// - Complexity: O(*r* + *g*) for an item whose rules have *r* parts in all and whose `.ordered` groups have
  ///   *g* items in all, plus the donations its filtered rules count.
  public func explanation(
    of id: EligibilityID, in state: EligibilityState, at date: Date
  ) -> EligibilityExplanation {
    var checks: [EligibilityCheck] = []
    if let forced = configuration.testingOverrides.forcedVisibility(of: id) {
      checks.append(EligibilityCheck(kind: .testingOverride(showsItem: forced), isSatisfied: forced))
    }
    let record = state.records[id.rawValue]
    let recorded = record?.invalidationReason
    checks.append(EligibilityCheck(kind: .recordedInvalidation(recorded), isSatisfied: recorded == nil))
    guard let index = entryIndices[id] else {
      checks.append(EligibilityCheck(kind: .registration, isSatisfied: false))
      return EligibilityExplanation(id: id, date: date, checks: checks)
    }
    let entry = entries[index]
    let options = entry.options
    checks += limitChecks(options: options, record: record)
    for (position, rule) in registeredRules[entry.rules].enumerated() {
      let check = rule.check(in: state, at: date)
      checks.append(EligibilityCheck(kind: .rule(index: position, check), isSatisfied: check.isSatisfied))
    }
    checks += groupOrderChecks(of: id, in: state)
    checks.append(displayFrequencyCheck(options: options, record: record, state: state, date: date))
    return EligibilityExplanation(id: id, date: date, checks: checks)
  }

  /// The display count's and the display duration's checks.
  private func limitChecks(options: EligibilityOptions, record: EligibilityRecord?) -> [EligibilityCheck] {
    let count = record?.displayCount ?? 0
    let seconds = record?.displayDuration ?? 0
    return [
      EligibilityCheck(
        kind: .displayCount(count: count, limit: options.maxDisplayCount),
        isSatisfied: !Self.reachesLimit(count, options.maxDisplayCount)),
      EligibilityCheck(
        kind: .displayDuration(seconds: seconds, limit: options.maxDisplayDuration, isRecorded: record != nil),
        isSatisfied: record == nil || !Self.reachesLimit(seconds, options.maxDisplayDuration)),
    ]
  }

  /// One check per `.ordered` group that holds the item: the first earlier item not invalidated blocks it.
  private func groupOrderChecks(of id: EligibilityID, in state: EligibilityState) -> [EligibilityCheck] {
    var checks: [EligibilityCheck] = []
    for group in groups where group.priority == .ordered {
      guard let position = group.items.lastIndex(of: id) else { continue }
      let blocking = group.items[..<position].first { earlier in
        invalidationReason(options: options(for: earlier), record: state.records[earlier.rawValue]) == nil
      }
      checks.append(
        EligibilityCheck(
          kind: .groupOrder(group: group.id, position: position, blockingItem: blocking),
          isSatisfied: blocking == nil))
    }
    return checks
  }

  /// The display frequency's check: the wait left before the item may be displayed for the first time.
  private func displayFrequencyCheck(
    options: EligibilityOptions, record: EligibilityRecord?, state: EligibilityState, date: Date
  ) -> EligibilityCheck {
    let frequency = configuration.displayFrequency
    let exemption: EligibilityCheck.DisplayFrequencyExemption?
    if options.ignoresDisplayFrequency {
      exemption = .ignoresDisplayFrequency
    } else if (record?.displayCount ?? 0) > 0 {
      exemption = .displayedBefore
    } else {
      exemption = nil
    }
    let isHeldBack = isHeldBack(options: options, record: record, state: state, date: date)
    var remainingWait: TimeInterval = 0
    if isHeldBack, let period = frequency.period, let last = state.lastNewDisplayDate {
      remainingWait = period - date.timeIntervalSince(last)
    }
    return EligibilityCheck(
      kind: .displayFrequency(
        frequency, lastNewDisplayDate: state.lastNewDisplayDate, remainingWait: remainingWait, exemption: exemption),
      isSatisfied: !isHeldBack)
  }
}
