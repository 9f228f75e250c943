import LodestarGeometry

/// A side of a reference element.
public enum Side: String, Sendable, Hashable, Codable, CaseIterable {
  /// Above the reference.
  case top
  /// To the right of the reference.
  case right
  /// Below the reference.
  case bottom
  /// To the left of the reference.
  case left

  /// The side across the reference.
  public var opposite: Side {
    switch self {
    case .top: .bottom
    case .right: .left
    case .bottom: .top
    case .left: .right
    }
  }
}

/// How a floating element is aligned along the side it is placed on.
public enum PlacementAlignment: String, Sendable, Hashable, Codable, CaseIterable {
  /// Aligned with the start of the reference (its left or top edge; mirrored for top and bottom sides in
  /// right-to-left layouts).
  case start
  /// Aligned with the end of the reference.
  case end
}

/// Where a floating element (a coach mark, a tooltip) goes relative to its reference: one of Floating
/// UI's 12 placements, a side with an optional alignment.
public struct Placement: Sendable, Hashable, Codable, CaseIterable {
  /// The side of the reference.
  public var side: Side
  /// The alignment along that side, or `nil` for centred.
  public var alignment: PlacementAlignment?

  /// Creates a placement from a side and an optional alignment.
  public init(side: Side, alignment: PlacementAlignment? = nil) {
    self.side = side
    self.alignment = alignment
  }

  /// All 12 placements, in Floating UI's order.
  public static let allCases: [Placement] = Side.allCases.flatMap { side in
    [Placement(side: side), Placement(side: side, alignment: .start), Placement(side: side, alignment: .end)]
  }

  /// Parses Floating UI's spelling, such as `"bottom-start"`; `nil` for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let side = Side(rawValue: String(parts[0])) else { return nil }
    if parts.count == 2 {
      guard let alignment = PlacementAlignment(rawValue: String(parts[1])) else { return nil }
      self.init(side: side, alignment: alignment)
    } else {
      self.init(side: side)
    }
  }

  /// Floating UI's spelling, such as `"bottom-start"`.
  public var name: String {
    alignment.map { "\(side.rawValue)-\($0.rawValue)" } ?? side.rawValue
  }
}

extension Placement {
  /// `top`.
  public static let top = Placement(side: .top)
  /// `top-start`.
  public static let topStart = Placement(side: .top, alignment: .start)
  /// `top-end`.
  public static let topEnd = Placement(side: .top, alignment: .end)
  /// `right`.
  public static let right = Placement(side: .right)
  /// `right-start`.
  public static let rightStart = Placement(side: .right, alignment: .start)
  /// `right-end`.
  public static let rightEnd = Placement(side: .right, alignment: .end)
  /// `bottom`.
  public static let bottom = Placement(side: .bottom)
  /// `bottom-start`.
  public static let bottomStart = Placement(side: .bottom, alignment: .start)
  /// `bottom-end`.
  public static let bottomEnd = Placement(side: .bottom, alignment: .end)
  /// `left`.
  public static let left = Placement(side: .left)
  /// `left-start`.
  public static let leftStart = Placement(side: .left, alignment: .start)
  /// `left-end`.
  public static let leftEnd = Placement(side: .left, alignment: .end)

  /// The axis the side lies on: `y` for top and bottom, `x` for left and right (Floating UI's side axis).
  @inlinable
  public var sideAxis: CoordinateAxis { side.axis }

  /// The axis along which the floating element is aligned: the other axis.
  @inlinable
  public var alignmentAxis: CoordinateAxis { side.axis.other }

  /// Whether the placement has an alignment (`-start` or `-end`).
  @inlinable
  public var isAligned: Bool { alignment != nil }

  /// The placement on the opposite side with the same alignment (`bottom-start` → `top-start`).
  @inlinable
  public var opposite: Placement { Placement(side: side.opposite, alignment: alignment) }

  /// The placement with the opposite alignment (`bottom-start` → `bottom-end`); unchanged when centred.
  @inlinable
  public var oppositeAlignment: Placement { Placement(side: side, alignment: alignment?.opposite) }
}

extension Side {
  /// The axis this side lies on: `y` for top and bottom, `x` for left and right.
  @inlinable
  public var axis: CoordinateAxis {
    switch self {
    case .top, .bottom: .y
    case .left, .right: .x
    }
  }

  /// Whether this is an origin side (top or left), where offsets point towards negative coordinates.
  @inlinable
  public var isOriginSide: Bool {
    switch self {
    case .top, .left: true
    case .bottom, .right: false
    }
  }
}

extension PlacementAlignment {
  /// The other alignment.
  @inlinable
  public var opposite: PlacementAlignment { self == .start ? .end : .start }
}

/// A coordinate axis.
public enum CoordinateAxis: String, Sendable, Hashable, Codable, CaseIterable {
  /// The horizontal axis.
  case x
  /// The vertical axis.
  case y

  /// The other axis.
  @inlinable
  public var other: CoordinateAxis { self == .x ? .y : .x }
}

extension Placement: CustomStringConvertible {
  /// Floating UI's spelling, such as `bottom-start`.
  public var description: String { name }
}
