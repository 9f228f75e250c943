import Lodestar
import LodestarJSON

/// Reads `place`'s middleware objects: `name` selects the middleware (it may be anywhere in the object)
/// and the other members are its options, with Floating UI's names and defaults.
package enum MiddlewareReader {
  /// The overflow options `flip`, `autoPlacement`, `shift`, `size` and `hide` share.
  package static let overflowKeys = PlaceKeys([.padding, .elementContext, .altBoundary, .boundary])

  /// The keys each middleware object may have.
  static let offsetKeys = PlaceKeys([.name, .mainAxis, .crossAxis, .alignmentAxis])
  static let flipKeys =
    PlaceKeys([
      .name, .mainAxis, .crossAxis, .fallbackPlacements, .fallbackStrategy, .fallbackAxisSideDirection,
      .flipAlignment,
    ]) + overflowKeys
  static let autoPlacementKeys =
    PlaceKeys([.name, .crossAxis, .alignment, .autoAlignment, .allowedPlacements]) + overflowKeys
  static let shiftKeys = PlaceKeys([.name, .mainAxis, .crossAxis, .limiter]) + overflowKeys
  static let sizeKeys = PlaceKeys([.name]) + overflowKeys
  static let arrowKeys = PlaceKeys([.name, .width, .height, .padding])
  static let hideKeys = PlaceKeys([.name, .strategy]) + overflowKeys
  static let limitShiftKeys = PlaceKeys([.offset, .mainAxis, .crossAxis])
  static let axesKeys = PlaceKeys([.mainAxis, .crossAxis])
  static let sideKeys = PlaceKeys([.top, .right, .bottom, .left])

  /// The middleware names, in the order messages list them.
  package static let names = MiddlewareName.table.names

  /// Reads one middleware object and appends the middleware to `stack`.
  package static func append(
    _ value: JSONNode, path: String, to stack: inout MiddlewareStack
  ) throws(PlacementProblemError) {
    let members = try PlaceObject.members(value, path: path)
    // The name is matched as bytes, and each middleware is appended as its own type (no existential box).
    let name = members.index(ofMember: PlaceKey.name.rawValue, in: MiddlewareName.table)
    switch name.flatMap(MiddlewareName.init(rawValue:)) {
    case .offset: stack.append(try offset(PlaceObject(members, path: path, keys: offsetKeys)))
    case .flip: stack.append(try flip(PlaceObject(members, path: path, keys: flipKeys)))
    case .autoPlacement: stack.append(try autoPlacement(PlaceObject(members, path: path, keys: autoPlacementKeys)))
    case .shift: stack.append(try shift(PlaceObject(members, path: path, keys: shiftKeys)))
    case .size: stack.append(try size(PlaceObject(members, path: path, keys: sizeKeys)))
    case .arrow: stack.append(try arrow(PlaceObject(members, path: path, keys: arrowKeys)))
    case .hide: stack.append(try hide(PlaceObject(members, path: path, keys: hideKeys)))
    case nil: throw nameError(members, path: JSONPath.member(path, "name"))
    }
  }

  /// The error for a middleware object whose `name` is missing, not a string, or none of the middleware.
  @inline(never)
  static func nameError(_ members: JSONKeyedMembers, path: String) -> PlacementProblemError {
    guard let nameValue = members[PlaceKey.name.rawValue] else {
      return PlacementProblemError(path: path, message: "missing")
    }
    guard nameValue.kind == .string else {
      return PlaceObject.mismatch(path, expected: "a string", nameValue)
    }
    return PlacementProblemError(
      path: path,
      message:
        "unknown middleware '\(JSONEcho.shortened(nameValue.string ?? ""))' (expected \(PlaceObject.list(names)))")
  }

  /// The middleware names, as a line writes them.
  enum MiddlewareName: Int, CaseIterable {
    case offset, flip, autoPlacement, shift, size, arrow, hide

    /// The table of the names; a name's index in it is its raw value.
    static let table = JSONKeyTable(allCases.map { String(describing: $0) })
  }

  /// The path of middleware element `index`: `middleware[2]`, written once for the first 16.
  static func path(ofElement index: Int) -> String {
    index < elementPaths.count ? elementPaths[index] : JSONPath.element("middleware", index)
  }

  private static let elementPaths = (0..<16).map { JSONPath.element("middleware", $0) }

  /// Reads an `offset` middleware object.
  package static func offset(_ object: PlaceObject) throws(PlacementProblemError) -> OffsetMiddleware {
    return OffsetMiddleware(
      mainAxis: try object.number(.mainAxis, .coordinate) ?? 0,
      crossAxis: try object.number(.crossAxis, .coordinate) ?? 0,
      alignmentAxis: try object.number(.alignmentAxis, .coordinate))
  }

  /// Reads a `flip` middleware object.
  package static func flip(_ object: PlaceObject) throws(PlacementProblemError) -> FlipMiddleware {
    var flip = FlipMiddleware()
    flip.overflow = try overflow(object)
    flip.mainAxis = try object.bool(.mainAxis) ?? true
    if let crossAxis = object.value(.crossAxis) {
      if let flag = crossAxis.bool {
        flip.crossAxis = flag ? .enabled : .disabled
      } else if crossAxis.string == "alignment" {
        flip.crossAxis = .alignment
      } else {
        let found = crossAxis.string.map { "'\(JSONEcho.shortened($0))'" } ?? crossAxis.kindDescription
        throw PlacementProblemError(
          path: object.path(.crossAxis), message: "expected true, false or 'alignment', found \(found)")
      }
    }
    flip.fallbackPlacements = try placements(object, .fallbackPlacements)
    flip.fallbackStrategy =
      try object.choice(.fallbackStrategy, "strategy", FlipFallbackStrategy.allCases.map { ($0.rawValue, $0) })
      ?? flip.fallbackStrategy
    flip.fallbackAxisSideDirection =
      try object.choice(
        .fallbackAxisSideDirection, "direction", FlipFallbackAxisSideDirection.allCases.map { ($0.rawValue, $0) })
      ?? flip.fallbackAxisSideDirection
    flip.flipAlignment = try object.bool(.flipAlignment) ?? true
    return flip
  }

  /// Reads an `autoPlacement` middleware object.
  package static func autoPlacement(_ object: PlaceObject) throws(PlacementProblemError) -> AutoPlacementMiddleware {
    var auto = AutoPlacementMiddleware()
    auto.overflow = try overflow(object)
    auto.crossAxis = try object.bool(.crossAxis) ?? false
    auto.alignment = try object.choice(.alignment, "alignment", [("start", .start), ("end", .end)])
    auto.autoAlignment = try object.bool(.autoAlignment) ?? true
    auto.allowedPlacements = try placements(object, .allowedPlacements)
    return auto
  }

  /// Reads a `shift` middleware object (with its optional `limiter`).
  package static func shift(_ object: PlaceObject) throws(PlacementProblemError) -> ShiftMiddleware {
    var shift = ShiftMiddleware()
    shift.overflow = try overflow(object)
    shift.mainAxis = try object.bool(.mainAxis) ?? true
    shift.crossAxis = try object.bool(.crossAxis) ?? false
    if let limiter = object.value(.limiter) {
      shift.limiter = try limitShift(limiter, path: object.path(.limiter))
    }
    return shift
  }

  /// The options of `limitShift`: `offset` is a number (the main axis) or `{"mainAxis", "crossAxis"}`.
  package static func limitShift(_ value: JSONNode, path: String) throws(PlacementProblemError) -> LimitShift {
    let object = try PlaceObject(value, path: path, keys: limitShiftKeys)
    var limit = LimitShift()
    if let offset = object.value(.offset) {
      if offset.members != nil {
        let axes = try PlaceObject(offset, path: object.path(.offset), keys: axesKeys)
        limit.mainAxisOffset = try axes.number(.mainAxis, .coordinate) ?? 0
        limit.crossAxisOffset = try axes.number(.crossAxis, .coordinate) ?? 0
      } else {
        limit.mainAxisOffset = try PlaceNumberRange.coordinate.number(offset, path: object.path(.offset))
        limit.crossAxisOffset = 0
      }
    }
    limit.mainAxis = try object.bool(.mainAxis) ?? true
    limit.crossAxis = try object.bool(.crossAxis) ?? true
    return limit
  }

  /// Reads a `size` middleware object.
  package static func size(_ object: PlaceObject) throws(PlacementProblemError) -> SizeMiddleware {
    var size = SizeMiddleware()
    size.overflow = try overflow(object)
    return size
  }

  /// Reads an `arrow` middleware object.
  package static func arrow(_ object: PlaceObject) throws(PlacementProblemError) -> ArrowMiddleware {
    var arrow = ArrowMiddleware(
      size: Size(width: try object.number(.width, .size) ?? 0, height: try object.number(.height, .size) ?? 0))
    arrow.padding = try padding(object)
    return arrow
  }

  /// Reads a `hide` middleware object.
  package static func hide(_ object: PlaceObject) throws(PlacementProblemError) -> HideMiddleware {
    var hide = HideMiddleware()
    hide.overflow = try overflow(object)
    hide.strategy =
      try object.choice(.strategy, "strategy", HideStrategy.allCases.map { ($0.rawValue, $0) }) ?? hide.strategy
    return hide
  }

  // MARK: Shared options

  /// The overflow options: `padding`, `elementContext`, `altBoundary` and `boundary` (a rectangle, or
  /// Floating UI's default `"clippingAncestors"`: the problem's boundary).
  package static func overflow(_ object: PlaceObject) throws(PlacementProblemError) -> DetectOverflowOptions {
    var options = DetectOverflowOptions()
    options.padding = try padding(object)
    options.elementContext =
      try object.choice(.elementContext, "element context", ElementContext.allCases.map { ($0.rawValue, $0) })
      ?? .floating
    options.altBoundary = try object.bool(.altBoundary) ?? false
    if let boundary = object.value(.boundary), boundary.string != "clippingAncestors" {
      guard boundary.members != nil else {
        throw PlaceObject.mismatch(object.path(.boundary), expected: "a rectangle or 'clippingAncestors'", boundary)
      }
      options.boundary = try PlacementProblem.rect(boundary, path: object.path(.boundary), origin: true)
    }
    return options
  }

  /// `padding`: a number for every side, or an object with any of `top`, `right`, `bottom` and `left`.
  package static func padding(_ object: PlaceObject) throws(PlacementProblemError) -> Padding {
    if object.kind(.padding) == .number { return Padding(all: try object.requiredNumber(.padding, .coordinate)) }
    guard let value = object.value(.padding) else { return .zero }
    var path: String { object.path(.padding) }
    guard value.members != nil else {
      throw PlaceObject.mismatch(path, expected: "a number or an object with top/right/bottom/left", value)
    }
    let sides = try PlaceObject(value, path: path, keys: sideKeys)
    return Padding(
      top: try sides.number(.top, .coordinate) ?? 0, right: try sides.number(.right, .coordinate) ?? 0,
      bottom: try sides.number(.bottom, .coordinate) ?? 0, left: try sides.number(.left, .coordinate) ?? 0)
  }

  /// A list of placements, or `nil` when absent or `null`.
  package static func placements(_ object: PlaceObject, _ key: PlaceKey) throws(PlacementProblemError)
    -> [Placement]?
  {
    guard let value = object.value(key) else { return nil }
    guard let elements = value.elements else {
      throw PlaceObject.mismatch(object.path(key), expected: "an array", value)
    }
    var list: [Placement] = []
    for (index, element) in elements.enumerated() {
      list.append(try PlacementProblem.placement(element, path: JSONPath.element(object.path(key), index)))
    }
    return list
  }
}
