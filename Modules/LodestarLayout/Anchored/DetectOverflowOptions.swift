import LodestarGeometry

/// Which element's overflow ``MiddlewareState/detectOverflow(_:)`` measures.
public enum ElementContext: String, Sendable, Hashable, Codable, CaseIterable {
  /// The floating element at the current coordinates.
  case floating
  /// The reference element.
  case reference
}

/// The options of overflow detection shared by `flip`, `shift`, `autoPlacement`, `size` and `hide`: Floating
/// UI's `detectOverflow` options, with the same defaults.
public struct DetectOverflowOptions: Sendable, Hashable {
  /// Virtual padding inside the boundary: the element overflows when it comes closer than this.
  public var padding: Padding
  /// Which element is measured. Default: the floating element.
  public var elementContext: ElementContext
  /// Whether to measure against the other element's boundary. With a single clipping rectangle (as here)
  /// the boundary is the same, so it only exists for parity with the other options.
  public var altBoundary: Bool
  /// A clipping rectangle replacing the computation's boundary for this check, or `nil` for the boundary.
  public var boundary: Rect?

  /// Creates options.
  @inlinable
  public init(
    padding: Padding = .zero, elementContext: ElementContext = .floating, altBoundary: Bool = false,
    boundary: Rect? = nil
  ) {
    self.padding = padding
    self.elementContext = elementContext
    self.altBoundary = altBoundary
    self.boundary = boundary
  }
}
