import LodestarGeometry

/// Data of the `offset` middleware: the applied displacement and the placement it was applied for.
public struct OffsetData: Sendable, Hashable {
  /// The horizontal displacement applied.
  public var x: Double
  /// The vertical displacement applied.
  public var y: Double
  /// The placement the displacement was computed for.
  public var placement: Placement

  /// Creates offset data.
  @inlinable
  public init(x: Double, y: Double, placement: Placement) {
    self.x = x
    self.y = y
    self.placement = placement
  }
}

/// Data of the `flip` and `autoPlacement` middleware: the index of the candidate to try and the
/// overflows of the placements tried so far.
public struct PlacementSearchData: Sendable, Equatable {
  /// The index of the candidate being tried (0 for the first).
  public var index: Int
  /// The placements tried and their overflows.
  public var overflows: OverflowRecords

  /// Creates search data.
  @inlinable
  public init(index: Int = 0, overflows: OverflowRecords = OverflowRecords()) {
    self.index = index
    self.overflows = overflows
  }
}

/// Data of the `shift` middleware.
public struct ShiftData: Sendable, Hashable {
  /// How far the element was moved horizontally.
  public var x: Double
  /// How far the element was moved vertically.
  public var y: Double
  /// Whether shifting was enabled on the x-axis.
  public var isEnabledX: Bool
  /// Whether shifting was enabled on the y-axis.
  public var isEnabledY: Bool

  /// Creates shift data.
  @inlinable
  public init(x: Double, y: Double, isEnabledX: Bool, isEnabledY: Bool) {
    self.x = x
    self.y = y
    self.isEnabledX = isEnabledX
    self.isEnabledY = isEnabledY
  }
}

/// Data of the `arrow` middleware: where to put the arrow inside the floating element.
public struct ArrowData: Sendable, Hashable {
  /// The arrow's offset from the floating element's left edge (for top and bottom placements).
  public var x: Double?
  /// The arrow's offset from the floating element's top edge (for left and right placements).
  public var y: Double?
  /// How far the arrow is from pointing at the reference's centre (0 when it points at it).
  public var centerOffset: Double
  /// The shift applied to the floating element so the arrow can point at a small reference, if any.
  public var alignmentOffset: Double?

  /// Creates arrow data.
  @inlinable
  public init(x: Double? = nil, y: Double? = nil, centerOffset: Double, alignmentOffset: Double? = nil) {
    self.x = x
    self.y = y
    self.centerOffset = centerOffset
    self.alignmentOffset = alignmentOffset
  }
}

/// Data of the `size` middleware: the room available to the floating element.
public struct SizeData: Sendable, Hashable {
  /// The width available before the element overflows.
  public var availableWidth: Double
  /// The height available before the element overflows.
  public var availableHeight: Double

  /// Creates size data.
  @inlinable
  public init(availableWidth: Double, availableHeight: Double) {
    self.availableWidth = availableWidth
    self.availableHeight = availableHeight
  }
}

/// Data of the `hide` middleware (each strategy fills its own pair of fields).
public struct HideData: Sendable, Hashable {
  /// Whether the reference is fully clipped (strategy `referenceHidden`).
  public var referenceHidden: Bool?
  /// The reference's overflow minus its size per side (`referenceHidden`).
  public var referenceHiddenOffsets: SideValues?
  /// Whether the floating element escaped the reference's boundary (strategy `escaped`).
  public var escaped: Bool?
  /// The floating element's overflow minus its size per side (`escaped`).
  public var escapedOffsets: SideValues?

  /// Creates hide data.
  @inlinable
  public init(
    referenceHidden: Bool? = nil, referenceHiddenOffsets: SideValues? = nil, escaped: Bool? = nil,
    escapedOffsets: SideValues? = nil
  ) {
    self.referenceHidden = referenceHidden
    self.referenceHiddenOffsets = referenceHiddenOffsets
    self.escaped = escaped
    self.escapedOffsets = escapedOffsets
  }
}

/// The data middleware record during a computation, by middleware; it survives resets (Floating UI's
/// `middlewareData`). Built-in middleware have typed fields; your own middleware store values by name.
public struct MiddlewareData: Sendable {
  /// The `offset` middleware's data, once it ran.
  public var offset: OffsetData?
  /// The `flip` middleware's data, once it ran.
  public var flip: PlacementSearchData? {
    get { hasFlip ? flipStorage : nil }
    set {
      hasFlip = newValue != nil
      flipStorage = newValue ?? PlacementSearchData()
    }
  }
  /// The `shift` middleware's data, once it ran.
  public var shift: ShiftData?
  /// The `arrow` middleware's data, once it ran.
  @inlinable
  public var arrow: ArrowData? {
    get { arrowStorage }
    set {
      arrowStorage = newValue
      hasArrowAlignmentOffset = isTruthy(newValue?.alignmentOffset)
    }
  }
  /// The `autoPlacement` middleware's data, once it ran.
  public var autoPlacement: PlacementSearchData? {
    get { hasAutoPlacement ? autoPlacementStorage : nil }
    set {
      hasAutoPlacement = newValue != nil
      autoPlacementStorage = newValue ?? PlacementSearchData()
    }
  }
  /// The `size` middleware's data, once it ran.
  public var size: SizeData?
  /// The `hide` middleware's data, once it ran.
  public var hide: HideData?
  /// The custom middleware's values; `nil` until one records a value, so that copying data retains nothing.
  @usableFromInline var custom: [(name: String, value: any Sendable)]? = nil
  // Stored without optionals so `flip` and `autoPlacement` update their records in place. While `hasFlip`
  // (`hasAutoPlacement`) is false, `flipStorage` (`autoPlacementStorage`) holds empty search data.
  @usableFromInline var flipStorage = PlacementSearchData()
  @usableFromInline var hasFlip = false
  @usableFromInline var autoPlacementStorage = PlacementSearchData()
  @usableFromInline var hasAutoPlacement = false
  @usableFromInline var arrowStorage: ArrowData?
  /// Whether the arrow recorded a non-zero alignment offset (JavaScript truthiness), which makes `offset`
  /// and `flip` skip their work after the arrow's reset. Set only by `arrow`'s setter, so `offset` and `flip`,
  /// which ask on every pass, load one flag instead of testing the arrow's optional data.
  @usableFromInline var hasArrowAlignmentOffset = false

  /// Creates empty data.
  @inlinable
  public init() {}

  /// A value recorded by a custom middleware under `name`, or `nil`.
  public subscript(custom name: String) -> (any Sendable)? {
    get { custom?.first { $0.name == name }?.value }
    set {
      var values = custom ?? []
      if let index = values.firstIndex(where: { $0.name == name }) {
        if let newValue {
          values[index].value = newValue
        } else {
          values.remove(at: index)
        }
      } else if let newValue {
        values.append((name, newValue))
      }
      custom = values
    }
  }
}
