import LodestarJSON
import LodestarLayout
import LodestarViewModel

extension TourDocument.Step {
  static let keys = [
    "id", "targets", "primaryTarget", "title", "hint", "nextText", "placement", "focusStyle", "interaction",
    "completers", "onMissingTarget", "targetWaitTimeout", "host", "presentation", "attachments", "audioCue",
  ]

  static func decode(
    _ value: JSONValue, path: String, session: TourDecodingSession
  ) throws(TourDocumentError) -> Self {
    let object = try TourObjectReader(value, path: path, keys: keys, session: session)
    var step = Self(id: try object.requiredString("id", nonEmpty: true), hint: "")
    if let targets = object.value("targets") {
      step.targets = try decodeTargets(targets, path: object.path("targets"), session: session)
    }
    step.primaryTarget = try object.string("primaryTarget", nonEmpty: true).map { ElementID($0) }
    step.title = try object.string("title")
    step.hint = try object.requiredString("hint")
    step.nextText = try object.string("nextText")
    if let placement = object.value("placement") {
      step.placement = try TourDocument.StepPlacement.decode(placement, path: object.path("placement"), session)
    }
    if let style = object.value("focusStyle") {
      step.focusStyle = try TourDocument.FocusStyle.decode(style, path: object.path("focusStyle"), session)
    }
    if let interaction = object.value("interaction") {
      step.interaction = try TourDocument.Interaction.decode(interaction, path: object.path("interaction"), session)
    }
    if let completers = object.value("completers") {
      let completersPath = object.path("completers")
      guard case .array(let elements) = completers.content else {
        throw session.mismatch(completersPath, expected: "an array of completers", completers)
      }
      for (index, element) in elements.enumerated() {
        step.completers.append(
          try TourDocument.Completer.decode(element, path: JSONPath.element(completersPath, index), session))
      }
    }
    step.onMissingTarget = try object.choice("onMissingTarget", TourDocument.MissingTargetPolicy.self) ?? .skip
    step.targetWaitTimeout = try object.number("targetWaitTimeout", TourNumberRules.waitTimeout) ?? 0
    step.host = try object.string("host", nonEmpty: true).map { ElementID($0) }
    if let presentation = object.value("presentation") {
      step.presentation = try TourDocument.Presentation.decode(
        presentation, path: object.path("presentation"), session)
    }
    if let attachments = object.value("attachments") {
      step.attachments = try decodeAttachments(attachments, path: object.path("attachments"), session: session)
    }
    if let audioCue = object.value("audioCue") {
      step.audioCue = try TourDocument.AudioCue.decode(audioCue, path: object.path("audioCue"), session)
    }
    return step
  }

  /// The targets; `path` is written only for a problem.
  private static func decodeTargets(
    _ value: JSONValue, path: @autoclosure () -> String, session: TourDecodingSession
  ) throws(TourDocumentError) -> [ElementID] {
    switch value.content {
    case .string:
      return [ElementID(try TourObjectReader.string(value, path: path(), nonEmpty: true, session: session))]
    case .array(let elements):
      var targets: [ElementID] = []
      targets.reserveCapacity(elements.count)
      for (index, element) in elements.enumerated() {
        let id = try TourObjectReader.string(
          element, path: JSONPath.element(path(), index), nonEmpty: true, session: session)
        targets.append(ElementID(id))
      }
      return targets
    default:
      throw session.mismatch(path(), expected: "a target id or an array of target ids", value)
    }
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
  static let keys = [
    "overlayTapAdvances", "dismissesOnOutsideTap", "allowsInteractionInsideCutout", "forwardsAllTouches",
    "forwardingRegion",
  ]

  static func decode(
    _ value: JSONValue, path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> Self {
    let object = try TourObjectReader(value, path: path, keys: keys, session: session)
    var interaction = Self()
    interaction.overlayTapAdvances = try object.bool("overlayTapAdvances") ?? true
    interaction.dismissesOnOutsideTap = try object.bool("dismissesOnOutsideTap") ?? false
    interaction.allowsInteractionInsideCutout = try object.bool("allowsInteractionInsideCutout") ?? false
    interaction.forwardsAllTouches = try object.bool("forwardsAllTouches") ?? false
    interaction.forwardingRegion = try object.choice("forwardingRegion", TourDocument.ForwardingRegion.self) ?? .opening
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
          TourDocument.Gesture.Direction.allCases.map { ($0.rawValue, $0) }, session: session))
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
    #if LODESTAR_APP_EXTENSION_SAFE
      _ = level
      throw session.error(
        path,
        "expected \"host\": \"newWindow\" is not available in the app-extension-safe flavour "
          + "(LODESTAR_APP_EXTENSION_SAFE)",
        at: value)
    #else
      return .newWindow(level: level ?? defaultWindowLevel)
    #endif
  }
}
