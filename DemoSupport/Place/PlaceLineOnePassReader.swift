import Lodestar
import LodestarJSON

/// Reads a `place` line that has no error in one pass over its members, in the line's order, straight from the
/// document's table: each key is matched once and each value read where it stands, with no node, no
/// ``JSONKeyedMembers`` and no path made.
///
/// It reads what most lines hold: the rectangles and the size, the placement, `rtl`, and middleware whose options
/// are numbers, Booleans, paddings and boundary rectangles. On anything else it stops and returns `false`: any
/// error (an unknown key, a value of the wrong kind, a number out of range, a missing field), a string option
/// (flip's `"alignment"`, a strategy, an element context, `"clippingAncestors"`), a list of placements or a
/// limiter. ``PlacementProblem/read(line:)`` then reads the line again with the checked reader, which reads every
/// option and reports the first problem in a fixed order: an unknown key first, then each field in code order.
///
/// So on every line this reader reads, the two must make the same problem: `PlaceLineOnePassReaderTests` and the
/// `PlaceLineFuzz` harness compare them.
package struct PlaceLineOnePassReader {
  /// The line's document's contents.
  let document: JSONDocumentContents
  /// For each entry of the document that is an object's key, the ``PlaceKey`` it is (its raw value); -1 for any
  /// other entry and any other key.
  let keys: UnsafeBufferPointer<Int32>

  /// Reads the line whose document's contents are `document` into `problem`, whose middleware stack must be empty.
  ///
  /// - Parameters:
  ///   - document: The contents of the line's document, as ``PlacementProblem/read(line:)`` reads it.
  ///   - problem: The problem to read the line into.
  ///   - keys: Storage for the document's matched keys, kept from line to line.
  /// - Returns: `false` when the line holds anything this reader leaves to the checked reader; `problem` is then
  ///   partly read.
  package static func read(
    _ document: JSONDocumentContents, into problem: inout PlacementProblem, keys: inout [Int32]
  ) -> Bool {
    PlaceKey.table.matchKeys(of: document, into: &keys)
    return keys.withUnsafeBufferPointer { keys in
      PlaceLineOnePassReader(document: document, keys: keys).read(into: &problem)
    }
  }

  /// The value's kind; `index` is an entry index of the document, as are those below.
  @inline(__always)
  func kind(_ index: Int) -> JSONDocument.Kind { document.entries[index].kind }

  /// How many members the object (or elements the array) has.
  @inline(__always)
  func count(_ index: Int) -> Int { Int(document.entries[index].count) }

  /// The entry just past the value: the next key of its object, or the next element of its array.
  @inline(__always)
  func next(_ index: Int) -> Int { Int(document.entries[index].next) }

  /// The key of the member whose key's entry is `key`, or `nil` when the key is none of a line's.
  @inline(__always)
  func placeKey(_ key: Int) -> PlaceKey? { PlaceKey(rawValue: Int(keys[key])) }

  /// Calls `body` with each member's key and value entry of the object whose entry is `object`, in the line's
  /// order, until it returns `false`.
  ///
  /// - Returns: `false` when the value is not an object, a key is none of a line's, or `body` returned `false`.
  @inline(__always)
  func forEachMember(of object: Int, _ body: (PlaceKey, Int) -> Bool) -> Bool {
    guard case .object = kind(object) else { return false }
    // An object's first key follows it; each value follows its key.
    var key = object + 1
    for _ in 0..<count(object) {
      let value = key + 1
      guard let name = placeKey(key), body(name, value) else { return false }
      key = next(value)
    }
    return true
  }

  /// Whether the value whose entry is `value` is `null` (which counts as absent).
  @inline(__always)
  func isNull(_ value: Int) -> Bool {
    if case .null = kind(value) { return true }
    return false
  }

  /// The number whose entry is `value` when it is one in `range`, else `nil`.
  @inline(__always)
  func number(_ value: Int, _ range: PlaceNumberRange) -> Double? {
    guard case .number = kind(value) else { return nil }
    let number = document.entries[value].number
    return range.contains(number) ? number : nil
  }

  /// Sets `flag` to the Boolean whose entry is `value`; leaves it for `null`.
  ///
  /// - Returns: `false` when the value is neither.
  @inline(__always)
  func setBool(_ value: Int, _ flag: inout Bool) -> Bool {
    switch kind(value) {
    case .true: flag = true
    case .false: flag = false
    case .null: break
    default: return false
    }
    return true
  }

  /// Sets `field` to the number in `range` whose entry is `value`; leaves it for `null`.
  ///
  /// - Returns: `false` when the value is neither.
  @inline(__always)
  func setNumber(_ value: Int, _ range: PlaceNumberRange, _ field: inout Double) -> Bool {
    if isNull(value) { return true }
    guard let number = number(value, range) else { return false }
    field = number
    return true
  }

  /// Sets `field` to the number in `range` whose entry is `value`, a field that must be present.
  ///
  /// - Returns: `false` when the value is not such a number (`null` included: the checked reader reports it
  ///   missing).
  @inline(__always)
  private func setRequiredNumber(_ value: Int, _ range: PlaceNumberRange, _ field: inout Double) -> Bool {
    guard let number = number(value, range) else { return false }
    field = number
    return true
  }

  /// Reads the line into `problem`, whose middleware stack must be empty.
  ///
  /// - Parameter problem: The problem to read the line into.
  /// - Returns: `false` when the line holds anything this reader leaves to the checked reader; `problem` is then
  ///   partly read.
  func read(into problem: inout PlacementProblem) -> Bool {
    problem.placement = .bottom
    problem.layoutDirection = .leftToRight
    // Bit 0: the reference, 1: the floating size, 2: the boundary.
    var required = 0
    let read = forEachMember(of: 0) { key, value in
      switch key {
      case .reference:
        required |= 1
        return rectangle(value, origin: true, into: &problem.reference)
      case .floating:
        required |= 2
        var rect = Rect.zero
        guard rectangle(value, origin: false, into: &rect) else { return false }
        problem.floating = rect.size
        return true
      case .boundary:
        required |= 4
        return rectangle(value, origin: true, into: &problem.boundary)
      case .placement:
        if isNull(value) { return true }
        guard let index = PlacementProblem.placementNames.index(ofStringAt: value, in: document) else { return false }
        problem.placement = Placement.allCases[index]
        return true
      case .rtl:
        var isRightToLeft = false
        guard setBool(value, &isRightToLeft) else { return false }
        problem.layoutDirection = isRightToLeft ? .rightToLeft : .leftToRight
        return true
      case .middleware:
        if isNull(value) { return true }
        guard case .array = kind(value) else { return false }
        // An array's first element follows it.
        var element = value + 1
        for _ in 0..<count(value) {
          guard appendMiddleware(element, to: &problem.stack) else { return false }
          element = next(element)
        }
        return true
      default:
        return false
      }
    }
    return read && required == 7
  }

  /// Reads a rectangle `{"x", "y", "width", "height"}`, or a size `{"width", "height"}` (into `rect`'s size) without
  /// `origin`: every field present, in range and not `null`.
  func rectangle(_ object: Int, origin: Bool, into rect: inout Rect) -> Bool {
    // Bit 0: x, 1: y, 2: width, 3: height.
    var found = 0
    let read = forEachMember(of: object) { key, value in
      switch key {
      case .x where origin:
        found |= 1
        return setRequiredNumber(value, .coordinate, &rect.origin.x)
      case .y where origin:
        found |= 2
        return setRequiredNumber(value, .coordinate, &rect.origin.y)
      case .width:
        found |= 4
        return setRequiredNumber(value, .size, &rect.size.width)
      case .height:
        found |= 8
        return setRequiredNumber(value, .size, &rect.size.height)
      default:
        return false
      }
    }
    return read && found == (origin ? 15 : 12)
  }
}
