import Foundation
import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarJSON
import LodestarLayout
import LodestarScene
import LodestarText
import LodestarViewModel

extension TourDocument {
  /// The document as JSON text in the tour format: members in the format's order, values at their
  /// defaults left out, numbers in their shortest round-trip form, two-space indentation, a final newline.
  /// Equal documents give equal text, and decoding the text gives back an equal document.
  ///
  /// - Returns: The document's JSON text.
  /// - Throws: A ``TourDocumentError`` naming the path of a number that is not finite (JSON cannot
  ///   represent it).
  public func jsonString() throws(TourDocumentError) -> String {
    let output = output
    if let path = output.pathOfNonFiniteNumber() {
      throw TourDocumentError(path: path, message: "expected a finite number: JSON cannot represent it")
    }
    return JSONWriter(layout: .indented, scalarArraysOnOneLine: true).text(of: output) + "\n"
  }

  /// The document as UTF-8 JSON in the tour format (see ``jsonString()``).
  ///
  /// - Returns: The document's UTF-8 JSON.
  /// - Throws: A ``TourDocumentError`` naming the path of a number that is not finite.
  public func jsonData() throws(TourDocumentError) -> Data {
    Data(try jsonString().utf8)
  }

  var output: JSONOutput {
    var members: [(key: String, value: JSONOutput)] = []
    if let schema { members.append(("$schema", .string(schema))) }
    members.append(("version", .number(Double(Self.formatVersion))))
    members.append(("id", .string(id)))
    let options = options.output
    if case .object(let list, _) = options, !list.isEmpty { members.append(("options", options)) }
    members.append(("steps", .array(steps.map(\.output))))
    return .object(members)
  }
}

extension TourDocument.Options {
  var output: JSONOutput {
    var members: [(key: String, value: JSONOutput)] = []
    if let overlayColor { members.append(("overlayColor", overlayColor.output)) }
    if let blurStyle { members.append(("blurStyle", .string(blurStyle.rawValue))) }
    if let skipLabel { members.append(("skipLabel", .string(skipLabel))) }
    if overlayTaps { members.append(("overlayTaps", .bool(true))) }
    if !keyboardNavigation { members.append(("keyboardNavigation", .bool(false))) }
    if !escapeCloses { members.append(("escapeCloses", .bool(false))) }
    if previousFromFirst != .end { members.append(("previousFromFirst", .string(previousFromFirst.rawValue))) }
    if transitionPolicy != .ignore { members.append(("transitionPolicy", .string(transitionPolicy.rawValue))) }
    if reducedMotion != .system { members.append(("reducedMotion", .string(reducedMotion.rawValue))) }
    if reveal != .nearest { members.append(("reveal", .string(reveal.rawValue))) }
    if let textSizes {
      var range: [(key: String, value: JSONOutput)] = []
      if textSizes.lowerBound != .xSmall { range.append(("minimum", .string(textSizes.lowerBound.rawValue))) }
      if textSizes.upperBound != .accessibility5 { range.append(("maximum", .string(textSizes.upperBound.rawValue))) }
      members.append(("textSizes", .object(range)))
    }
    return .object(members)
  }
}

