import LodestarJSON

extension TourDocument.Step {
  /// The nodes of a step's texts (its id, targets, primary target, title, hint and next text), each `nil` when the
  /// step has no such member.
  struct TextMembers {
    var id: JSONNode?
    var targets: JSONNode?
    var primaryTarget: JSONNode?
    var title: JSONNode?
    var hint: JSONNode?
    var nextText: JSONNode?

    /// The texts a reader found.
    init(_ object: TourNodeObjectReader<Key>) {
      id = object.node(.id)
      targets = object.node(.targets)
      primaryTarget = object.node(.primaryTarget)
      title = object.node(.title)
      hint = object.node(.hint)
      nextText = object.node(.nextText)
    }

    /// No texts, for ``read(_:layout:)``.
    init() {}

    /// Reads the texts of `node` in one pass, without a ``TourNodeObjectReader``, when it is an object whose keys are
    /// those of `layout` (the previous step's), in the same order, and are all texts; returns `false` otherwise, and a
    /// reader reads the step (with its errors, warnings and new layout). Such a step has no unknown key and no member
    /// of another kind, so a reader would find the same nodes and keep the layout. A method that fills the texts in
    /// place rather than a failable initializer, which copies them.
    mutating func read(_ node: JSONNode, layout: TourNodeKeyLayout<Key>) -> Bool {
      let keys = layout.keys
      guard !keys.isEmpty, node.count == keys.count, var members = node.members else { return false }
      let literals = layout.literals
      var position = 0
      while let member = members.next() {
        guard member.key.isKey(literals[position]) else { return false }
        switch keys[position] {
        case .id: id = member.value
        case .targets: targets = member.value
        case .primaryTarget: primaryTarget = member.value
        case .title: title = member.value
        case .hint: hint = member.value
        case .nextText: nextText = member.value
        default: return false
        }
        position += 1
      }
      return true
    }
  }
}
