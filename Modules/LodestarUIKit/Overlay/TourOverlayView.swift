#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarFlow
  import LodestarGeometry
  import LodestarHostTree
  import LodestarScene
  import LodestarViewModel
  import UIKit

  /// A view that shows a tour over an app's screen: add it over the views the steps point at, start the controller,
  /// and it draws each step, routes touches and speaks for assistive technology.
  ///
  /// ```swift
  /// let overlay = TourOverlayView(controller: controller)
  /// overlay.frame = view.bounds
  /// view.addSubview(overlay)
  /// try controller.start()
  /// ```
  ///
  /// - **Frames.** While in a window, a display link asks the presenter for a scene on every frame and draws its
  ///   display list (`TourScene.displayList(palette:)`); once the scene is steady it stops asking, until the
  ///   controller reports an event, a touch arrives, the layout, the views under it or the reader's settings change.
  ///   The link holds the view weakly and is invalidated when the view leaves its window.
  /// - **Targets.** A step's target is the view whose `accessibilityIdentifier` is the target's id, found under
  ///   ``hostView`` (the superview by default); scroll views are scroll containers, and the reveal's scroll requests
  ///   are performed with `setContentOffset(_:animated:)`.
  /// - **Touches.** `point(inside:with:)` follows `TourScene.hitTest(_:)`: inside the cut-out the app's view gets
  ///   the touch, elsewhere the overlay takes it and gives the tap to `TourController.handleTap(at:in:)`.
  /// - **Accessibility.** The scene's elements are the view's accessibility elements in reading order; the view is
  ///   modal while a step shows; each step's announcement is posted with `UIAccessibility.post(notification:argument:)`
  ///   when `StepAnnouncer` says, and focus returns to a target (or the screen) when the tour ends.
  /// - **Reader settings.** Reduce Motion, Reduce Transparency, the layout direction and the text size are read on
  ///   every frame and given to the presenter's options (see ``options``).
  ///
  /// Compiled on Linux against declarations of the UIKit and QuartzCore API it uses (from the iOS 26.0 SDK), and
  /// against the real frameworks on Apple platforms; this project's CI does not run it on a device.
  @MainActor
  public final class TourOverlayView: UIView, DisplayLinkDriven {
    /// The controller whose steps the view shows.
    public let controller: TourController<CoachMark>
    /// The presenter that turns the controller's steps into scenes over the host views.
    public let presenter: TourPresenter<SceneGraph>
    /// The app's presenter options; the view shows them with the reader's settings applied.
    public var options: TourPresenterOptions {
      didSet { applyReaderSettings(force: true) }
    }
    /// The font the engine measures and the view draws text with.
    public var measurer: FontTextMeasurer {
      didSet { presenter.measurer = measurer }
    }
    /// The view whose subviews hold the targets, or `nil` for the superview.
    public weak var hostView: UIView? {
      didSet { needsScene = true }
    }
    /// The app's views for the scene's slots (ornaments, a companion, a custom body, arrow or skip view), by id.
    public var appViews: [ElementID: UIView] = [:] {
      didSet { needsScene = true }
    }
    /// Every word the tour shows or speaks that its steps do not give (the presenter's
    /// ``/LodestarViewModel/TourPresenter/strings``): fill it from the app's bundle to localise the tour.
    public var strings: TourStrings {
      get { presenter.strings }
      set {
        presenter.strings = newValue
        needsScene = true
      }
    }

    /// The scene on screen.
    public internal(set) var scene: TourScene

    var needsScene = true
    /// How many times the view asked the presenter for a scene (the steady frames it skipped are not counted).
    var sceneRequests = 0
    var displayLink: CADisplayLink?
    var readerSettings: ReaderSettings?
    var snapshot: ViewHierarchySnapshot?
    var announcer = StepAnnouncer()
    var shownElements: [AccessibilityElement] = []
    var lastTargets: [ElementID] = []
    var keyboard = KeyboardRouter()
    var focusRestoration = FocusRestoration(focusedBeforeTour: nil)
    private(set) lazy var renderer = DisplayListRenderer(canvas: self)
    #if LODESTAR_WINDOWING
      /// The window the overlay was presented in (``presentInWindow(over:level:)``), kept until the tour ends.
      var presentationWindow: UIWindow?
      #if !os(tvOS) && !os(visionOS)
        /// The status bar's style while the overlay shows in a window of its own
        /// (``presentInWindow(over:level:)``; Instructions' `statusBarStyle`), or `nil` to keep the app's: the
        /// style the scene's status bar had when the window was presented. Full flavour, iOS only.
        public var statusBarStyle: UIStatusBarStyle? {
          didSet { presentationWindow?.rootViewController?.setNeedsStatusBarAppearanceUpdate() }
        }
      #endif
    #endif

    /// Creates a view that shows `controller`'s tour.
    ///
    /// - Parameters:
    ///   - controller: The tour's controller; the view's presenter follows it.
    ///   - options: The presenter's options, before the reader's settings are applied.
    ///   - measurer: The font to measure and draw text with. Default: the system font.
    public init(
      controller: TourController<CoachMark>, options: TourPresenterOptions = TourPresenterOptions(),
      measurer: FontTextMeasurer = FontTextMeasurer()
    ) {
      self.controller = controller
      self.options = options
      self.measurer = measurer
      presenter = TourPresenter(tree: SceneGraph(), measurer: measurer, options: options)
      scene = .empty(size: Size(width: 0, height: 0))
      super.init(frame: .zero)
      isOpaque = false
      // The overlay covers its superview as it resizes (a rotation, a split view).
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
      presenter.follow(controller)
      presenter.scrollHandler = { [weak self] requests in self?.performScrolls(requests) }
      controller.register(FrameRequestPlugin(overlay: self))
    }

    /// Not supported: create the view in code with ``init(controller:options:measurer:)``.
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Starts the display link when the view enters a window and invalidates it when the view leaves.
    public override func didMoveToWindow() {
      super.didMoveToWindow()
      guard restartDisplayLink(isInWindow: window != nil) else { return }
      needsScene = true
      // The targets are there before the app starts the tour.
      readHostTree()
    }

    /// Reads the host views again and asks for a scene on the next frame: the overlay's size may have changed.
    public override func layoutSubviews() {
      super.layoutSubviews()
      readHostTree()
      needsScene = true
    }

    /// Whether the overlay takes a touch at `point`: not where the scene lets it through to the app.
    ///
    /// - Parameters:
    ///   - point: The point in the view's coordinates.
    ///   - event: The event, unused.
    /// - Returns: `false` where `TourScene.hitTest(_:)` says the app's view underneath gets the touch (inside the
    ///   cut-out when the step allows it, on a target, everywhere when no tour shows).
    public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      takesTouch(at: point)
    }

    /// Gives a tap on the overlay to the controller with the scene on screen.
    ///
    /// - Parameters:
    ///   - touches: The touches that ended.
    ///   - event: The event they belong to.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard let touch = touches.first else { return }
      handleTap(at: touch.location(in: self))
    }

    /// Whether the view takes keyboard focus: while a step shows.
    public override var canBecomeFirstResponder: Bool { scene.stepIndex != nil }

    /// Gives the tour's keys (arrows, Return, Space, Escape, Tab, Page Up and Down) to the tour through a
    /// ``/LodestarViewModel/KeyboardRouter``, and passes the rest on.
    ///
    /// - Parameters:
    ///   - presses: The presses that began.
    ///   - event: The event they belong to.
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      var unhandled = Set<UIPress>()
      for press in presses {
        guard let key = press.key, handleKey(key) else {
          unhandled.insert(press)
          continue
        }
      }
      if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// Scrolls the app's scroll views as the presenter's reveal asks.
    func performScrolls(_ requests: [ScrollRequest]) {
      for request in requests {
        guard let scrollView = snapshot?.scrollViews[request.container] else { continue }
        scrollView.setContentOffset(CGPoint(request.to), animated: request.duration > 0)
      }
      needsScene = true
    }
  }
#endif
