import LodestarGeometry

extension JSONScanner {
  private enum MiddlewareKind {
    case offset, flip, autoPlacement, shift, size, arrow, hide
  }

  /// Reads one middleware object: `name` selects the kind; the other fields are its options.
  mutating func readMiddleware(into stack: inout MiddlewareStack) throws(Failure) {
    let start = position
    var kind: MiddlewareKind?
    var sawName = false
    try readObject { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
      guard scanner.rawEquals(key, "name") else { return try scanner.skipValue() }
      sawName = true
      let (range, _) = try scanner.readRawString()
      if scanner.rawEquals(range, "offset") {
        kind = .offset
      } else if scanner.rawEquals(range, "flip") {
        kind = .flip
      } else if scanner.rawEquals(range, "autoPlacement") {
        kind = .autoPlacement
      } else if scanner.rawEquals(range, "shift") {
        kind = .shift
      } else if scanner.rawEquals(range, "size") {
        kind = .size
      } else if scanner.rawEquals(range, "arrow") {
        kind = .arrow
      } else if scanner.rawEquals(range, "hide") {
        kind = .hide
      } else {
        throw Self.fail(
          "unknown middleware '\(scanner.keyText(range))' (expected offset, flip, autoPlacement, shift, size, arrow or hide)"
        )
      }
    }
    guard sawName, let kind else { throw PlacementProblemError(path: [.key("name")], message: "missing") }
    let end = position
    position = start
    defer { position = end }
    switch kind {
    case .offset: stack.append(try readOffset())
    case .flip: stack.append(try readFlip())
    case .autoPlacement: stack.append(try readAutoPlacement())
    case .shift: stack.append(try readShift())
    case .size: stack.append(try readSize())
    case .arrow: stack.append(try readArrow())
    case .hide: stack.append(try readHide())
    }
  }

  private mutating func readOffset() throws(Failure) -> OffsetMiddleware {
    var result = OffsetMiddleware()
    try readObject { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
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

  private mutating func readFlip() throws(Failure) -> FlipMiddleware {
    var result = FlipMiddleware()
    try readObject { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
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

  private mutating func readAlignment() throws(Failure) -> Alignment? {
    if consumeNull() { return nil }
    let (range, _) = try readRawString()
    if rawEquals(range, "start") { return .start }
    if rawEquals(range, "end") { return .end }
    throw Self.fail("unknown alignment '\(keyText(range))' (expected 'start' or 'end')")
  }

  private mutating func readAutoPlacement() throws(Failure) -> AutoPlacementMiddleware {
    var result = AutoPlacementMiddleware()
    try readObject { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
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

  private mutating func readShift() throws(Failure) -> ShiftMiddleware {
    var result = ShiftMiddleware()
    try readObject { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
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

  private mutating func readSize() throws(Failure) -> SizeMiddleware {
    var result = SizeMiddleware()
    try readObject { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
      if try scanner.readOverflowOption(key, into: &result.overflow) { return }
      try scanner.skipValue()
    }
    return result
  }

  private mutating func readArrow() throws(Failure) -> ArrowMiddleware {
    var result = ArrowMiddleware(size: .zero)
    try readObject { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
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

  private mutating func readHide() throws(Failure) -> HideMiddleware {
    var result = HideMiddleware()
    try readObject { (scanner: inout JSONScanner, key: Range<Int>) throws(Failure) in
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
