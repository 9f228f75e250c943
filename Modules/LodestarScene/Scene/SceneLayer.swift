/// A layer of a ``TourScene``; ``TourScene/zOrder`` lists them back to front.
public enum SceneLayer: String, Sendable, Hashable, Codable, CaseIterable {
  /// The dimming overlay with its openings.
  case overlay
  /// The app's ornaments (above the cut-out, below the coach marks).
  case ornaments
  /// The coach mark: body and arrow, above the step's companion view (``TourScene/companion``).
  case coachMark
  /// The progress text.
  case progress
  /// The skip control.
  case skipControl

  /// Instructions' order, back to front: overlay, ornaments, coach mark, progress, skip control.
  public static let standardOrder: [SceneLayer] = [.overlay, .ornaments, .coachMark, .progress, .skipControl]
}
