#if LODESTAR_WINDOWING
  /// The stacking level of a window: windows at a higher level show above windows at a lower one. The
  /// values follow UIKit's (`normal` 0, `statusBar` 1000, `alert` 2000).
  ///
  /// Window levels exist only in the full flavour: an app extension cannot create windows.
  public struct OverlayWindowLevel: Sendable, Hashable, Codable, Comparable {
    /// The level's value.
    public var rawValue: Double

    /// Creates a level from its value.
    public init(_ rawValue: Double) {
      self.rawValue = rawValue
    }

    /// The level of ordinary app windows.
    public static let normal = OverlayWindowLevel(0)
    /// The level of the status bar.
    public static let statusBar = OverlayWindowLevel(1000)
    /// The level of system alerts.
    public static let alert = OverlayWindowLevel(2000)
    /// The default level of a tour's own window: just above the app's windows (Instructions' default).
    public static let tourDefault = OverlayWindowLevel(normal.rawValue + 1)

    /// Whether a window at this level covers the status bar, which platforms warn about.
    public var coversStatusBar: Bool { self >= .statusBar }

    /// A level `offset` above another level.
    public static func + (level: OverlayWindowLevel, offset: Double) -> OverlayWindowLevel {
      OverlayWindowLevel(level.rawValue + offset)
    }

    /// Orders levels by value.
    public static func < (lhs: OverlayWindowLevel, rhs: OverlayWindowLevel) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
  }
#endif
