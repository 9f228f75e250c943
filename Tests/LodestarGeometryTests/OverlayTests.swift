import LodestarGeometry
import LodestarTestSupport
import Testing

@Suite struct OverlayTests {
  static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

  /// Whether the overlay path dims a point, checked to agree under both fill rules.
  private func dims(_ overlay: BezierPath, _ point: Point, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let nonZero = overlay.contains(point, rule: .nonZero)
    let evenOdd = overlay.contains(point, rule: .evenOdd)
    #expect(nonZero == evenOdd, "fill rules disagree at \(point)", sourceLocation: sourceLocation)
    return nonZero
  }

  private func hasCurves(_ path: BezierPath) -> Bool {
    path.elements.contains { element in
      switch element {
      case .curve, .quadCurve: true
      default: false
      }
    }
  }

  @Test func singleOpeningIsTheReversedCutout() {
    let cutout = BezierPath.roundedRect(Rect(x: 20, y: 100, width: 200, height: 44), cornerRadius: 8)
    let overlay = BezierPath.overlay(bounds: Self.screen, cutouts: [cutout])
    #expect(overlay.elements == BezierPath.rect(Self.screen).elements + cutout.reversed().elements)
    #expect(!dims(overlay, Point(x: 120, y: 120)))
    #expect(dims(overlay, Point(x: 21, y: 101)))
    #expect(dims(overlay, Point(x: 10, y: 10)))
  }

