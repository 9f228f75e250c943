import LodestarGeometry
import LodestarTimeline
import Testing

@Suite struct AnimationTests {
  func ramp(_ from: Double, _ to: Double, duration: Double, delay: Double = 0, fill: FillMode = .both) throws
    -> KeyframeSequence<Double>
  {
    KeyframeSequence(from: from, to: to, timing: try Timing(duration: duration, delay: delay, fill: fill))
  }

  @Test func groupsPlayTogether() throws {
    let animation = KeyframeAnimation.group([
      .track("x", try ramp(0, 10, duration: 1)),
      .track("y", try ramp(0, 100, duration: 2, delay: 0.5)),
    ])
    #expect(animation.duration == 2.5)
    let snapshot = animation.sample(at: 1)
    #expect(snapshot.value(of: "x", as: Double.self) == 10)
    #expect(snapshot.value(of: "y", as: Double.self) == 25)
    #expect(snapshot.value(of: "x", as: Rect.self) == nil)
    #expect(!animation.isFinished(at: 2.4))
    #expect(animation.isFinished(at: 2.5))
    #expect(!animation.isFinished(at: .nan))
  }

  @Test func sequencesPlayOneAfterAnother() throws {
    let animation = KeyframeAnimation.sequence([
      .track("x", try ramp(0, 10, duration: 1, fill: .forwards)),
      .track("x", try ramp(10, 30, duration: 2, fill: FillMode.none)),
    ])
    #expect(animation.duration == 3)
    #expect(animation.sample(at: 0.5).value(of: "x", as: Double.self) == 5)
    #expect(animation.sample(at: 1.5).value(of: "x", as: Double.self) == 15)
    #expect(animation.sample(at: 2.5).value(of: "x", as: Double.self) == 25)
    // The second child has no fill, so after it the first child's held value shows.
    #expect(animation.sample(at: 3).value(of: "x", as: Double.self) == 10)
    #expect(animation.isFinished(at: 3))
    let nested = KeyframeAnimation.sequence([animation, .group([animation, .track("z", try ramp(0, 1, duration: 4))])])
    #expect(nested.duration == 7)
  }

  @Test func laterChildrenCompositeOverEarlierOnes() throws {
    let add = try KeyframeSequence([Keyframe(0.0), Keyframe(10.0)], timing: try Timing(duration: 1), composite: .add)
    let animation = KeyframeAnimation.group([.track("x", try ramp(100, 200, duration: 1)), .track("x", add)])
    #expect(animation.sample(at: 0.5).value(of: "x", as: Double.self) == 155)
    let base = AnimationSnapshot([AnimatedProperty("x"): .double(1000)])
    #expect(KeyframeAnimation.track("x", add).sample(at: 0.5, base: base).value(of: "x", as: Double.self) == 1005)
    #expect(KeyframeAnimation.track("x", add).sample(at: 5, base: base).value(of: "x", as: Double.self) == 1000)
  }

  @Test func infiniteAnimationsNeverFinish() throws {
    let forever = KeyframeSequence(from: 0.0, to: 1.0, timing: try Timing(duration: 1, iterations: .infinity))
    let animation = KeyframeAnimation.sequence([.track("x", forever), .track("y", try ramp(0, 1, duration: 1))])
    #expect(animation.duration == .infinity)
    #expect(!animation.isFinished(at: 1e300))
    #expect(animation.sample(at: 1e9 + 0.25).value(of: "x", as: Double.self) == 0.25)
    #expect(animation.sample(at: .infinity).value(of: "y", as: Double.self) == 0)
    #expect(animation.sample(at: .nan).value(of: "y", as: Double.self) == 0)
  }

  @Test func snapshotValuesRoundTrip() {
    var snapshot = AnimationSnapshot()
    snapshot.setValue(RGBAColor.white, of: "tint")
    snapshot.setValue(Opacity(0.5), of: .overlayOpacity)
    snapshot.setValue(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), of: "insets")
    snapshot.setValue(Size(width: 1, height: 2), of: "size")
    snapshot.setValue(Point(x: 1, y: 2), of: "point")
    snapshot.setValue(AffineMatrix.identity, of: .coachMarkTransform)
    #expect(snapshot.value(of: "tint", as: RGBAColor.self) == .white)
    #expect(snapshot.value(of: .overlayOpacity, as: Opacity.self) == Opacity(0.5))
    #expect(
      snapshot.value(of: "insets", as: DirectionalEdgeInsets.self)
        == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(snapshot.value(of: "size", as: Size.self) == Size(width: 1, height: 2))
    #expect(snapshot.value(of: "point", as: Point.self) == Point(x: 1, y: 2))
    #expect(snapshot.value(of: .coachMarkTransform, as: AffineMatrix.self) == .identity)
    #expect(snapshot.value(of: "missing", as: Double.self) == nil)
    #expect(AnimatedProperty.cutout.description == "cutout")
  }
}
