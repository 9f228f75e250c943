import Lodestar
import LodestarJSON

extension PlaceLineOnePassReader {
  /// Reads the middleware object whose entry is `object` and appends it to `stack`: its `name` first (it may be
  /// anywhere in the object), then its options in the line's order, each against the keys that middleware allows
  /// (``MiddlewareReader``'s).
  ///
  /// - Returns: `false` when the object holds anything this reader leaves to the checked reader.
  func appendMiddleware(_ object: Int, to stack: inout MiddlewareStack) -> Bool {
    guard case .object = kind(object) else { return false }
    // The options: every member but the name.
    func forEachOption(_ body: (PlaceKey, Int) -> Bool) -> Bool {
      forEachMember(of: object) { key, value in key == .name || body(key, value) }
    }
    switch name(of: object) {
    case .offset?:
      var offset = OffsetMiddleware()
      guard
        forEachOption({ key, value in
          switch key {
          case .mainAxis: return setNumber(value, .coordinate, &offset.mainAxis)
          case .crossAxis: return setNumber(value, .coordinate, &offset.crossAxis)
          case .alignmentAxis:
            if isNull(value) { return true }
            offset.alignmentAxis = number(value, .coordinate)
            return offset.alignmentAxis != nil
          default: return false
          }
        })
      else { return false }
      stack.append(offset)
    case .flip?:
      var flip = FlipMiddleware()
      guard
        forEachOption({ key, value in
          switch key {
          case .mainAxis: return setBool(value, &flip.mainAxis)
          case .crossAxis:
            // `null` leaves it enabled, the default; `"alignment"` is left to the checked reader.
            var enabled = true
            guard setBool(value, &enabled) else { return false }
            flip.crossAxis = enabled ? .enabled : .disabled
            return true
          case .flipAlignment: return setBool(value, &flip.flipAlignment)
          case .fallbackPlacements, .fallbackStrategy, .fallbackAxisSideDirection: return isNull(value)
          default: return setOverflowOption(key, value, &flip.overflow)
          }
        })
      else { return false }
      stack.append(flip)
    case .autoPlacement?:
      var auto = AutoPlacementMiddleware()
      guard
        forEachOption({ key, value in
          switch key {
          case .crossAxis: return setBool(value, &auto.crossAxis)
          case .autoAlignment: return setBool(value, &auto.autoAlignment)
          case .alignment, .allowedPlacements: return isNull(value)
          default: return setOverflowOption(key, value, &auto.overflow)
          }
        })
      else { return false }
      stack.append(auto)
    case .shift?:
      var shift = ShiftMiddleware()
      guard
        forEachOption({ key, value in
          switch key {
          case .mainAxis: return setBool(value, &shift.mainAxis)
          case .crossAxis: return setBool(value, &shift.crossAxis)
          case .limiter: return isNull(value)
          default: return setOverflowOption(key, value, &shift.overflow)
          }
        })
      else { return false }
      stack.append(shift)
    case .size?:
      var size = SizeMiddleware()
      guard forEachOption({ key, value in setOverflowOption(key, value, &size.overflow) }) else {
        return false
      }
      stack.append(size)
    case .arrow?:
      var arrow = ArrowMiddleware(size: .zero)
      guard
        forEachOption({ key, value in
          switch key {
          case .width: return setNumber(value, .size, &arrow.size.width)
          case .height: return setNumber(value, .size, &arrow.size.height)
          case .padding: return setPadding(value, &arrow.padding)
          default: return false
          }
        })
      else { return false }
      stack.append(arrow)
    case .hide?:
      var hide = HideMiddleware()
      guard
        forEachOption({ key, value in
          key == .strategy ? isNull(value) : setOverflowOption(key, value, &hide.overflow)
        })
      else { return false }
      stack.append(hide)
    case nil:
      return false
    }
    return true
  }

  /// The middleware the object whose entry is `object` names, or `nil` when it names none.
  private func name(of object: Int) -> MiddlewareReader.MiddlewareName? {
    var key = object + 1
    for _ in 0..<count(object) {
      let value = key + 1
      if placeKey(key) == .name {
        let name = MiddlewareReader.MiddlewareName.table.index(ofStringAt: value, in: document)
        return name.flatMap(MiddlewareReader.MiddlewareName.init(rawValue:))
      }
      key = next(value)
    }
    return nil
  }

  /// Sets one of the overflow options `padding`, `altBoundary` and `boundary` (a rectangle) in `options`;
  /// `elementContext` may only be `null` here.
  ///
  /// - Returns: `false` for any other key, or a value this reader leaves to the checked reader.
  private func setOverflowOption(_ key: PlaceKey, _ value: Int, _ options: inout DetectOverflowOptions) -> Bool {
    switch key {
    case .padding: return setPadding(value, &options.padding)
    case .altBoundary: return setBool(value, &options.altBoundary)
    case .elementContext: return isNull(value)
    case .boundary:
      if isNull(value) { return true }
      var rect = Rect.zero
      guard rectangle(value, origin: true, into: &rect) else { return false }
      options.boundary = rect
      return true
    default: return false
    }
  }

  /// Sets `padding` to a number for every side or an object of `top`, `right`, `bottom` and `left` (each 0 when
  /// absent or `null`); leaves it for `null`.
  ///
  /// - Returns: `false` for any other value.
  private func setPadding(_ value: Int, _ padding: inout Padding) -> Bool {
    switch kind(value) {
    case .null:
      return true
    case .number:
      guard let all = number(value, .coordinate) else { return false }
      padding = Padding(all: all)
      return true
    default:
      var sides = Padding.zero
      let read = forEachMember(of: value) { key, side in
        switch key {
        case .top: return setNumber(side, .coordinate, &sides.top)
        case .right: return setNumber(side, .coordinate, &sides.right)
        case .bottom: return setNumber(side, .coordinate, &sides.bottom)
        case .left: return setNumber(side, .coordinate, &sides.left)
        default: return false
        }
      }
      padding = sides
      return read
    }
  }
}
