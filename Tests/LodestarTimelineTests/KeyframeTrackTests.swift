import LodestarGeometry
import LodestarTestSupport
import LodestarTimeline
import Testing

@Suite struct KeyframeTrackTests {
  let second: Timing

  init() throws {
    second = try Timing(duration: 1, fill: .both)
  }

  func offsets(_ given: [Double?]) throws -> [Double?] {
    try KeyframeSequence(given.enumerated().map { Keyframe(Double($0.offset), offset: $0.element) }, timing: second)
      .keyframes.map(\.offset)
  }

  @Test func missingOffsetsAreSpacedEvenly() throws {
    #expect(try offsets([nil, nil, nil]) == [0, 0.5, 1])
    #expect(try offsets([nil, nil, nil, nil, nil]) == [0, 0.25, 0.5, 0.75, 1])
    #expect(try offsets([nil, 0.2, nil, nil, 0.8, nil]) == [0, 0.2, 0.4, 0.6000000000000001, 0.8, 1])
    #expect(try offsets([0.5, nil, nil]) == [0.5, 0.75, 1])
    #expect(try offsets([nil]) == [1])
    #expect(try offsets([0.3]) == [0.3])
    #expect(try offsets([nil, 1, 1, nil]) == [0, 1, 1, 1])
  }