  @Test(arguments: [
    BezierPath.capsule(in: Rect(x: 10, y: 10, width: 40, height: 40)),
    BezierPath.roundedRect(Rect(x: 10, y: 10, width: 80, height: 40), cornerRadius: 30, style: .continuous),
    BezierPath(elements: [
      .move(to: Point(x: 10, y: 10)), .quadCurve(to: Point(x: 50, y: 10), control: Point(x: 30, y: 30)),
      .line(to: Point(x: 50, y: 50)), .line(to: Point(x: 10, y: 10)), .closeSubpath,
    ]),
    BezierPath(elements: [
      .move(to: Point(x: 10, y: 10)), .line(to: Point(x: 50, y: 10)), .line(to: Point(x: 50, y: 50)), .closeSubpath,
    ]),
  ])
  func separateOpeningsAreTheReversedCutouts(cutout: BezierPath) {
    let other = BezierPath.circle(center: Point(x: 200, y: 200), radius: 10)
    let overlay = BezierPath.overlay(bounds: Self.screen, cutouts: [cutout, other])
    #expect(
      overlay.elements == BezierPath.rect(Self.screen).elements + cutout.reversed().elements + other.reversed().elements
    )
  }

  @Test func counterClockwiseCutoutsAreKeptAsGiven() {
    let cutout = BezierPath.circle(center: Point(x: 100, y: 100), radius: 30).reversed()
    let overlay = BezierPath.overlay(bounds: Self.screen, cutouts: [cutout])
    #expect(overlay.elements == BezierPath.rect(Self.screen).elements + cutout.elements)
  }

  @Test func disjointOpeningsKeepTheirCurves() {
    let first = BezierPath.roundedRect(Rect(x: 20, y: 100, width: 100, height: 44), cornerRadius: 8)
    let second = BezierPath.circle(center: Point(x: 300, y: 500), radius: 40)
    // Their boxes overlap, the shapes do not.
    let third = BezierPath.circle(center: Point(x: 356, y: 556), radius: 30)
    let overlay = BezierPath.overlay(bounds: Self.screen, cutouts: [first, second, third])
    #expect(
      overlay.elements
        == BezierPath.rect(Self.screen).elements + first.reversed().elements + second.reversed().elements
        + third.reversed().elements)
  }

  @Test func overlappingRoundedRectsStayOpenAsTheirUnion() {
    let first = BezierPath.roundedRect(Rect(x: 20, y: 100, width: 200, height: 100), cornerRadius: 12)
    let second = BezierPath.roundedRect(Rect(x: 150, y: 150, width: 200, height: 100), cornerRadius: 12)
    let overlay = BezierPath.overlay(bounds: Self.screen, cutouts: [first, second])
    let overlap = Point(x: 185, y: 175)
    #expect(first.contains(overlap) && second.contains(overlap))
    #expect(!dims(overlay, overlap))
    #expect(!dims(overlay, Point(x: 50, y: 150)))
    #expect(!dims(overlay, Point(x: 300, y: 230)))
    #expect(dims(overlay, Point(x: 300, y: 120)))
    #expect(dims(overlay, Point(x: 50, y: 230)))
    #expect(dims(overlay, Point(x: 21, y: 101)))
    // The even-odd mask of PolarisGuideKit would dim the overlap again:
    var xorMask = BezierPath.rect(Self.screen)
    xorMask.addPath(first)
    xorMask.addPath(second)
    #expect(xorMask.contains(overlap, rule: .evenOdd))
    // The merged outline is flattened: one opening subpath of lines.
    #expect(!hasCurves(overlay))
    #expect(overlay.elements.filter { $0 == .closeSubpath }.count == 2)
  }

  @Test func overlappingRectsGiveTheExactUnionOutline() {
    let overlay = BezierPath.overlay(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100),
      cutouts: [.rect(Rect(x: 10, y: 10, width: 40, height: 40)), .rect(Rect(x: 30, y: 30, width: 40, height: 40))])
    // 100·100 dimmed minus the union 40·40 + 40·40 − 20·20; the opening is eight vertices.
    #expect(overlay.signedArea == 10_000 - 2_800)
    #expect(overlay.elements.count == 5 + 9)
    let corners: Set<Point> = Set(
      overlay.elements.dropFirst(5).compactMap { element in
        if case .line(let point) = element { return point }
        if case .move(let point) = element { return point }
        return nil
      })
    #expect(
      corners
        == [
          Point(x: 10, y: 10), Point(x: 50, y: 10), Point(x: 50, y: 30), Point(x: 70, y: 30), Point(x: 70, y: 70),
          Point(x: 30, y: 70), Point(x: 30, y: 50), Point(x: 10, y: 50),
        ])
  }

  @Test func openingsSharingAnEdgeMergeIntoOne() {
    let overlay = BezierPath.overlay(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100),
      cutouts: [.rect(Rect(x: 10, y: 10, width: 20, height: 20)), .rect(Rect(x: 30, y: 10, width: 20, height: 20))])
    #expect(overlay.elements.count == 10)
    #expect(overlay.signedArea == 10_000 - 800)
    #expect(!dims(overlay, Point(x: 30, y: 20)))
  }

  @Test func threeChainedOpenings() {
    let cutouts = [
      BezierPath.roundedRect(Rect(x: 20, y: 20, width: 100, height: 60), cornerRadius: 10),
      BezierPath.circle(center: Point(x: 130, y: 90), radius: 30),
      BezierPath.capsule(in: Rect(x: 140, y: 100, width: 150, height: 40)),
    ]
    let overlay = BezierPath.overlay(bounds: Self.screen, cutouts: cutouts)
    #expect(overlay.elements.filter { $0 == .closeSubpath }.count == 2)
    for point in [Point(x: 115, y: 75), Point(x: 130, y: 90), Point(x: 155, y: 110), Point(x: 280, y: 120)] {
      #expect(!dims(overlay, point), "\(point)")
    }
    for point in [Point(x: 21, y: 21), Point(x: 200, y: 60), Point(x: 100, y: 130), Point(x: 301, y: 120)] {
      #expect(dims(overlay, point), "\(point)")
    }
  }

  @Test func anOpeningInsideAnotherIsAbsorbed() {
    let outer = BezierPath.roundedRect(Rect(x: 50, y: 50, width: 200, height: 200), cornerRadius: 20)
    let inner = BezierPath.circle(center: Point(x: 150, y: 150), radius: 30)
    let overlay = BezierPath.overlay(bounds: Self.screen, cutouts: [outer, inner])
    #expect(overlay.elements.filter { $0 == .closeSubpath }.count == 2)
    #expect(!dims(overlay, Point(x: 150, y: 150)))
    #expect(!dims(overlay, Point(x: 60, y: 150)))
    #expect(dims(overlay, Point(x: 52, y: 52)))
  }

  @Test func aRingOfOpeningsKeepsItsIslandDimmed() {
    let cutouts: [BezierPath] = [
      .rect(Rect(x: 10, y: 10, width: 80, height: 20)), .rect(Rect(x: 70, y: 10, width: 20, height: 80)),
      .rect(Rect(x: 10, y: 70, width: 80, height: 20)), .rect(Rect(x: 10, y: 10, width: 20, height: 80)),
    ]
    let overlay = BezierPath.overlay(bounds: Rect(x: 0, y: 0, width: 100, height: 100), cutouts: cutouts)
    #expect(dims(overlay, Point(x: 50, y: 50)))
    #expect(!dims(overlay, Point(x: 50, y: 20)))
    #expect(!dims(overlay, Point(x: 20, y: 50)))
    #expect(dims(overlay, Point(x: 5, y: 5)))
    #expect(overlay.signedArea == 10_000 - 6_400 + 1_600)
  }

  @Test func openingsAreClippedToTheBounds() {
    let cutout = BezierPath.roundedRect(Rect(x: 300, y: -20, width: 150, height: 80), cornerRadius: 10)
    let overlay = BezierPath.overlay(bounds: Self.screen, cutouts: [cutout])
    #expect(!dims(overlay, Point(x: 350, y: 10)))
    #expect(!dims(overlay, Point(x: 389, y: 0)))
    #expect(dims(overlay, Point(x: 350, y: 70)))
    #expect(dims(overlay, Point(x: 100, y: 10)))
    // Nothing is filled outside the bounds, under either rule.
    for point in [Point(x: 400, y: 10), Point(x: 350, y: -10), Point(x: 420, y: 30)] {
      #expect(!dims(overlay, point), "\(point)")
    }
  }

  @Test(arguments: [
    [BezierPath.rect(Rect(x: -10, y: -10, width: 120, height: 120))],
    [BezierPath.rect(Rect(x: 0, y: 0, width: 100, height: 100))],
    [
      BezierPath.rect(Rect(x: 0, y: 0, width: 100, height: 50)),
      BezierPath.rect(Rect(x: 0, y: 50, width: 100, height: 50)),
    ],
  ])
  func openingsCoveringTheBoundsLeaveNothingDimmed(cutouts: [BezierPath]) {
    let overlay = BezierPath.overlay(bounds: Rect(x: 0, y: 0, width: 100, height: 100), cutouts: cutouts)
    #expect(overlay.signedArea == 0)
    for point in [Point(x: 1, y: 1), Point(x: 50, y: 50), Point(x: 99, y: 99), Point(x: 50, y: 49.99)] {
      #expect(!dims(overlay, point), "\(point)")
    }
  }

  @Test func duplicateOpeningsAreOne() {
    let cutout = BezierPath.roundedRect(Rect(x: 20, y: 20, width: 60, height: 40), cornerRadius: 8)
    let overlay = BezierPath.overlay(bounds: Self.screen, cutouts: [cutout, cutout])
    #expect(overlay.elements.filter { $0 == .closeSubpath }.count == 2)
    #expect(!dims(overlay, Point(x: 50, y: 40)))
    #expect(dims(overlay, Point(x: 21, y: 21)))
  }

  @Test func openingsOutsideTheBoundsOrUnusableAreIgnored() {
    let outside = BezierPath.circle(center: Point(x: -100, y: -100), radius: 20)
    let touching = BezierPath.rect(Rect(x: 390, y: 0, width: 10, height: 10))
    let broken = BezierPath(elements: [.move(to: .zero), .line(to: Point(x: .nan, y: 1)), .line(to: Point(x: 5, y: 9))])
    let flat = BezierPath(elements: [.move(to: Point(x: 5, y: 5)), .line(to: Point(x: 50, y: 5)), .closeSubpath])
    let overlay = BezierPath.overlay(bounds: Self.screen, cutouts: [outside, touching, broken, flat, BezierPath()])
    #expect(overlay == BezierPath.rect(Self.screen))
  }

  @Test(arguments: [Rect.null, Rect(x: 0, y: 0, width: 0, height: 10), Rect(x: .nan, y: 0, width: 1, height: 1)])
  func unusableBoundsGiveAnEmptyPath(bounds: Rect) {
    #expect(BezierPath.overlay(bounds: bounds, cutouts: [.circle(center: .zero, radius: 1)]).isEmpty)
    let region = OverlayRegion(bounds: bounds, cutouts: [.circle(center: .zero, radius: 1)])
    #expect(region.bounds.isNull)
    #expect(region.path.isEmpty)
    #expect(!region.isDimmed(at: .zero))
    #expect(!region.containsOpening(at: .zero))
  }

  @Test func cutoutsWithSeveralSubpathsBecomeSeveralOpenings() {
    var twoCircles = BezierPath.circle(center: Point(x: 100, y: 100), radius: 20)
    twoCircles.addPath(.circle(center: Point(x: 200, y: 100), radius: 20))
    let overlay = BezierPath.overlay(bounds: Self.screen, cutouts: [twoCircles])
    #expect(overlay.elements.filter { $0 == .closeSubpath }.count == 3)
    #expect(hasCurves(overlay))
    #expect(!dims(overlay, Point(x: 100, y: 100)))
    #expect(!dims(overlay, Point(x: 200, y: 100)))
    #expect(dims(overlay, Point(x: 150, y: 100)))
  }

  @Test func renderedSVGOfTwoOpenings() {
    let overlay = BezierPath.overlay(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100),
      cutouts: [.rect(Rect(x: 10, y: 10, width: 20, height: 20)), .rect(Rect(x: 60, y: 60, width: 20, height: 20))])
    #expect(overlay.svgPathData == "M0 0L100 0L100 100L0 100ZM10 10L10 30L30 30L30 10ZM60 60L60 80L80 80L80 60Z")
  }

  // MARK: Property

  /// A point is dimmed iff it is inside the bounds and outside every opening, for the overlay path under
  /// both fill rules and for the region: 200 random layouts × 50 random points.
  @Test func dimmedIffInsideTheBoundsAndOutsideEveryOpening() {
    let seed: UInt64 = 0x0E4C
    var generator = SeededGenerator(seed: seed)
    let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    var checked = 0
    for layout in 0..<200 {
      var cutouts: [BezierPath] = []
      for _ in 0..<generator.int(in: 1...5) {
        let rect = Rect(
          x: generator.double(in: -60...380), y: generator.double(in: -60...820),
          width: generator.double(in: 10...220), height: generator.double(in: 10...220))
        switch generator.int(in: 0...3) {
        case 0: cutouts.append(.roundedRect(rect, cornerRadius: generator.double(in: 0...40)))
        case 1: cutouts.append(.circle(center: rect.origin, radius: generator.double(in: 5...90)))
        case 2: cutouts.append(.capsule(in: rect))
        default: cutouts.append(.roundedRect(rect, cornerRadius: 16, style: .continuous))
        }
      }
      let overlay = BezierPath.overlay(bounds: bounds, cutouts: cutouts)
      let region = OverlayRegion(bounds: bounds, cutouts: cutouts)
      for index in 0..<50 {
        let point = Point(x: generator.double(in: -30...420), y: generator.double(in: -30...874))
        let nearEdge = cutouts.contains { distance(from: point, toOutlineOf: $0, tolerance: 0.01) <= 0.12 }
        if nearEdge { continue }
        checked += 1
        let expected = bounds.contains(point) && !cutouts.contains { $0.contains(point) }
        let message = "seed \(seed) layout \(layout) point \(index): \(point)"
        #expect(overlay.contains(point, rule: .nonZero) == expected, "\(message) non-zero")
        #expect(overlay.contains(point, rule: .evenOdd) == expected, "\(message) even-odd")
        #expect(region.isDimmed(at: point) == expected, "\(message) region")
        #expect(region.containsOpening(at: point) == (bounds.contains(point) && !expected), "\(message) opening")
      }
    }
    #expect(checked > 9_000)
  }

  /// The same property with openings on a 10-point grid, so that edges are shared, collinear, touching
  /// and corners coincide: 200 layouts × 50 points.
  @Test func dimmedIffOutsideEveryOpeningWithSharedEdges() {
    let seed: UInt64 = 0x6A1D
    var generator = SeededGenerator(seed: seed)
    let bounds = Rect(x: 0, y: 0, width: 200, height: 200)
    var checked = 0
    for layout in 0..<200 {
      var cutouts: [BezierPath] = []
      for _ in 0..<generator.int(in: 2...7) {
        let rect = Rect(
          x: Double(generator.int(in: -2...18) * 10), y: Double(generator.int(in: -2...18) * 10),
          width: Double(generator.int(in: 1...8) * 10), height: Double(generator.int(in: 1...8) * 10))
        cutouts.append(generator.chance(0.7) ? .rect(rect) : .roundedRect(rect, cornerRadius: 5))
      }
      let overlay = BezierPath.overlay(bounds: bounds, cutouts: cutouts)
      let region = OverlayRegion(bounds: bounds, cutouts: cutouts)
      for index in 0..<50 {
        let point = Point(x: generator.double(in: -10...210), y: generator.double(in: -10...210))
        let nearEdge = cutouts.contains { distance(from: point, toOutlineOf: $0, tolerance: 0.01) <= 0.12 }
        if nearEdge { continue }
        checked += 1
        let expected = bounds.contains(point) && !cutouts.contains { $0.contains(point) }
        let message = "seed \(seed) layout \(layout) point \(index): \(point)"
        #expect(overlay.contains(point, rule: .nonZero) == expected, "\(message) non-zero")
        #expect(overlay.contains(point, rule: .evenOdd) == expected, "\(message) even-odd")
        #expect(region.isDimmed(at: point) == expected, "\(message) region")
      }
    }
    #expect(checked > 9_000)
  }
}
