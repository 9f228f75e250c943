#if LODESTAR_WINDOWING
  /// Where a ``PresentationContext`` puts the overlay in the current application model and host tree.
  public enum PresentationPlacement: Sendable, Hashable, Codable {
    /// Create a window of the tour's own, as planned, and present in it.
    case newWindow(NewWindowPlan)
    /// Present in an existing host: a window's root element (``PresentationContext/currentWindow(of:)``)
    /// or an explicit host (``PresentationContext/host(_:)``).
    case existing(PresentationHost)
  }
#endif
