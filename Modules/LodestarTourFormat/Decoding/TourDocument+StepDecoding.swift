import LodestarFlow
import LodestarHostTree
import LodestarJSON
import LodestarLayout
import LodestarScene

extension TourDocument.Step {
  /// A step's keys.
  enum Key: String, TourNodeKey {
    case id, targets, primaryTarget, title, hint, nextText, placement, focusStyle, interaction, completers
    case onMissingTarget, targetWaitTimeout, host, presentation, attachments, audioCue, reveal, when
    static let names = allCases.map(\.rawValue)
    /// Whether the member is one that every step has or may have, read straight from its node: the id, the targets,
    /// the texts.
    var isText: Bool {
      switch self {
      case .id, .targets, .primaryTarget, .title, .hint, .nextText: true
      default: false
      }
    }
    static let literals: [StaticString] = [
      "id", "targets", "primaryTarget", "title", "hint", "nextText", "placement", "focusStyle", "interaction",
      "completers", "onMissingTarget", "targetWaitTimeout", "host", "presentation", "attachments", "audioCue",
      "reveal", "when",
    ]
  }

  /// Decodes the step at `index` in the array at `stepsPath`; `layout` is the previous step's (see
  /// ``TourNodeKeyLayout``). Its strings and targets are read from their nodes, its other members from the trees of
  /// their values. A step whose keys are the previous step's, all of them texts (the usual case), is read without a
  /// ``TourNodeObjectReader``: see ``TextMembers/read(_:layout:)``.
  static func decode(
    _ node: JSONNode, index: Int, of stepsPath: String, session: TourDecodingSession,
    layout: inout TourNodeKeyLayout<Key>
  ) throws(TourDocumentError) -> Self {
    var members = TextMembers()
    if members.read(node, layout: layout) {
      return try decodeTexts(members, at: node.offset, index: index, of: stepsPath, session: session)
    }
    let object = try TourNodeObjectReader(node, path: stepsPath, element: index, session: session, layout: &layout)
    var step = try decodeTexts(
      TextMembers(object), at: object.offset, index: index, of: stepsPath, session: session)
    if object.hasMember(where: { !$0.isText }) {
      try decodeOtherMembers(of: object, into: &step)
    }
    return step
  }

  /// Decodes the texts of the step at `index` in the array at `stepsPath` from their nodes, `members`, in the order
  /// of the keys; `offset` is the step's, where a missing member is reported. Paths are written only for a problem.
  private static func decodeTexts(
    _ members: TextMembers, at offset: Int, index: Int, of stepsPath: String, session: TourDecodingSession
  ) throws(TourDocumentError) -> Self {
    func path(_ key: Key) -> String { JSONPath.member(JSONPath.element(stepsPath, index), key.rawValue) }
    func string(_ node: JSONNode?, _ key: Key, required: Bool, nonEmpty: Bool) throws(TourDocumentError) -> String? {
      // The string is read through the optional: binding the node first retained its document.
      if let text = node?.string, !nonEmpty || !text.isEmpty { return text }
      guard let node else {
        guard required else { return nil }
        let message = "missing required key \(JSONEcho.quoted(key.rawValue))"
        throw session.error(JSONPath.element(stepsPath, index), message, at: offset)
      }
      throw session.mismatch(path(key), expected: nonEmpty ? "a non-empty string" : "a string", node)
    }
    let id = try string(members.id, .id, required: true, nonEmpty: true) ?? ""
    var targets: [ElementID] = []
    if let node = members.targets {
      targets = try decodeTargets(node, path: path(.targets), session)
    }
    let primaryTarget = try string(members.primaryTarget, .primaryTarget, required: false, nonEmpty: true)
    let title = try string(members.title, .title, required: false, nonEmpty: false)
    let hint = try string(members.hint, .hint, required: true, nonEmpty: false) ?? ""
    let nextText = try string(members.nextText, .nextText, required: false, nonEmpty: false)
    return Self(
      id: id, targets: TargetList(targets), primaryTarget: primaryTarget.map { ElementID($0) }, title: title,
      hint: hint,
      nextText: nextText, placement: .coachMark, focusStyle: .default, interaction: TourDocument.Interaction(),
      completers: [], onMissingTarget: .skip, targetWaitTimeout: 0, host: nil, presentation: .host,
      attachments: [:], audioCue: nil, reveal: nil)
  }

