import Lodestar

extension DemoPlayer {
  /// The tour's keyboard handling: a document's `"keyboardNavigation"` and `"escapeCloses"` options, or the
  /// engine's defaults (→ next, ← previous, mirrored in right-to-left layouts; Esc skips).
  package var keyboardConfiguration: KeyboardConfiguration {
    tour.document?.keyboardConfiguration ?? KeyboardConfiguration()
  }

  /// Applies what the engine's ``KeyboardRouter`` makes of a navigation key (an arrow, Enter or Escape) at
  /// `time`. Returns false when the tour does not handle the key (a document turned the arrows off, or
  /// Escape is ignored), so the key goes nowhere.
  @discardableResult
  package func handleNavigationKey(_ key: TourKey, time: Double) -> Bool {
    var router = KeyboardRouter(
      configuration: keyboardConfiguration, layoutDirection: isRightToLeft ? .rightToLeft : .leftToRight)
    switch router.handle(KeyStroke(key)) {
    case .next: next(time: time)
    case .previous: previous(time: time)
    case .skip, .close: skip(time: time)
    case .focus, .blocked, .unhandled: return false
    }
    return true
  }
}
