import LodestarGeometry

/// Chooses the placement with the most room, as Floating UI's `autoPlacement` does, with the same options and
/// defaults (an alternative to `flip`).
///
/// Every candidate is visited through a reset and its overflows recorded; then the candidates are sorted
/// by main-side overflow (plus the main alignment side with `crossAxis` for aligned placements) and the
/// first that fits on every checked side wins, else the one with the least overflow.
public struct AutoPlacementMiddleware: Middleware {
  /// Whether to add the main alignment side's overflow when ranking aligned placements. Default false.
  public var crossAxis: Bool
  /// The preferred alignment, or `nil` for centred placements only (with the default list).
  public var alignment: PlacementAlignment?
  /// Whether to also try the opposite alignment. Default true.
  public var autoAlignment: Bool
  /// The allowed placements, or `nil` for all 12.
  public var allowedPlacements: [Placement]?
  /// Overflow detection options.
  public var overflow: DetectOverflowOptions

  /// Creates an auto placement.
  @inlinable
  public init(
    crossAxis: Bool = false, alignment: PlacementAlignment? = nil, autoAlignment: Bool = true,
    allowedPlacements: [Placement]? = nil, overflow: DetectOverflowOptions = DetectOverflowOptions()
  ) {
    self.crossAxis = crossAxis
    self.alignment = alignment
    self.autoAlignment = autoAlignment
    self.allowedPlacements = allowedPlacements
    self.overflow = overflow
  }

  /// `autoPlacement`.
  public var name: String { "autoPlacement" }

  /// The candidate at `index`, or `nil` past the end (Floating UI's `getPlacementList` when an alignment
  /// is set or the list is the default, the allowed list as given otherwise).
  @inlinable
  public func candidate(at index: Int) -> Placement? {
    guard index >= 0 else { return nil }
    if alignment == nil, let allowedPlacements {
      return index < allowedPlacements.count ? allowedPlacements[index] : nil
    }
    var remaining = index
    if let alignment {
      if let found = Self.nth(&remaining, in: allowedPlacements, where: { $0.alignment == alignment }) {
        return found
      }
      guard autoAlignment else { return nil }
      return Self.nth(&remaining, in: allowedPlacements, where: { $0.alignment != nil && $0.alignment != alignment })
    }
    return Self.nth(&remaining, in: allowedPlacements, where: { $0.alignment == nil })
  }

  @inlinable
  static func nth(_ remaining: inout Int, in list: [Placement]?, where predicate: (Placement) -> Bool) -> Placement? {
    if let list {
      for placement in list where predicate(placement) {
        if remaining == 0 { return placement }
        remaining -= 1
      }
      return nil
    }
    for placement in Placement.allCases where predicate(placement) {
      if remaining == 0 { return placement }
      remaining -= 1
    }
    return nil
  }

  /// Runs the middleware.
  @inlinable
  public func compute(_ state: MiddlewareState, data: inout MiddlewareData) -> MiddlewareResult {
    let overflow = state.detectOverflow(self.overflow)
    // While `hasAutoPlacement` is false, `autoPlacementStorage` holds empty search data (see
    // `MiddlewareData.autoPlacement`).
    data.hasAutoPlacement = true
    let currentIndex = data.autoPlacementStorage.index
    guard let current = candidate(at: currentIndex) else { return .unchanged }
    let sides = state.alignmentSides(for: current)
    if state.placement != current {
      return MiddlewareResult(reset: .recompute(placement: candidate(at: 0), rects: nil))
    }
    let record = OverflowRecord(
      placement: current, count: 3, first: overflow[current.side], second: overflow[sides.main],
      third: overflow[sides.cross])
    if let next = candidate(at: currentIndex + 1) {
      data.autoPlacementStorage.index = currentIndex + 1
      data.autoPlacementStorage.overflows.append(record)
      return MiddlewareResult(reset: .recompute(placement: next, rects: nil))
    }
    // A stable sort by score, then the first that fits; else the first by score.
    var best: (placement: Placement, score: Double)?
    var bestFitting: (placement: Placement, score: Double)?
    let previousCount = data.autoPlacementStorage.overflows.count
    for index in 0...previousCount {
      let tried = index < previousCount ? data.autoPlacementStorage.overflows[index] : record
      let score = tried.placement.alignment != nil && crossAxis ? 0 + tried.first + tried.second : tried.first
      if best == nil || score - (best?.score ?? 0) < 0 {
        best = (tried.placement, score)
      }
      let fits = tried.first <= 0 && tried.second <= 0 && (tried.placement.alignment != nil || tried.third <= 0)
      if fits, bestFitting == nil || score - (bestFitting?.score ?? 0) < 0 {
        bestFitting = (tried.placement, score)
      }
    }
    let resetPlacement = bestFitting?.placement ?? best?.placement ?? current
    if resetPlacement != state.placement {
      data.autoPlacementStorage.index = currentIndex + 1
      data.autoPlacementStorage.overflows.append(record)
      return MiddlewareResult(reset: .recompute(placement: resetPlacement, rects: nil))
    }
    return .unchanged
  }
}