  /// Decodes the members after `nextText` in the order of the keys, which are read from the trees of their values
  /// (most steps have none).
  private static func decodeOtherMembers(
    of object: TourNodeObjectReader<Key>, into step: inout Self
  ) throws(TourDocumentError) {
    let session = object.session
    if let value = object.value(.placement) {
      step.placement = try TourDocument.StepPlacement.decode(value, path: object.path(.placement), session)
    }
    if let value = object.value(.focusStyle) {
      step.focusStyle = try TourDocument.FocusStyle.decode(value, path: object.path(.focusStyle), session)
    }
    if let value = object.value(.interaction) {
      step.interaction = try TourDocument.Interaction.decode(value, path: object.path(.interaction), session)
    }
    if let value = object.value(.completers) {
      step.completers = try decodeCompleters(value, path: object.path(.completers), session: session)
    }
    step.onMissingTarget = try object.choice(.onMissingTarget, TourDocument.MissingTargetPolicy.self) ?? .skip
    step.targetWaitTimeout = try object.number(.targetWaitTimeout, TourNumberRules.waitTimeout) ?? 0
    step.reveal = try object.choice(.reveal, TourDocument.Reveal.self)
    step.host = try object.string(.host, nonEmpty: true).map { ElementID($0) }
    if let value = object.value(.presentation) {
      step.presentation = try TourDocument.Presentation.decode(value, path: object.path(.presentation), session)
    }
    if let value = object.value(.attachments) {
      step.attachments = try decodeAttachments(value, path: object.path(.attachments), session: session)
    }
    if let value = object.value(.audioCue) {
      step.audioCue = try TourDocument.AudioCue.decode(value, path: object.path(.audioCue), session)
    }
    if let value = object.value(.when) {
      step.condition = try StepCondition.decode(value, path: object.path(.when), session)
    }
  }

  private static func decodeCompleters(
    _ value: JSONValue, path: String, session: TourDecodingSession
  ) throws(TourDocumentError) -> [TourDocument.Completer] {
    guard case .array(let elements) = value.content else {
      throw session.mismatch(path, expected: "an array of completers", value)
    }
    var completers: [TourDocument.Completer] = []
    completers.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      completers.append(try TourDocument.Completer.decode(element, path: JSONPath.element(path, index), session))
    }
    return completers
  }

  /// The targets; `path` is written only for a problem.
  private static func decodeTargets(
    _ node: JSONNode, path: @autoclosure () -> String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> [ElementID] {
    typealias Reader = TourNodeObjectReader<Key>
    // A pattern, not `==`, which the other module's enumeration answers through its witness table.
    if case .string = node.kind {
      return [ElementID(try Reader.string(node, path: path(), nonEmpty: true, session: session))]
    }
    guard var elements = node.elements else {
      throw session.mismatch(path(), expected: "a target id or an array of target ids", node)
    }
    // Most steps have one target: an array of one is made at once.
    if node.count == 1, let only = elements.next() {
      return [ElementID(try Reader.string(only, path: JSONPath.element(path(), 0), nonEmpty: true, session: session))]
    }
    var targets: [ElementID] = []
    targets.reserveCapacity(node.count)
    // The iterator itself rather than `enumerated()`, whose generic iterator calls it through a witness table.
    var index = 0
    while let element = elements.next() {
      let id = try Reader.string(element, path: JSONPath.element(path(), index), nonEmpty: true, session: session)
      targets.append(ElementID(id))
      index += 1
    }
    return targets
  }

  private static func decodeAttachments(
    _ value: JSONValue, path: String, session: TourDecodingSession
  ) throws(TourDocumentError) -> [String: String] {
    guard case .object(let members) = value.content else {
      throw session.mismatch(path, expected: "an object of strings", value)
    }
    var attachments: [String: String] = [:]
    for member in members {
      attachments[member.key] = try TourObjectReader.string(
        member.value, path: JSONPath.member(path, member.key), nonEmpty: false, session: session)
    }
    return attachments
  }
}

