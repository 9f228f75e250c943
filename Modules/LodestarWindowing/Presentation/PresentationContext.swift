import LodestarHostTree

#if LODESTAR_WINDOWING
  import LodestarViewModel

  /// Where a tour's overlay goes, as Instructions' presentation contexts name them.
  public enum PresentationContext: Sendable, Hashable, Codable {
    /// A window of the tour's own, created in the scene of the window that `element` is in, sized to that
    /// window's bounds, at `level` (by default ``OverlayWindowLevel/tourDefault``, just above the app's windows).
    /// A level at or above the status bar's gives a ``PresentationWarning``.
    case newWindow(over: ElementID, level: OverlayWindowLevel = .tourDefault)
    /// The window that `element` is in: the overlay joins that window's host tree above its content.
    /// Start it once the element is in a window (Instructions: from `viewDidAppear`).
    case currentWindow(of: ElementID)
    /// Inside an explicit host element, which need not be in a window.
    case host(ElementID)

    /// A window of the tour's own over `element`, at the default level: the same as
    /// `.newWindow(over: element)`.
    public static func window(over element: ElementID) -> PresentationContext {
      .newWindow(over: element, level: .tourDefault)
    }

    /// The level of the window the tour creates, if it creates one.
    public var windowLevel: OverlayWindowLevel? {
      if case .newWindow(_, let level) = self { return level }
      return nil
    }

    /// What the platform would warn about for this context, if anything: a new window at or above the
    /// status-bar level.
    public var warning: PresentationWarning? {
      guard let level = windowLevel, level.coversStatusBar else { return nil }
      return .levelCoversStatusBar(level)
    }
  }
#endif
