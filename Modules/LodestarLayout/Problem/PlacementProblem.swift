import LodestarGeometry

/// One placement problem in the vocabulary of Floating UI, as read by `lodestar-demo place`: the
/// rectangles, the placement, the layout direction and the middleware list.
public struct PlacementProblem: Sendable {
  /// The reference rectangle.
  public var reference: Rect
  /// The floating element's size.
  public var floating: Size
  /// The clipping rectangle.
  public var boundary: Rect
  /// The preferred placement. Default `bottom`.
  public var placement: Placement
  /// The layout direction. Default left-to-right.
  public var layoutDirection: ReadingDirection
  /// The middleware, prepared.
  public var stack: MiddlewareStack

  /// The middleware, in order.
  public var middleware: [any Middleware] {
    get { stack.middleware }
    set { stack = MiddlewareStack(newValue) }
  }

  /// Creates a problem.
  public init(
    reference: Rect, floating: Size, boundary: Rect, placement: Placement = .bottom,
    layoutDirection: ReadingDirection = .leftToRight, middleware: [any Middleware] = []
  ) {
    self.reference = reference
    self.floating = floating
    self.boundary = boundary
    self.placement = placement
    self.layoutDirection = layoutDirection
    self.stack = MiddlewareStack(middleware)
  }

  /// Solves the problem with ``computePosition(reference:floating:boundary:placement:layoutDirection:middleware:)``.
  public func solve() -> ComputedPosition {
    computePosition(
      reference: reference, floating: floating, boundary: boundary, placement: placement,
      layoutDirection: layoutDirection, stack: stack)
  }
}

extension PlacementProblem {
  /// Reads a problem from one line of JSON, such as
  /// `{"reference":{"x":20,"y":700,"width":100,"height":44},"floating":{"width":200,"height":120},
  /// "boundary":{"x":0,"y":0,"width":390,"height":844},"placement":"bottom","rtl":false,
  /// "middleware":[{"name":"offset","mainAxis":8},{"name":"flip"}]}`.
  ///
  /// Every middleware field except `name` is optional with Floating UI's defaults; `null` counts as
  /// absent. `padding` is a number or an object with any of `top`, `right`, `bottom`, `left`. Unknown keys
  /// are ignored. Throws a ``PlacementProblemError`` naming the JSON path of the first problem found.
  public init(json: String) throws(PlacementProblemError) {
    var text = json
    let result = text.withUTF8 { bytes -> Result<PlacementProblem, PlacementProblemError> in
      do throws(PlacementProblemError) {
        return .success(try PlacementProblem(utf8: bytes))
      } catch {
        return .failure(error)
      }
    }
    self = try result.get()
  }