extension TourDocument.StepPlacement {
  /// Every name a placement string may take, for messages and suggestions.
  static var names: [String] { coachMarkCases.map(\.name) + Placement.allCases.map(\.name) }

  static func decode(
    _ value: JSONValue, path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> Self {
    switch value.content {
    case .string(let text):
      if let match = coachMarkCases.first(where: { $0.name == text }) { return match.placement }
      if let placement = Placement(text) { return .anchored(placement) }
      let message =
        "expected \"coachMark\", \"above\", \"below\", \"leading\", \"trailing\", \"left\", \"right\" or a "
        + "Floating UI placement such as \"bottom-start\", found \(value.foundDescription)"
        + KeySuggestion.hint(for: text, in: names)
      throw session.error(path, message, at: value)
    case .object:
      let object = try TourObjectReader(value, path: path, keys: ["anchored"], session: session)
      let anchored = try object.required("anchored")
      let cases = Placement.allCases.map { ($0.name, $0) }
      return .anchored(try TourObjectReader.choice(anchored, path: object.path("anchored"), cases, session: session))
    default:
      throw session.mismatch(path, expected: "a placement name or an object {\"anchored\"}", value)
    }
  }
}

extension TourDocument.Interaction {
  /// An interaction's keys.
  enum Key: String, TourObjectKey {
    case overlayTapAdvances, dismissesOnOutsideTap, allowsInteractionInsideCutout, forwardsAllTouches
    case forwardingRegion, passesScrollGestures
    static let names = allCases.map(\.rawValue)
  }

