import LodestarGeometry

/// Where a coach mark goes relative to its cut-out.
public enum CoachMarkPlacement: Sendable, Hashable {
  /// Instructions' rule: above the cut-out when its top is in the lower half of the container, below
  /// otherwise (flipping when that side has no room).
  case automatic
  /// Above the cut-out (the arrow points down), flipping below when there is no room.
  case above
  /// Below the cut-out (the arrow points up), flipping above when there is no room.
  case below
  /// Beside the cut-out on its leading side (left in left-to-right layouts), for wide layouts.
  case leading
  /// Beside the cut-out on its trailing side (right in left-to-right layouts).
  case trailing
  /// Beside the cut-out on its left, whatever the layout direction.
  case left
  /// Beside the cut-out on its right, whatever the layout direction.
  case right
}

/// The direction a coach mark's arrow points (towards the cut-out).
public enum ArrowDirection: String, Sendable, Hashable, CaseIterable {
  /// The arrow points up: the coach mark is below the cut-out (Instructions' `.top` orientation).
  case up
  /// The arrow points down: the coach mark is above the cut-out (Instructions' `.bottom` orientation).
  case down
  /// The arrow points left: the coach mark is right of the cut-out.
  case left
  /// The arrow points right: the coach mark is left of the cut-out.
  case right
}

/// The parameters of a coach mark's layout, with Instructions' defaults.
public struct CoachMarkConfiguration: Sendable, Hashable {
  /// The widest the body may be. Default 350.
  public var maxWidth: Double
  /// The smallest distance between the body and the container's left and right edges. Default 20.
  public var horizontalMargin: Double
  /// The distance between the cut-out and the coach mark (arrow included). Default 2.
  public var gapBetweenCoachMarkAndCutoutPath: Double
  /// How far the arrow overlaps the body (positive values overlap). Default 2.
  public var gapBetweenBodyAndArrow: Double
  /// The arrow's size when pointing up or down (width across, height along the pointing direction).
  /// Default 15×9.
  public var arrowSize: Size
  /// The smallest distance between the arrow's centre (its tip) and the body's ends, so it never sits on
  /// a rounded corner. Default 4 (the default body's corner radius).
  public var arrowCornerPadding: Double
  /// Whether the body is centred on the cut-out, without an arrow. Default false.
  public var isDisplayedOverCutoutPath: Bool
  /// Where the coach mark goes. Default ``CoachMarkPlacement/automatic``.
  public var placement: CoachMarkPlacement
  /// The point the arrow points at, or `nil` for the cut-out's centre.
  public var pointOfInterest: Point?

  /// Creates a configuration.
  public init(
    maxWidth: Double = 350, horizontalMargin: Double = 20, gapBetweenCoachMarkAndCutoutPath: Double = 2,
    gapBetweenBodyAndArrow: Double = 2, arrowSize: Size = Size(width: 15, height: 9), arrowCornerPadding: Double = 4,
    isDisplayedOverCutoutPath: Bool = false, placement: CoachMarkPlacement = .automatic, pointOfInterest: Point? = nil
  ) {
    self.maxWidth = maxWidth
    self.horizontalMargin = horizontalMargin
    self.gapBetweenCoachMarkAndCutoutPath = gapBetweenCoachMarkAndCutoutPath
    self.gapBetweenBodyAndArrow = gapBetweenBodyAndArrow
    self.arrowSize = arrowSize
    self.arrowCornerPadding = arrowCornerPadding
    self.isDisplayedOverCutoutPath = isDisplayedOverCutoutPath
    self.placement = placement
    self.pointOfInterest = pointOfInterest
  }
}

extension CoachMarkConfiguration {
  /// The arrow's orientation, as Instructions' `arrowOrientation`: `.up` (its `.top`: the mark below the cut-out),
  /// `.down` (`.bottom`: the mark above), or `nil` for the computed orientation. It reads and writes ``placement``
  /// (`.below`, `.above`, `.automatic`); side placements read as `nil`.
  public var arrowOrientation: ArrowDirection? {
    get {
      switch placement {
      case .above: .down
      case .below: .up
      default: nil
      }
    }
    set {
      switch newValue {
      case .down: placement = .above
      case .up: placement = .below
      case .left: placement = .right
      case .right: placement = .left
      case nil: placement = .automatic
      }
    }
  }
}

/// Where a coach mark's pieces go.
public struct CoachMarkFrame: Sendable, Hashable {
  /// The body's frame.
  public var bodyFrame: Rect
  /// The arrow's frame, or `nil` when there is no arrow.
  public var arrowFrame: Rect?
  /// Where the arrow points, or `nil` without an arrow.
  public var arrowDirection: ArrowDirection?
  /// How far the arrow's centre is from the point of interest along the body's edge (0 when it points
  /// exactly at it; non-zero when it was clamped inside the body).
  public var arrowCenterOffset: Double

  /// Creates a frame.
  public init(bodyFrame: Rect, arrowFrame: Rect?, arrowDirection: ArrowDirection?, arrowCenterOffset: Double) {
    self.bodyFrame = bodyFrame
    self.arrowFrame = arrowFrame
    self.arrowDirection = arrowDirection
    self.arrowCenterOffset = arrowCenterOffset
  }

  /// The union of the body and the arrow.
  public var frame: Rect { arrowFrame.map { bodyFrame.union($0) } ?? bodyFrame }
}
