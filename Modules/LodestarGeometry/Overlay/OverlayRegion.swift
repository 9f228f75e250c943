/// The dimmed region of a coach-mark overlay and its openings, for hit-testing: which touches fall
/// through an opening to the highlighted element, and which land on the dimmed overlay.
///
/// It answers with the exact cut-out curves (no flattening), and agrees with the fill of ``path`` (under
/// either fill rule, boundary points included) everywhere except within ``tolerance`` of the edges of
/// openings that the path merges (those that overlap, touch or come within twice the tolerance of
/// another, or cross the bounds), which it draws flattened. Each query checks the bounds, then each
/// opening's control-point box (which contains the opening), and runs the exact curve test only for the
/// openings whose box contains the point.
public struct OverlayRegion: Sendable, Hashable {
  /// The overlay's area (standardized); nothing outside it is dimmed or open. ``Rect/null`` when the
  /// rectangle given was null, empty or not finite.
  public let bounds: Rect
  /// The openings: one closed path per subpath of the usable cut-outs (those with finite coordinates and
  /// some area inside the bounds), as ``BezierPath/overlay(bounds:cutouts:tolerance:)`` uses them.
  public let openings: [BezierPath]
  /// The flattening tolerance used by ``path`` for overlapping openings.
  public let tolerance: Double
  /// Each opening's control-point box, in the order of ``openings``: a rectangle that contains the opening,
  /// found while splitting the cut-outs (no curve extrema to solve). For the shapes focus styles draw
  /// (rectangles, rounded rectangles, circles, ovals, capsules) it equals the opening's tight bounds; it may
  /// extend beyond ``bounds``.
  public let openingBoxes: [Rect]

  /// Creates the region of `bounds` with an opening for each cut-out (see
  /// ``BezierPath/overlay(bounds:cutouts:tolerance:)`` for how cut-outs become openings).
  public init(bounds: Rect, cutouts: [BezierPath], tolerance: Double = BezierPath.defaultOverlayTolerance) {
    let usable = bounds.isFinite && !bounds.isEmpty
    let base = usable ? bounds.standardized : Rect.null
    self.bounds = base
    self.tolerance = tolerance
    let found = usable ? OverlayOpenings(cutouts: cutouts, bounds: base) : OverlayOpenings()
    self.openings = found.paths
    self.openingBoxes = found.hulls
  }

  /// The dimming path: ``BezierPath/overlay(bounds:cutouts:tolerance:)`` of the bounds and openings. Fill it
  /// with the even-odd rule (the non-zero rule gives the same picture).
  public var path: BezierPath {
    bounds.isNull ? BezierPath() : BezierPath.overlay(bounds: bounds, cutouts: openings, tolerance: tolerance)
  }

  /// Whether a point is inside an opening: inside the bounds (half-open, as ``Rect/contains(_:)-(Point)``)
  /// and inside at least one opening (as ``BezierPath/contains(_:rule:)`` with the non-zero rule).
  ///
  /// - Parameter point: The point to test, in the overlay's coordinate space.
  /// - Returns: Whether a touch at `point` falls through an opening; `false` for a non-finite point.
  public func containsOpening(at point: Point) -> Bool {
    guard bounds.contains(point) else { return false }
    return isInsideAnOpening(point)
  }

  /// Whether a point is on the dimmed part of the overlay: inside the bounds and outside every opening.
  ///
  /// - Parameter point: The point to test, in the overlay's coordinate space.
  /// - Returns: Whether a touch at `point` lands on the overlay; `false` for a non-finite point.
  public func isDimmed(at point: Point) -> Bool {
    guard bounds.contains(point) else { return false }
    return !isInsideAnOpening(point)
  }

  private func isInsideAnOpening(_ point: Point) -> Bool {
    for index in openingBoxes.indices {
      let box = openingBoxes[index]
      if point.x < box.minX || point.x > box.maxX || point.y < box.minY || point.y > box.maxY { continue }
      if openings[index].windingNumber(at: point) != 0 { return true }
    }
    return false
  }
}
