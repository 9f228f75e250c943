import LodestarFlow
import LodestarGeometry
import LodestarHostTree
import LodestarScene

/// Recognises gestures from the touches the host reports and reports them to a controller, whose gesture
/// completers (``/LodestarFlow/StepCompleter/Trigger/gesture(_:)``) fire on them.
///
/// The host feeds it one touch: ``handle(_:in:)`` with each ``TouchSample`` and the scene on screen (or
/// ``handle(_:in:tree:)`` when a step waits for a gesture on an element that is not a target). The time
/// comes from the injected clock (LodestarTesting's `ManualClock` in tests), never from the system.
///
/// - **Tap**: lifted within ``GestureThresholds/maximumTapDuration``, having moved at most
///   ``GestureThresholds/tapMovementTolerance``.
/// - **Double tap**: a tap that starts within ``GestureThresholds/maximumDoubleTapInterval`` of the previous
///   tap's lift and within ``GestureThresholds/maximumDoubleTapDistance`` of where it started (the first tap
///   is reported as a tap too, as UIKit does without a failure requirement).
/// - **Long press**: held still (within ``GestureThresholds/longPressMovementTolerance``) for the minimum
///   duration of one of the shown step's long-press completers: reported when the clock reaches it, while
///   the finger is still down.
/// - **Swipe**: lifted within ``GestureThresholds/maximumSwipeDuration`` after travelling at least
///   ``GestureThresholds/minimumSwipeDistance`` along one axis and straying at most
///   ``GestureThresholds/maximumSwipeDeviation`` of that from it.
/// - **Pan**: reported when the finger has moved as far from where it went down as one of the shown step's
///   pan completers asks.
///
/// A gesture's areas (``/LodestarFlow/GestureArea``) are where it started: on a target
/// (``/LodestarScene/SceneInteraction/targetFrames``), in the opening (``/LodestarScene/SceneOverlay/region``), on an element the step
/// names. One touch is followed at a time: a `began` while a touch is down starts over with the new one.
/// A sample whose location is not finite is ignored, except that an end with one cancels the touch.
@MainActor
public final class StepGestureRecognizer<Content: Sendable> {
  /// The controller the gestures are reported to; held weakly.
  public private(set) weak var controller: TourController<Content>?
  /// The limits gestures are told apart with.
  public var thresholds: GestureThresholds
  /// Called for every gesture recognised, with whether a completer fired on it (for haptics, tests).
  public var onRecognize: (@MainActor (RecognizedGesture, _ didComplete: Bool) -> Void)?

  private let clock: any TourTimerScheduler
  private var touch: TrackedTouch?
  private var lastTap: FinishedTap?
  private var generation = 0
  private var timers: [TourTimer] = []

  /// A touch that is down.
  private struct TrackedTouch {
    var start: Point
    var startTime: Duration
    var areas: Set<GestureArea>
    var farthest: Double = 0
    var didLongPress = false
    var reportedPanDistances: Set<Double> = []
  }

  /// The last tap, which a second tap can make a double tap.
  private struct FinishedTap {
    var location: Point
    var endTime: Duration
    var areas: Set<GestureArea>
  }

  /// Creates a recogniser.
  ///
  /// - Parameters:
  ///   - controller: The controller to report gestures to; held weakly.
  ///   - clock: Tells the time and runs the long-press timers; the controller's clock, typically.
  ///   - thresholds: The limits gestures are told apart with.
  public init(
    controller: TourController<Content>, clock: some TourTimerScheduler,
    thresholds: GestureThresholds = GestureThresholds()
  ) {
    self.controller = controller
    self.clock = clock
    self.thresholds = thresholds
  }

  /// Feeds one touch sample.
  ///
  /// - Parameters:
  ///   - sample: What happened to the touch, and where.
  ///   - scene: The scene on screen, which says where the targets and the opening are.
  public func handle(_ sample: TouchSample, in scene: TourScene) {
    handle(sample, in: scene) { _ in nil }
  }

  /// Feeds one touch sample; element areas (``/LodestarFlow/GestureArea/element(_:)``) are found in `tree`.
  ///
  /// - Parameters:
  ///   - sample: What happened to the touch, and where.
  ///   - scene: The scene on screen, which says where the targets and the opening are.
  ///   - tree: The host tree, for the frames of elements the step's gestures name (visible ones only).
  public func handle(_ sample: TouchSample, in scene: TourScene, tree: some HostTree) {
    handle(sample, in: scene) { id in
      guard let element = tree.resolve(ElementID(id)), let geometry = tree.geometry(of: element),
        !geometry.isHidden
      else { return nil }
      return geometry.frame
    }
  }

  /// Forgets the touch that is down and the last tap, without recognising anything.
  public func cancel() {
    endTouch()
    lastTap = nil
  }

  private func handle(_ sample: TouchSample, in scene: TourScene, elementFrame: (String) -> Rect?) {
    guard sample.location.isFinite else {
      if sample.phase == .ended { cancel() }
      return
    }
    switch sample.phase {
    case .began: begin(at: sample.location, in: scene, elementFrame: elementFrame)
    case .moved: move(to: sample.location)
    case .ended: end(at: sample.location)
    case .cancelled: cancel()
    }
  }

