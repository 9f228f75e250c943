import LodestarGeometry
import Testing

@testable import LodestarLayout

@Suite struct ComputePositionTests {
  static let reference = Rect(x: 0, y: 0, width: 100, height: 100)
  static let floating = Size(width: 50, height: 50)
  static let boundary = Rect(x: -1000, y: -1000, width: 3000, height: 3000)

  /// Floating UI's own table: reference 100×100 at the origin, floating 50×50.
  @Test(arguments: [
    ("top", 25.0, -50.0), ("top-start", 0, -50), ("top-end", 50, -50),
    ("bottom", 25, 100), ("bottom-start", 0, 100), ("bottom-end", 50, 100),
    ("right", 100, 25), ("right-start", 100, 0), ("right-end", 100, 50),
    ("left", -50, 25), ("left-start", -50, 0), ("left-end", -50, 50),
  ])
  func initialCoordinatesForTwelvePlacements(name: String, x: Double, y: Double) throws {
    let placement = try #require(Placement(name))
    let result = computePosition(
      reference: Self.reference, floating: Self.floating, boundary: Self.boundary, placement: placement)
    #expect(result.x == x && result.y == y, "\(name): (\(result.x), \(result.y))")
    #expect(result.placement == placement)
    #expect(result.resetCount == 0)
  }

  /// Under right-to-left layouts the alignment of top and bottom placements is mirrored.
  @Test(arguments: [
    ("top-start", 50.0, -50.0), ("top-end", 0, -50), ("bottom-start", 50, 100), ("bottom-end", 0, 100),
    ("right-start", 100, 0), ("left-end", -50, 50), ("top", 25, -50),
  ])
  func rightToLeftMirrorsVerticalAlignment(name: String, x: Double, y: Double) throws {
    let placement = try #require(Placement(name))
    let result = computePosition(
      reference: Self.reference, floating: Self.floating, boundary: Self.boundary, placement: placement,
      layoutDirection: .rightToLeft)
    #expect(result.x == x && result.y == y, "\(name): (\(result.x), \(result.y))")
  }

  @Test func issueExampleThroughTheSwiftAPI() {
    let result = computePosition(
      reference: Rect(x: 20, y: 700, width: 100, height: 44), floating: Size(width: 200, height: 120),
      boundary: Rect(x: 0, y: 0, width: 390, height: 844), placement: .bottom,
      middleware: [
        OffsetMiddleware(8), FlipMiddleware(), ShiftMiddleware(padding: 8),
        SizeMiddleware(overflow: DetectOverflowOptions(padding: 8)),
        ArrowMiddleware(size: Size(width: 14, height: 7), padding: 4), HideMiddleware(),
      ])
    #expect(result.x == 8)
    #expect(result.y == 572)
    #expect(result.placement == .top)
    #expect(result.middlewareData.arrow == ArrowData(x: 55, centerOffset: 0))
    #expect(result.middlewareData.shift == ShiftData(x: 38, y: 0, isEnabledX: true, isEnabledY: false))
    #expect(result.middlewareData.size == SizeData(availableWidth: 374, availableHeight: 684))
    #expect(result.middlewareData.hide?.referenceHidden == false)
    #expect(result.middlewareData.offset == OffsetData(x: 0, y: -8, placement: .top))
    #expect(result.middlewareData.flip?.index == 1)
    #expect(result.middlewareData.flip?.overflows.map(\.placement) == [.bottom])
    #expect(result.resetCount == 1)
  }

