import LodestarGeometry
import LodestarScene

/// An app view shown with a step and laid out against the step's ``FocusLayoutGuide``: PolarisGuideKit's
/// buddy view (a pointing hand, a character, a callout of the app's own), beside or instead of the coach
/// mark's place.
///
/// The app draws the view; the scene carries its frame (``/LodestarScene/TourScene/companion``), which follows the focus
/// while the presenter tracks it, and its opacity, which follows the coach mark's. The app's view receives
/// its own touches: the scene's hit test does not route touches to it.
///
/// ```swift
/// var mark = CoachMark(target: "profile.avatar", hint: "Tap your photo")
/// mark.companion = CompanionView(
///   SceneSlot(id: "hand", size: Size(width: 48, height: 48)),
///   layout: .rule(CompanionRule(side: .below, alignment: .end, spacing: 4)))
/// ```
public struct CompanionView: Sendable {
  /// The app's view: its identifier and size.
  public var slot: SceneSlot
  /// How the view is placed against the guide.
  public var layout: CompanionLayout

  /// Creates a companion view.
  ///
  /// - Parameters:
  ///   - slot: The app's view: its identifier and size.
  ///   - layout: How the view is placed against the guide.
  public init(_ slot: SceneSlot, layout: CompanionLayout) {
    self.slot = slot
    self.layout = layout
  }

  /// The view's frame for a guide: the rule's or the closure's, or `nil` when the closure returns a frame
  /// that is not finite. A size that is negative or not finite counts as zero.
  ///
  /// - Parameter guide: The step's guide.
  /// - Returns: The frame in overlay space, or `nil` to leave the view out.
  public func frame(in guide: FocusLayoutGuide) -> Rect? {
    let size = Size(
      width: slot.size.width.isFinite ? max(slot.size.width, 0) : 0,
      height: slot.size.height.isFinite ? max(slot.size.height, 0) : 0)
    let frame: Rect
    switch layout {
    case .rule(let rule): frame = rule.frame(for: size, in: guide)
    case .custom(let place): frame = place(guide, size)
    }
    guard frame.isFinite else { return nil }
    return frame.standardized
  }
}

/// How a ``CompanionView`` is placed.
public enum CompanionLayout: Sendable {
  /// Beside the focus or its opening, by a rule (mirrored in right-to-left layouts).
  case rule(CompanionRule)
  /// By the app's own function of the guide and the view's size (PolarisGuideKit's
  /// `updateLayout(referenceLayoutGuide:focusView:)`); it runs on every layout of the step, so it should be
  /// cheap.
  case custom(@Sendable (FocusLayoutGuide, Size) -> Rect)
}
