import LodestarFlow
import LodestarJSON

/// How a step's `"when"` is read: one object per condition, named by its one kind key (`"parameter"`,
/// `"event"`, `"all"`, `"any"`, `"not"`); see TOUR-FORMAT.md.
enum StepConditionFormat {
  /// The keys that name a condition's kind.
  static let kindKeys = ["parameter", "event", "all", "any", "not"]
  /// The keys of a comparison, in the format's order.
  static let comparisonKeys = ["equals", "lessThan", "atMost", "greaterThan", "atLeast"]
  /// The units of a donation window, with their length in seconds.
  static let windowUnits: [(name: String, seconds: Double)] = [
    ("seconds", 1), ("minutes", 60), ("hours", 3_600), ("days", 86_400), ("weeks", 604_800),
  ]
  /// The longest donation window, in seconds: 3,660 days (ten years).
  static let longestWindow = 3_660.0 * 86_400
  /// A window's length in seconds: more than 0, at most ``longestWindow``.
  static let window = NumberRule.positiveAtMost(longestWindow)
  /// A number a parameter is compared with: within ±10^15 (``NumberRule/largestConvertibleMagnitude``).
  static let parameterNumber = NumberRule.within(
    -NumberRule.largestConvertibleMagnitude...NumberRule.largestConvertibleMagnitude)
  /// A number of donations compared with: from 0 to 10^9.
  static let donationCount = NumberRule.within(0...1_000_000_000)

  /// The comparison of a case name and an operand.
  static func comparison(_ name: String, _ operand: StepConditionValue) -> StepConditionComparison {
    switch name {
    case "lessThan": .lessThan(operand)
    case "atMost": .atMost(operand)
    case "greaterThan": .greaterThan(operand)
    case "atLeast": .atLeast(operand)
    default: .equals(operand)
    }
  }

  /// The name of a comparison's case.
  static func name(of comparison: StepConditionComparison) -> String {
    switch comparison {
    case .equals: "equals"
    case .lessThan: "lessThan"
    case .atMost: "atMost"
    case .greaterThan: "greaterThan"
    case .atLeast: "atLeast"
    }
  }
}

extension StepCondition {
  /// Decodes a condition object at `path`.
  static func decode(
    _ value: JSONValue, path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> StepCondition {
    guard case .object(let members) = value.content else {
      throw session.mismatch(path, expected: "a condition object such as {\"parameter\": ...}", value)
    }
    let kinds = members.filter { StepConditionFormat.kindKeys.contains($0.key) }
    guard let kind = kinds.first else {
      let hint = members.first.map { KeySuggestion.hint(for: $0.key, in: StepConditionFormat.kindKeys) } ?? ""
      throw session.error(
        path,
        "expected a condition with one of the keys \(KeySuggestion.list(StepConditionFormat.kindKeys))"
          + ", found \(members.isEmpty ? "an empty object" : "the keys \(JSONEcho.list(members.map(\.key)))")" + hint,
        at: value)
    }
    if kinds.count > 1 {
      throw session.error(
        path,
        "expected one condition per object, found the keys \(JSONEcho.list(kinds.map(\.key))); "
          + "combine conditions with {\"all\": [...]} or {\"any\": [...]}",
        at: value)
    }
    switch kind.key {
    case "parameter": return try decodeParameter(value, path: path, session)
    case "event": return try decodeDonations(value, path: path, session)
    case "not":
      let object = try TourObjectReader(value, path: path, keys: ["not"], session: session)
      return .not(try decode(kind.value, path: object.path("not"), session))
    default:
      let object = try TourObjectReader(value, path: path, keys: [kind.key], session: session)
      let listPath = object.path(kind.key)
      guard case .array(let elements) = kind.value.content else {
        throw session.mismatch(listPath, expected: "an array of conditions", kind.value)
      }
      var conditions: [StepCondition] = []
      conditions.reserveCapacity(elements.count)
      for (index, element) in elements.enumerated() {
        conditions.append(try decode(element, path: JSONPath.element(listPath, index), session))
      }
      return kind.key == "all" ? .all(conditions) : .any(conditions)
    }
  }

  /// `{"parameter": key, <comparison>: value}`.
  private static func decodeParameter(
    _ value: JSONValue, path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> StepCondition {
    let object = try TourObjectReader(
      value, path: path, keys: ["parameter"] + StepConditionFormat.comparisonKeys, session: session)
    let key = try object.requiredString("parameter", nonEmpty: true)
    let (name, operand) = try comparisonMember(of: object, value: value)
    let comparisonPath = object.path(name)
    let comparand: StepConditionValue
    switch operand.content {
    case .bool(let flag) where name == "equals":
      comparand = .bool(flag)
    case .string(let text):
      comparand = .string(text)
    case .number:
      comparand = .number(
        try TourObjectReader.number(
          operand, path: comparisonPath, StepConditionFormat.parameterNumber, session: session))
    default:
      let expected = name == "equals" ? "true, false, a number or a string" : "a number or a string"
      throw session.mismatch(comparisonPath, expected: expected, operand)
    }
    return .parameter(key, StepConditionFormat.comparison(name, comparand))
  }

  /// `{"event": id, "within": {<unit>: n}, <comparison>: count}`.
  private static func decodeDonations(
    _ value: JSONValue, path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> StepCondition {
    let object = try TourObjectReader(
      value, path: path, keys: ["event", "within"] + StepConditionFormat.comparisonKeys, session: session)
    let event = try object.requiredString("event", nonEmpty: true)
    var window: Double?
    if let within = object.value("within") {
      window = try decodeWindow(within, path: object.path("within"), session)
    }
    let (name, operand) = try comparisonMember(of: object, value: value)
    let count = try TourObjectReader.number(
      operand, path: object.path(name), StepConditionFormat.donationCount, session: session)
    return .donations(of: event, within: window, StepConditionFormat.comparison(name, .number(count)))
  }

  /// The one comparison member of a condition object.
  private static func comparisonMember(
    of object: TourObjectReader, value: JSONValue
  ) throws(TourDocumentError) -> (name: String, operand: JSONValue) {
    var found: [(name: String, operand: JSONValue)] = []
    for name in StepConditionFormat.comparisonKeys {
      if let operand = object.value(name) { found.append((name, operand)) }
    }
    guard let first = found.first else {
      throw object.session.error(
        object.path,
        "missing a comparison: one of the keys "
          + KeySuggestion.list(StepConditionFormat.comparisonKeys),
        at: value)
    }
    if found.count > 1 {
      throw object.session.error(
        object.path,
        "expected one comparison, found \(JSONEcho.list(found.map(\.name))); combine them with {\"all\": [...]}",
        at: value)
    }
    return first
  }

  /// `{"days": 7}` (or seconds, minutes, hours, weeks): the window's length in seconds.
  private static func decodeWindow(
    _ value: JSONValue, path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> Double {
    let names = StepConditionFormat.windowUnits.map(\.name)
    let object = try TourObjectReader(
      value, path: path, keys: names, session: session, expected: "a window object such as {\"days\": 7}")
    let present = StepConditionFormat.windowUnits.filter { object.value($0.name) != nil }
    guard present.count == 1, let unit = present.first, let count = object.value(unit.name) else {
      throw session.error(
        path,
        "expected exactly one of the keys \(KeySuggestion.list(names)), found "
          + (present.isEmpty ? "none" : JSONEcho.list(present.map(\.name))),
        at: value)
    }
    let rule = NumberRule.positiveAtMost(StepConditionFormat.longestWindow / unit.seconds)
    return try TourObjectReader.number(count, path: object.path(unit.name), rule, session: session) * unit.seconds
  }
}
