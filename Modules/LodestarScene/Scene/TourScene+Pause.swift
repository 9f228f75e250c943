import LodestarFlow
import LodestarTimeline

extension TourScene {
  /// Hides what a pause style hides (see `TourPresenter.pause(_:)`): the overlay and the ornaments for
  /// ``/LodestarFlow/PauseStyle/hideOverlay`` (touches stay blocked); everything, with every touch passing
  /// through (the companion view too), for ``/LodestarFlow/PauseStyle/hideInstructions``.
  ///
  /// - Parameter style: What the pause hides.
  public mutating func hide(for style: PauseStyle) {
    switch style {
    case .hideNothing:
      return
    case .hideOverlay:
      overlay.opacity = .transparent
      for index in ornaments.indices { ornaments[index].opacity = .transparent }
    case .hideInstructions:
      overlay.opacity = .transparent
      for index in ornaments.indices { ornaments[index].opacity = .transparent }
      coachMark = nil
      companion = nil
      skipControl = nil
      progress = nil
      accessibilityElements = []
      isTransitioning = false
      interaction.forwardsAllTouches = true
    }
  }
}
