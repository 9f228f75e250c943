import Lodestar
import LodestarDemoSupport

/// The `geometry` suite.
enum GeometryBenchmarks {
  static func make() -> [Benchmark] {
    [
      conversionThroughEightAncestors(), regionContains(), overlayBuild(), overlappingOverlayBuild(),
      overlaySVGPathData(),
    ]
  }

  /// Converting a rectangle from an element eight levels deep (with scroll offsets and one transform)
  /// into the root space, building the chain each time as a presenter does when a frame changed. The
  /// iterations cycle through eight different chains, so the compiler cannot compute the chain once
  /// outside the loop now that its construction is inlined into the caller.
  static func conversionThroughEightAncestors() -> Benchmark {
    var chains: [[LocalCoordinateSpace]] = []
    for variant in 0..<8 {
      var spaces: [LocalCoordinateSpace] = []
      for level in 0..<8 {
        let offset = Double(level) + Double(variant) * 0.5
        let frame = Rect(x: offset * 3, y: offset * 5, width: 300, height: 600)
        let scrollOffset = Point(x: 0, y: level == 3 ? 120 : 0)
        let transform = level == 5 ? AffineMatrix(scaleX: 1.05, y: 1.05) : AffineMatrix.identity
        spaces.append(LocalCoordinateSpace(frame: frame, boundsOrigin: scrollOffset, transform: transform))
      }
      chains.append(spaces)
    }
    let rect = Rect(x: 10, y: 20, width: 44, height: 44)
    let ancestorChains = chains
    return Benchmark(suite: "geometry", name: "coordinate conversion through 8 ancestors", targetNanoseconds: 50) {
      iterations in
      var accumulator = 0.0
      for index in 0..<iterations {
        let chain = FrameChain(ancestorChains[index & 7])
        accumulator += chain.convertToRoot(rect.offsetBy(dx: Double(index & 7), dy: 0)).minX
      }
      blackHole(accumulator)
    }
  }

  static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

  /// Four separate rounded-rect openings, as a tour step with extra highlights has.
  static let separateOpenings: [BezierPath] = [
    .roundedRect(Rect(x: 16, y: 60, width: 358, height: 44), cornerRadius: 10),
    .roundedRect(Rect(x: 16, y: 200, width: 170, height: 120), cornerRadius: 12),
    .roundedRect(Rect(x: 204, y: 200, width: 170, height: 120), cornerRadius: 12),
    .roundedRect(Rect(x: 120, y: 760, width: 150, height: 50), cornerRadius: 25),
  ]

  /// Four rounded-rect openings, two of which overlap.
  static let overlappingOpenings: [BezierPath] = [
    .roundedRect(Rect(x: 16, y: 60, width: 358, height: 44), cornerRadius: 10),
    .roundedRect(Rect(x: 16, y: 200, width: 200, height: 120), cornerRadius: 12),
    .roundedRect(Rect(x: 150, y: 260, width: 200, height: 120), cornerRadius: 12),
    .roundedRect(Rect(x: 120, y: 760, width: 150, height: 50), cornerRadius: 25),
  ]

  /// Hit-testing one point against an overlay region with four rounded-rect openings; the points cycle
  /// through a mix of dimmed points, points inside openings and points near rounded corners.
  static func regionContains() -> Benchmark {
    let region = OverlayRegion(bounds: screen, cutouts: separateOpenings)
    var points: [Point] = []
    for row in 0..<8 {
      for column in 0..<8 {
        points.append(Point(x: 8 + Double(column) * 53, y: 40 + Double(row) * 105))
      }
    }
    points += [Point(x: 18, y: 62), Point(x: 100, y: 80), Point(x: 190, y: 260), Point(x: 121, y: 761)]
    let count = points.count
    return Benchmark(suite: "geometry", name: "path contains (rounded rect, 4 openings)", targetNanoseconds: 100) {
      iterations in
      var hits = 0
      for index in 0..<iterations where region.containsOpening(at: points[index % count]) {
        hits += 1
      }
      blackHole(hits)
    }
  }

  /// Building the dimming path for four separate rounded-rect openings.
  static func overlayBuild() -> Benchmark {
    let cutouts = separateOpenings
    return Benchmark(suite: "geometry", name: "overlay path build (4 openings)", targetNanoseconds: 500) {
      iterations in
      var elements = 0
      for _ in 0..<iterations {
        elements += BezierPath.overlay(bounds: screen, cutouts: cutouts).elements.count
      }
      blackHole(elements)
    }
  }

  /// Building the dimming path when two of the four openings overlap (their union is computed).
  static func overlappingOverlayBuild() -> Benchmark {
    let cutouts = overlappingOpenings
    return Benchmark(suite: "geometry", name: "overlay path build (4 openings, 2 overlapping)", targetNanoseconds: nil)
    {
      iterations in
      var elements = 0
      for _ in 0..<iterations {
        elements += BezierPath.overlay(bounds: screen, cutouts: cutouts).elements.count
      }
      blackHole(elements)
    }
  }

  /// Writing the SVG path data of the four-opening overlay.
  static func overlaySVGPathData() -> Benchmark {
    let overlay = BezierPath.overlay(bounds: screen, cutouts: separateOpenings)
    return Benchmark(suite: "geometry", name: "svgPathData of a 4-opening overlay", targetNanoseconds: nil) {
      iterations in
      var characters = 0
      for _ in 0..<iterations {
        characters += overlay.svgPathData.utf8.count
      }
      blackHole(characters)
    }
  }
}
