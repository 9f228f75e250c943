extension JSONValue {
  /// The tree of the value `node` and everything inside it.
  ///
  /// - Complexity: O(*n*) in the number of values inside, and the length of their keys and strings.
  package init(_ node: JSONNode) {
    let content: Content
    switch node.kind {
    case .null: content = .null
    case .false: content = .bool(false)
    case .true: content = .bool(true)
    case .number: content = .number(node.number ?? 0, text: node.numberText ?? "")
    case .string: content = .string(node.string ?? "")
    case .array:
      var elements: [JSONValue] = []
      elements.reserveCapacity(node.count)
      for element in node.elements ?? JSONElementNodes(document: node.document, position: 0, remaining: 0) {
        elements.append(JSONValue(element))
      }
      content = .array(elements)
    case .object:
      var members: [JSONMember] = []
      members.reserveCapacity(node.count)
      for member in node.members ?? JSONMemberNodes(document: node.document, position: 0, remaining: 0) {
        members.append(JSONMember(key: member.keyText, keyOffset: member.key.offset, value: JSONValue(member.value)))
      }
      content = .object(members)
    }
    self.init(content: content, offset: node.offset)
  }
}
