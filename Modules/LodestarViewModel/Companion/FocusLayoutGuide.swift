import LodestarGeometry

/// What a companion view is laid out against (PolarisGuideKit's buddy layout guide): the focus, its
/// opening and the space around them, in overlay space, for one step at one size.
public struct FocusLayoutGuide: Sendable, Hashable {
  /// The frame of the element the step focuses on (the anchor target; the union of the targets for a
  /// ``/LodestarLayout/FocusAnchor/union`` anchor), or `nil` when the step has no visible target.
  public var focusFrame: Rect?
  /// The bounds of the opening around the focus (the cut-out, with the focus style's padding), or `nil`
  /// when nothing is open.
  public var openingBounds: Rect?
  /// The overlay's bounds.
  public var bounds: Rect
  /// The part of ``bounds`` inside the safe-area insets.
  public var safeArea: Rect
  /// The coach mark's frame (body and arrow), to stay clear of it.
  public var coachMarkFrame: Rect
  /// The layout direction: leading is the right-hand side in right-to-left layouts.
  public var layoutDirection: ReadingDirection

  /// Creates a guide.
  ///
  /// - Parameters:
  ///   - focusFrame: The focus's frame, or `nil`.
  ///   - openingBounds: The opening's bounds, or `nil`.
  ///   - bounds: The overlay's bounds.
  ///   - safeArea: The part of the bounds inside the safe-area insets.
  ///   - coachMarkFrame: The coach mark's frame.
  ///   - layoutDirection: The layout direction.
  public init(
    focusFrame: Rect?, openingBounds: Rect?, bounds: Rect, safeArea: Rect, coachMarkFrame: Rect,
    layoutDirection: ReadingDirection
  ) {
    self.focusFrame = focusFrame
    self.openingBounds = openingBounds
    self.bounds = bounds
    self.safeArea = safeArea
    self.coachMarkFrame = coachMarkFrame
    self.layoutDirection = layoutDirection
  }
}
