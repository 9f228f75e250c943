// Declarations of QuartzCore for the UIKit adapter's tests on Linux. See Tests/PlatformInterfaces/README.md.
// Source: the iOS 26.0 SDK's QuartzCore headers (CADisplayLink.h), as Swift imports them.

/// A timer object that allows your app to synchronize its drawing to the refresh rate of the display (a recording
/// stand-in: nothing fires by itself; a test reads the target and selector and calls it with a timestamp it
/// chooses, through ``simulateFrame(at:)``).
open class CADisplayLink: NSObject {
  /// The target, retained as Apple's display link retains it.
  package let recordedTarget: Any
  /// The selector given at creation.
  package let recordedSelector: Selector
  /// The run loop modes the link was added to.
  package private(set) var recordedModes: [RunLoop.Mode] = []
  /// Whether ``invalidate()`` was called.
  package private(set) var isInvalidated = false

  /// Creates a display link for a target that calls its selector.
  public init(target: Any, selector sel: Selector) {
    recordedTarget = target
    recordedSelector = sel
    super.init()
  }

  /// Registers the display link with a run loop.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    recordedModes.append(mode)
  }

  /// Removes the display link from all run loop modes.
  open func invalidate() {
    isInvalidated = true
  }

  /// The time value associated with the last frame that was displayed.
  open var timestamp: CFTimeInterval { simulatedTimestamp }

  private var simulatedTimestamp: CFTimeInterval = 0

  /// Sets ``timestamp`` as the system does before it calls the target (a recording aid, not part of QuartzCore).
  package func simulateFrame(at time: CFTimeInterval) {
    simulatedTimestamp = time
  }
}
