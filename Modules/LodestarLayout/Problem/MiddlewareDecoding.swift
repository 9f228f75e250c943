import LodestarGeometry

/// The built-in middleware `place` reads.
enum MiddlewareKind {
  case offset, flip, autoPlacement, shift, size, arrow, hide
}

extension JSONScanner {
  /// Reads one middleware object: `name` selects the kind; the other fields are its options.
  ///
  /// When `name` is the first member (as Floating UI's own objects put it), the object is read in one
  /// pass; otherwise the name is found first and the object read again.
  mutating func readMiddleware(into stack: inout MiddlewareStack) throws(Failure) {
    let start = position
    if peek() == UInt8(ascii: "{") {
      position += 1
      repeatedName = false
      do {
        if peek() == UInt8(ascii: "\""), let kind = try readLeadingName() {
          if readCompactOptions(kind, into: &stack) { return }
          try read(kind, into: &stack, afterName: true)
          // A second `name` member: the last one decides, as in JavaScript; read the object again.
          guard repeatedName else { return }
          stack.removeLast()
        }
      } catch {
        // The name or the options may be overridden by a later `name`: the two-pass reading decides
        // (and reports the error).
      }
      position = start
    }
    // The last `name` decides, as in JavaScript.
    var namePosition: Int?
    try readObject { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
      if scanner.rawEquals(key, "name") { namePosition = scanner.position }
      try scanner.skipValue()
    }
    guard let namePosition else { throw PlacementProblemError(path: [.key("name")], message: "missing") }
    let end = position
    defer { position = end }
    position = namePosition
    let kind: MiddlewareKind
    do {
      kind = try readMiddlewareKind()
    } catch {
      throw error.prefixed(.key("name"))
    }
    position = start
    try read(kind, into: &stack, afterName: false)
  }

  /// Reads `"name": "<kind>"` if it is the next member (positioned after the object's opening brace);
  /// otherwise leaves the position after the key and returns `nil`.
  private mutating func readLeadingName() throws(Failure) -> MiddlewareKind? {
    // The compact form `"name":` compared as one word; anything else goes through the general reader.
    if !consume(word: 0x3A22_656D_616E_22, length: 7) {
      let (key, _) = try readRawString()
      guard rawEquals(key, "name") else { return nil }
      try expect(UInt8(ascii: ":"), "':' after a key")
    }
    do {
      return try readMiddlewareKind()
    } catch {
      throw error.prefixed(.key("name"))
    }
  }

  private mutating func readMiddlewareKind() throws(Failure) -> MiddlewareKind {
    // The usual names with their quotes, compared as one word.
    if peek() == UInt8(ascii: "\""), position + 8 <= bytes.count {
      let value = word(at: position)
      let six = value & 0xFFFF_FFFF_FFFF
      let seven = value & 0xFF_FFFF_FFFF_FFFF
      var kind: MiddlewareKind?
      var length = 0
      if value == 0x2274_6573_6666_6F22 {
        (kind, length) = (.offset, 8)
      } else if six == 0x2270_696C_6622 {
        (kind, length) = (.flip, 6)
      } else if seven == 0x22_7466_6968_7322 {
        (kind, length) = (.shift, 7)
      } else if seven == 0x22_776F_7272_6122 {
        (kind, length) = (.arrow, 7)
      } else if six == 0x2265_7A69_7322 {
        (kind, length) = (.size, 6)
      } else if six == 0x2265_6469_6822 {
        (kind, length) = (.hide, 6)
      }
      if let kind {
        position += length
        return kind
      }
    }
    let (range, _) = try readRawString()
    switch range.count {
    case 4 where rawEquals(range, "flip"): return .flip
    case 4 where rawEquals(range, "size"): return .size
    case 4 where rawEquals(range, "hide"): return .hide
    case 5 where rawEquals(range, "shift"): return .shift
    case 5 where rawEquals(range, "arrow"): return .arrow
    case 6 where rawEquals(range, "offset"): return .offset
    case 13 where rawEquals(range, "autoPlacement"): return .autoPlacement
    default:
      throw Self.fail(
        "unknown middleware '\(keyText(range))' (expected offset, flip, autoPlacement, shift, size, arrow or hide)"
      )
    }
  }

