/// The result builder behind ``SceneGraph``'s and ``SceneElement``'s trailing closures: lists elements,
/// with `if`, `if`/`else`, `switch` and `for` loops.
@resultBuilder
public enum SceneGraphBuilder {
  /// Combines the elements of each statement.
  public static func buildBlock(_ components: [SceneElement]...) -> [SceneElement] {
    components.flatMap { $0 }
  }

  /// Lifts one element.
  public static func buildExpression(_ element: SceneElement) -> [SceneElement] { [element] }

  /// Lifts a list of elements.
  public static func buildExpression(_ elements: [SceneElement]) -> [SceneElement] { elements }

  /// Handles an `if` without `else`.
  public static func buildOptional(_ component: [SceneElement]?) -> [SceneElement] { component ?? [] }

  /// Handles the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [SceneElement]) -> [SceneElement] { component }

  /// Handles the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [SceneElement]) -> [SceneElement] { component }

  /// Handles a `for` loop.
  public static func buildArray(_ components: [[SceneElement]]) -> [SceneElement] { components.flatMap { $0 } }
}