extension TourDocument.OverlayColor {
  var output: JSONOutput {
    switch self {
    case .rgba(let red, let green, let blue, let alpha):
      let hex = [red, green, blue, alpha].map { component in
        let digits = String(component, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }
      return .string("#" + hex.joined())
    case .white(let white, let alpha):
      return .object([("white", .number(white)), ("alpha", .number(alpha))], inline: true)
    }
  }
}

extension TourDocument.Step {
  var output: JSONOutput {
    var members: [(key: String, value: JSONOutput)] = [("id", .string(id))]
    if !targets.isEmpty { members.append(("targets", .array(targets.map { .string($0.rawValue) }))) }
    if let primaryTarget { members.append(("primaryTarget", .string(primaryTarget.rawValue))) }
    if let title { members.append(("title", .string(title))) }
    members.append(("hint", .string(hint)))
    if let nextText { members.append(("nextText", .string(nextText))) }
    if placement != .coachMark { members.append(("placement", placement.output)) }
    if focusStyle != .default { members.append(("focusStyle", focusStyle.output)) }
    let interaction = interaction.output
    if case .object(let list, _) = interaction, !list.isEmpty { members.append(("interaction", interaction)) }
    if !completers.isEmpty { members.append(("completers", .array(completers.map(\.output)))) }
    if onMissingTarget != .skip { members.append(("onMissingTarget", .string(onMissingTarget.rawValue))) }
    if targetWaitTimeout != 0 { members.append(("targetWaitTimeout", .number(targetWaitTimeout))) }
    if let reveal { members.append(("reveal", .string(reveal.rawValue))) }
    if let host { members.append(("host", .string(host.rawValue))) }
    if presentation != .host { members.append(("presentation", presentation.output)) }
    if !attachments.isEmpty {
      let sorted = attachments.sorted { $0.key < $1.key }
      members.append(("attachments", .object(sorted.map { ($0.key, .string($0.value)) })))
    }
    if let audioCue {
      members.append(
        (
          "audioCue",
          audioCue.volume == 1
            ? .string(audioCue.name)
            : .object([("name", .string(audioCue.name)), ("volume", .number(audioCue.volume))], inline: true)
        ))
    }
    if let condition { members.append(("when", condition.output)) }
    return .object(members)
  }
}

extension TourDocument.StepPlacement {
  var output: JSONOutput {
    switch self {
    case .anchored(let placement):
      // "left" and "right" name the coach-mark cases; the anchored ones need the object form.
      if Self.coachMarkCases.contains(where: { $0.name == placement.name }) {
        return .object([("anchored", .string(placement.name))], inline: true)
      }
      return .string(placement.name)
    default:
      return .string(Self.coachMarkCases.first { $0.placement == self }?.name ?? "coachMark")
    }
  }
}

extension TourDocument.FocusStyle {
  var output: JSONOutput {
    switch self {
    case .roundedRect(let parameters):
      var members: [(key: String, value: JSONOutput)] = [("type", .string(name))]
      if parameters.insets != .zero { members.append(("insets", Self.output(parameters.insets))) }
      let radius: JSONOutput =
        switch parameters.radius {
        case .fixed(let value): .number(value)
        case .followTarget(let value): .object([("followTarget", .number(value))], inline: true)
        case .scaleWithTarget(let value): .object([("scaleWithTarget", .number(value))], inline: true)
        }
      if parameters.radius != .fixed(4) { members.append(("radius", radius)) }
      if parameters.corners != Corner.all {
        let corners = Corner.allCases.filter { parameters.corners.contains($0) }
        members.append(("corners", .array(corners.map { .string($0.rawValue) })))
      }
      return members.count == 1 ? .string(name) : .object(members)
    case .circle(let parameters):
      var members: [(key: String, value: JSONOutput)] = [("type", .string(name))]
      if parameters.radius != .fixed(50) {
        let radius: JSONOutput =
          switch parameters.radius {
          case .fixed(let value): .number(value)
          case .scaledToTarget(let value): .object([("scaledToTarget", .number(value))], inline: true)
          }
        members.append(("radius", radius))
      }
      if parameters.centerOffset != .zero {
        members.append(
          (
            "centerOffset",
            .object(
              [("x", .number(parameters.centerOffset.x)), ("y", .number(parameters.centerOffset.y))], inline: true)
          )
        )
      }
      return members.count == 1 ? .string(name) : .object(members)
    default:
      return .string(name)
    }
  }

  private static func output(_ insets: DirectionalEdgeInsets) -> JSONOutput {
    if insets.top == insets.leading, insets.top == insets.bottom, insets.top == insets.trailing {
      return .number(insets.top)
    }
    var members: [(key: String, value: JSONOutput)] = []
    for (edge, value) in [
      ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing),
    ] where value != 0 {
      members.append((edge, .number(value)))
    }
    return .object(members, inline: true)
  }
}

