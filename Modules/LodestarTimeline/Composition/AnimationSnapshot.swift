/// The values of every animated property at one moment: what ``KeyframeAnimation/sample(at:base:)-(Double,_)`` returns.
public struct AnimationSnapshot: Sendable, Hashable {
  /// The values by property.
  public private(set) var values: [AnimatedProperty: AnimationValue]

  /// Creates a snapshot, by default empty.
  public init(_ values: [AnimatedProperty: AnimationValue] = [:]) {
    self.values = values
  }

  /// The value of a property, or `nil` when nothing set it.
  public subscript(property: AnimatedProperty) -> AnimationValue? {
    get { values[property] }
    set { values[property] = newValue }
  }

  /// The value of a property as a given type, or `nil` when it is missing or of another type.
  public func value<Value: AnimationValueConvertible>(
    of property: AnimatedProperty, as type: Value.Type = Value.self
  ) -> Value? {
    values[property].flatMap(Value.init(animationValue:))
  }

  /// Sets the value of a property.
  public mutating func setValue<Value: AnimationValueConvertible>(_ value: Value, of property: AnimatedProperty) {
    values[property] = value.animationValue
  }
}
