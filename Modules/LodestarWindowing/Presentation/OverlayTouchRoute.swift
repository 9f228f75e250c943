import LodestarHostTree

#if LODESTAR_WINDOWING
  import LodestarViewModel

  /// Where a touch that lands in the tour's own window goes.
  ///
  /// The overlay window covers the app, but its root element is only a container: a touch that lands on the
  /// root itself (or on no element of the window at all) passes through to the app's windows below, as
  /// Instructions' overlay window and root views do (for example for views the system inserts, #234). Only
  /// touches on the tour's own content (the overlay, the coach mark) stay in the window.
  public enum OverlayTouchRoute: Sendable, Hashable {
    /// The touch goes to this element of the overlay window.
    case deliver(to: ElementID)
    /// The touch passes through to the windows below.
    case passThrough

    /// The route of a touch in the overlay window whose host tree is rooted at `root`, given the element the
    /// window's hit test found (`nil` when the touch hit no element of the window).
    public static func route(hit: ElementID?, inOverlayWindowRootedAt root: ElementID) -> OverlayTouchRoute {
      guard let hit, hit != root else { return .passThrough }
      return .deliver(to: hit)
    }
  }
#endif
