import LodestarGeometry
import LodestarHostTree
import LodestarJSON

extension TourDocument.FocusStyle {
  static func decode(
    _ value: JSONValue, path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> Self {
    let styles: [(name: String, value: Self)] = [
      ("default", .default), ("rect", .rect), ("roundedRect", .roundedRect(RoundedRect())),
      ("circle", .circle(Circle())),
      ("oval", .oval), ("capsule", .capsule), ("none", .none),
    ]
    switch value.content {
    case .string:
      return try TourObjectReader.choice(value, path: path, styles, session: session)
    case .object(let members):
      guard let typeValue = members.first(where: { $0.key == "type" })?.value else {
        throw session.error(path, "missing required key \"type\"", at: value)
      }
      let style = try TourObjectReader.choice(
        typeValue, path: JSONPath.member(path, "type"), styles, session: session)
      switch style {
      case .roundedRect:
        let object = try TourObjectReader(
          value, path: path, keys: ["type", "insets", "radius", "corners"], session: session)
        var parameters = RoundedRect()
        if let insets = object.value("insets") {
          parameters.insets = try decodeInsets(insets, object.path("insets"), session)
        }
        if let radius = object.value("radius") {
          parameters.radius = try decodeCornerRadius(radius, object.path("radius"), session)
        }
        if let corners = object.value("corners") {
          parameters.corners = try decodeCorners(corners, object.path("corners"), session)
        }
        return .roundedRect(parameters)
      case .circle:
        let object = try TourObjectReader(
          value, path: path, keys: ["type", "radius", "centerOffset"], session: session)
        var parameters = Circle()
        if let radius = object.value("radius") {
          parameters.radius = try decodeCircleRadius(radius, object.path("radius"), session)
        }
        if let offset = object.value("centerOffset") {
          let point = try TourObjectReader(
            offset, path: object.path("centerOffset"), keys: ["x", "y"], session: session)
          parameters.centerOffset = Point(
            x: try point.number("x", TourNumberRules.offset) ?? 0, y: try point.number("y", TourNumberRules.offset) ?? 0
          )
        }
        return .circle(parameters)
      default:
        _ = try TourObjectReader(value, path: path, keys: ["type"], session: session)
        return style
      }
    default:
      throw session.mismatch(path, expected: "a focus style name or an object with a \"type\"", value)
    }
  }

  private static func decodeInsets(
    _ value: JSONValue, _ path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> DirectionalEdgeInsets {
    switch value.content {
    case .number:
      return DirectionalEdgeInsets(
        all: try TourObjectReader.number(value, path: path, TourNumberRules.offset, session: session))
    case .object:
      let object = try TourObjectReader(
        value, path: path, keys: ["top", "leading", "bottom", "trailing"], session: session)
      return DirectionalEdgeInsets(
        top: try object.number("top", TourNumberRules.offset) ?? 0,
        leading: try object.number("leading", TourNumberRules.offset) ?? 0,
        bottom: try object.number("bottom", TourNumberRules.offset) ?? 0,
        trailing: try object.number("trailing", TourNumberRules.offset) ?? 0)
    default:
      throw session.mismatch(
        path, expected: "a number or an object {\"top\", \"leading\", \"bottom\", \"trailing\"}", value)
    }
  }

  /// Reads a radius given as a number (`.fixed`) or an object with exactly one of the modes' keys.
  private static func decodeRadius<Radius>(
    _ value: JSONValue, _ path: String, _ session: TourDecodingSession,
    modes: [(key: String, rule: NumberRule, make: (Double) -> Radius)]
  ) throws(TourDocumentError) -> Radius {
    let keys = modes.map(\.key)
    switch value.content {
    case .number:
      return modes[0].make(try TourObjectReader.number(value, path: path, modes[0].rule, session: session))
    case .object(let members):
      let object = try TourObjectReader(value, path: path, keys: keys, session: session)
      let present = members.filter { keys.contains($0.key) }
      guard present.count == 1, let member = present.first, let mode = modes.first(where: { $0.key == member.key })
      else {
        throw session.error(path, "expected an object with exactly one of \(KeySuggestion.list(keys))", at: value)
      }
      return mode.make(
        try TourObjectReader.number(member.value, path: object.path(member.key), mode.rule, session: session))
    default:
      if case .string(let text) = value.content,
        NameSuggestion.closest(to: text, in: keys) != nil || keys.contains(text)
      {
        let example = "{\(JSONEcho.quoted(keys[1])): 2}"
        throw session.mismatch(path, expected: "\(modes[0].rule.expectation) or an object such as \(example)", value)
      }
      throw session.mismatch(path, expected: modes[0].rule.expectation, value)
    }
  }

  private static func decodeCornerRadius(
    _ value: JSONValue, _ path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> CornerRadius {
    try decodeRadius(
      value, path, session,
      modes: [
        ("fixed", TourNumberRules.length, { .fixed($0) }),
        ("followTarget", TourNumberRules.offset, { .followTarget($0) }),
        ("scaleWithTarget", TourNumberRules.scale, { .scaleWithTarget($0) }),
      ])
  }

  private static func decodeCircleRadius(
    _ value: JSONValue, _ path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> CircleRadius {
    try decodeRadius(
      value, path, session,
      modes: [
        ("fixed", TourNumberRules.length, { .fixed($0) }),
        ("scaledToTarget", TourNumberRules.scale, { .scaledToTarget($0) }),
      ])
  }

  private static func decodeCorners(
    _ value: JSONValue, _ path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> Set<Corner> {
    guard case .array(let elements) = value.content else {
      throw session.mismatch(path, expected: "an array of corner names", value)
    }
    var corners: Set<Corner> = []
    for (index, element) in elements.enumerated() {
      let elementPath = JSONPath.element(path, index)
      let corner = try TourObjectReader.choice(
        element, path: elementPath, Corner.self, session: session)
      if !corners.insert(corner).inserted {
        throw session.error(elementPath, "duplicate corner \(JSONEcho.quoted(corner.rawValue))", at: element)
      }
    }
    return corners
  }
}
