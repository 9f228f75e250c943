#if LODESTAR_WINDOWING
  /// Which of PolarisGuideKit's host rules chose a ``PresentationHost``.
  public enum HostRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// Rule 1: the app gave an explicit host.
    case explicitHost
    /// Rule 2: no host was given; the window the focus is in hosts the tour. Also the window of
    /// ``PresentationContext/currentWindow(of:)``.
    case elementWindow
    /// Rule 4: no host and no focus; the one foreground-active application scene's suitable window.
    case automaticLookup
  }
#endif
