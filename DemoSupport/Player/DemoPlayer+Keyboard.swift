import Lodestar

extension DemoPlayer {
  /// The tour's keyboard handling: a document's `"keyboardNavigation"` and `"escapeCloses"` options, or the
  /// engine's defaults (→ next, ← previous, mirrored in right-to-left layouts; Esc skips).
  package var keyboardConfiguration: KeyboardConfiguration {
    tour.document?.keyboardConfiguration ?? KeyboardConfiguration()
  }

  /// Applies what the engine's ``KeyboardRouter`` makes of a navigation key (an arrow, Page Up or Down, Enter
  /// or Escape) at `time`. ↑, ↓, Page Up and Page Down scroll a hint that scrolls (a long hint at a large text
  /// size). Returns false when the tour does not handle the key (a document turned the arrows off, Escape is
  /// ignored, the hint does not scroll that way), so the key goes nowhere.
  @discardableResult
  package func handleNavigationKey(_ key: TourKey, time: Double) -> Bool {
    var router = KeyboardRouter(
      configuration: keyboardConfiguration, layoutDirection: isRightToLeft ? .rightToLeft : .leftToRight)
    let hint = presenter.scrollingHint
    router.hasHintTextAbove = hint?.hasTextAbove ?? false
    router.hasHintTextBelow = hint?.hasTextBelow ?? false
    switch router.handle(KeyStroke(key)) {
    case .next: next(time: time)
    case .previous: previous(time: time)
    case .skip, .close: skip(time: time)
    case .scrollHintByLines(let lineCount): return presenter.scrollHint(byLines: lineCount)
    case .scrollHintByPages(let pageCount): return presenter.scrollHint(byPages: pageCount)
    case .focus, .blocked, .unhandled: return false
    }
    return true
  }
}
