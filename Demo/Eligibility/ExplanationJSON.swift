import Foundation
import Lodestar
import LodestarJSON

/// `store explain --format json`: the explanation as data. Dates are seconds since 2001-01-01 00:00 UTC and
/// values one-member objects (`{"integer":3}`), as in the state file `store show` prints; every check has its
/// `kind` and whether it `passed`, then the values it read.
enum ExplanationJSON {
  /// The document, indented, ending with a line feed.
  static func text(_ explanation: EligibilityExplanation) -> String {
    var members: [(key: String, value: JSONOutput)] = [
      ("id", .string(explanation.id.rawValue)), ("date", date(explanation.date)),
      ("status", .string(statusName(explanation.status))),
    ]
    if let reason = explanation.status.invalidationReason {
      members.append(("invalidationReason", .string(reason.rawValue)))
    }
    members += [
      ("shouldDisplay", .bool(explanation.shouldDisplay)),
      ("decidingCheck", explanation.decidingCheckIndex.map { .integer($0) } ?? .null),
      ("checks", .array(explanation.checks.map(check))),
    ]
    return JSONWriter(layout: .indented, scalarArraysOnOneLine: true).text(of: .object(members)) + "\n"
  }

  /// `pending`, `available` or `invalidated`.
  static func statusName(_ status: EligibilityStatus) -> String {
    switch status {
    case .pending: "pending"
    case .available: "available"
    case .invalidated: "invalidated"
    }
  }

  /// One check: its kind, whether it passed, and what it read.
  static func check(_ check: EligibilityCheck) -> JSONOutput {
    func object(_ kind: String, _ values: [(key: String, value: JSONOutput)]) -> JSONOutput {
      .object([("kind", .string(kind)), ("passed", .bool(check.isSatisfied))] + values, inline: true)
    }
    switch check.kind {
    case .testingOverride(let showsItem):
      return object("testingOverride", [("showsItem", .bool(showsItem))])
    case .recordedInvalidation(let reason):
      return object("recordedInvalidation", [("reason", reason.map { .string($0.rawValue) } ?? .null)])
    case .displayCount(let count, let limit):
      return object("displayCount", [("count", .integer(count)), ("limit", limit.map { .integer($0) } ?? .null)])
    case .displayDuration(let seconds, let limit, let isRecorded):
      return object(
        "displayDuration",
        [
          ("seconds", .number(seconds)), ("limit", limit.map { .number($0) } ?? .null),
          ("isRecorded", .bool(isRecorded)),
        ])
    case .rule(let index, let rule):
      return .object([
        ("kind", .string("rule")), ("passed", .bool(check.isSatisfied)), ("index", .integer(index)),
        ("rule", ruleOutput(rule)),
      ])
    case .groupOrder(let group, let position, let blockingItem):
      return object(
        "groupOrder",
        [
          ("group", .string(group)), ("position", .integer(position)),
          ("blockingItem", blockingItem.map { .string($0.rawValue) } ?? .null),
        ])
    case .displayFrequency(let frequency, let lastNewDisplayDate, let remainingWait, let exemption):
      let exemptionName: JSONOutput
      switch exemption {
      case .ignoresDisplayFrequency: exemptionName = .string("ignoresDisplayFrequency")
      case .displayedBefore: exemptionName = .string("displayedBefore")
      case nil: exemptionName = .null
      }
      return object(
        "displayFrequency",
        [
          ("frequency", .string(frequency.rawValue)), ("lastNewDisplayDate", lastNewDisplayDate.map(date) ?? .null),
          ("remainingWait", .number(remainingWait)), ("exemption", exemptionName),
        ])
    case .registration:
      return object("registration", [])
    }
  }

  /// One rule: its kind, whether it held, what it read, and the rules it combines.
  static func ruleOutput(_ rule: EligibilityRuleCheck) -> JSONOutput {
    var members: [(key: String, value: JSONOutput)] = [("holds", .bool(rule.isSatisfied))]
    let kind: String
    switch rule.kind {
    case .constant:
      kind = "constant"
    case .parameter(let key, let isTransient, let value, let defaultValue):
      kind = "parameter"
      members += [
        ("key", .string(key)), ("isTransient", .bool(isTransient)), ("value", value?.fileOutput ?? .null),
        ("defaultValue", defaultValue?.fileOutput ?? .null),
      ]
    case .donations(let event, let window, let isFiltered, let count):
      kind = "donations"
      members += [
        ("event", .string(event.id)), ("window", window.duration.map { .number($0) } ?? .null),
        ("isFiltered", .bool(isFiltered)), ("count", .integer(count)),
      ]
    case .all(let rules):
      kind = "all"
      members.append(("rules", .array(rules.map(ruleOutput))))
    case .any(let rules):
      kind = "any"
      members.append(("rules", .array(rules.map(ruleOutput))))
    case .not(let inner):
      kind = "not"
      members.append(("rule", ruleOutput(inner)))
    }
    return .object([("kind", .string(kind))] + members)
  }

  /// A date as the state file writes it: seconds since 2001-01-01 00:00 UTC.
  static func date(_ date: Date) -> JSONOutput {
    .number(date.timeIntervalSinceReferenceDate)
  }
}
