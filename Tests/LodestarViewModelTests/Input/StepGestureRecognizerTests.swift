import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarTesting
import LodestarViewModel
import Testing

/// The gesture completer driven end to end: touch samples on an injected clock, recognised into gestures,
/// completing the shown step; and the near misses that must not complete it.
@MainActor
@Suite struct StepGestureRecognizerTests {
  /// A 400×800 overlay whose target is (100, 100, 100, 50), with an opening grown by 4 around it.
  static let scene = TourScene(
    size: Size(width: 400, height: 800), stepIndex: 0, stepCount: 2,
    overlay: SceneOverlay(
      bounds: Rect(x: 0, y: 0, width: 400, height: 800),
      cutouts: [BezierPath.rect(Rect(x: 96, y: 96, width: 108, height: 58))]),
    interaction: SceneInteraction(targetIDs: ["target"], targetFrames: [Rect(x: 100, y: 100, width: 100, height: 50)]))
  static let onTarget = Point(x: 150, y: 125)
  static let inOpeningOnly = Point(x: 98, y: 98)
  static let outside = Point(x: 300, y: 600)

  /// A running two-step tour whose first step waits for `gesture`, with its recogniser and clock.
  @MainActor
  struct Rig {
    let clock = ManualClock()
    let controller: TourController<String>
    let recognizer: StepGestureRecognizer<String>
    let recognized: Recorded

    init(_ gesture: StepGesture) throws {
      controller = TourController(
        steps: [
          TourStep(id: "a", content: "a", hasCompanion: true, completers: [StepCompleter(.gesture(gesture))]),
          TourStep(id: "b", content: "b", hasCompanion: true),
        ],
        clock: clock)
      recognizer = StepGestureRecognizer(controller: controller, clock: clock)
      let recognized = Recorded()
      recognizer.onRecognize = { gesture, didComplete in recognized.gestures.append("\(gesture.kind) \(didComplete)") }
      self.recognized = recognized
      try controller.start()
    }

    var completed: Bool { controller.currentIndex == 1 }

    func touch(_ phase: TouchPhase, _ point: Point, tree: SceneGraph? = nil) {
      if let tree {
        recognizer.handle(TouchSample(phase, at: point), in: StepGestureRecognizerTests.scene, tree: tree)
      } else {
        recognizer.handle(TouchSample(phase, at: point), in: StepGestureRecognizerTests.scene)
      }
    }

    func wait(_ milliseconds: Int64) { clock.advance(by: .milliseconds(milliseconds)) }

    /// A tap at `point` held for `milliseconds`.
    func tap(_ point: Point, holding milliseconds: Int64 = 50) {
      touch(.began, point)
      wait(milliseconds)
      touch(.ended, point)
    }

    /// A straight stroke from `start` by (`dx`, `dy`) over `milliseconds`, in five moves.
    func stroke(from start: Point, dx: Double, dy: Double, over milliseconds: Int64) {
      touch(.began, start)
      for step in 1...5 {
        wait(milliseconds / 5)
        touch(.moved, start.offsetBy(dx: dx * Double(step) / 5, dy: dy * Double(step) / 5))
      }
      touch(.ended, start.offsetBy(dx: dx, dy: dy))
    }
  }

  @MainActor
  final class Recorded {
    var gestures: [String] = []
  }

  // MARK: Tap

  @Test func aTapOnTheTargetCompletes() throws {
    let rig = try Rig(StepGesture(.tap))
    rig.tap(Self.onTarget)
    #expect(rig.completed)
    #expect(rig.recognized.gestures == ["tap true"])
  }

  @Test func tapNearMisses() throws {
    let outside = try Rig(StepGesture(.tap))
    outside.tap(Self.outside)
    #expect(!outside.completed, "a tap outside the target")

    let moved = try Rig(StepGesture(.tap))
    moved.touch(.began, Self.onTarget)
    moved.touch(.moved, Self.onTarget.offsetBy(dx: 11, dy: 0))
    moved.touch(.ended, Self.onTarget.offsetBy(dx: 11, dy: 0))
    #expect(!moved.completed, "a tap that moved 11 points")

    let held = try Rig(StepGesture(.tap))
    held.tap(Self.onTarget, holding: 501)
    #expect(!held.completed, "a tap held longer than 0.5 s")

    let cancelled = try Rig(StepGesture(.tap))
    cancelled.touch(.began, Self.onTarget)
    cancelled.touch(.cancelled, Self.onTarget)
    cancelled.touch(.ended, Self.onTarget)
    #expect(!cancelled.completed, "a cancelled touch")
    #expect(cancelled.recognized.gestures.isEmpty)
  }

