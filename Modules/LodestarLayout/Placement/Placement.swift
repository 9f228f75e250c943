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
public enum Alignment: String, Sendable, Hashable, Codable, CaseIterable {
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
  public var alignment: Alignment?

  /// Creates a placement from a side and an optional alignment.
  public init(side: Side, alignment: Alignment? = nil) {
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
      guard let alignment = Alignment(rawValue: String(parts[1])) else { return nil }
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