  @Test func invalidOffsetsThrowAtConstruction() {
    #expect(throws: AnimationError.noKeyframes) { try KeyframeSequence([Keyframe<Double>](), timing: second) }
    #expect(throws: AnimationError.keyframeOffsetOutOfRange(index: 1, offset: 1.5)) {
      try offsets([0, 1.5])
    }
    #expect(throws: AnimationError.keyframeOffsetOutOfRange(index: 0, offset: -0.1)) { try offsets([-0.1, 1]) }
    #expect(throws: AnimationError.self) { try offsets([0, .nan, 1]) }
    #expect(throws: AnimationError.keyframeOffsetsOutOfOrder(index: 3, offset: 0.4, previousOffset: 0.6)) {
      try offsets([0, 0.6, nil, 0.4])
    }
    #expect(
      AnimationError.keyframeOffsetsOutOfOrder(index: 2, offset: 0.4, previousOffset: 0.6).description
        == "keyframe 2 has offset 0.4, smaller than the earlier offset 0.6; offsets must not decrease")
  }

  @Test func interpolatesBetweenKeyframes() throws {
    let track = try KeyframeSequence([Keyframe(0.0), Keyframe(10.0, offset: 0.25), Keyframe(20.0)], timing: second)
    #expect(track.sample(at: 0) == 0)
    #expect(track.sample(at: 0.125) == 5)
    #expect(track.sample(at: 0.25) == 10)
    #expect(track.sample(at: 0.625) == 15)
    #expect(track.sample(at: 1) == 20)
    #expect(track.sample(at: 5) == 20)
    let unfilled = try KeyframeSequence([Keyframe(0.0), Keyframe(1.0)], timing: try Timing(duration: 1))
    #expect(unfilled.sample(at: 2) == nil)
    #expect(unfilled.value(at: 2, underlying: 7) == 7)
  }

  @Test func everyKeyframeValueIsHitExactlyAtItsOffset() throws {
    let seed: UInt64 = 909
    var random = SeededGenerator(seed: seed)
    for index in 0..<2_000 {
      let count = random.int(in: 2...7)
      var offsets = (0..<count).map { _ in random.double(in: 0...1) }.sorted()
      offsets[0] = 0
      offsets[count - 1] = 1
      let values = (0..<count).map { _ in random.double(in: -1000...1000) }
      let easings: [TimingFunction] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
      let keyframes = zip(values, offsets).map { Keyframe($0, offset: $1, easing: easings[random.int(in: 0...4)]) }
      let track = try KeyframeSequence(keyframes, timing: try Timing(duration: random.double(in: 0.1...2), fill: .both))
      for (value, offset) in zip(values, offsets) {
        #expect(track.value(atProgress: offset) == value, "seed \(seed) case \(index): offset \(offset) of \(offsets)")
      }
    }
  }

  @Test func perKeyframeEasingAppliesToTheIntervalItStarts() throws {
    let track = try KeyframeSequence(
      [Keyframe(0.0, easing: .easeIn), Keyframe(10.0, easing: try .steps(2)), Keyframe(20.0)], timing: second)
    let expected = 10 * TimingFunction.easeIn.progress(at: 0.5, duration: 0.5)
    #expect(track.sample(at: 0.25) == expected)
    #expect(track.sample(at: 0.6) == 10)
    #expect(track.sample(at: 0.8) == 15)
  }

  @Test func overshootExtrapolatesTheEndIntervals() throws {
    let overshoot = try TimingFunction.cubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5)
    let timing = try Timing(duration: 1, easing: overshoot)
    let track = try KeyframeSequence([Keyframe(0.0), Keyframe(10.0), Keyframe(30.0)], timing: timing)
    let low = try #require(timing.progress(at: 0.1))
    #expect(low < 0)
    #expect(track.sample(at: 0.1) == 0.0.interpolated(to: 10, fraction: low / 0.5))
    let high = try #require(timing.progress(at: 0.9))
    #expect(high > 1)
    #expect(track.sample(at: 0.9) == 10.0.interpolated(to: 30, fraction: (high - 0.5) / 0.5))
    // Several keyframes at an end: that end holds.
    let held = try KeyframeSequence(
      [Keyframe(5.0, offset: 0), Keyframe(0.0, offset: 0), Keyframe(10.0)], timing: timing)
    #expect(held.value(atProgress: -0.2) == 5)
    #expect(held.value(atProgress: 0) == 0)
    let heldEnd = try KeyframeSequence(
      [Keyframe(0.0), Keyframe(10.0, offset: 1), Keyframe(20.0, offset: 1)], timing: timing)
    #expect(heldEnd.value(atProgress: 1.2) == 20)
    #expect(heldEnd.value(atProgress: 0.5) == 5)
  }

  @Test func partialOffsetsHoldTheEndValues() throws {
    let track = try KeyframeSequence([Keyframe(4.0, offset: 0.5)], timing: second)
    #expect(track.sample(at: 0) == 4)
    #expect(track.sample(at: 1) == 4)
    let inner = try KeyframeSequence([Keyframe(0.0, offset: 0.25), Keyframe(10.0, offset: 0.75)], timing: second)
    #expect(inner.value(atProgress: 0.1) == 0)
    #expect(inner.value(atProgress: 0.5) == 5)
    #expect(inner.value(atProgress: 0.9) == 10)
  }

  @Test func compositeAddsToTheUnderlyingValue() throws {
    let track = try KeyframeSequence([Keyframe(0.0), Keyframe(10.0)], timing: second, composite: .add)
    #expect(track.value(at: 0.5, underlying: 100) == 105)
    let replace = try KeyframeSequence([Keyframe(0.0), Keyframe(10.0)], timing: second, composite: .replace)
    #expect(replace.value(at: 0.5, underlying: 100) == 5)
    let offsets = try KeyframeSequence(
      [Keyframe(Point(x: 0, y: 0)), Keyframe(Point(x: 10, y: -10))], timing: second, composite: .add)
    #expect(offsets.value(at: 1, underlying: Point(x: 5, y: 5)) == Point(x: 15, y: -5))
    let transform = try KeyframeSequence(
      [Keyframe(AffineMatrix.identity), Keyframe(AffineMatrix(translationX: 10, y: 0))], timing: second,
      composite: .add)
    let underlying = AffineMatrix(scaleX: 2, y: 2)
    #expect(
      transform.value(at: 1, underlying: underlying)
        == AffineMatrix(translationX: 10, y: 0).concatenating(underlying))
    #expect(Opacity(0.7).adding(0.6) == Opacity.opaque)
  }

  @Test func morphEndpointsAreExact() throws {
    let from = Rect(x: 10.1, y: 20.3, width: 33.3, height: 44.7)
    let to = Rect(x: 200.9, y: 1.7, width: 0.3, height: 90.1)
    let track = KeyframeSequence(
      from: from, to: to, timing: try Timing(duration: 0.25, fill: .both, easing: .easeInEaseOut))
    #expect(track.sample(at: 0) == from)
    #expect(track.sample(at: 0.25) == to)
    #expect(track.sample(at: -3) == from)
    #expect(track.sample(at: .infinity) == to)
    let middle = try #require(track.sample(at: 0.125))
    #expect(abs(middle.origin.x - (10.1 + (200.9 - 10.1) * 0.5)) < 1e-9)
    let points = KeyframeSequence(from: Point(x: 1, y: 2), to: Point(x: 3, y: 6), timing: second)
    #expect(points.sample(at: 0.5) == Point(x: 2, y: 4))
  }

  @Test func opacityClamps() {
    #expect(Opacity(1.5) == .opaque)
    #expect(Opacity(-1) == .transparent)
    #expect(Opacity(.nan) == .transparent)
    #expect(Opacity(0.2).interpolated(to: 0.8, fraction: 1.5) == .opaque)
    #expect(Opacity(0.2).interpolated(to: 0.8, fraction: 0.5).value == 0.5)
  }

  @Test func colorInterpolatesInPremultipliedLinearLight() {
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let blue = RGBAColor(red: 0, green: 0, blue: 1)
    #expect(red.interpolated(to: blue, fraction: 0) == red)
    #expect(red.interpolated(to: blue, fraction: 1) == blue)
    let middle = red.interpolated(to: blue, fraction: 0.5)
    // Linear-light 0.5 encodes to about 0.7354 (sRGB), brighter than the naive 0.5.
    #expect(abs(middle.red - 0.735_356_983_052_449_3) < 1e-12)
    #expect(abs(middle.blue - 0.735_356_983_052_449_3) < 1e-12)
    #expect(middle.alpha == 1)
    // Fading to clear keeps the hue: premultiplied, transparent black contributes nothing.
    let fade = red.interpolated(to: .clear, fraction: 0.5)
    #expect(abs(fade.red - 1) < 1e-12)
    #expect(fade.green == 0)
    #expect(fade.alpha == 0.5)
    let white = RGBAColor(white: 1)
    #expect(abs(RGBAColor.clear.interpolated(to: white, fraction: 0.25).red - 1) < 1e-12)
  }
}
