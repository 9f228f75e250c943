import LodestarGeometry
import LodestarTimeline
import Testing

@Suite struct PathMorphTests {
  static func openings(offset: Double, radius: Double) -> BezierPath {
    var path = BezierPath()
    for index in 0..<4 {
      let x = 20 + Double(index) * 80 + offset
      path.addPath(.roundedRect(Rect(x: x, y: 100 + offset, width: 60, height: 44), cornerRadius: radius))
    }
    return path
  }

  @Test func cutoutMorphEndpointsAreExactForPaths() throws {
    let from = Self.openings(offset: 0, radius: 8)
    let to = Self.openings(offset: 33.3, radius: 12)
    let transition = TourAnimation.stepChange(from: from, to: to)
    #expect(transition.frame(at: 0, coachMarkFrame: .zero).cutout == from)
    #expect(transition.frame(at: 0.25, coachMarkFrame: .zero).cutout == to)
    #expect(transition.frame(at: 99, coachMarkFrame: .zero).cutout == to)
    // Same structure: element-wise, so the middle has the same elements with interpolated points.
    let middle = transition.frame(at: 0.125, coachMarkFrame: .zero).cutout
    #expect(middle.elements.count == from.elements.count)
    guard case .move(let start) = middle.elements[0], case .move(let a) = from.elements[0],
      case .move(let b) = to.elements[0]
    else {
      Issue.record("expected a move first")
      return
    }
    let eased = TimingFunction.easeInEaseOut.progress(at: 0.5, duration: 0.25)
    #expect(start == a.interpolated(to: b, fraction: eased))
  }

  @Test func rectToCircleMorphsWithoutTearing() throws {
    let rect = BezierPath.rect(Rect(x: 0, y: 0, width: 100, height: 100))
    let circle = BezierPath.circle(center: Point(x: 200, y: 50), radius: 30)
    let track = KeyframeSequence(from: rect, to: circle, timing: try Timing(duration: 0.25, fill: .both))
    #expect(track.sample(at: 0) == rect)
    #expect(track.sample(at: 0.25) == circle)
    let middle = try #require(track.sample(at: 0.125))
    #expect(middle.isFinite)
    // One closed outline: a single move, closed at the end.
    #expect(middle.elements.filter { if case .move = $0 { true } else { false } }.count == 1)
    #expect(middle.elements.last == .closeSubpath)
  }

  @Test func interruptedPathMorphStartsFromThePresentedPath() throws {
    let a = Self.openings(offset: 0, radius: 8)
    let b = Self.openings(offset: 50, radius: 8)
    let c = Self.openings(offset: -20, radius: 4)
    var morph = try CutoutMorph(shape: a, curve: .linear)
    let first = morph.morph(to: b, at: 0)
    let presented = morph.presented(at: 0.1)
    let second = morph.morph(to: c, at: 0.1)
    #expect(morph.presented(at: 0.1) == presented)
    let stale = morph.complete(generation: first)
    #expect(!stale)
    let current = morph.complete(generation: second)
    #expect(current)
    #expect(morph.presented(at: 5) == c)
  }

  @Test func pathsTravelThroughSnapshots() throws {
    let a = Self.openings(offset: 0, radius: 8)
    let b = Self.openings(offset: 10, radius: 8)
    let animation = KeyframeAnimation.track(
      .cutout, KeyframeSequence(from: a, to: b, timing: try Timing(duration: 1, fill: .both)))
    #expect(animation.sample(at: 1).value(of: .cutout, as: BezierPath.self) == b)
  }
}
