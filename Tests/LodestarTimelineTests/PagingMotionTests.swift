import Foundation
import LodestarGeometry
import LodestarTimeline
import Testing

@Suite struct PagingMotionTests {
  @Test func decelerationProjectsAsWWDCsFormula() throws {
    // velocity/1000 · rate/(1 − rate): 0.998 keeps 499 points per 1000 pt/s, 0.99 keeps 99.
    #expect(abs(ScrollDeceleration.normal.projectedDistance(velocity: 1000) - 499) < 1e-9)
    #expect(abs(ScrollDeceleration.fast.projectedDistance(velocity: -1000) + 99) < 1e-9)
    #expect(ScrollDeceleration.normal.projectedDistance(velocity: .nan) == 0)
    #expect(ScrollDeceleration.normal.projectedDistance(velocity: .infinity) == 0)
    #expect(abs(ScrollDeceleration.fast.decayConstant - (-1000 * log(0.99))) < 1e-12)
    for rate in [0, 1, -0.5, 1.5, Double.nan, .infinity] {
      #expect(throws: AnimationError.self, "rate \(rate)") { try ScrollDeceleration(rate: rate) }
    }
    #expect(try ScrollDeceleration(rate: 0.5).rate == 0.5)
  }

  /// (offset in pages at release, velocity in points per second, start page, expected page) for 390-point
  /// pages, four of them, with the normal deceleration (projection = 0.499 s × velocity).
  static let releases: [(Double, Double, Int, Int)] = [
    (0, 0, 0, 0),  // at rest on page 0
    (0.3, 0, 0, 0),  // 117 pt: the nearest page is 0
    (0.5, 0, 0, 1),  // half way rounds away from zero
    (0.3, 200, 0, 1),  // 117 + 99.8 = 216.8 pt → 0.56 → page 1
    (0.1, 300, 0, 0),  // 39 + 149.7 = 188.7 pt → 0.48 → page 0
    (0.1, 400, 0, 1),  // 39 + 199.6 = 238.6 pt → 0.61 → page 1
    (0.2, 5000, 0, 1),  // far projection, but one swipe turns one page
    (1.2, -600, 1, 0),  // 468 − 299.4 = 168.6 pt → 0.43 → page 0
    (1.2, -300, 1, 1),  // 468 − 149.7 = 318.3 pt → 0.82 → page 1
    (2.9, 2000, 3, 3),  // beyond the last page: clamped
    (-0.3, -2000, 0, 0),  // before the first page: clamped
    (1.6, 0, 1, 2),
    (2.4, -10_000, 2, 1),
    (1, .nan, 1, 1),  // NaN velocity counts as 0
  ]

  @Test(arguments: releases)
  func aReleaseSettlesOnThePageTheProjectionNames(release: (Double, Double, Int, Int)) throws {
    let (pages, velocity, start, expected) = release
    let paging = try WalkthroughPaging(pageWidth: 390)
    let target = paging.targetPage(
      releasedAt: pages * 390, velocity: velocity, startPage: start, pageCount: 4)
    #expect(target == expected, "release at \(pages) pages, \(velocity) pt/s from page \(start)")
  }

  @Test func targetPageWithoutPagesOrWithAStartOutOfRange() throws {
    let paging = try WalkthroughPaging(pageWidth: 100)
    #expect(paging.targetPage(releasedAt: 50, velocity: 0, startPage: 0, pageCount: 0) == 0)
    #expect(paging.targetPage(releasedAt: .nan, velocity: 0, startPage: 9, pageCount: 3) == 2)
    #expect(paging.targetPage(releasedAt: -.infinity, velocity: 100, startPage: -4, pageCount: 3) == 0)
    #expect(paging.targetPage(releasedAt: 150, velocity: 0, startPage: 1, pageCount: 3, deceleration: .fast) == 2)
  }

