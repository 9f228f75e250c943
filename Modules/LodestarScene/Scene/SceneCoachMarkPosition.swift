/// Where a scene's coach mark sits relative to the step's targets, as the layout decided it.
///
/// ``SceneAudit`` lets a coach mark cover the openings only in the positions that are documented to do so
/// (``overTarget`` and ``centered``); a coach mark ``besideTarget`` must leave every opening visible and its
/// arrow must touch the target.
public enum SceneCoachMarkPosition: String, Sendable, Hashable, Codable, CaseIterable {
  /// Beside the target's opening, clear of every opening, its arrow (if any) pointing at the target.
  case besideTarget
  /// Over the target's cut-out, without an arrow: asked for (`CoachMark.isDisplayedOverCutoutPath`), or
  /// the layout's fallback when no placement beside the target leaves the openings, the skip control and
  /// the progress text clear (a target covering most of the screen, a screen too small for the text).
  case overTarget
  /// Centred in the safe area, without an arrow: the step has no target, cut-out or point of interest.
  case centered
}
