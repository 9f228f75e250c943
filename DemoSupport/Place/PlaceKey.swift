import LodestarJSON

/// Every key of a `place` line, in one table: each object's keys are matched once against it
/// (``JSONKeyedMembers``), and each kind of object allows some of them (``PlaceKeys``).
package enum PlaceKey: Int, CaseIterable, Sendable {
  // The problem.
  case reference, floating, boundary, placement, rtl, middleware
  // Rectangles and sizes.
  case x, y, width, height
  // Middleware options.
  case name, mainAxis, crossAxis, alignmentAxis
  case fallbackPlacements, fallbackStrategy, fallbackAxisSideDirection, flipAlignment
  case alignment, autoAlignment, allowedPlacements, limiter, offset, strategy
  case padding, elementContext, altBoundary
  // Sides of a padding.
  case top, right, bottom, left

  /// The key as the line writes it: the case's name.
  package var name: String { String(describing: self) }

  /// The table of every key; a key's index in it is its raw value.
  static let table = JSONKeyTable(allCases.map(\.name))
}

/// The keys one kind of object allows, in the order messages list them.
package struct PlaceKeys: Sendable {
  /// The keys, in the order messages list them.
  package let keys: [PlaceKey]
  /// Bit *i* is set when the key of index *i* in ``PlaceKey/table`` is allowed.
  let mask: UInt32

  /// The keys `keys`.
  package init(_ keys: [PlaceKey]) {
    self.keys = keys
    mask = keys.reduce(0) { $0 | 1 << UInt32($1.rawValue) }
  }

  /// These keys and `other`'s.
  static func + (keys: PlaceKeys, other: PlaceKeys) -> PlaceKeys { PlaceKeys(keys.keys + other.keys) }
}
