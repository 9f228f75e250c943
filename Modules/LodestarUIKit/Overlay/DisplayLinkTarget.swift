#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import UIKit

  /// A view drawn on every display-link frame.
  @MainActor
  protocol DisplayLinkDriven: AnyObject {
    /// The link that drives the view while it is in a window.
    var displayLink: CADisplayLink? { get set }

    /// Draws the frame at `time` (seconds on the display link's clock).
    func renderFrame(at time: Double)
  }

  extension DisplayLinkDriven {
    /// Invalidates the running link and, when the view is in a window, starts a new one.
    ///
    /// - Parameter isInWindow: Whether the view is in a window now.
    /// - Returns: Whether a link runs.
    @discardableResult
    func restartDisplayLink(isInWindow: Bool) -> Bool {
      displayLink?.invalidate()
      displayLink = isInWindow ? DisplayLinkTarget.link(driving: self) : nil
      return isInWindow
    }
  }

  /// The display link's target: it holds the view weakly (a display link retains its target), so the view can go
  /// away while the link runs, and forwards each frame to it.
  @MainActor
  final class DisplayLinkTarget: NSObject {
    weak var view: (any DisplayLinkDriven)?

    init(view: any DisplayLinkDriven) {
      self.view = view
      super.init()
    }

    /// A link on the main run loop's common modes that calls `view` on every frame.
    static func link(driving view: any DisplayLinkDriven) -> CADisplayLink {
      let link = CADisplayLink(target: DisplayLinkTarget(view: view), selector: selector)
      link.add(to: .main, forMode: .common)
      return link
    }

    #if canImport(ObjectiveC)
      /// Draws the frame the link announces.
      @objc func step(_ link: CADisplayLink) {
        view?.renderFrame(at: link.timestamp)
      }

      /// The selector the link calls.
      static var selector: Selector { #selector(step(_:)) }
    #else
      // Linux has no Objective-C runtime: the declaration modules' display link records the selector's name, and
      // tests call `step(_:)` as the run loop would.
      /// Draws the frame the link announces.
      func step(_ link: CADisplayLink) {
        view?.renderFrame(at: link.timestamp)
      }

      /// The selector the link calls.
      static var selector: Selector { Selector("step:") }
    #endif
  }
#endif