  static func decode(
    _ value: JSONValue, path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> Self {
    let object = try KeyedTourObjectReader(value, path: path, keys: Key.self, session: session)
    var interaction = Self()
    interaction.overlayTapAdvances = try object.bool(.overlayTapAdvances) ?? true
    interaction.dismissesOnOutsideTap = try object.bool(.dismissesOnOutsideTap) ?? false
    interaction.allowsInteractionInsideCutout = try object.bool(.allowsInteractionInsideCutout) ?? false
    interaction.forwardsAllTouches = try object.bool(.forwardsAllTouches) ?? false
    interaction.forwardingRegion = try object.choice(.forwardingRegion, TourDocument.ForwardingRegion.self) ?? .opening
    interaction.passesScrollGestures = try object.bool(.passesScrollGestures) ?? false
    return interaction
  }
}

extension TourDocument.Completer {
  static func decode(
    _ value: JSONValue, path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> Self {
    guard case .object(let members) = value.content else {
      throw session.mismatch(path, expected: "a completer object with a \"type\"", value)
    }
    guard let typeValue = members.first(where: { $0.key == "type" })?.value else {
      throw session.error(path, "missing required key \"type\"", at: value)
    }
    let type = try TourObjectReader.choice(
      typeValue, path: JSONPath.member(path, "type"), Trigger.names.map { ($0, $0) }, session: session)
    if type == "gesture" { return try decodeGesture(value, members: members, path: path, session) }
    let extra: [String] =
      switch type {
      case "event": ["name"]
      case "afterDuration": ["seconds"]
      default: []
      }
    let object = try TourObjectReader(value, path: path, keys: ["type"] + extra + ["action"], session: session)
    let trigger: Trigger =
      switch type {
      case "event": .event(try object.requiredString("name", nonEmpty: true))
      case "afterDuration":
        .afterDuration(
          try TourObjectReader.number(
            try object.required("seconds"), path: object.path("seconds"), TourNumberRules.completerDuration,
            session: session))
      case "tapOnTarget": .tapOnTarget
      default: .tapInsideCutout
      }
    return Self(trigger, action: try object.choice("action", Action.self) ?? .advance)
  }

  /// A `"gesture"` completer: `"gesture"` first (it decides the other keys), then its parameter, the area
  /// and the action.
  private static func decodeGesture(
    _ value: JSONValue, members: [JSONMember], path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> Self {
    typealias Kind = TourDocument.Gesture.Kind
    guard let gestureValue = members.first(where: { $0.key == "gesture" })?.value else {
      throw session.error(path, "missing required key \"gesture\"", at: value)
    }
    let name = try TourObjectReader.choice(
      gestureValue, path: JSONPath.member(path, "gesture"), Kind.names.map { ($0, $0) }, session: session)
    let parameter: [String] =
      switch name {
      case "longPress": ["seconds"]
      case "swipe": ["direction"]
      case "pan": ["distance"]
      default: []
      }
    let object = try TourObjectReader(
      value, path: path, keys: ["type", "gesture"] + parameter + ["area", "action"], session: session)
    let kind: Kind
    switch name {
    case "doubleTap": kind = .doubleTap
    case "longPress":
      kind = .longPress(
        seconds: try object.number("seconds", TourNumberRules.longPressDuration) ?? Kind.defaultLongPressSeconds)
    case "swipe":
      let directionValue = try object.required("direction")
      kind = .swipe(
        try TourObjectReader.choice(
          directionValue, path: object.path("direction"),
          TourDocument.Gesture.Direction.self, session: session))
    case "pan":
      let distanceValue = try object.required("distance")
      kind = .pan(
        distance: try TourObjectReader.number(
          distanceValue, path: object.path("distance"), TourNumberRules.panDistance, session: session))
    default: kind = .tap
    }
    var area = TourDocument.Gesture.Area.target
    if let areaValue = object.value("area") {
      area = try TourDocument.Gesture.Area.decode(areaValue, path: object.path("area"), session)
    }
    return Self(
      .gesture(TourDocument.Gesture(kind, in: area)), action: try object.choice("action", Action.self) ?? .advance)
  }
}

extension TourDocument.Gesture.Area {
  static func decode(
    _ value: JSONValue, path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> Self {
    switch value.content {
    case .string:
      let names: [(String, Self)] = [("target", .target), ("opening", .opening), ("anywhere", .anywhere)]
      return try TourObjectReader.choice(value, path: path, names, session: session)
    case .object:
      let object = try TourObjectReader(value, path: path, keys: ["element"], session: session)
      return .element(ElementID(try object.requiredString("element", nonEmpty: true)))
    default:
      throw session.mismatch(path, expected: "\"target\", \"opening\", \"anywhere\" or {\"element\": id}", value)
    }
  }
}

extension TourDocument.AudioCue {
  static func decode(
    _ value: JSONValue, path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> Self {
    switch value.content {
    case .string:
      return Self(name: try TourObjectReader.string(value, path: path, nonEmpty: true, session: session))
    case .object:
      let object = try TourObjectReader(value, path: path, keys: ["name", "volume"], session: session)
      let name = try object.requiredString("name", nonEmpty: true)
      return Self(name: name, volume: try object.number("volume", .unitInterval) ?? 1)
    default:
      throw session.mismatch(path, expected: "a cue name or an object {\"name\", \"volume\"}", value)
    }
  }
}

extension TourDocument.Presentation {
  static func decode(
    _ value: JSONValue, path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> Self {
    let names = [("host", "host"), ("newWindow", "newWindow")]
    let name: String
    var level: Double?
    switch value.content {
    case .string:
      name = try TourObjectReader.choice(value, path: path, names, session: session)
    case .object(let members):
      guard let typeValue = members.first(where: { $0.key == "type" })?.value else {
        throw session.error(path, "missing required key \"type\"", at: value)
      }
      name = try TourObjectReader.choice(typeValue, path: JSONPath.member(path, "type"), names, session: session)
      let keys = name == "newWindow" ? ["type", "level"] : ["type"]
      let object = try TourObjectReader(value, path: path, keys: keys, session: session)
      level = try object.number("level", TourNumberRules.windowLevel)
    default:
      throw session.mismatch(path, expected: "\"host\", \"newWindow\" or an object with a \"type\"", value)
    }
    if name == "host" { return .host }
    #if !LODESTAR_WINDOWING
      _ = level
      throw session.error(
        path,
        "expected \"host\": \"newWindow\" is not available in the app-extension-safe flavour "
          + "(built without the Windowing trait)",
        at: value)
    #else
      return .newWindow(level: level ?? defaultWindowLevel)
    #endif
  }
}