  @Test func detectOverflowMeasuresEachSideWithPadding() {
    let state = MiddlewareState(
      x: 10, y: 20, initialPlacement: .bottom, placement: .bottom,
      rects: ElementRects(reference: Rect(x: 5, y: 5, width: 10, height: 10), floating: Size(width: 30, height: 40)),
      boundary: Rect(x: 0, y: 0, width: 100, height: 50), layoutDirection: .leftToRight)
    #expect(state.detectOverflow() == SideValues(top: -20, right: -60, bottom: 10, left: -10))
    #expect(
      state.detectOverflow(DetectOverflowOptions(padding: SideValues(top: 1, right: 2, bottom: 3, left: 4)))
        == SideValues(top: -19, right: -58, bottom: 13, left: -6))
    #expect(
      state.detectOverflow(DetectOverflowOptions(padding: 5, elementContext: .reference))
        == SideValues(top: 0, right: -80, bottom: -30, left: 0))
  }

  @Test func arrowAlignmentOffsetResetsOnceAndOffsetIsNotAppliedTwice() {
    // A 10×10 reference with a bottom-start placement and a 20-point arrow padding: the arrow cannot
    // point at the reference, so the floating element moves once (alignmentOffset) and resets.
    let result = computePosition(
      reference: Rect(x: 100, y: 100, width: 10, height: 10), floating: Size(width: 150, height: 90),
      boundary: Rect(x: 0, y: 0, width: 320, height: 320), placement: .bottomStart,
      middleware: [
        OffsetMiddleware(8), FlipMiddleware(), ShiftMiddleware(),
        ArrowMiddleware(size: Size(width: 16, height: 8), padding: 20),
      ])
    #expect(result.middlewareData.arrow == ArrowData(x: 20, centerOffset: 0, alignmentOffset: -23))
    #expect(result.x == 77)
    #expect(result.y == 118)
    #expect(result.resetCount == 1)
  }

  /// A middleware that always asks for a reset: the computation stops after 50 resets.
  struct AlwaysReset: Middleware {
    var name: String { "alwaysReset" }
    func compute(_ state: MiddlewareState, data: inout MiddlewareData) -> MiddlewareResult {
      let runs = (data[custom: name] as? Int) ?? 0
      data[custom: name] = runs + 1
      return MiddlewareResult(x: state.x + 1, reset: .restart)
    }
  }

  @Test func resetsStopAtFifty() {
    let result = computePosition(
      reference: Self.reference, floating: Self.floating, boundary: Self.boundary, middleware: [AlwaysReset()])
    #expect(result.resetCount == 50)
    #expect(result.middlewareData[custom: "alwaysReset"] as? Int == 51)
    #expect(result.x == 25 + 51)
  }

  @Test func recomputeResetSwitchesPlacementAndRects() {
    struct SwitchOnce: Middleware {
      var name: String { "switchOnce" }
      func compute(_ state: MiddlewareState, data: inout MiddlewareData) -> MiddlewareResult {
        guard state.placement == .bottom else { return .unchanged }
        var rects = state.rects
        rects.floating.size = Size(width: 20, height: 20)
        return MiddlewareResult(reset: .recompute(placement: .right, rects: rects))
      }
    }
    let result = computePosition(
      reference: Self.reference, floating: Self.floating, boundary: Self.boundary, middleware: [SwitchOnce()])
    #expect(result.placement == .right)
    #expect(result.x == 100 && result.y == 40)
    #expect(result.rects.floating.size == Size(width: 20, height: 20))
  }

  @Test func sizeApplyHookResizesAndResets() {
    let size = SizeMiddleware(overflow: DetectOverflowOptions(padding: 10)) { context in
      Size(width: 200, height: min(300, context.availableHeight))
    }
    let result = computePosition(
      reference: Rect(x: 20, y: 100, width: 100, height: 40), floating: Size(width: 200, height: 600),
      boundary: Rect(x: 0, y: 0, width: 390, height: 844), middleware: [size])
    #expect(result.rects.floating.size == Size(width: 200, height: 300))
    #expect(result.middlewareData.size == SizeData(availableWidth: 120, availableHeight: 694))
    #expect(result.resetCount == 1)
    #expect(result.y == 140)
  }

  @Test func flipCandidateListsMatchFloatingUI() {
    func list(_ flip: FlipMiddleware, _ initial: Placement, rtl: Bool = false) -> [String] {
      var names: [String] = []
      var index = 0
      while let placement = flip.candidate(
        at: index, initialPlacement: initial, layoutDirection: rtl ? .rightToLeft : .leftToRight)
      {
        names.append(placement.name)
        index += 1
      }
      return names
    }
    #expect(list(FlipMiddleware(), .bottom) == ["bottom", "top"])
    #expect(list(FlipMiddleware(), .bottomStart) == ["bottom-start", "bottom-end", "top-start", "top-end"])
    #expect(list(FlipMiddleware(flipAlignment: false), .bottomStart) == ["bottom-start", "top-start"])
    #expect(list(FlipMiddleware(fallbackAxisSideDirection: .start), .top) == ["top", "bottom", "left", "right"])
    #expect(
      list(FlipMiddleware(fallbackAxisSideDirection: .start), .top, rtl: true) == ["top", "bottom", "right", "left"])
    #expect(list(FlipMiddleware(fallbackAxisSideDirection: .end), .left) == ["left", "right", "bottom", "top"])
    #expect(
      list(FlipMiddleware(fallbackAxisSideDirection: .end), .topEnd)
        == ["top-end", "top-start", "bottom-end", "bottom-start", "right-end", "left-end", "right-start", "left-start"])
    #expect(list(FlipMiddleware(fallbackPlacements: [.left, .left]), .top) == ["top", "left", "left"])
    #expect(list(FlipMiddleware(fallbackPlacements: []), .top) == ["top"])
  }

  @Test func autoPlacementCandidateLists() {
    func list(_ auto: AutoPlacementMiddleware) -> [String] {
      var names: [String] = []
      var index = 0
      while let placement = auto.candidate(at: index) {
        names.append(placement.name)
        index += 1
      }
      return names
    }
    #expect(list(AutoPlacementMiddleware()) == ["top", "right", "bottom", "left"])
    #expect(
      list(AutoPlacementMiddleware(alignment: .start))
        == ["top-start", "right-start", "bottom-start", "left-start", "top-end", "right-end", "bottom-end", "left-end"])
    #expect(
      list(AutoPlacementMiddleware(alignment: .end, autoAlignment: false))
        == ["top-end", "right-end", "bottom-end", "left-end"])
    #expect(list(AutoPlacementMiddleware(allowedPlacements: [.left, .topStart])) == ["left", "top-start"])
    #expect(list(AutoPlacementMiddleware(alignment: .start, allowedPlacements: [.top, .bottom])) == [])
  }

  @Test func nonFiniteInputIsReplacedByZeroAndNeverTraps() {
    let result = computePosition(
      reference: Rect(x: .nan, y: .infinity, width: 100, height: -.infinity), floating: Size(width: .nan, height: 50),
      boundary: Rect(x: 0, y: 0, width: .nan, height: 844),
      middleware: [
        OffsetMiddleware(8), FlipMiddleware(), ShiftMiddleware(), ArrowMiddleware(size: Size(width: 10, height: 5)),
      ])
    #expect(result.x.isFinite && result.y.isFinite)
  }

  /// Each component of the reference and of the boundary alone (0–3 the reference's x, y, width, height; 4–7 the
  /// boundary's): NaN or an infinity there gives exactly the result of a zero there.
  @Test(arguments: 0..<8)
  func eachNonFiniteComponentIsUsedAsZero(component: Int) {
    let stack: MiddlewareStack = [
      OffsetMiddleware(8), FlipMiddleware(), ShiftMiddleware(padding: 8),
      ArrowMiddleware(size: Size(width: 14, height: 7), padding: 4),
    ]
    let floating = Size(width: 200, height: 120)
    func rectangles(_ value: Double) -> (reference: Rect, boundary: Rect) {
      var values: [Double] = [20, 700, 100, 44, 0, 0, 390, 844]
      values[component] = value
      return (
        Rect(x: values[0], y: values[1], width: values[2], height: values[3]),
        Rect(x: values[4], y: values[5], width: values[6], height: values[7])
      )
    }
    let zero = rectangles(0)
    let expected = computePosition(
      reference: zero.reference, floating: floating, boundary: zero.boundary, stack: stack)
    for value in [Double.nan, .infinity, -.infinity] {
      let given = rectangles(value)
      let result = computePosition(
        reference: given.reference, floating: floating, boundary: given.boundary, stack: stack)
      #expect(
        result.x == expected.x && result.y == expected.y && result.placement == expected.placement,
        "component \(component) = \(value): (\(result.x), \(result.y)), expected (\(expected.x), \(expected.y))")
    }
  }

  @Test func negativeSizesAreUsedAsGiven() {
    let result = computePosition(
      reference: Rect(x: 0, y: 0, width: -100, height: 100), floating: Size(width: 50, height: 50),
      boundary: Self.boundary, placement: .bottom)
    #expect(result.x == -75 && result.y == 100)
  }
}