extension TourDocument.Interaction {
  var output: JSONOutput {
    var members: [(key: String, value: JSONOutput)] = []
    if !overlayTapAdvances { members.append(("overlayTapAdvances", .bool(false))) }
    if dismissesOnOutsideTap { members.append(("dismissesOnOutsideTap", .bool(true))) }
    if allowsInteractionInsideCutout { members.append(("allowsInteractionInsideCutout", .bool(true))) }
    if forwardsAllTouches { members.append(("forwardsAllTouches", .bool(true))) }
    if forwardingRegion != .opening { members.append(("forwardingRegion", .string(forwardingRegion.rawValue))) }
    if passesScrollGestures { members.append(("passesScrollGestures", .bool(true))) }
    return .object(members)
  }
}

extension TourDocument.Completer {
  var output: JSONOutput {
    var members: [(key: String, value: JSONOutput)] = [("type", .string(trigger.name))]
    switch trigger {
    case .event(let name): members.append(("name", .string(name)))
    case .afterDuration(let seconds): members.append(("seconds", .number(seconds)))
    case .tapInsideCutout, .tapOnTarget: break
    case .gesture(let gesture):
      members.append(("gesture", .string(gesture.kind.name)))
      switch gesture.kind {
      case .tap, .doubleTap: break
      case .longPress(let seconds):
        if seconds != TourDocument.Gesture.Kind.defaultLongPressSeconds {
          members.append(("seconds", .number(seconds)))
        }
      case .swipe(let direction): members.append(("direction", .string(direction.rawValue)))
      case .pan(let distance): members.append(("distance", .number(distance)))
      }
      switch gesture.area {
      case .target: break
      case .opening: members.append(("area", .string("opening")))
      case .anywhere: members.append(("area", .string("anywhere")))
      case .element(let id): members.append(("area", .object([("element", .string(id.rawValue))], inline: true)))
      }
    }
    if action != .advance { members.append(("action", .string(action.rawValue))) }
    return .object(members, inline: true)
  }
}

extension TourDocument.Presentation {
  var output: JSONOutput {
    #if !LODESTAR_WINDOWING
      return .string("host")
    #else
      switch self {
      case .host: return .string("host")
      case .newWindow(let level):
        if level == Self.defaultWindowLevel { return .string("newWindow") }
        return .object([("type", .string("newWindow")), ("level", .number(level))], inline: true)
      }
    #endif
  }
}

extension StepCondition {
  /// The condition as the format writes it (see ``StepConditionFormat``).
  var output: JSONOutput {
    switch self {
    case .parameter(let key, let comparison):
      return .object(
        [("parameter", .string(key)), (StepConditionFormat.name(of: comparison), comparison.operand.output)],
        inline: true)
    case .donations(let event, let window, let comparison):
      var members: [(key: String, value: JSONOutput)] = [("event", .string(event))]
      if let window {
        // The largest unit the window is a whole number of (it reads back as the same seconds).
        let unit =
          StepConditionFormat.windowUnits.reversed().first { unit in
            let count = window / unit.seconds
            return count >= 1 && count.rounded() == count && count * unit.seconds == window
          } ?? (name: "seconds", seconds: 1)
        members.append(("within", .object([(unit.name, .number(window / unit.seconds))], inline: true)))
      }
      members.append((StepConditionFormat.name(of: comparison), comparison.operand.output))
      return .object(members, inline: true)
    case .all(let conditions):
      return .object([("all", .array(conditions.map(\.output)))])
    case .any(let conditions):
      return .object([("any", .array(conditions.map(\.output)))])
    case .not(let condition):
      return .object([("not", condition.output)])
    }
  }
}

extension StepConditionValue {
  /// The value as JSON.
  var output: JSONOutput {
    switch self {
    case .bool(let flag): .bool(flag)
    case .number(let number): .number(number)
    case .string(let text): .string(text)
    }
  }
}
