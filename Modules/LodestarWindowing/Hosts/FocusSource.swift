import LodestarHostTree

#if LODESTAR_WINDOWING
  import LodestarViewModel

  /// Where a step's focus (the element it points at) comes from, as host resolution sees it at show time.
  public enum FocusSource: Sendable, Hashable, Codable {
    /// The step has no focus at all: a companion-only step (only a callout, no cut-out). Only such a step
    /// may fall back to automatic window lookup.
    case notConfigured
    /// A fixed focus element (a target id, resolved through `HostTree.resolve(_:)`).
    case element(ElementID)
    /// A focus resolver (PolarisGuideKit's focus provider), with what it returned when the tour asked at
    /// show time; `nil` means it has nothing to focus yet.
    case resolver(returned: ElementID?)
  }
#endif
