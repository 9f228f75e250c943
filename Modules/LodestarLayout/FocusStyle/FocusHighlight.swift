import LodestarGeometry

/// What the coach mark anchors to when a step highlights several targets.
public enum FocusAnchor: Sendable, Hashable {
  /// The target at this index (the first one when out of range).
  case primary(Int)
  /// The union of every target's layout rectangle.
  case union
}

/// A step's highlight: one opening per target (their union stays open in the overlay) and the rectangle
/// the coach mark anchors to.
public struct FocusHighlight: Sendable {
  /// The openings, one per target, in order.
  public var openings: [FocusOpening]
  /// What the coach mark anchors to.
  public var anchor: FocusAnchor

  /// Highlights `targets` with `style`.
  public init(targets: [FocusTarget], style: some FocusStyle = DefaultFocusStyle(), anchor: FocusAnchor = .primary(0)) {
    self.openings = targets.map { style.opening(for: $0) }
    self.anchor = anchor
  }

  /// Highlights targets each with its own style.
  public init(targets: [(target: FocusTarget, style: any FocusStyle)], anchor: FocusAnchor = .primary(0)) {
    self.openings = targets.map { $0.style.opening(for: $0.target) }
    self.anchor = anchor
  }

  /// The rectangle the coach mark is laid out against, or `nil` without targets.
  public var anchorFrame: Rect? {
    guard let first = openings.first else { return nil }
    switch anchor {
    case .primary(let index):
      return openings.indices.contains(index) ? openings[index].layoutFrame : first.layoutFrame
    case .union:
      return openings.dropFirst().reduce(first.layoutFrame) { $0.union($1.layoutFrame) }
    }
  }

  /// The bounds of the opening (or, for ``FocusAnchor/union``, the openings) the coach mark anchors to
  /// (``/LodestarGeometry/Rect/null`` when it has none).
  public var anchorOpeningBounds: Rect {
    guard let first = openings.first else { return .null }
    switch anchor {
    case .primary(let index): return openings.indices.contains(index) ? openings[index].bounds : first.bounds
    case .union: return openingBounds
    }
  }

  /// The union of the openings' bounds (``/LodestarGeometry/Rect/null`` when nothing is open).
  public var openingBounds: Rect {
    openings.reduce(Rect.null) { $0.union($1.bounds) }
  }

  /// The dimming overlay for `bounds` with every opening cut out; overlapping openings stay open as their
  /// union (see ``/LodestarGeometry/BezierPath/overlay(bounds:cutouts:tolerance:)``).
  public func overlayPath(bounds: Rect) -> BezierPath {
    BezierPath.overlay(bounds: bounds, cutouts: openings.map(\.path))
  }
}