  /// Reads the options of a middleware of `kind` and appends it. With `afterName`, the object's first
  /// member (its name) was read already.
  private mutating func read(_ kind: MiddlewareKind, into stack: inout MiddlewareStack, afterName: Bool)
    throws(Failure)
  {
    switch kind {
    case .offset: stack.append(try readOffset(afterName: afterName))
    case .flip: stack.append(try readFlip(afterName: afterName))
    case .autoPlacement: stack.append(try readAutoPlacement(afterName: afterName))
    case .shift: stack.append(try readShift(afterName: afterName))
    case .size: stack.append(try readSize(afterName: afterName))
    case .arrow: stack.append(try readArrow(afterName: afterName))
    case .hide: stack.append(try readHide(afterName: afterName))
    }
  }

  /// Reads a middleware's members: the whole object, or the rest of it after the name. `name` members
  /// are skipped (and noted, after the name).
  @inline(__always)
  private mutating func readOptions(
    afterName: Bool, _ member: (inout JSONScanner, Range<Int>) throws(Failure) -> Void
  ) throws(Failure) {
    let body = { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
      if scanner.rawEquals(key, "name") {
        scanner.repeatedName = true
        return try scanner.skipValue()
      }
      try member(&scanner, key)
    }
    if afterName {
      try readRemainingMembers(body)
    } else {
      try readObject(body)
    }
  }

  private mutating func readOffset(afterName: Bool) throws(Failure) -> OffsetMiddleware {
    var result = OffsetMiddleware()
    try readOptions(afterName: afterName) { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
      if scanner.rawEquals(key, "mainAxis") {
        result.mainAxis = try scanner.optionalNumber(0)
      } else if scanner.rawEquals(key, "crossAxis") {
        result.crossAxis = try scanner.optionalNumber(0)
      } else if scanner.rawEquals(key, "alignmentAxis") {
        result.alignmentAxis = scanner.consumeNull() ? nil : try scanner.readNumber()
      } else {
        try scanner.skipValue()
      }
    }
    return result
  }

  private mutating func readFlip(afterName: Bool) throws(Failure) -> FlipMiddleware {
    var result = FlipMiddleware()
    try readOptions(afterName: afterName) { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
      if try scanner.readOverflowOption(key, into: &result.overflow) { return }
      if scanner.rawEquals(key, "mainAxis") {
        result.mainAxis = try scanner.optionalBool(true)
      } else if scanner.rawEquals(key, "crossAxis") {
        if scanner.consumeNull() {
          result.crossAxis = .enabled
        } else if scanner.peek() == UInt8(ascii: "\"") {
          let (range, _) = try scanner.readRawString()
          guard scanner.rawEquals(range, "alignment") else {
            throw Self.fail("expected true, false or 'alignment', found '\(scanner.keyText(range))'")
          }
          result.crossAxis = .alignment
        } else {
          result.crossAxis = try scanner.readBool() ? .enabled : .disabled
        }
      } else if scanner.rawEquals(key, "fallbackPlacements") {
        result.fallbackPlacements = try scanner.readPlacementList()
      } else if scanner.rawEquals(key, "fallbackStrategy") {
        if scanner.consumeNull() { return }
        let (range, _) = try scanner.readRawString()
        if scanner.rawEquals(range, "bestFit") {
          result.fallbackStrategy = .bestFit
        } else if scanner.rawEquals(range, "initialPlacement") {
          result.fallbackStrategy = .initialPlacement
        } else {
          throw Self.fail("unknown strategy '\(scanner.keyText(range))' (expected 'bestFit' or 'initialPlacement')")
        }
      } else if scanner.rawEquals(key, "fallbackAxisSideDirection") {
        if scanner.consumeNull() { return }
        let (range, _) = try scanner.readRawString()
        if scanner.rawEquals(range, "none") {
          result.fallbackAxisSideDirection = FlipFallbackAxisSideDirection.none
        } else if scanner.rawEquals(range, "start") {
          result.fallbackAxisSideDirection = .start
        } else if scanner.rawEquals(range, "end") {
          result.fallbackAxisSideDirection = .end
        } else {
          throw Self.fail("unknown direction '\(scanner.keyText(range))' (expected 'none', 'start' or 'end')")
        }
      } else if scanner.rawEquals(key, "flipAlignment") {
        result.flipAlignment = try scanner.optionalBool(true)
      } else {
        try scanner.skipValue()
      }
    }
    return result
  }

  private mutating func readAlignment() throws(Failure) -> PlacementAlignment? {
    if consumeNull() { return nil }
    let (range, _) = try readRawString()
    if rawEquals(range, "start") { return .start }
    if rawEquals(range, "end") { return .end }
    throw Self.fail("unknown alignment '\(keyText(range))' (expected 'start' or 'end')")
  }

