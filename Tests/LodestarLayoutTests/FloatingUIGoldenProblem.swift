import LodestarGeometry
import LodestarJSON
import LodestarLayout

/// A Floating UI conformance case read with the package's JSON reader: the problem in Floating UI's
/// vocabulary (the one `lodestar-demo place` reads) and the result Floating UI computes for it.
///
/// The mapping onto Layout's types is the test's own, so these cases check the engine independently of the
/// `place` command's decoding (which also refuses some inputs Floating UI accepts, such as negative sizes).
struct FloatingUIGoldenProblem {
  var reference: Rect
  var floating: Size
  var boundary: Rect
  var placement: Placement
  var layoutDirection: ReadingDirection
  var middleware: [any Middleware]

  /// The problem of a case; `nil` for an option the test does not know (a failing test, not a crash).
  init?(json: String) {
    guard let root = try? JSONReader(maximumDepth: 16).read(Array(json.utf8)), let object = root.table,
      let reference = object["reference"].flatMap(Self.rect), let floating = object["floating"].flatMap(Self.rect),
      let boundary = object["boundary"].flatMap(Self.rect)
    else { return nil }
    self.reference = reference
    self.floating = floating.size
    self.boundary = boundary
    placement = object["placement"]?.string.flatMap(Placement.init) ?? .bottom
    layoutDirection = object["rtl"]?.bool == true ? .rightToLeft : .leftToRight
    var middleware: [any Middleware] = []
    for element in object["middleware"]?.elements ?? [] {
      guard let options = element.table, let item = Self.middleware(options) else { return nil }
      middleware.append(item)
    }
    self.middleware = middleware
  }

  func solve() -> ComputedPosition {
    computePosition(
      reference: reference, floating: floating, boundary: boundary, placement: placement,
      layoutDirection: layoutDirection, middleware: middleware)
  }

  static func rect(_ value: JSONValue) -> Rect? {
    guard let object = value.table, let width = object["width"]?.number, let height = object["height"]?.number
    else { return nil }
    return Rect(x: object["x"]?.number ?? 0, y: object["y"]?.number ?? 0, width: width, height: height)
  }

  static func padding(_ value: JSONValue?) -> Padding {
    guard let value else { return .zero }
    if let all = value.number { return Padding(all: all) }
    let sides = value.table ?? [:]
    return Padding(
      top: sides["top"]?.number ?? 0, right: sides["right"]?.number ?? 0, bottom: sides["bottom"]?.number ?? 0,
      left: sides["left"]?.number ?? 0)
  }

  static func overflow(_ options: [String: JSONValue]) -> DetectOverflowOptions {
    DetectOverflowOptions(
      padding: padding(options["padding"]),
      elementContext: options["elementContext"]?.string.flatMap(ElementContext.init(rawValue:)) ?? .floating)
  }

  static func placements(_ value: JSONValue?) -> [Placement]? {
    value?.elements?.compactMap { $0.string.flatMap(Placement.init) }
  }

