import LodestarGeometry

extension JSONScanner {
  /// Reads the options of a middleware of `kind` whose name was just read, when they have the compact
  /// form Floating UI's examples and the benchmark use — `,"mainAxis":8}` for offset, `,"padding":8}` for
  /// shift, `,"width":14,"height":7,"padding":4}` for arrow, each value a plain number, no spaces —
  /// matched word by word, and appends the middleware; likewise any middleware with no options
  /// (`{"name":"flip"}`). Returns false, consuming nothing, for any other
  /// kind, order, value or spacing, which the general reader then reads (or reports).
  ///
  /// The result is the one the general reader gives for the same text: the unnamed options keep their
  /// defaults and a number `padding` applies to every side.
  @inline(__always)
  mutating func readCompactOptions(_ kind: MiddlewareKind, into stack: inout MiddlewareStack) -> Bool {
    let start = position
    // No options at all (`{"name":"flip"}`): the defaults, as the general reader gives them.
    if consume(word: 0x7D, length: 1) {
      switch kind {
      case .offset: stack.append(OffsetMiddleware())
      case .flip: stack.append(FlipMiddleware())
      case .autoPlacement: stack.append(AutoPlacementMiddleware())
      case .shift: stack.append(ShiftMiddleware())
      case .size: stack.append(SizeMiddleware())
      case .arrow: stack.append(ArrowMiddleware(size: .zero))
      case .hide: stack.append(HideMiddleware())
      }
      return true
    }
    switch kind {
    case .offset:
      if let mainAxis = readCompactMainAxis(), consume(word: 0x7D, length: 1) {
        var offset = OffsetMiddleware()
        offset.mainAxis = mainAxis
        stack.append(offset)
        return true
      }
    case .shift:
      if let padding = readCompactPadding(), consume(word: 0x7D, length: 1) {
        var shift = ShiftMiddleware()
        shift.overflow.padding = Padding(all: padding)
        stack.append(shift)
        return true
      }
    case .arrow:
      if let width = readCompactWidth(), let height = readCompactHeight(), let padding = readCompactPadding(),
        consume(word: 0x7D, length: 1)
      {
        var arrow = ArrowMiddleware(size: Size(width: width, height: height))
        arrow.padding = Padding(all: padding)
        stack.append(arrow)
        return true
      }
    default:
      break
    }
    position = start
    return false
  }

  /// `,"mainAxis":` then a number; `nil` otherwise (the position may have moved: the caller restores it).
  @inline(__always)
  private mutating func readCompactMainAxis() -> Double? {
    // ,"mainAx  and  is":
    guard consume(word: 0x7841_6E69_616D_222C, length: 8), consume(word: 0x3A22_7369, length: 4) else { return nil }
    return readCompactNumber()
  }

  /// `,"padding":` then a number; `nil` otherwise.
  @inline(__always)
  private mutating func readCompactPadding() -> Double? {
    // ,"paddin  and  g":
    guard consume(word: 0x6E69_6464_6170_222C, length: 8), consume(word: 0x3A_2267, length: 3) else { return nil }
    return readCompactNumber()
  }

  /// `,"width":` then a number; `nil` otherwise.
  @inline(__always)
  private mutating func readCompactWidth() -> Double? {
    // ,"width"  and  :
    guard consume(word: 0x2268_7464_6977_222C, length: 8), consume(word: 0x3A, length: 1) else { return nil }
    return readCompactNumber()
  }

  /// `,"height":` then a number; `nil` otherwise.
  @inline(__always)
  private mutating func readCompactHeight() -> Double? {
    // ,"height  and  ":
    guard consume(word: 0x7468_6769_6568_222C, length: 8), consume(word: 0x3A22, length: 2) else { return nil }
    return readCompactNumber()
  }

}
