import LodestarGeometry
import LodestarTimeline
import Testing

@Suite struct ScrollDrivenTests {
  @Test func pageOffsets() throws {
    let paging = try WalkthroughPaging(pageWidth: 320)
    #expect(paging.offset(ofPage: 1, contentOffset: 320) == 1)
    #expect(paging.offset(ofPage: 0, contentOffset: 320) == 2)
    #expect(paging.offset(ofPage: 2, contentOffset: 320) == 0)
    #expect(paging.offset(ofPage: 2, contentOffset: 480) == 0.5)
    let notified = paging.notifiedPages(contentOffset: 320, pageCount: 5)
    // The previous page at exactly 2 is included; page 4 at -2 is not.
    #expect(notified.map(\.page) == [0, 1, 2, 3])
    #expect(notified.map(\.offset) == [2, 1, 0, -1])
    #expect(WalkthroughPaging.isNotified(offset: 2))
    #expect(!WalkthroughPaging.isNotified(offset: -2))
    #expect(!WalkthroughPaging.isNotified(offset: 2.0001))
    #expect(!WalkthroughPaging.isNotified(offset: .nan))
    #expect(paging.notifiedPages(contentOffset: 0, pageCount: 0).isEmpty)
    #expect(throws: AnimationError.self) { try WalkthroughPaging(pageWidth: 0) }
    #expect(throws: AnimationError.self) { try WalkthroughPaging(pageWidth: .infinity) }
  }

  @Test func presetNamesAndTagLists() {
    #expect(ParallaxStyle(name: "Linear") == .linear)
    #expect(ParallaxStyle(name: "Curve") == .curve)
    #expect(ParallaxStyle(name: " zoom\n") == .zoom)
    #expect(ParallaxStyle(name: "InOut") == .inOut)
    #expect(ParallaxStyle(name: "Spin") == .linear)
    #expect(ParallaxStyle(name: "") == .linear)
    #expect(ParallaxPage.parseTags("1, 2 ,3") == [1, 2, 3])
    #expect(ParallaxPage.parseTags(" 4 ,x,, 5 ") == [4, 5])
    #expect(ParallaxPage.parseTags("").isEmpty)
  }

  @Test func linearSkipsStaticElementsByIdentity() throws {
    let page = try ParallaxPage(style: .linear, speed: Vector(dx: 1, dy: 0), speedVariance: Vector(dx: 0.5, dy: 0))
    let effects = page.effects(on: [10, 11, 12], excluding: [11], atOffset: 0.5)
    #expect(effects.map(\.element) == [10, 12])
    #expect(effects[0].transform == AffineMatrix(translationX: 75, y: 0))
    #expect(effects[1].transform == AffineMatrix(translationX: 100, y: 0))
    #expect(effects[0].alpha == nil)
    // Static elements never shift the speeds of the others.
    let withoutStatic = page.effects(on: [10, 12], atOffset: 0.5)
    #expect(withoutStatic.map(\.transform) == effects.map(\.transform))
  }

  @Test func curveZoomAndInOut() throws {
    let curve = try ParallaxPage(style: .curve, speed: Vector(dx: 2, dy: 3))
    // d = 0.5, x = 5: (125 - 125)·2, (125 - 100)·3.
    #expect(curve.effects(on: ["a"], atOffset: 0.5)[0].transform == AffineMatrix(translationX: 0, y: 75))
    let zoom = try ParallaxPage(style: .zoom, animatesAlpha: true)
    let zoomed = zoom.effects(on: ["a"], atOffset: 1.25)[0]
    #expect(zoomed.transform == AffineMatrix(scaleX: 0.75, y: 0.75))
    #expect(zoomed.alpha == 0.75)
    let inOut = try ParallaxPage(style: .inOut, speed: Vector(dx: 1, dy: -1))
    #expect(inOut.effects(on: ["a"], atOffset: 1.5)[0].transform == AffineMatrix(translationX: 50, y: -50))
    #expect(inOut.effects(on: ["a"], atOffset: 0.5)[0].transform == AffineMatrix(translationX: 50, y: -50))
    #expect(inOut.effects(on: ["a"], atOffset: 1)[0].transform == AffineMatrix(translationX: 0, y: -0.0))
    #expect(inOut.effects(on: ["a"], atOffset: 2).count == 1)
    #expect(inOut.effects(on: ["a"], atOffset: -2).isEmpty)
    #expect(inOut.effects(on: ["a"], atOffset: .nan).isEmpty)
    #expect(throws: AnimationError.self) { try ParallaxPage(speed: Vector(dx: .nan, dy: 0)) }
  }

  @Test func progressSources() throws {
    let track = KeyframeSequence(from: 0.0, to: 10.0, timing: try Timing(duration: 2, fill: .both))
    let animation = KeyframeAnimation.track("x", track)
    #expect(animation.sample(at: .time(1)).value(of: "x", as: Double.self) == 5)
    #expect(animation.sample(at: .scroll(offset: 25, range: 0...100)).value(of: "x", as: Double.self) == 2.5)
    #expect(animation.sample(at: .scroll(offset: -50, range: 0...100)).value(of: "x", as: Double.self) == 0)
    #expect(animation.sample(at: .scroll(offset: 500, range: 0...100)).value(of: "x", as: Double.self) == 10)
    #expect(animation.sample(at: .scroll(offset: .nan, range: 0...100)).value(of: "x", as: Double.self) == 0)
    #expect(track.sample(at: .scroll(offset: 75, range: 50...150)) == 2.5)
    #expect(ProgressSource.scroll(offset: 5, range: 5...5).scrollProgress == 1)
    #expect(ProgressSource.scroll(offset: 4, range: 5...5).scrollProgress == 0)
    #expect(ProgressSource.time(3).scrollProgress == nil)
    #expect(ProgressSource.scroll(offset: 0.5, range: 0...1).time(forDuration: .infinity) == 0.5)
  }
}
