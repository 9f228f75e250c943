/// One number per side of a rectangle: a padding, or the overflow that ``MiddlewareState/detectOverflow(_:)``
/// measures (positive: overflowing the boundary by that much; negative: room left).
public struct SideValues: Sendable, Hashable, Codable {
  /// The value for the top side.
  public var top: Double
  /// The value for the right side.
  public var right: Double
  /// The value for the bottom side.
  public var bottom: Double
  /// The value for the left side.
  public var left: Double

  /// Creates values for the four sides (Floating UI's padding object; a missing side is zero).
  @inlinable
  public init(top: Double = 0, right: Double = 0, bottom: Double = 0, left: Double = 0) {
    self.top = top
    self.right = right
    self.bottom = bottom
    self.left = left
  }

  /// The same value on every side (Floating UI's number padding).
  @inlinable
  public init(all value: Double) {
    self.init(top: value, right: value, bottom: value, left: value)
  }

  /// Zero on every side.
  public static let zero = SideValues()

  /// The value for one side.
  @inlinable
  public subscript(side: Side) -> Double {
    get {
      switch side {
      case .top: top
      case .right: right
      case .bottom: bottom
      case .left: left
      }
    }
    set {
      switch side {
      case .top: top = newValue
      case .right: right = newValue
      case .bottom: bottom = newValue
      case .left: left = newValue
      }
    }
  }
}

extension SideValues: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  /// The same value on every side.
  public init(floatLiteral value: Double) {
    self.init(all: value)
  }

  /// The same value on every side.
  public init(integerLiteral value: Int) {
    self.init(all: Double(value))
  }
}

/// Padding around the boundary used by overflow detection: a number for every side or one per side.
public typealias Padding = SideValues