  /// Reads a problem from the UTF-8 bytes of one line of JSON; see ``init(json:)``.
  public init(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(PlacementProblemError) {
    self.init(reference: .zero, floating: .zero, boundary: .zero)
    try read(utf8: bytes)
  }

  /// Replaces this problem with the one read from the UTF-8 bytes of one line of JSON, reusing the
  /// middleware storage (no allocation when reading many problems into the same value); see
  /// ``init(json:)``. After an error the problem holds unspecified values.
  public mutating func read(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(PlacementProblemError) {
    var scanner = JSONScanner(bytes)
    if readCanonical(&scanner) { return }
    var reference: Rect?
    var floating: Size?
    var boundary: Rect?
    placement = .bottom
    layoutDirection = .leftToRight
    stack.removeAll()
    try scanner.readObject { (scanner: inout JSONScanner, key: Range<Int>) throws(PlacementProblemError) in
      switch key.count {
      case 8 where scanner.rawEquals(key, "floating"):
        floating = try scanner.readRect(requiringOrigin: false).size
      case 8 where scanner.rawEquals(key, "boundary"):
        boundary = try scanner.readRect(requiringOrigin: true)
      case 9 where scanner.rawEquals(key, "reference"):
        reference = try scanner.readRect(requiringOrigin: true)
      case 9 where scanner.rawEquals(key, "placement"):
        placement = scanner.consumeNull() ? .bottom : try scanner.readPlacement()
      case 3 where scanner.rawEquals(key, "rtl"):
        layoutDirection =
          scanner.consumeNull() ? .leftToRight : (try scanner.readBool() ? .rightToLeft : .leftToRight)
      case 10 where scanner.rawEquals(key, "middleware"):
        stack.removeAll()
        if scanner.consumeNull() { return }
        try scanner.readArray { (scanner: inout JSONScanner, _: Int) throws(PlacementProblemError) in
          try scanner.readMiddleware(into: &stack)
        }
      default:
        try scanner.skipValue()
      }
    }
    if scanner.peek() != 0 { throw PlacementProblemError(message: "unexpected text after the problem object") }
    guard let reference else { throw PlacementProblemError(path: [.key("reference")], message: "missing") }
    guard let floating else { throw PlacementProblemError(path: [.key("floating")], message: "missing") }
    guard let boundary else { throw PlacementProblemError(path: [.key("boundary")], message: "missing") }
    self.reference = reference
    self.floating = floating
    self.boundary = boundary
  }
}

extension PlacementProblem {
  /// Reads the compact form in the key order (`reference`, `floating`, `boundary`, then
  /// optionally `placement`, `rtl`, `middleware`) key by key without scanning the keys. Returns false,
  /// with the problem's middleware emptied and the scanner back at the start, for any other form or any
  /// error; the general reader then reads the line (or reports its error).
  mutating func readCanonical(_ scanner: inout JSONScanner) -> Bool {
    let start = scanner.position
    guard scanner.peek() == UInt8(ascii: "{"),
      scanner.consume(word: 0x6572_6566_6572_227B, length: 8), scanner.consume(word: 0x3A_2265_636E, length: 5),
      let reference = scanner.readCompactRect(requiringOrigin: true),
      scanner.consume(word: 0x6974_616F_6C66_222C, length: 8), scanner.consume(word: 0x3A22_676E, length: 4),
      let floating = scanner.readCompactRect(requiringOrigin: false),
      scanner.consume(word: 0x6164_6E75_6F62_222C, length: 8), scanner.consume(word: 0x3A22_7972, length: 4),
      let boundary = scanner.readCompactRect(requiringOrigin: true)
    else {
      scanner.position = start
      return false
    }
    var placement = Placement.bottom
    var direction = ReadingDirection.leftToRight
    stack.removeAll()
    var complete = true
    if scanner.consume(word: 0x6D65_6361_6C70_222C, length: 8) {
      if scanner.consume(word: 0x3A_2274_6E65, length: 5), let value = try? scanner.readPlacement() {
        placement = value
      } else {
        complete = false
      }
    }
    if complete, scanner.consume(word: 0x3A_226C_7472_222C, length: 7) {
      // false and true compared as words; anything else through the general reader.
      if scanner.consume(word: 0x65_736C_6166, length: 5) {
        direction = .leftToRight
      } else if scanner.consume(word: 0x6575_7274, length: 4) {
        direction = .rightToLeft
      } else if let value = try? scanner.readBool() {
        direction = value ? .rightToLeft : .leftToRight
      } else {
        complete = false
      }
    }
    if complete, scanner.consume(word: 0x656C_6464_696D_222C, length: 8) {
      complete =
        scanner.consume(word: 0x3A22_6572_6177, length: 6)
        && (try? scanner.readArray { (scanner: inout JSONScanner, _: Int) throws(PlacementProblemError) in
          try scanner.readMiddleware(into: &stack)
        }) != nil
    }
    guard complete, scanner.consume(word: 0x7D, length: 1), scanner.peek() == 0 else {
      stack.removeAll()
      scanner.position = start
      return false
    }
    self.reference = reference
    self.floating = floating.size
    self.boundary = boundary
    self.placement = placement
    self.layoutDirection = direction
    return true
  }
}

extension JSONScanner {
  /// The compact form `{"x":1,"y":2,"width":3,"height":4}` (or `{"width":3,"height":4}` without
  /// `requiringOrigin`), matched word by word; `nil` (consuming nothing) for any other form or any error,
  /// which the general reader then reads or reports.
  @inline(__always)
  mutating func readCompactRect(requiringOrigin: Bool) -> Rect? {
    let start = position
    var x = 0.0
    var y = 0.0
    if requiringOrigin {
      // {"x":  and  ,"y":  and  ,
      guard peek() == UInt8(ascii: "{"), consume(word: 0x3A_2278_227B, length: 5), let readX = readCompactNumber(),
        consume(word: 0x3A_2279_222C, length: 5), let readY = readCompactNumber(),
        consume(word: 0x2C, length: 1)
      else {
        position = start
        return nil
      }
      x = readX
      y = readY
    } else {
      guard peek() == UInt8(ascii: "{"), consume(word: 0x7B, length: 1) else {
        position = start
        return nil
      }
    }
    // "width":  and  ,"height  and  ":  and  }
    guard consume(word: 0x3A22_6874_6469_7722, length: 8), let width = readCompactNumber(),
      consume(word: 0x7468_6769_6568_222C, length: 8), consume(word: 0x3A22, length: 2),
      let height = readCompactNumber(), consume(word: 0x7D, length: 1)
    else {
      position = start
      return nil
    }
    return Rect(x: x, y: y, width: width, height: height)
  }

  mutating func readRect(requiringOrigin: Bool) throws(Failure) -> Rect {
    if let rect = readCompactRect(requiringOrigin: requiringOrigin) { return rect }
    var x: Double?
    var y: Double?
    var width: Double?
    var height: Double?
    try readObject { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
      switch key.count {
      case 1 where scanner.bytes[key.lowerBound] == UInt8(ascii: "x"): x = try scanner.readNumber()
      case 1 where scanner.bytes[key.lowerBound] == UInt8(ascii: "y"): y = try scanner.readNumber()
      case 5 where scanner.rawEquals(key, "width"): width = try scanner.readNumber()
      case 6 where scanner.rawEquals(key, "height"): height = try scanner.readNumber()
      default: try scanner.skipValue()
      }
    }
    if requiringOrigin {
      guard x != nil else { throw PlacementProblemError(path: [.key("x")], message: "missing") }
      guard y != nil else { throw PlacementProblemError(path: [.key("y")], message: "missing") }
    }
    guard let width else { throw PlacementProblemError(path: [.key("width")], message: "missing") }
    guard let height else { throw PlacementProblemError(path: [.key("height")], message: "missing") }
    return Rect(x: x ?? 0, y: y ?? 0, width: width, height: height)
  }

  mutating func readPlacement() throws(Failure) -> Placement {
    let (range, hasEscapes) = try readRawString()
    if !hasEscapes {
      switch range.count {
      case 3 where rawEquals(range, "top"): return .top
      case 4 where rawEquals(range, "left"): return .left
      case 5 where rawEquals(range, "right"): return .right
      case 6 where rawEquals(range, "bottom"): return .bottom
      case 7 where rawEquals(range, "top-end"): return .topEnd
      case 8 where rawEquals(range, "left-end"): return .leftEnd
      case 9 where rawEquals(range, "top-start"): return .topStart
      case 9 where rawEquals(range, "right-end"): return .rightEnd
      case 10 where rawEquals(range, "left-start"): return .leftStart
      case 10 where rawEquals(range, "bottom-end"): return .bottomEnd
      case 11 where rawEquals(range, "right-start"): return .rightStart
      case 12 where rawEquals(range, "bottom-start"): return .bottomStart
      default: break
      }
    }
    let text = keyText(range)
    if let placement = Placement(text) { return placement }
    throw Self.fail("unknown placement '\(text)' (expected one of Floating UI's 12 placements, such as 'bottom-start')")
  }

  mutating func readPlacementList() throws(Failure) -> [Placement]? {
    if consumeNull() { return nil }
    var list: [Placement] = []
    try readArray { (scanner: inout JSONScanner, _: Int) throws(Failure) in
      list.append(try scanner.readPlacement())
    }
    return list
  }

  mutating func readPadding() throws(Failure) -> Padding {
    if consumeNull() { return .zero }
    if peek() == UInt8(ascii: "{") {
      var padding = Padding.zero
      try readObject { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
        let side: Side?
        if scanner.rawEquals(key, "top") {
          side = .top
        } else if scanner.rawEquals(key, "right") {
          side = .right
        } else if scanner.rawEquals(key, "bottom") {
          side = .bottom
        } else if scanner.rawEquals(key, "left") {
          side = .left
        } else {
          side = nil
        }
        guard let side else { return try scanner.skipValue() }
        padding[side] = scanner.consumeNull() ? 0 : try scanner.readNumber()
      }
      return padding
    }
    guard peek() == UInt8(ascii: "-") || (peek() >= 0x30 && peek() <= 0x39) else {
      throw Self.fail("expected a number or an object with top/right/bottom/left, found \(describeNext())")
    }
    return Padding(all: try readNumber())
  }

  mutating func optionalBool(_ current: Bool) throws(Failure) -> Bool {
    consumeNull() ? current : try readBool()
  }

  mutating func optionalNumber(_ current: Double) throws(Failure) -> Double {
    consumeNull() ? current : try readNumber()
  }

  /// Reads a shared overflow-detection option if `key` is one; returns whether it was.
  mutating func readOverflowOption(_ key: Range<Int>, into options: inout DetectOverflowOptions) throws(Failure) -> Bool
  {
    if rawEquals(key, "padding") {
      options.padding = try readPadding()
    } else if rawEquals(key, "elementContext") {
      if consumeNull() { return true }
      let (range, _) = try readRawString()
      if rawEquals(range, "floating") {
        options.elementContext = .floating
      } else if rawEquals(range, "reference") {
        options.elementContext = .reference
      } else {
        throw Self.fail("unknown element context '\(keyText(range))' (expected 'floating' or 'reference')")
      }
    } else if rawEquals(key, "altBoundary") {
      options.altBoundary = try optionalBool(false)
    } else if rawEquals(key, "boundary") {
      if peek() == UInt8(ascii: "{") {
        options.boundary = try readRect(requiringOrigin: true)
      } else {
        try skipValue()
      }
    } else {
      return false
    }
    return true
  }
}
