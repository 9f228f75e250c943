import LodestarFlow
import LodestarGeometry
import LodestarScene
import LodestarText
import LodestarTimeline
import LodestarWalkthrough
import Testing

/// Records the walkthrough's delegate callbacks.
@MainActor
final class WalkthroughEventLog: WalkthroughControllerDelegate {
  var log: [String] = []
  func walkthroughNextButtonPressed(from page: Int) { log.append("next(\(page))") }
  func walkthroughPreviousButtonPressed(from page: Int) { log.append("previous(\(page))") }
  func walkthroughCloseButtonPressed() { log.append("close") }
  func walkthroughPageDidChange(_ page: Int) { log.append("pageDidChange(\(page))") }
}

/// The drive: drags released at a velocity, the controls, the keys, the spring and the decay, with time
/// given explicitly (60 frames a second, no real time).
@MainActor
@Suite struct WalkthroughPresenterTests {
  static func presenter(
    _ direction: ReadingDirection = .leftToRight, motion: PagingMotion = .standard, everySettle: Bool = false
  ) throws -> (WalkthroughPresenter, WalkthroughEventLog) {
    let presenter = WalkthroughPresenter(
      pages: try WalkthroughFixtures.pages(.linear), size: WalkthroughFixtures.size, layoutDirection: direction,
      measurer: MonospacedTextMeasurer(cellWidth: 8, lineHeight: 18), motion: motion,
      reportsUnchangedPages: everySettle)
    let log = WalkthroughEventLog()
    presenter.controller.delegate = log
    return (presenter, log)
  }

  /// Draws frames 1/60 s apart from `start` until the scroll comes to rest; returns the time then and the
  /// offsets drawn.
  @discardableResult
  static func run(_ presenter: WalkthroughPresenter, from start: Double) -> (time: Double, offsets: [Double]) {
    var time = start
    var offsets: [Double] = []
    for _ in 0..<600 where presenter.isAnimating(at: time) {
      time += 1.0 / 60
      offsets.append(presenter.scene(at: time).scrollPosition * 390)
    }
    return (time, offsets)
  }

  /// (finger translation in points, finger velocity in points per second, the page the physics names) for a
  /// drag that starts on page 1 of 3 (offset 390) in a left-to-right layout. Content offset at release =
  /// 390 − translation; content velocity = −finger velocity; projection = 0.499 s × content velocity
  /// (UIScrollView's normal deceleration); the nearest page, at most one page from page 1.
  nonisolated static let drags: [(Double, Double, Int)] = [
    (-100, 0, 1),  // 490 → 1.26
    (-100, -300, 2),  // 490 + 149.7 = 639.7 → 1.64
    (-100, 300, 1),  // 490 − 149.7 = 340.3 → 0.87
    (-250, 0, 2),  // 640 → 1.64
    (-250, 1000, 0),  // 640 − 499 = 141 → 0.36
    (50, 0, 1),  // 340 → 0.87
    (50, 800, 0),  // 340 − 399.2 = −59.2 → −0.15
    (300, 0, 0),  // 90 → 0.23
    (0, -5000, 2),  // 390 + 2495 → 7.4, one page at most
    (0, 5000, 0),
    (-30, -150, 1),  // 420 + 74.85 = 494.85 → 1.27
  ]

