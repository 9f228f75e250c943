/// Writes the JSON path of a value in messages: `steps[2].focusStyle`, `middleware[0].name`.
///
/// The path of the document itself is empty; a member adds `.key` (just `key` at the top) and an array
/// element adds `[index]`. A key longer than ``JSONEcho/quotedLengthLimit`` characters is shortened with
/// `...`, so a message never echoes a long input.
package enum JSONPath {
  /// The path of the member `key` of the object at `path`.
  package static func member(_ path: String, _ key: String) -> String {
    let shown = JSONEcho.shortened(key)
    return path.isEmpty ? shown : "\(path).\(shown)"
  }

  /// The path of the element `index` of the array at `path`.
  package static func element(_ path: String, _ index: Int) -> String {
    "\(path)[\(index)]"
  }

  /// One step of a path.
  package enum Component: Sendable, Hashable {
    /// An object member.
    case key(String)
    /// An array element.
    case index(Int)
  }

  /// The path of a list of components, outermost first.
  package static func text(of components: some Sequence<Component>) -> String {
    var path = ""
    for component in components {
      switch component {
      case .key(let key): path = member(path, key)
      case .index(let index): path = element(path, index)
      }
    }
    return path
  }
}