  private mutating func readAutoPlacement(afterName: Bool) throws(Failure) -> AutoPlacementMiddleware {
    var result = AutoPlacementMiddleware()
    try readOptions(afterName: afterName) { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
      if try scanner.readOverflowOption(key, into: &result.overflow) { return }
      if scanner.rawEquals(key, "crossAxis") {
        result.crossAxis = try scanner.optionalBool(false)
      } else if scanner.rawEquals(key, "alignment") {
        result.alignment = try scanner.readAlignment()
      } else if scanner.rawEquals(key, "autoAlignment") {
        result.autoAlignment = try scanner.optionalBool(true)
      } else if scanner.rawEquals(key, "allowedPlacements") {
        result.allowedPlacements = try scanner.readPlacementList()
      } else {
        try scanner.skipValue()
      }
    }
    return result
  }

  private mutating func readShift(afterName: Bool) throws(Failure) -> ShiftMiddleware {
    var result = ShiftMiddleware()
    try readOptions(afterName: afterName) { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
      if try scanner.readOverflowOption(key, into: &result.overflow) { return }
      if scanner.rawEquals(key, "mainAxis") {
        result.mainAxis = try scanner.optionalBool(true)
      } else if scanner.rawEquals(key, "crossAxis") {
        result.crossAxis = try scanner.optionalBool(false)
      } else if scanner.rawEquals(key, "limiter") {
        result.limiter = scanner.consumeNull() ? nil : try scanner.readLimitShift()
      } else {
        try scanner.skipValue()
      }
    }
    return result
  }

  private mutating func readLimitShift() throws(Failure) -> LimitShift {
    var result = LimitShift()
    try readObject { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
      if scanner.rawEquals(key, "offset") {
        if scanner.consumeNull() { return }
        if scanner.peek() == UInt8(ascii: "{") {
          result.mainAxisOffset = 0
          result.crossAxisOffset = 0
          try scanner.readObject { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
            if scanner.rawEquals(key, "mainAxis") {
              result.mainAxisOffset = try scanner.optionalNumber(0)
            } else if scanner.rawEquals(key, "crossAxis") {
              result.crossAxisOffset = try scanner.optionalNumber(0)
            } else {
              try scanner.skipValue()
            }
          }
        } else {
          result.mainAxisOffset = try scanner.readNumber()
          result.crossAxisOffset = 0
        }
      } else if scanner.rawEquals(key, "mainAxis") {
        result.mainAxis = try scanner.optionalBool(true)
      } else if scanner.rawEquals(key, "crossAxis") {
        result.crossAxis = try scanner.optionalBool(true)
      } else {
        try scanner.skipValue()
      }
    }
    return result
  }

  private mutating func readSize(afterName: Bool) throws(Failure) -> SizeMiddleware {
    var result = SizeMiddleware()
    try readOptions(afterName: afterName) { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
      if try scanner.readOverflowOption(key, into: &result.overflow) { return }
      try scanner.skipValue()
    }
    return result
  }

  private mutating func readArrow(afterName: Bool) throws(Failure) -> ArrowMiddleware {
    var result = ArrowMiddleware(size: .zero)
    try readOptions(afterName: afterName) { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
      if scanner.rawEquals(key, "width") {
        result.size.width = try scanner.optionalNumber(0)
      } else if scanner.rawEquals(key, "height") {
        result.size.height = try scanner.optionalNumber(0)
      } else if scanner.rawEquals(key, "padding") {
        result.padding = try scanner.readPadding()
      } else {
        try scanner.skipValue()
      }
    }
    return result
  }

  private mutating func readHide(afterName: Bool) throws(Failure) -> HideMiddleware {
    var result = HideMiddleware()
    try readOptions(afterName: afterName) { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
      if try scanner.readOverflowOption(key, into: &result.overflow) { return }
      if scanner.rawEquals(key, "strategy") {
        if scanner.consumeNull() { return }
        let (range, _) = try scanner.readRawString()
        if scanner.rawEquals(range, "referenceHidden") {
          result.strategy = .referenceHidden
        } else if scanner.rawEquals(range, "escaped") {
          result.strategy = .escaped
        } else {
          throw Self.fail("unknown strategy '\(scanner.keyText(range))' (expected 'referenceHidden' or 'escaped')")
        }
      } else {
        try scanner.skipValue()
      }
    }
    return result
  }
}
