import LodestarGeometry
import LodestarHostTree
import LodestarJSON

extension SceneGraph {
  /// The graph in the screen format: the format, a non-zero change counter, the roots and the aliases.
  var screenOutput: JSONOutput {
    var members: [(key: String, value: JSONOutput)] = [("format", .integer(Self.screenFormatVersion))]
    if version != 0 { members.append(("changeVersion", .integer(Int(clamping: version)))) }
    members.append(("roots", .array(roots.map(\.screenOutput))))
    if !aliases.isEmpty {
      let sorted = aliases.sorted { $0.key.rawValue < $1.key.rawValue }
      members.append(("aliases", .object(sorted.map { ($0.key.rawValue, .string($0.value.rawValue)) })))
    }
    return .object(members)
  }
}

extension SceneElement {
  /// The element in the screen format, leaving out attributes at their default values.
  var screenOutput: JSONOutput {
    var members: [(key: String, value: JSONOutput)] = [("id", .string(id.rawValue))]
    members.append(
      (
        "frame",
        .object(
          [
            ("x", .number(frame.origin.x)), ("y", .number(frame.origin.y)), ("width", .number(frame.size.width)),
            ("height", .number(frame.size.height)),
          ], inline: true)
      ))
    if boundsOrigin != .zero {
      members.append(
        ("boundsOrigin", .object([("x", .number(boundsOrigin.x)), ("y", .number(boundsOrigin.y))], inline: true)))
    }
    if !transform.isIdentity {
      let entries = [
        ("a", transform.a), ("b", transform.b), ("c", transform.c), ("d", transform.d), ("tx", transform.tx),
        ("ty", transform.ty),
      ]
      members.append(("transform", .object(entries.map { ($0.0, .number($0.1)) }, inline: true)))
    }
    // A scroll container clips unless it says otherwise.
    if clipsToBounds != (scrollContainer != nil) { members.append(("clipsToBounds", .bool(clipsToBounds))) }
    if let scroll = scrollContainer {
      var entries: [(key: String, value: JSONOutput)] = [
        (
          "contentSize",
          .object(
            [("width", .number(scroll.contentSize.width)), ("height", .number(scroll.contentSize.height))],
            inline: true)
        )
      ]
      let insets = scroll.contentInsets
      if insets != .zero {
        let sides = [
          ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing),
        ]
        entries.append(("contentInsets", .object(sides.map { ($0.0, .number($0.1)) }, inline: true)))
      }
      members.append(("scroll", .object(entries)))
    }
    if isHidden { members.append(("isHidden", .bool(true))) }
    if cornerRadius != 0 { members.append(("cornerRadius", .number(cornerRadius))) }
    if let accessibilityLabel { members.append(("accessibilityLabel", .string(accessibilityLabel))) }
    if !children.isEmpty { members.append(("children", .array(children.map(\.screenOutput)))) }
    return .object(members)
  }
}
