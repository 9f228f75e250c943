import Lodestar

/// The `geometry` suite.
enum GeometryBenchmarks {
  static func make() -> [Benchmark] {
    [conversionThroughEightAncestors()]
  }

  /// Converting a rectangle from an element eight levels deep (with scroll offsets and one transform)
  /// into the root space, building the chain each time as a presenter does when a frame changed.
  static func conversionThroughEightAncestors() -> Benchmark {
    var spaces: [CoordinateSpace] = []
    for level in 0..<8 {
      let offset = Double(level)
      let frame = Rect(x: offset * 3, y: offset * 5, width: 300, height: 600)
      let scrollOffset = Point(x: 0, y: level == 3 ? 120 : 0)
      let transform = level == 5 ? AffineTransform(scaleX: 1.05, y: 1.05) : AffineTransform.identity
      spaces.append(CoordinateSpace(frame: frame, boundsOrigin: scrollOffset, transform: transform))
    }
    let rect = Rect(x: 10, y: 20, width: 44, height: 44)
    return Benchmark(suite: "geometry", name: "coordinate conversion through 8 ancestors", targetNanoseconds: 50) {
      iterations in
      var accumulator = 0.0
      for index in 0..<iterations {
        let chain = FrameChain(spaces)
        accumulator += chain.convertToRoot(rect.offsetBy(dx: Double(index & 7), dy: 0)).minX
      }
      blackHole(accumulator)
    }
  }
}
