/// A step's target as its ``StepTarget`` resolver found it: whatever the view layer identifies the element
/// with (an element identifier, a frame, a view reference).
///
/// LodestarFlow never looks inside; read it back with the type the resolver returned:
///
/// ```swift
/// if let id = controller.currentTarget?.value(as: ElementID.self) { … }
/// ```
public struct ResolvedTarget: Sendable {
  /// The value the resolver returned.
  public let value: any Sendable

  /// Wraps a resolved value.
  ///
  /// - Parameter value: The value the resolver returned.
  public init(_ value: any Sendable) {
    self.value = value
  }

  /// The resolved value as a given type.
  ///
  /// - Parameter type: The type the resolver returns.
  /// - Returns: The value, or `nil` when it has another type.
  public func value<Value>(as type: Value.Type) -> Value? {
    value as? Value
  }
}