  static func middleware(_ options: [String: JSONValue]) -> (any Middleware)? {
    func bool(_ key: String, _ fallback: Bool) -> Bool { options[key]?.bool ?? fallback }
    switch options["name"]?.string {
    case "offset":
      return OffsetMiddleware(
        mainAxis: options["mainAxis"]?.number ?? 0, crossAxis: options["crossAxis"]?.number ?? 0,
        alignmentAxis: options["alignmentAxis"]?.number)
    case "flip":
      let crossAxis: FlipCrossAxis =
        options["crossAxis"]?.string == "alignment" ? .alignment : bool("crossAxis", true) ? .enabled : .disabled
      return FlipMiddleware(
        mainAxis: bool("mainAxis", true), crossAxis: crossAxis,
        fallbackPlacements: placements(options["fallbackPlacements"]),
        fallbackStrategy: options["fallbackStrategy"]?.string.flatMap(FlipFallbackStrategy.init) ?? .bestFit,
        fallbackAxisSideDirection: options["fallbackAxisSideDirection"]?.string.flatMap(
          FlipFallbackAxisSideDirection.init) ?? .none,
        flipAlignment: bool("flipAlignment", true), overflow: overflow(options))
    case "autoPlacement":
      return AutoPlacementMiddleware(
        crossAxis: bool("crossAxis", false),
        alignment: options["alignment"]?.string.flatMap(PlacementAlignment.init(rawValue:)),
        autoAlignment: bool("autoAlignment", true), allowedPlacements: placements(options["allowedPlacements"]),
        overflow: overflow(options))
    case "shift":
      var limiter: LimitShift?
      if let limit = options["limiter"]?.table {
        limiter = LimitShift(mainAxis: limit["mainAxis"]?.bool ?? true, crossAxis: limit["crossAxis"]?.bool ?? true)
        if let offset = limit["offset"]?.number {
          limiter?.mainAxisOffset = offset
        } else if let offset = limit["offset"]?.table {
          limiter?.mainAxisOffset = offset["mainAxis"]?.number ?? 0
          limiter?.crossAxisOffset = offset["crossAxis"]?.number ?? 0
        }
      }
      return ShiftMiddleware(
        mainAxis: bool("mainAxis", true), crossAxis: bool("crossAxis", false), limiter: limiter,
        overflow: overflow(options))
    case "size":
      return SizeMiddleware(overflow: overflow(options))
    case "arrow":
      return ArrowMiddleware(
        size: Size(width: options["width"]?.number ?? 0, height: options["height"]?.number ?? 0),
        padding: padding(options["padding"]))
    case "hide":
      return HideMiddleware(
        strategy: options["strategy"]?.string.flatMap(HideStrategy.init) ?? .referenceHidden,
        overflow: overflow(options))
    default:
      return nil
    }
  }
}

extension JSONValue {
  /// The members of an object by key, or `nil`; `null` members are left out (they mean the default).
  var table: [String: JSONValue]? {
    members.map { members in
      var table: [String: JSONValue] = [:]
      for member in members where !member.value.isNull { table[member.key] = member.value }
      return table
    }
  }
}

/// The differences between a computed position and the result Floating UI gives (numbers compared exactly),
/// as `key: found, expected` lines; empty when they agree.
func differences(_ position: ComputedPosition, _ expectedJSON: String) -> [String] {
  guard let expected = (try? JSONReader(maximumDepth: 4).read(Array(expectedJSON.utf8)))?.table else {
    return ["the expected result does not read"]
  }
  var found: [String: Double] = ["x": position.x, "y": position.y]
  var flags: [String: Bool] = [:]
  let data = position.middlewareData
  if let arrow = data.arrow {
    found["arrow.x"] = arrow.x
    found["arrow.y"] = arrow.y
    found["arrow.centerOffset"] = arrow.centerOffset
  }
  if let shift = data.shift {
    found["shift.x"] = shift.x
    found["shift.y"] = shift.y
  }
  if let size = data.size {
    found["size.availableWidth"] = size.availableWidth
    found["size.availableHeight"] = size.availableHeight
  }
  if let hide = data.hide {
    flags["hide.referenceHidden"] = hide.referenceHidden
    flags["hide.escaped"] = hide.escaped
  }
  var wanted: [String: Double] = [:]
  var wantedFlags: [String: Bool] = [:]
  var problems: [String] = []
  if expected["placement"]?.string != position.placement.name {
    problems.append("placement: \(position.placement.name), expected \(expected["placement"]?.string ?? "none")")
  }
  for (key, value) in expected where key != "placement" {
    if let number = value.number { wanted[key] = number }
    for (field, member) in value.table ?? [:] {
      if let number = member.number { wanted["\(key).\(field)"] = number }
      if let flag = member.bool { wantedFlags["\(key).\(field)"] = flag }
    }
  }
  for key in Set(found.keys).union(wanted.keys).sorted() where found[key] != wanted[key] {
    problems.append(
      "\(key): \(found[key].map { "\($0)" } ?? "none"), expected \(wanted[key].map { "\($0)" } ?? "none")")
  }
  for key in Set(flags.keys).union(wantedFlags.keys).sorted() where flags[key] != wantedFlags[key] {
    problems.append(
      "\(key): \(flags[key].map { "\($0)" } ?? "none"), expected \(wantedFlags[key].map { "\($0)" } ?? "none")")
  }
  return problems
}