  @Test func rubberBandGivesLessAndLessBeyondTheEnds() throws {
    let paging = try WalkthroughPaging(pageWidth: 100)
    #expect(paging.rubberBandedOffset(150, pageCount: 3) == 150)
    #expect(paging.rubberBandedOffset(0, pageCount: 3) == 0)
    // An excess of one page shows (1 − 1/1.55)·100 = 35.48…
    #expect(abs(paging.rubberBandedOffset(-100, pageCount: 3) + (1 - 1 / 1.55) * 100) < 1e-9)
    #expect(abs(paging.rubberBandedOffset(300, pageCount: 3) - (200 + (1 - 1 / 1.55) * 100)) < 1e-9)
    #expect(paging.rubberBandedOffset(-1e300, pageCount: 3) >= -100)
    #expect(paging.rubberBandedOffset(.infinity, pageCount: 3) == 200)
    #expect(paging.rubberBandedOffset(-.infinity, pageCount: 3) == 0)
    #expect(paging.rubberBandedOffset(.nan, pageCount: 3) == 0)
  }

  @Test func aSpringStartsAtTheReleaseVelocityAndEndsOnThePage() throws {
    let animation = try PagingAnimation(from: 100, to: 390, initialVelocity: 800, motion: .standard)
    #expect(animation.offset(at: 0) == 100)
    #expect(animation.offset(at: -1) == 100)
    #expect(abs(animation.velocity(at: 0) - 800) < 1e-6)
    #expect(animation.duration > 0.3 && animation.duration < 2, "duration \(animation.duration)")
    #expect(animation.offset(at: animation.duration) == 390)
    #expect(animation.isFinished(at: animation.duration))
    #expect(!animation.isFinished(at: animation.duration * 0.99))
    // Just before the end it is near the page (its last excursion beyond half a point), not on it.
    let late = animation.offset(at: animation.duration * 0.999)
    #expect(abs(late - 390) < 1 && late != 390, "late \(late)")
    // From the settling time on it is on the page.
    for step in 0..<200 {
      let time = animation.duration + Double(step) * 0.01
      #expect(animation.offset(at: time) == 390)
    }
    #expect(animation.offset(at: .nan) == 390)
  }

  @Test func aDecayNeverOvershootsAndMatchesTheReleaseVelocityWhenItCan() throws {
    // 290 points at 2000 pt/s: v/D = 6.9/s is below the fast rate's 10.05/s, so the rate's constant wins.
    let slow = try PagingAnimation(from: 100, to: 390, initialVelocity: 2000, motion: .decay(.fast))
    let rate = ScrollDeceleration.fast.decayConstant
    #expect(abs(slow.velocity(at: 0) - 290 * rate) < 1e-6)
    #expect(abs(slow.duration - log(290 / 0.5) / rate) < 1e-12)
    // 290 points at 5000 pt/s: v/D = 17.2/s > 10.05/s, so it starts at the release velocity.
    let fast = try PagingAnimation(from: 100, to: 390, initialVelocity: 5000, motion: .decay(.fast))
    #expect(abs(fast.velocity(at: 0) - 5000) < 1e-6)
    var previous = 100.0
    for step in 0...400 {
      let offset = fast.offset(at: Double(step) * 0.005)
      #expect(offset >= previous && offset <= 390, "step \(step): \(offset)")
      previous = offset
    }
    #expect(fast.offset(at: fast.duration) == 390)
    // Released away from the page: the decay still goes to the page, at the rate's constant.
    let away = try PagingAnimation(from: 100, to: 390, initialVelocity: -3000, motion: .decay(.normal))
    #expect(abs(away.velocity(at: 0) - 290 * ScrollDeceleration.normal.decayConstant) < 1e-6)
  }

  @Test func noDistanceIsFinishedAtOnceAndBadNumbersAreRejected() throws {
    let still = try PagingAnimation(from: 390, to: 390.2, initialVelocity: 5000)
    #expect(still.duration == 0 && still.isFinished(at: 0) && still.offset(at: 0) == 390.2)
    #expect(still.velocity(at: 0) == 0)
    for (start, target, velocity) in [(Double.nan, 0.0, 0.0), (0, .infinity, 0), (0, 1, .nan), (0, 1, -.infinity)] {
      #expect(throws: AnimationError.self) {
        try PagingAnimation(from: start, to: target, initialVelocity: velocity)
      }
    }
    // A huge velocity over a short distance is still finite and ends on the page.
    let flick = try PagingAnimation(from: 0, to: 1, initialVelocity: 1e12)
    #expect(flick.duration.isFinite && flick.offset(at: flick.duration) == 1)
  }
}