  @Test func aTapInTheOpeningCompletesAnOpeningGestureButNotATargetOne() throws {
    let opening = try Rig(StepGesture(.tap, in: .opening))
    opening.tap(Self.inOpeningOnly)
    #expect(opening.completed)
    let target = try Rig(StepGesture(.tap, in: .target))
    target.tap(Self.inOpeningOnly)
    #expect(!target.completed)
  }

  // MARK: Double tap

  @Test func aDoubleTapCompletesAfterTheSecondTap() throws {
    let rig = try Rig(StepGesture(.doubleTap))
    rig.tap(Self.onTarget)
    #expect(!rig.completed)
    rig.wait(300)
    rig.tap(Self.onTarget.offsetBy(dx: 20, dy: 5))
    #expect(rig.completed)
    #expect(rig.recognized.gestures == ["tap false", "tap false", "doubleTap true"])
  }

  @Test func doubleTapNearMisses() throws {
    let slow = try Rig(StepGesture(.doubleTap))
    slow.tap(Self.onTarget)
    slow.wait(301)
    slow.tap(Self.onTarget)
    #expect(!slow.completed, "the second tap 0.301 s after the first")

    let far = try Rig(StepGesture(.doubleTap))
    far.tap(Self.onTarget)
    far.tap(Self.onTarget.offsetBy(dx: 45, dy: 0))
    #expect(!far.completed, "the second tap 45 points away")

    let broken = try Rig(StepGesture(.doubleTap))
    broken.tap(Self.onTarget)
    broken.stroke(from: Self.onTarget, dx: 30, dy: 0, over: 100)
    broken.tap(Self.onTarget)
    #expect(!broken.completed, "a drag between the taps")

    let outside = try Rig(StepGesture(.doubleTap))
    outside.tap(Self.outside)
    outside.tap(Self.outside)
    #expect(!outside.completed, "a double tap outside the target")
  }

  // MARK: Long press

  @Test func aLongPressCompletesWhenTheClockReachesItsDurationWhileHeld() throws {
    let rig = try Rig(StepGesture(.longPress(minimumDuration: .milliseconds(800))))
    rig.touch(.began, Self.onTarget)
    rig.wait(799)
    #expect(!rig.completed)
    rig.touch(.moved, Self.onTarget.offsetBy(dx: 6, dy: 6))
    rig.wait(1)
    #expect(rig.completed, "the finger is still down")
    rig.touch(.ended, Self.onTarget)
    #expect(rig.recognized.gestures == ["longPress(duration: 0.8 seconds) true"])
  }

  @Test func longPressNearMisses() throws {
    let early = try Rig(StepGesture(.longPress(minimumDuration: .seconds(1))))
    early.touch(.began, Self.onTarget)
    early.wait(999)
    early.touch(.ended, Self.onTarget)
    early.wait(10)
    #expect(!early.completed, "released after 0.999 s")

    let moved = try Rig(StepGesture(.longPress(minimumDuration: .seconds(1))))
    moved.touch(.began, Self.onTarget)
    moved.wait(500)
    moved.touch(.moved, Self.onTarget.offsetBy(dx: 0, dy: 11))
    moved.wait(600)
    #expect(!moved.completed, "moved 11 points while held")

    let outside = try Rig(StepGesture(.longPress(minimumDuration: .seconds(1))))
    outside.touch(.began, Self.outside)
    outside.wait(1000)
    #expect(!outside.completed, "held outside the target")
  }