  @Test(arguments: drags)
  func aDragReleasedAtAVelocitySettlesOnThePageThePhysicsNames(drag: (Double, Double, Int)) throws {
    let (translation, velocity, expected) = drag
    for direction in ReadingDirection.allCases {
      // Right to left the finger moves the other way for the same scroll.
      let sign = direction == .rightToLeft ? -1.0 : 1
      for motion in [PagingMotion.standard, .decay(.fast)] {
        let (presenter, log) = try Self.presenter(direction, motion: motion)
        try presenter.show(page: 1, time: 0, animated: false)
        presenter.beginDrag(time: 0)
        presenter.drag(translation: sign * translation, time: 0.1)
        #expect(presenter.controller.walkthrough.contentOffset == 390 - translation)
        presenter.endDrag(velocity: sign * velocity, time: 0.1)
        let context = "\(direction) \(motion): \(translation) pt at \(velocity) pt/s"
        #expect(presenter.controller.walkthrough.targetPage == expected, "\(context)")
        #expect(presenter.scene(at: 0.1).currentPage == expected, "the controls follow at once: \(context)")
        let (time, offsets) = Self.run(presenter, from: 0.1)
        #expect(!presenter.isAnimating(at: time), "\(context)")
        #expect(presenter.controller.walkthrough.contentOffset == Double(expected) * 390, "\(context)")
        #expect(presenter.controller.walkthrough.settledPage == expected, "\(context)")
        #expect(log.log == (expected == 1 ? [] : ["pageDidChange(\(expected))"]), "\(context): \(log.log)")
        if case .decay = motion {
          // A decay never overshoots the page.
          let target = Double(expected) * 390
          let start = 390 - translation
          #expect(
            offsets.allSatisfy { min(start, target) - 1e-9 <= $0 && $0 <= max(start, target) + 1e-9 },
            "\(context): \(offsets)")
        }
      }
    }
  }

  /// A release velocity that is not a number moves the pages exactly as a release at rest does.
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aReleaseAtANonFiniteVelocityIsAReleaseAtRest(velocity: Double) throws {
    var positions: [[Double]] = []
    for release in [0, velocity] {
      let (presenter, _) = try Self.presenter()
      try presenter.show(page: 1, time: 0, animated: false)
      presenter.beginDrag(time: 0)
      presenter.drag(translation: -100, time: 0)
      presenter.endDrag(velocity: release, time: 0)
      positions.append([0.001, 0.05, 0.2, 2].map { presenter.scene(at: $0).scrollPosition })
    }
    #expect(positions[0] == positions[1])
  }

  @Test func theSpringStartsAtTheReleaseVelocity() throws {
    let (presenter, _) = try Self.presenter()
    try presenter.show(page: 1, time: 0, animated: false)
    presenter.beginDrag(time: 0)
    presenter.drag(translation: -100, time: 0)
    presenter.endDrag(velocity: -1200, time: 0)
    // Content velocity +1200 pt/s: after 1 ms the offset has moved about 1.2 points further.
    let moved = presenter.scene(at: 0.001).scrollPosition * 390 - 490
    #expect(moved > 1.1 && moved < 1.3, "moved \(moved)")
  }

  @Test func dragsBeyondTheEndsAreRubberBandedAndComeBack() throws {
    let (presenter, log) = try Self.presenter()
    presenter.beginDrag(time: 0)
    presenter.drag(translation: 390, time: 0.2)
    // An excess of a whole page shows as (1 − 1/1.55)·390 = 138.4 points.
    let position = presenter.scene(at: 0.2).scrollPosition
    #expect(abs(position * 390 + (1 - 1 / 1.55) * 390) < 1e-9)
    #expect(presenter.scene(at: 0.2).pages.first?.frame.minX ?? 0 > 138)
    presenter.endDrag(velocity: 0, time: 0.2)
    Self.run(presenter, from: 0.2)
    #expect(presenter.controller.walkthrough.contentOffset == 0 && log.log.isEmpty)
  }

  @Test func theControllerEmitsItsEventsInOrder() throws {
    let (presenter, log) = try Self.presenter()
    presenter.next(time: 0)
    #expect(log.log == ["next(0)"])
    // A second next during the scroll goes one page further; the scroll retargets without stopping.
    let before = presenter.scene(at: 0.1).scrollPosition
    presenter.next(time: 0.1)
    #expect(log.log == ["next(0)", "next(1)"])
    #expect(presenter.scene(at: 0.1).scrollPosition == before)
    let (time, _) = Self.run(presenter, from: 0.1)
    #expect(log.log == ["next(0)", "next(1)", "pageDidChange(2)"])
    // On the last page next does nothing; previous, then close.
    presenter.next(time: time)
    presenter.previous(time: time)
    let end = Self.run(presenter, from: time).time
    presenter.close()
    #expect(log.log == ["next(0)", "next(1)", "pageDidChange(2)", "previous(2)", "pageDidChange(1)", "close"])
    #expect(presenter.page == 1 && !presenter.isAnimating(at: end))
  }

  @Test func bwWalkthroughReportsEverySettle() throws {
    let (presenter, log) = try Self.presenter(everySettle: true)
    presenter.beginDrag(time: 0)
    presenter.drag(translation: -40, time: 0.1)
    presenter.endDrag(velocity: 0, time: 0.1)
    Self.run(presenter, from: 0.1)
    #expect(log.log == ["pageDidChange(0)"])
  }

  @Test(arguments: ReadingDirection.allCases)
  func keysFollowTheLayoutDirection(direction: ReadingDirection) throws {
    let (presenter, log) = try Self.presenter(direction)
    let forward: TourKey = direction == .rightToLeft ? .leftArrow : .rightArrow
    let backward: TourKey = direction == .rightToLeft ? .rightArrow : .leftArrow
    #expect(!presenter.handle(backward, time: 0))
    #expect(presenter.handle(forward, time: 0))
    var time = Self.run(presenter, from: 0).time
    #expect(presenter.page == 1)
    #expect(presenter.handle(backward, time: time))
    time = Self.run(presenter, from: time).time
    #expect(presenter.handle(.enter, time: time))
    time = Self.run(presenter, from: time).time
    #expect(presenter.handle(.escape, time: time))
    #expect(!presenter.handle(.tab, time: time))
    #expect(
      log.log == [
        "next(0)", "pageDidChange(1)", "previous(1)", "pageDidChange(0)", "next(0)", "pageDidChange(1)", "close",
      ])
  }

  @Test(arguments: ReadingDirection.allCases)
  func tapsOnTheControls(direction: ReadingDirection) throws {
    let (presenter, log) = try Self.presenter(direction)
    let scene = presenter.scene(at: 0)
    let next = try #require(scene.control(.next))
    #expect(presenter.tap(at: next.frame.center, time: 0) == .control(.next))
    var time = Self.run(presenter, from: 0).time
    let dots = try #require(presenter.scene(at: time).pageControl).dotFrames
    // The page control's trailing side goes on without a next notification.
    let trailing = Point(x: dots[1].midX + (direction == .rightToLeft ? -6 : 6), y: dots[1].midY)
    #expect(presenter.tap(at: trailing, time: time) == .pageControl(page: 2))
    time = Self.run(presenter, from: time).time
    let close = try #require(presenter.scene(at: time).control(.close))
    #expect(presenter.tap(at: close.frame.center, time: time) == .control(.close))
    #expect(presenter.tap(at: Point(x: 100, y: 400), time: time) == .page(2))
    #expect(log.log == ["next(0)", "pageDidChange(1)", "pageDidChange(2)", "close"])
  }

  @Test func resizeKeepsThePageAndDirectionChangesMirror() throws {
    let (presenter, log) = try Self.presenter()
    presenter.next(time: 0)
    _ = presenter.scene(at: 0.05)
    presenter.resize(to: Size(width: 844, height: 390))
    #expect(presenter.controller.walkthrough.contentOffset == 844 && log.log == ["next(0)", "pageDidChange(1)"])
    #expect(presenter.scene(at: 1).pages.map(\.frame) == [Rect(x: 0, y: 0, width: 844, height: 390)])
    presenter.setLayoutDirection(.rightToLeft)
    #expect(presenter.scene(at: 1).control(.next)?.frame.minX == 16)
    #expect(throws: WalkthroughError.pageOutOfRange(page: 3, pageCount: 3)) { try presenter.show(page: 3, time: 1) }
    presenter.drag(translation: 50, time: 1)
    presenter.endDrag(velocity: 50, time: 1)
    #expect(presenter.controller.walkthrough.contentOffset == 844)
    presenter.beginDrag(time: 1)
    presenter.drag(translation: .nan, time: 1)
    presenter.endDrag(velocity: .infinity, time: 1)
    Self.run(presenter, from: 1)
    #expect(presenter.page == 1)
  }
}
