import Foundation
import Lodestar
import LodestarJSON
import LodestarRendering

/// `store explain`'s text: the item's status, the check that decided, then every check, one a line, with
/// what it read. Names from the state file are shown with their control characters as U+FFFD.
///
/// ```
/// lodestar.builtin-profile-tour at 2026-12-05 at 15:00 UTC: invalidated(completed), not displayed
/// decided by: recorded invalidation: completed
/// checks:
///   fail  recorded invalidation: completed  (decided)
///   pass  display count: 1, no limit
///   pass  display duration: 12.5 s, no limit
///   pass  display frequency immediate: no wait
/// ```
enum ExplanationText {
  /// The whole explanation, ending with a line feed.
  static func text(_ explanation: EligibilityExplanation) -> String {
    let displayed = explanation.shouldDisplay ? "displayed" : "not displayed"
    var lines = [
      "\(name(explanation.id.rawValue)) at \(ReplayDate.text(explanation.date)): \(explanation.status), \(displayed)",
      "decided by: " + (explanation.decidingCheck.map { summary($0.kind) } ?? "nothing (every check passed)"),
      "checks:",
    ]
    for (index, check) in explanation.checks.enumerated() {
      let mark = index == explanation.decidingCheckIndex ? "  (decided)" : ""
      lines.append("  \(verdict(check.isSatisfied))  \(summary(check.kind))\(mark)")
      if case .rule(_, let rule) = check.kind {
        lines += ruleLines(rule, depth: 2)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `pass` or `fail`.
  static func verdict(_ isSatisfied: Bool) -> String {
    isSatisfied ? "pass" : "fail"
  }

  /// One line for a check: what it checked and the values it read.
  static func summary(_ kind: EligibilityCheck.Kind) -> String {
    switch kind {
    case .testingOverride(let showsItem):
      return "testing override: " + (showsItem ? "shows the item" : "hides the item")
    case .recordedInvalidation(let reason):
      return "recorded invalidation: " + (reason?.rawValue ?? "none")
    case .displayCount(let count, let limit):
      return "display count: \(count)" + (limit.map { " of at most \($0)" } ?? ", no limit")
    case .displayDuration(let seconds, let limit, let isRecorded):
      guard isRecorded else { return "display duration: nothing recorded" }
      return "display duration: \(number(seconds)) s" + (limit.map { " of at most \(number($0)) s" } ?? ", no limit")
    case .rule(let index, let rule):
      return "rule \(index + 1): \(ruleSummary(rule.kind))"
    case .groupOrder(let group, let position, let blockingItem):
      let held = blockingItem.map { "held back by '\(name($0.rawValue))'" } ?? "no earlier item open"
      return "ordered group '\(name(group))', position \(position + 1): \(held)"
    case .displayFrequency(let frequency, let lastNewDisplayDate, let remainingWait, let exemption):
      var text = "display frequency \(frequency.rawValue): "
      switch exemption {
      case .ignoresDisplayFrequency: text += "the item ignores it"
      case .displayedBefore: text += "the item was displayed before"
      case nil: text += remainingWait > 0 ? "wait \(number(remainingWait)) s more" : "no wait"
      }
      if let lastNewDisplayDate { text += " (last new display \(ReplayDate.text(lastNewDisplayDate)))" }
      return text
    case .registration:
      return "registration: the demo does not know the item"
    }
  }

  /// What a rule read, on its line; the rules it combines follow on lines of their own.
  static func ruleSummary(_ kind: EligibilityRuleCheck.Kind) -> String {
    switch kind {
    case .constant:
      return "constant"
    case .parameter(let key, let isTransient, let value, let defaultValue):
      let what = isTransient ? "transient parameter" : "parameter"
      if let value { return "\(what) '\(name(key))' = \(valueText(value))" }
      return "\(what) '\(name(key))' not set, default " + (defaultValue.map(valueText) ?? "unknown")
    case .donations(let event, let window, let isFiltered, let count):
      let span = window.duration.map { "in the last \(number($0)) s" } ?? "of all time"
      return "event '\(name(event.id))': \(count) donation\(count == 1 ? "" : "s") \(span)"
        + (isFiltered ? " whose value the filter accepts" : "")
    case .all: return "all of"
    case .any: return "any of"
    case .not: return "not"
    }
  }

  /// The lines of the rules `rule` combines, indented by `depth`.
  static func ruleLines(_ rule: EligibilityRuleCheck, depth: Int) -> [String] {
    let parts: [EligibilityRuleCheck]
    switch rule.kind {
    case .all(let rules), .any(let rules): parts = rules
    case .not(let inner): parts = [inner]
    case .constant, .parameter, .donations: parts = []
    }
    let indent = String(repeating: "  ", count: depth)
    return parts.flatMap { part in
      ["\(indent)\(verdict(part.isSatisfied))  \(ruleSummary(part.kind))"] + ruleLines(part, depth: depth + 1)
    }
  }

  /// A parameter or donation value: `true`, `3`, `1.5`, `"text"`, a date, or JSON text.
  static func valueText(_ value: EligibilityValue) -> String {
    switch value {
    case .bool(let flag): String(flag)
    case .integer(let integer): String(integer)
    case .double(let double): number(double)
    case .string(let text): "\"\(name(text))\""
    case .date(let date): ReplayDate.text(date)
    case .json(let text): name(text)
    }
  }

  /// A number as JSON writes it: `12.5`, `3600`.
  static func number(_ value: Double) -> String {
    JSONNumberFormat.text(for: value)
  }

  /// Text from the state file, safe for a terminal.
  static func name(_ text: String) -> String {
    TerminalText.sanitized(text)
  }
}