  /// The movement tolerance (10 points by default) is the farthest a long press may move: exactly 10 still
  /// counts, a thousandth of a point more does not.
  @Test(arguments: [(10.0, true), (10.001, false), (0, true)])
  func aLongPressMayMoveExactlyItsTolerance(distance: Double, completes: Bool) throws {
    let rig = try Rig(StepGesture(.longPress(minimumDuration: .seconds(1))))
    rig.touch(.began, Self.onTarget)
    rig.wait(500)
    rig.touch(.moved, Self.onTarget.offsetBy(dx: 0, dy: distance))
    rig.wait(600)
    #expect(rig.completed == completes, "moved \(distance) points while held")
  }

  @Test func aLongPressWhoseTimerHasNotRunYetCountsWhenTheFingerLifts() throws {
    // A clock whose timers run late: the lift, 1.2 s in, comes before the timer ran.
    let rig = try Rig(StepGesture(.longPress(minimumDuration: .seconds(1))))
    rig.recognizer.cancel()
    let late = LateClock(rig.clock)
    let recognizer = StepGestureRecognizer(controller: rig.controller, clock: late)
    recognizer.handle(TouchSample(.began, at: Self.onTarget), in: Self.scene)
    late.time = .milliseconds(1200)
    recognizer.handle(TouchSample(.ended, at: Self.onTarget), in: Self.scene)
    #expect(rig.completed)
  }

  // MARK: Swipe

  @Test(arguments: [
    (SwipeDirection.left, -120.0, 10.0), (.right, 120, -10), (.up, 8, -90), (.down, 0, 60),
  ])
  func aSwipeCompletesInItsDirection(direction: SwipeDirection, dx: Double, dy: Double) throws {
    let rig = try Rig(StepGesture(.swipe(direction)))
    rig.stroke(from: Self.onTarget, dx: -dx, dy: -dy, over: 200)
    #expect(!rig.completed, "the opposite direction")
    rig.stroke(from: Self.onTarget, dx: dx, dy: dy, over: 200)
    #expect(rig.completed)
  }

  @Test func swipeNearMisses() throws {
    let short = try Rig(StepGesture(.swipe(.left)))
    short.stroke(from: Self.onTarget, dx: -49, dy: 0, over: 100)
    #expect(!short.completed, "49 points")

    let slow = try Rig(StepGesture(.swipe(.left)))
    slow.stroke(from: Self.onTarget, dx: -150, dy: 0, over: 600)
    #expect(!slow.completed, "0.6 s")

    let diagonal = try Rig(StepGesture(.swipe(.left)))
    diagonal.stroke(from: Self.onTarget, dx: -100, dy: 60, over: 100)
    #expect(!diagonal.completed, "60 points off a 100-point swipe")

    let outside = try Rig(StepGesture(.swipe(.left)))
    outside.stroke(from: Self.outside, dx: -150, dy: 0, over: 100)
    #expect(!outside.completed, "started outside the target")
  }

  /// Issue 32, item 3: a swipe of exactly the minimum distance (50 points) completes, in every direction.
  @Test(arguments: [(SwipeDirection.left, -50.0, 0.0), (.right, 50, 0), (.up, 0, -50), (.down, 0, 50)])
  func aSwipeOfExactlyTheMinimumDistanceCompletes(direction: SwipeDirection, dx: Double, dy: Double) throws {
    #expect(GestureThresholds().minimumSwipeDistance == 50)
    let rig = try Rig(StepGesture(.swipe(direction)))
    rig.stroke(from: Self.onTarget, dx: dx, dy: dy, over: 100)
    #expect(rig.completed)
  }

  // MARK: Pan

  @Test func aPanCompletesWhenItPassesItsDistanceWhileTheFingerIsDown() throws {
    let rig = try Rig(StepGesture(.pan(minimumDistance: 100)))
    rig.touch(.began, Self.onTarget)
    rig.wait(400)
    rig.touch(.moved, Self.onTarget.offsetBy(dx: 60, dy: 79))
    #expect(!rig.completed, "99.2 points")
    rig.wait(400)
    rig.touch(.moved, Self.onTarget.offsetBy(dx: 60, dy: 80))
    #expect(rig.completed)
    #expect(rig.recognized.gestures == ["pan(distance: 100.0) true"])
  }

