import LodestarGeometry
import LodestarHostTree
import LodestarScene
import Testing

/// Every hit-testing rule × forwarding region × transition, on a 100×100 overlay whose cut-out
/// (20,20,30,30) surrounds a target at (24,24,22,22) (the default cut-out grows a frame by 4).
@Suite struct HitTestMatrixTests {
  enum Rule: String, CaseIterable, Sendable {
    case forwardAll, noCutout, insideAllowed, insideBlocked
  }

  /// Inside the target; in the cut-out's padding outside the target; dimmed; outside the overlay.
  static let points = [Point(x: 25, y: 25), Point(x: 21, y: 21), Point(x: 90, y: 90), Point(x: 150, y: 150)]
  static let target = TouchTarget(id: "target", bounds: Rect(x: 24, y: 24, width: 22, height: 22))

  static func layout(_ rule: Rule, _ region: ForwardingRegion, transitioning: Bool) -> TouchLayout {
    let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    let cutouts = rule == .noCutout ? [] : [BezierPath.rect(Rect(x: 20, y: 20, width: 30, height: 30))]
    let policy = TouchPolicy(
      forwardsAllTouches: rule == .forwardAll, allowsInteractionInsideCutout: rule != .insideBlocked,
      forwardingRegion: region)
    return TouchLayout(
      overlay: OverlayRegion(bounds: bounds, cutouts: cutouts), targets: [target], policy: policy,
      isTransitioning: transitioning)
  }

  static let matrix: [(Rule, ForwardingRegion, [TouchRoute?])] = [
    (.forwardAll, .openingShape, [.passThrough, .passThrough, .passThrough, nil]),
    (.forwardAll, .targetBounds, [.passThrough, .passThrough, .passThrough, nil]),
    (.noCutout, .openingShape, [.overlay, .overlay, .overlay, nil]),
    (.noCutout, .targetBounds, [.overlay, .overlay, .overlay, nil]),
    (.insideAllowed, .openingShape, [.target("target"), .passThrough, .overlay, nil]),
    (.insideAllowed, .targetBounds, [.target("target"), .overlay, .overlay, nil]),
    (.insideBlocked, .openingShape, [.overlay, .overlay, .overlay, nil]),
    (.insideBlocked, .targetBounds, [.overlay, .overlay, .overlay, nil]),
  ]

  @Test(arguments: matrix)
  func routesWhileAStepShows(rule: Rule, region: ForwardingRegion, expected: [TouchRoute?]) {
    let layout = Self.layout(rule, region, transitioning: false)
    #expect(Self.points.map(layout.hitTest) == expected, "\(rule) \(region)")
  }

  @Test(arguments: matrix)
  func blocksEverythingDuringATransition(rule: Rule, region: ForwardingRegion, expected: [TouchRoute?]) {
    let layout = Self.layout(rule, region, transitioning: true)
    #expect(Self.points.map(layout.hitTest) == [.overlay, .overlay, .overlay, nil], "\(rule) \(region)")
  }

  @Test func theMatrixCoversEveryRuleAndRegion() {
    let covered = Set(Self.matrix.map { "\($0.0)-\($0.1)" })
    #expect(covered.count == Rule.allCases.count * 2)
  }

  /// A circular highlight: the opening is the circle inscribed in (20,20,30,30), the target's bounds the
  /// square. PolarisGuideKit forwards the square's dimmed corners; the opening region does not.
  @Test(arguments: [
    (ForwardingRegion.openingShape, [TouchRoute?.some(.overlay), .target("target"), .passThrough]),
    (ForwardingRegion.targetBounds, [TouchRoute?.some(.target("target")), .target("target"), .overlay]),
  ])
  func circularHighlightCornersAndPadding(region: ForwardingRegion, expected: [TouchRoute?]) {
    let overlay = OverlayRegion(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100),
      cutouts: [
        BezierPath.ellipse(in: Rect(x: 20, y: 20, width: 30, height: 30)),
        BezierPath.ellipse(in: Rect(x: 55, y: 55, width: 40, height: 40)),
      ])
    let layout = TouchLayout(
      overlay: overlay,
      targets: [
        TouchTarget(id: "target", bounds: Rect(x: 20, y: 20, width: 30, height: 30)),
        TouchTarget(id: "second", bounds: Rect(x: 65, y: 65, width: 20, height: 20)),
      ],
      policy: TouchPolicy(allowsInteractionInsideCutout: true, forwardingRegion: region))
    // A dimmed corner of the square, the circle's centre, the second circle's padding.
    let points = [Point(x: 21, y: 21), Point(x: 35, y: 35), Point(x: 60, y: 75)]
    #expect(points.map(layout.hitTest) == expected)
    #expect(layout.hitTest(Point(x: 75, y: 75)) == .target("second"))
  }

  static let controls = TouchLayout(
    overlay: OverlayRegion(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100),
      cutouts: [BezierPath.rect(Rect(x: 20, y: 20, width: 30, height: 30))]
    ),
    body: Rect(x: 50, y: 60, width: 40, height: 30), nextControl: Rect(x: 70, y: 80, width: 20, height: 10),
    skipControl: Rect(x: 80, y: 0, width: 20, height: 10), targets: [target],
    policy: TouchPolicy(forwardsAllTouches: true))

  @Test func controlsLieAboveTheOverlayEvenWhenEverythingIsForwarded() {
    let layout = Self.controls
    #expect(layout.hitTest(Point(x: 85, y: 5)) == .skipControl)
    #expect(layout.hitTest(Point(x: 75, y: 85)) == .nextControl)
    #expect(layout.hitTest(Point(x: 55, y: 65)) == .body)
    #expect(layout.hitTest(Point(x: 10, y: 90)) == .passThrough)
    // Half-open edges: the body's right and bottom edges are outside it.
    #expect(layout.hitTest(Point(x: 90, y: 65)) == .passThrough)
    #expect(layout.hitTest(Point(x: 50, y: 60)) == .body)
  }

  @Test func theNextControlMayBeTheWholeBody() {
    var layout = Self.controls
    layout.nextControl = layout.body
    #expect(layout.hitTest(Point(x: 55, y: 65)) == .nextControl)
  }

  @Test func controlsAreBlockedDuringATransitionAndAHiddenCoachMarkIsNotHit() {
    var layout = Self.controls
    layout.isTransitioning = true
    #expect(layout.hitTest(Point(x: 85, y: 5)) == .overlay)
    #expect(layout.hitTest(Point(x: 75, y: 85)) == .overlay)
    #expect(layout.hitTest(Point(x: 55, y: 65)) == .overlay)
    layout.isTransitioning = false
    layout.body = nil
    layout.nextControl = nil
    layout.policy = TouchPolicy()
    #expect(layout.hitTest(Point(x: 55, y: 65)) == .overlay)
    #expect(layout.hitTest(Point(x: 85, y: 5)) == .skipControl)
  }

  @Test func badPointsAndAnEmptyOverlayAreOutside() {
    let layout = Self.controls
    #expect(layout.hitTest(Point(x: .nan, y: 10)) == nil)
    #expect(layout.hitTest(Point(x: .infinity, y: 10)) == nil)
    #expect(layout.hitTest(Point(x: 100, y: 50)) == nil)
    #expect(layout.hitTest(Point(x: -0.5, y: 50)) == nil)
    let empty = TouchLayout(overlay: OverlayRegion(bounds: Rect(x: 0, y: 0, width: .nan, height: 10), cutouts: []))
    #expect(empty.hitTest(Point(x: 0, y: 0)) == nil)
  }
}
