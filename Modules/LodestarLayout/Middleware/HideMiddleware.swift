import LodestarGeometry

/// When `hide` reports the floating element as hidden.
public enum HideStrategy: String, Sendable, Hashable, CaseIterable {
  /// When the reference is fully clipped by the boundary.
  case referenceHidden
  /// When the floating element has fully escaped the reference's boundary.
  case escaped
}

/// Reports whether the floating element should be hidden, as Floating UI's `hide` does, with the same options
/// and defaults. Put it last.
///
/// The side offsets are the overflow minus the element's size per side; the element counts as hidden
/// when any side's offset is ≥ 0 (that side is fully clipped).
public struct HideMiddleware: Middleware {
  /// The strategy. Default ``HideStrategy/referenceHidden``.
  public var strategy: HideStrategy
  /// Overflow detection options (`referenceHidden` always measures the reference).
  public var overflow: DetectOverflowOptions

  /// Creates a hide middleware.
  @inlinable
  public init(strategy: HideStrategy = .referenceHidden, overflow: DetectOverflowOptions = DetectOverflowOptions()) {
    self.strategy = strategy
    self.overflow = overflow
  }

  /// `hide`.
  public var name: String { "hide" }

  /// Runs the middleware.
  @inlinable
  public func compute(_ state: MiddlewareState, data: inout MiddlewareData) -> MiddlewareResult {
    var options = overflow
    var hide = data.hide ?? HideData()
    switch strategy {
    case .referenceHidden:
      options.elementContext = .reference
      let offsets = Self.sideOffsets(state.detectOverflow(options), size: state.rects.reference.size)
      hide.referenceHiddenOffsets = offsets
      hide.referenceHidden = Self.isAnySideFullyClipped(offsets)
    case .escaped:
      options.altBoundary = true
      let offsets = Self.sideOffsets(state.detectOverflow(options), size: state.rects.floating.size)
      hide.escapedOffsets = offsets
      hide.escaped = Self.isAnySideFullyClipped(offsets)
    }
    data.hide = hide
    return .unchanged
  }

  @inlinable
  static func sideOffsets(_ overflow: SideValues, size: Size) -> SideValues {
    SideValues(
      top: overflow.top - size.height, right: overflow.right - size.width, bottom: overflow.bottom - size.height,
      left: overflow.left - size.width)
  }

  @inlinable
  static func isAnySideFullyClipped(_ offsets: SideValues) -> Bool {
    offsets.top >= 0 || offsets.right >= 0 || offsets.bottom >= 0 || offsets.left >= 0
  }
}
