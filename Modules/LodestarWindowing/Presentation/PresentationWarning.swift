#if LODESTAR_WINDOWING
  /// Something about a presentation context that works but that the platform warns about.
  public enum PresentationWarning: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The tour's own window would sit at or above the status-bar level (UIKit logs a warning and the
    /// window hides the status bar).
    case levelCoversStatusBar(OverlayWindowLevel)

    /// A sentence describing the warning.
    public var description: String {
      switch self {
      case .levelCoversStatusBar(let level):
        return "The tour window's level \(level.rawValue) is at or above the status-bar level "
          + "\(OverlayWindowLevel.statusBar.rawValue); it will cover the status bar."
      }
    }
  }
#endif
