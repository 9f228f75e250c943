import LodestarGeometry
import LodestarTestSupport
import Testing

@testable import LodestarLayout

@Suite struct LayoutPropertyTests {
  static func randomPlacement(_ generator: inout SeededGenerator) -> Placement {
    Placement.allCases[generator.int(in: 0...11)]
  }

  static func mirrored(_ placement: Placement) -> Placement {
    switch placement.side {
    case .left: Placement(side: .right, alignment: placement.alignment)
    case .right: Placement(side: .left, alignment: placement.alignment)
    default: placement
    }
  }

  static func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-7 * max(1, abs(a), abs(b))
  }

  /// When the floating element fits in the boundary and shift works on both axes, it stays inside.
  @Test func shiftKeepsAFittingElementInside() {
    let seed: UInt64 = 0x5EED_0001
    var generator = SeededGenerator(seed: seed)
    for index in 0..<40_000 {
      let boundary = Rect(
        x: generator.double(in: -100...100), y: generator.double(in: -100...100),
        width: generator.double(in: 50...1200), height: generator.double(in: 50...1200))
      let padding = generator.double(in: 0...20)
      let floating = Size(
        width: generator.double(in: 0...(boundary.width - 2 * padding)),
        height: generator.double(in: 0...(boundary.height - 2 * padding)))
      let reference = Rect(
        x: generator.double(in: (boundary.minX - 200)...(boundary.maxX + 200)),
        y: generator.double(in: (boundary.minY - 200)...(boundary.maxY + 200)),
        width: generator.double(in: 0...300), height: generator.double(in: 0...300))
      let result = computePosition(
        reference: reference, floating: floating, boundary: boundary, placement: Self.randomPlacement(&generator),
        layoutDirection: generator.chance(0.5) ? .rightToLeft : .leftToRight,
        middleware: [
          OffsetMiddleware(mainAxis: generator.double(in: -10...30), crossAxis: generator.double(in: -20...20)),
          FlipMiddleware(), ShiftMiddleware(crossAxis: true, padding: Padding(all: padding)),
        ])
      let inside =
        result.x >= boundary.minX + padding - 1e-9 && result.y >= boundary.minY + padding - 1e-9
        && result.x + floating.width <= boundary.maxX - padding + 1e-9
        && result.y + floating.height <= boundary.maxY - padding + 1e-9
      #expect(inside, "seed \(seed) case \(index): \(result.frame) outside \(boundary) with padding \(padding)")
      if !inside { return }
    }
  }

  /// The arrow's data always puts the arrow inside the floating element when the element is larger than
  /// the arrow plus its padding.
  @Test func arrowStaysInsideTheFloatingElement() {
    let seed: UInt64 = 0x5EED_0002
    var generator = SeededGenerator(seed: seed)
    for index in 0..<20_000 {
      let boundary = Rect(x: 0, y: 0, width: generator.double(in: 200...1200), height: generator.double(in: 200...1200))
      let arrow = Size(width: generator.double(in: 4...20), height: generator.double(in: 4...20))
      let padding = generator.double(in: 0...12)
      let floating = Size(
        width: generator.double(in: (arrow.width + 2 * padding + 2)...400),
        height: generator.double(in: (arrow.height + 2 * padding + 2)...400))
      let reference = Rect(
        x: generator.double(in: -100...boundary.width), y: generator.double(in: -100...boundary.height),
        width: generator.double(in: 0...200), height: generator.double(in: 0...200))
      let result = computePosition(
        reference: reference, floating: floating, boundary: boundary, placement: Self.randomPlacement(&generator),
        middleware: [
          OffsetMiddleware(8), FlipMiddleware(), ShiftMiddleware(),
          ArrowMiddleware(size: arrow, padding: Padding(all: padding)),
        ])
      guard let data = result.middlewareData.arrow else {
        #expect(Bool(false), "seed \(seed) case \(index): no arrow data")
        return
      }
      let isVertical = result.placement.sideAxis == .y
      let offset = (isVertical ? data.x : data.y) ?? .nan
      let length = isVertical ? floating.width : floating.height
      let arrowLength = isVertical ? arrow.width : arrow.height
      let inside = offset >= -1e-9 && offset + arrowLength <= length + 1e-9
      #expect(inside, "seed \(seed) case \(index): arrow at \(offset) in \(length)")
      if !inside { return }
    }
  }

  /// Floating UI's engine is mirror-symmetric: a right-to-left problem whose rectangles are mirrored
  /// (and left and right swapped) gives the mirrored result.
  ///
  /// One exception, faithful to Floating UI: when every `flip` candidate overflows and the alignment
  /// axis is checked, the tie-break sorts by the overflow of the *left* side for centred top and bottom
  /// placements in both directions, so this property checks `flip` with `crossAxis` disabled.
  @Test func rightToLeftResultsMirrorLeftToRightResults() {
    let seed: UInt64 = 0x5EED_0003
    var generator = SeededGenerator(seed: seed)
    for index in 0..<20_000 {
      let boundary = Rect(
        x: generator.double(in: -50...50), y: 0, width: generator.double(in: 300...1200),
        height: generator.double(in: 300...1200))
      let padding = generator.double(in: 0...10)
      let arrow = Size(width: 12, height: 6)
      let floating = Size(
        width: generator.double(in: 40...(boundary.width - 2 * padding)),
        height: generator.double(in: 40...(boundary.height - 2 * padding)))
      let reference = Rect(
        x: generator.double(in: boundary.minX...boundary.maxX), y: generator.double(in: 0...boundary.height),
        width: generator.double(in: 1...200), height: generator.double(in: 1...200))
      let placement = Self.randomPlacement(&generator)
      let middleware: [any Middleware] = [
        OffsetMiddleware(
          mainAxis: generator.double(in: 0...20), crossAxis: generator.double(in: -10...10),
          alignmentAxis: generator.chance(0.5) ? generator.double(in: -10...10) : nil),
        FlipMiddleware(crossAxis: .disabled, fallbackAxisSideDirection: generator.chance(0.5) ? .start : .none),
        ShiftMiddleware(padding: Padding(all: padding)),
        SizeMiddleware(),
        ArrowMiddleware(size: arrow, padding: 4),
      ]
      let ltr = computePosition(
        reference: reference, floating: floating, boundary: boundary, placement: placement, middleware: middleware)
      let rtl = computePosition(
        reference: reference.mirrored(in: boundary), floating: floating, boundary: boundary,
        placement: Self.mirrored(placement), layoutDirection: .rightToLeft, middleware: middleware)
      let mirroredX = boundary.minX + boundary.maxX - (ltr.x + floating.width)
      var same = Self.close(rtl.x, mirroredX) && Self.close(rtl.y, ltr.y)
      same = same && rtl.placement == Self.mirrored(ltr.placement)
      if let left = ltr.middlewareData.arrow, let right = rtl.middlewareData.arrow {
        if let x = left.x {
          same = same && Self.close(right.x ?? .nan, floating.width - arrow.width - x)
        }
        if let y = left.y {
          same = same && Self.close(right.y ?? .nan, y)
        }
      }
      if let left = ltr.middlewareData.size, let right = rtl.middlewareData.size {
        same = same && Self.close(left.availableWidth, right.availableWidth)
        same = same && Self.close(left.availableHeight, right.availableHeight)
      }
      #expect(same, "seed \(seed) case \(index): LTR \(ltr.frame) \(ltr.placement), RTL \(rtl.frame) \(rtl.placement)")
      if !same { return }
    }
  }

  /// The coach mark's arrow tip always lies within its body, and the mark never overlaps the cut-out
  /// when one side of it has room (unless it is displayed over the cut-out).
  @Test func coachMarkArrowInsideBodyAndClearOfTheCutout() {
    let seed: UInt64 = 0x5EED_0004
    var generator = SeededGenerator(seed: seed)
    for index in 0..<20_000 {
      let bounds = Rect(x: 0, y: 0, width: generator.double(in: 200...1100), height: generator.double(in: 300...1100))
      let cutout = Rect(
        x: generator.double(in: 0...(bounds.width - 10)), y: generator.double(in: 0...(bounds.height - 10)),
        width: generator.double(in: 4...120), height: generator.double(in: 4...120))
      let body = Size(width: generator.double(in: 40...500), height: generator.double(in: 20...200))
      let placements: [CoachMarkPlacement] = [.automatic, .above, .below]
      let configuration = CoachMarkConfiguration(
        placement: placements[generator.int(in: 0...2)],
        pointOfInterest: generator.chance(0.3)
          ? Point(x: generator.double(in: cutout.minX...cutout.maxX), y: cutout.midY) : nil)
      let direction: ReadingDirection = generator.chance(0.5) ? .rightToLeft : .leftToRight
      let frame = CoachMarkLayout.layout(
        bodySize: body, cutout: cutout, bounds: bounds, layoutDirection: direction, configuration: configuration)
      guard let arrow = frame.arrowFrame else {
        #expect(Bool(false), "seed \(seed) case \(index): no arrow")
        return
      }
      let tipInside = arrow.midX >= frame.bodyFrame.minX - 1e-9 && arrow.midX <= frame.bodyFrame.maxX + 1e-9
      let markHeight = 9 + body.height - 2
      let hasRoom = cutout.minY - 2 - markHeight >= 0 || cutout.maxY + 2 + markHeight <= bounds.maxY
      let clear = !hasRoom || (!frame.bodyFrame.intersects(cutout) && !arrow.intersects(cutout))
      #expect(tipInside && clear, "seed \(seed) case \(index): body \(frame.bodyFrame) arrow \(arrow) cutout \(cutout)")
      if !(tipInside && clear) { return }
    }
  }

  /// Coach-mark layouts mirror exactly between the two layout directions.
  @Test func coachMarkLayoutMirrors() {
    let seed: UInt64 = 0x5EED_0005
    var generator = SeededGenerator(seed: seed)
    let placements: [CoachMarkPlacement] = [.automatic, .above, .below, .leading, .trailing]
    for index in 0..<10_000 {
      let bounds = Rect(x: 0, y: 0, width: generator.double(in: 200...1100), height: generator.double(in: 300...1100))
      let cutout = Rect(
        x: generator.double(in: 0...(bounds.width - 10)), y: generator.double(in: 0...(bounds.height - 10)),
        width: generator.double(in: 4...120), height: generator.double(in: 4...120))
      let body = Size(width: generator.double(in: 40...500), height: generator.double(in: 20...200))
      let insets = DirectionalEdgeInsets(
        top: generator.double(in: 0...40), leading: generator.double(in: 0...30), bottom: generator.double(in: 0...30),
        trailing: generator.double(in: 0...30))
      let configuration = CoachMarkConfiguration(placement: placements[generator.int(in: 0...4)])
      let ltr = CoachMarkLayout.layout(
        bodySize: body, cutout: cutout, bounds: bounds, safeAreaInsets: insets, configuration: configuration)
      let rtl = CoachMarkLayout.layout(
        bodySize: body, cutout: cutout.mirrored(in: bounds), bounds: bounds, safeAreaInsets: insets,
        layoutDirection: .rightToLeft, configuration: configuration)
      let expected = ltr.bodyFrame.mirrored(in: bounds)
      let same =
        Self.close(rtl.bodyFrame.minX, expected.minX) && Self.close(rtl.bodyFrame.minY, expected.minY)
        && Self.close(rtl.bodyFrame.width, expected.width)
        && Self.close(rtl.arrowFrame?.midX ?? 0, ltr.arrowFrame.map { bounds.maxX - $0.midX } ?? 0)
        && Self.close(
          rtl.arrowCenterOffset,
          -ltr.arrowCenterOffset * (ltr.arrowDirection == .up || ltr.arrowDirection == .down ? 1 : -1))
      #expect(same, "seed \(seed) case \(index): LTR \(ltr.bodyFrame), RTL \(rtl.bodyFrame)")
      if !same { return }
    }
  }

  /// Bad input (NaN, infinities, negative sizes, empty boundaries) never traps and is deterministic.
  @Test func badInputNeverTrapsAndIsDeterministic() {
    let seed: UInt64 = 0x5EED_0006
    var generator = SeededGenerator(seed: seed)
    func wild(_ generator: inout SeededGenerator) -> Double {
      switch generator.int(in: 0...9) {
      case 0: .nan
      case 1: .infinity
      case 2: -.infinity
      case 3: 0
      case 4: -generator.double(in: 0...500)
      case 5: 1e300
      default: generator.double(in: -500...1500)
      }
    }
    for index in 0..<5_000 {
      let reference = Rect(
        x: wild(&generator), y: wild(&generator), width: wild(&generator), height: wild(&generator))
      let floating = Size(width: wild(&generator), height: wild(&generator))
      let boundary = Rect(x: wild(&generator), y: wild(&generator), width: wild(&generator), height: wild(&generator))
      let placement = Self.randomPlacement(&generator)
      let middleware: [any Middleware] = [
        OffsetMiddleware(mainAxis: wild(&generator)), FlipMiddleware(), AutoPlacementMiddleware(),
        ShiftMiddleware(crossAxis: true, limiter: LimitShift()), SizeMiddleware(),
        ArrowMiddleware(size: Size(width: wild(&generator), height: 5), padding: Padding(all: wild(&generator))),
        HideMiddleware(),
      ]
      let first = computePosition(
        reference: reference, floating: floating, boundary: boundary, placement: placement, middleware: middleware)
      let second = computePosition(
        reference: reference, floating: floating, boundary: boundary, placement: placement, middleware: middleware)
      let deterministic =
        first.x.bitPattern == second.x.bitPattern && first.y.bitPattern == second.y.bitPattern
        && first.placement == second.placement && first.resetCount <= 50
      #expect(deterministic, "seed \(seed) case \(index)")
      let mark = CoachMarkLayout.layout(
        bodySize: floating, cutout: reference, bounds: boundary,
        safeAreaInsets: DirectionalEdgeInsets(top: wild(&generator), leading: 0, bottom: 0, trailing: 0))
      #expect(mark.bodyFrame.width >= 0 && mark.bodyFrame.height >= 0, "seed \(seed) case \(index)")
      if !deterministic { return }
    }
  }

  /// A prepared ``MiddlewareStack`` computes exactly what the `[any Middleware]` form computes.
  @Test func middlewareStackMatchesTheArrayForm() {
    let seed: UInt64 = 0x5EED_0008
    var generator = SeededGenerator(seed: seed)
    struct Nudge: Middleware {
      var name: String { "nudge" }
      func compute(_ state: MiddlewareState, data: inout MiddlewareData) -> MiddlewareResult {
        MiddlewareResult(x: state.x + 0.5)
      }
    }
    let middleware: [any Middleware] = [
      OffsetMiddleware(mainAxis: 6, crossAxis: 2), FlipMiddleware(fallbackAxisSideDirection: .end), Nudge(),
      AutoPlacementMiddleware(alignment: .start), ShiftMiddleware(crossAxis: true, limiter: LimitShift()),
      SizeMiddleware(), ArrowMiddleware(size: Size(width: 10, height: 5), padding: 3),
      HideMiddleware(strategy: .escaped),
    ]
    let stack = MiddlewareStack(middleware)
    #expect(stack.middleware.map(\.name) == middleware.map(\.name))
    for index in 0..<10_000 {
      let boundary = Rect(x: 0, y: 0, width: generator.double(in: 100...900), height: generator.double(in: 100...900))
      let reference = Rect(
        x: generator.double(in: -100...900), y: generator.double(in: -100...900), width: generator.double(in: 0...200),
        height: generator.double(in: 0...200))
      let floating = Size(width: generator.double(in: 0...400), height: generator.double(in: 0...400))
      let placement = Self.randomPlacement(&generator)
      let direction: ReadingDirection = generator.chance(0.5) ? .rightToLeft : .leftToRight
      let array = computePosition(
        reference: reference, floating: floating, boundary: boundary, placement: placement,
        layoutDirection: direction, middleware: middleware)
      let prepared = computePosition(
        reference: reference, floating: floating, boundary: boundary, placement: placement,
        layoutDirection: direction, stack: stack)
      let same =
        array.x.bitPattern == prepared.x.bitPattern && array.y.bitPattern == prepared.y.bitPattern
        && array.placement == prepared.placement && array.middlewareData.arrow == prepared.middlewareData.arrow
        && array.middlewareData.size == prepared.middlewareData.size && array.resetCount == prepared.resetCount
      #expect(same, "seed \(seed) case \(index)")
      if !same { return }
    }
  }
}
