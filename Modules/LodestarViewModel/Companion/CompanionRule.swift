import LodestarGeometry
import LodestarLayout

/// Places a companion view beside the focus (or its opening) on a side, with an alignment and a spacing,
/// kept inside the safe area: Floating UI's placement with offset, flip and shift.
///
/// Leading and trailing mirror in right-to-left layouts, for the side and for the alignment along a top or
/// bottom side. A step without a focus or an opening centres the view in the safe area.
public struct CompanionRule: Sendable, Hashable {
  /// The side of the reference the view goes on.
  public var side: CompanionSide
  /// How the view lines up with the reference along that side.
  public var alignment: CompanionAlignment
  /// The distance between the reference and the view, in points. Default 8.
  public var spacing: Double
  /// What the view is placed against. Default: the opening's bounds.
  public var reference: CompanionReference
  /// Whether the view flips to the other side and shifts along it to stay inside the safe area. Default
  /// `true`.
  public var keepsInsideSafeArea: Bool

  /// Creates a rule.
  ///
  /// - Parameters:
  ///   - side: The side of the reference the view goes on.
  ///   - alignment: How the view lines up with the reference along that side.
  ///   - spacing: The distance between the reference and the view; a value that is not finite counts as 0.
  ///   - reference: What the view is placed against.
  ///   - keepsInsideSafeArea: Whether the view flips and shifts to stay inside the safe area.
  public init(
    side: CompanionSide, alignment: CompanionAlignment = .center, spacing: Double = 8,
    reference: CompanionReference = .openingBounds, keepsInsideSafeArea: Bool = true
  ) {
    self.side = side
    self.alignment = alignment
    self.spacing = spacing
    self.reference = reference
    self.keepsInsideSafeArea = keepsInsideSafeArea
  }

  /// The frame of a view of `size` placed by the rule against `guide`.
  ///
  /// - Parameters:
  ///   - size: The view's size.
  ///   - guide: The step's guide.
  /// - Returns: The frame in overlay space.
  public func frame(for size: Size, in guide: FocusLayoutGuide) -> Rect {
    let referenceFrame: Rect? =
      switch reference {
      case .focusFrame: guide.focusFrame ?? guide.openingBounds
      case .openingBounds: guide.openingBounds ?? guide.focusFrame
      }
    guard let referenceFrame, referenceFrame.isFinite else {
      return Rect(
        x: guide.safeArea.midX - size.width / 2, y: guide.safeArea.midY - size.height / 2, width: size.width,
        height: size.height)
    }
    let isRightToLeft = guide.layoutDirection == .rightToLeft
    let placementSide: Side =
      switch side {
      case .above: .top
      case .below: .bottom
      case .leading: isRightToLeft ? .right : .left
      case .trailing: isRightToLeft ? .left : .right
      }
    let placementAlignment: PlacementAlignment? =
      switch alignment {
      case .start: .start
      case .center: nil
      case .end: .end
      }
    var middleware: [any Middleware] = [OffsetMiddleware(spacing.isFinite ? spacing : 0)]
    if keepsInsideSafeArea { middleware += [FlipMiddleware(), ShiftMiddleware()] }
    return computePosition(
      reference: referenceFrame, floating: size, boundary: guide.safeArea,
      placement: Placement(side: placementSide, alignment: placementAlignment), layoutDirection: guide.layoutDirection,
      middleware: middleware
    ).frame
  }
}

/// The side of the reference a companion view goes on.
public enum CompanionSide: String, Sendable, Hashable, Codable, CaseIterable {
  /// Above.
  case above
  /// Below.
  case below
  /// On the leading side (the left in left-to-right layouts).
  case leading
  /// On the trailing side (the right in left-to-right layouts).
  case trailing
}

/// How a companion view lines up with its reference along the side it is on: for a side above or below,
/// the leading, centre or trailing edges (mirrored in right-to-left layouts); for a leading or trailing
/// side, the top, centre or bottom edges.
public enum CompanionAlignment: String, Sendable, Hashable, Codable, CaseIterable {
  /// The leading edges above or below the reference; the top edges beside it.
  case start
  /// The centres.
  case center
  /// The trailing edges above or below the reference; the bottom edges beside it.
  case end
}

/// What a ``CompanionRule`` places its view against.
public enum CompanionReference: String, Sendable, Hashable, Codable, CaseIterable {
  /// The focus's frame (the opening's bounds when there is no focus).
  case focusFrame
  /// The opening's bounds (the focus's frame when nothing is open).
  case openingBounds
}