  private func begin(at point: Point, in scene: TourScene, elementFrame: (String) -> Rect?) {
    endTouch()
    let now = clock.currentTime
    var areas: Set<GestureArea> = []
    if scene.interaction.targetFrames.contains(where: { $0.contains(point) }) { areas.insert(.target) }
    if scene.overlay.region.containsOpening(at: point) { areas.insert(.opening) }
    for gesture in requiredGestures() {
      if case .element(let id) = gesture.area, elementFrame(id)?.contains(point) == true { areas.insert(gesture.area) }
    }
    touch = TrackedTouch(start: point, startTime: now, areas: areas)
    let generation = self.generation
    var durations: Set<Duration> = []
    for gesture in requiredGestures() {
      if case .longPress(let minimum) = gesture.kind { durations.insert(max(minimum, .zero)) }
    }
    for duration in durations.sorted() where duration < Self.latestTime - now {
      timers.append(
        clock.scheduleTimer(at: now + duration) { [weak self] in
          self?.longPressDidElapse(duration, generation: generation)
        })
    }
  }

  private func move(to point: Point) {
    guard var touch else { return }
    let distance = touch.start.distance(to: point)
    touch.farthest = max(touch.farthest, distance)
    if touch.farthest > thresholds.checked.longPressMovementTolerance { cancelTimers() }
    let reached = panDistances().filter { distance >= $0 && !touch.reportedPanDistances.contains($0) }
    touch.reportedPanDistances.formUnion(reached)
    self.touch = touch
    if !reached.isEmpty { report(RecognizedGesture(.pan(distance: distance), in: touch.areas)) }
  }

  private func end(at point: Point) {
    move(to: point)
    guard let touch else { return }
    let limits = thresholds.checked
    let now = clock.currentTime
    let held = now - touch.startTime
    endTouch()
    if touch.didLongPress {
      lastTap = nil
      return
    }
    // A long press whose timer has not run yet (a clock that runs timers later) still counts.
    let longPresses = requiredGestures().compactMap { gesture -> Duration? in
      if case .longPress(let minimum) = gesture.kind { max(minimum, .zero) } else { nil }
    }
    if touch.farthest <= limits.longPressMovementTolerance, longPresses.contains(where: { $0 <= held }) {
      lastTap = nil
      report(RecognizedGesture(.longPress(duration: held), in: touch.areas))
      return
    }
    if touch.farthest <= limits.tapMovementTolerance, held <= limits.maximumTapDuration {
      tap(touch, at: now, limits: limits)
      return
    }
    lastTap = nil
    if let direction = swipeDirection(from: touch.start, to: point, held: held, limits: limits) {
      report(RecognizedGesture(.swipe(direction), in: touch.areas))
    }
  }

  private func tap(_ touch: TrackedTouch, at now: Duration, limits: GestureThresholds) {
    report(RecognizedGesture(.tap, in: touch.areas))
    if let previous = lastTap, touch.startTime - previous.endTime <= limits.maximumDoubleTapInterval,
      previous.location.distance(to: touch.start) <= limits.maximumDoubleTapDistance
    {
      lastTap = nil
      report(RecognizedGesture(.doubleTap, in: previous.areas))
    } else {
      lastTap = FinishedTap(location: touch.start, endTime: now, areas: touch.areas)
    }
  }

  private func swipeDirection(
    from start: Point, to end: Point, held: Duration, limits: GestureThresholds
  ) -> SwipeDirection? {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let along = max(abs(dx), abs(dy))
    let across = min(abs(dx), abs(dy))
    guard held <= limits.maximumSwipeDuration, along >= limits.minimumSwipeDistance, along > 0,
      across <= along * limits.maximumSwipeDeviation
    else { return nil }
    if abs(dx) >= abs(dy) { return dx > 0 ? .right : .left }
    return dy > 0 ? .down : .up
  }

  private func longPressDidElapse(_ duration: Duration, generation: Int) {
    guard generation == self.generation, var touch, !touch.didLongPress,
      touch.farthest <= thresholds.checked.longPressMovementTolerance
    else { return }
    touch.didLongPress = true
    self.touch = touch
    report(RecognizedGesture(.longPress(duration: duration), in: touch.areas))
  }

  private func report(_ gesture: RecognizedGesture) {
    let didComplete = controller?.report(gesture) ?? false
    onRecognize?(gesture, didComplete)
  }

  /// The gestures the shown step's completers wait for.
  private func requiredGestures() -> [StepGesture] {
    (controller?.currentStep?.completers ?? []).compactMap {
      if case .gesture(let gesture) = $0.trigger { gesture } else { nil }
    }
  }

  /// The distances the shown step's pan completers ask for (a NaN distance is never reached).
  private func panDistances() -> [Double] {
    requiredGestures().compactMap {
      if case .pan(let minimum) = $0.kind, !minimum.isNaN { max(minimum, 0) } else { nil }
    }
  }

  private func endTouch() {
    touch = nil
    cancelTimers()
    generation &+= 1
  }

  private func cancelTimers() {
    for timer in timers { timer.cancel() }
    timers.removeAll()
  }

  /// The latest time a long-press timer is set for: later deadlines are never reached.
  private static var latestTime: Duration { .seconds(Int64.max) }
}
