import LodestarGeometry

/// The interruptible step-to-step morph of the cut-out, with a generation number per morph.
///
/// ``morph(to:at:)`` starts from the shape presented at that moment (the sampled value of a running morph,
/// not its target), so interrupting never jumps. Every morph gets a new ``generation``; a completion
/// reported for an older generation (a platform animation that finished after being replaced) is ignored,
/// where PolarisGuideKit's single shared flag lets it clear the newer morph's state. A layout change while a
/// morph runs is kept and applied without animation when that morph completes, as PolarisGuideKit does.
public struct CutoutMorph<Shape: Interpolatable & Sendable>: Sendable {
  /// The number of the current morph; it increases with every ``morph(to:at:)``.
  public private(set) var generation: Int
  /// The shape the current morph ends at (the presented shape when no morph runs).
  public private(set) var target: Shape
  /// Whether a morph is running (started and not yet completed).
  public private(set) var isRunning: Bool
  /// A layout change that arrived during the running morph, applied when it completes.
  public private(set) var pendingLayout: Shape?
  private var track: KeyframeSequence<Shape>
  private var startTime: Double
  /// The duration and curve of each morph.
  public let timing: Timing

  /// Creates a morph state showing `shape`, with morphs of `duration` seconds (PolarisGuideKit's 0.25 s by
  /// default) along `curve`.
  ///
  /// - Parameters:
  ///   - shape: The shape shown before any morph.
  ///   - duration: The length of each morph in seconds.
  ///   - curve: The curve each morph follows.
  /// - Throws: ``AnimationError/invalidParameter(name:value:expected:)`` for a negative or non-finite
  ///   duration.
  public init(shape: Shape, duration: Double = 0.25, curve: TimingFunction = .easeInEaseOut) throws {
    timing = try Timing(duration: duration, fill: .both, easing: curve)
    generation = 0
    target = shape
    isRunning = false
    track = KeyframeSequence(from: shape, to: shape, timing: timing)
    startTime = 0
  }

  /// The shape presented at a time: the running morph's sampled value, or the target when none runs.
  public func presented(at time: Double) -> Shape {
    guard isRunning else { return target }
    return track.sample(at: time - startTime) ?? target
  }

  /// Whether the running morph has reached its end at a time (true when none runs).
  public func isFinished(at time: Double) -> Bool {
    !isRunning || timing.isFinished(at: time - startTime)
  }

  /// Starts a morph to `shape` at `time` from the currently presented shape, discarding any pending layout
  /// change, and returns its generation.
  @discardableResult
  public mutating func morph(to shape: Shape, at time: Double) -> Int {
    let from = presented(at: time)
    generation += 1
    target = shape
    pendingLayout = nil
    track = KeyframeSequence(from: from, to: shape, timing: timing)
    startTime = time.isFinite ? time : 0
    isRunning = true
    return generation
  }

  /// Reports that the morph of `generation` completed. Returns whether it was the current morph; a stale
  /// generation changes nothing. Completing the current morph stops it at its target, or at the pending
  /// layout change if one arrived meanwhile.
  @discardableResult
  public mutating func complete(generation completed: Int) -> Bool {
    guard completed == generation, isRunning else { return false }
    isRunning = false
    if let pendingLayout {
      target = pendingLayout
      self.pendingLayout = nil
    }
    return true
  }

  /// A new layout for the current step's shape: applied at once when no morph runs, otherwise kept until
  /// the running morph completes.
  public mutating func updateLayout(_ shape: Shape) {
    if isRunning {
      pendingLayout = shape
    } else {
      target = shape
    }
  }
}