  @Test func panNearMisses() throws {
    let short = try Rig(StepGesture(.pan(minimumDistance: 100)))
    short.touch(.began, Self.onTarget)
    short.touch(.moved, Self.onTarget.offsetBy(dx: 150, dy: 0))
    short.touch(.moved, Self.onTarget.offsetBy(dx: 90, dy: 0))
    #expect(short.completed, "passing the distance once is enough")

    let back = try Rig(StepGesture(.pan(minimumDistance: 100)))
    back.stroke(from: Self.onTarget, dx: 99, dy: 0, over: 1000)
    #expect(!back.completed, "99 points")

    let outside = try Rig(StepGesture(.pan(minimumDistance: 100)))
    outside.stroke(from: Self.outside, dx: 0, dy: -150, over: 1000)
    #expect(!outside.completed, "started outside the target")
  }

  // MARK: Areas and robustness

  @Test func anElementAreaIsFoundInTheHostTree() throws {
    let tree = SceneGraph.sampleListScreen()
    let rig = try Rig(StepGesture(.swipe(.up), in: .element("list")))
    rig.touch(.began, Point(x: 200, y: 500), tree: tree)
    rig.wait(100)
    rig.touch(.ended, Point(x: 200, y: 400), tree: tree)
    #expect(rig.completed)

    let header = try Rig(StepGesture(.swipe(.up), in: .element("list")))
    header.touch(.began, Point(x: 200, y: 60), tree: tree)
    header.wait(100)
    header.touch(.ended, Point(x: 200, y: -40), tree: tree)
    #expect(!header.completed, "started on the navigation bar")

    let withoutTree = try Rig(StepGesture(.swipe(.up), in: .element("list")))
    withoutTree.stroke(from: Point(x: 200, y: 500), dx: 0, dy: -100, over: 100)
    #expect(!withoutTree.completed, "no tree: no element frames")
  }

  @Test func nonFiniteLocationsAreIgnoredAndAnEndWithOneCancels() throws {
    let rig = try Rig(StepGesture(.tap))
    rig.touch(.began, Point(x: .nan, y: 0))
    rig.touch(.ended, Self.onTarget)
    #expect(!rig.completed)
    rig.touch(.began, Self.onTarget)
    rig.touch(.moved, Point(x: .infinity, y: .infinity))
    rig.touch(.ended, Point(x: .nan, y: .nan))
    #expect(!rig.completed)
    #expect(rig.recognized.gestures.isEmpty)
    rig.tap(Self.onTarget)
    #expect(rig.completed)
  }

  @Test func hugeAndNegativeNumbersDoNotTrap() throws {
    let huge = try Rig(StepGesture(.longPress(minimumDuration: .seconds(Int64.max))))
    huge.touch(.began, Self.onTarget)
    huge.clock.advance(by: .seconds(3600))
    huge.touch(.ended, Self.onTarget)
    #expect(!huge.completed, "held an hour of a 292-billion-year press")

    let negative = try Rig(StepGesture(.longPress(minimumDuration: .seconds(-1))))
    negative.touch(.began, Self.onTarget)
    negative.wait(0)
    #expect(negative.completed, "a negative duration counts as zero")

    let odd = try Rig(StepGesture(.tap))
    odd.recognizer.thresholds = GestureThresholds(
      tapMovementTolerance: .nan, maximumTapDuration: .seconds(-1), minimumSwipeDistance: -.infinity)
    odd.tap(Self.onTarget, holding: 0)
    #expect(odd.completed, "NaN tolerance takes the default; a negative duration is zero")
  }

  @Test func aSecondFingerStartsOver() throws {
    let rig = try Rig(StepGesture(.longPress(minimumDuration: .seconds(1))))
    rig.touch(.began, Self.onTarget)
    rig.wait(600)
    rig.touch(.began, Self.outside)
    rig.wait(600)
    #expect(!rig.completed, "the first finger's timer was cancelled; the second is outside")
  }
}

/// A scheduler whose time the test sets and whose timers never run.
final class LateClock: TourTimerScheduler, @unchecked Sendable {
  var time = Duration.zero
  init(_ base: ManualClock) { time = base.currentTime }
  var currentTime: Duration { time }
  func scheduleTimer(at deadline: Duration, _ action: @escaping @MainActor @Sendable () -> Void) -> TourTimer {
    TourTimer {}
  }
}
