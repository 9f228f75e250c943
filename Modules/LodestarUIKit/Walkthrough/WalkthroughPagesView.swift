#if canImport(UIKit) && (!os(Linux) || LODESTAR_PLATFORM_INTERFACES)
  import LodestarGeometry
  import LodestarScene
  import LodestarText
  import LodestarWalkthrough
  import UIKit

  /// A view that shows a paged walkthrough (BWWalkthrough's view controller, as a view): it draws the presenter's
  /// `WalkthroughScene` on every display-link frame, pages with the finger (drags go to the presenter, which projects
  /// the release and settles on a page) and gives taps on its controls and page control to the presenter.
  ///
  /// Each page's content is clipped to the page, so a parallax element that moves beyond its page does not show
  /// over the next one while it scrolls. The page control's accessibility element is adjustable: VoiceOver's swipe
  /// up and down (`accessibilityIncrement()`, `accessibilityDecrement()`) go to the next and previous page, and its
  /// value is the page position ("Page 2 of 3"). The reader's layout direction and text size are read on every
  /// frame.
  @MainActor
  public final class WalkthroughPagesView: UIView, DisplayLinkDriven {
    /// The walkthrough's presenter: its pages, the page shown, `next(time:)` and `show(page:time:animated:)`.
    public let presenter: WalkthroughPresenter
    /// The font the pages' text is measured and drawn with.
    public let measurer: FontTextMeasurer
    /// The scene on screen.
    public private(set) var scene: WalkthroughScene

    var displayLink: CADisplayLink?
    var time = 0.0
    var drag: (start: CGPoint, location: CGPoint, time: Double, velocity: Double, isDragging: Bool)?
    private(set) lazy var renderer = DisplayListRenderer(canvas: self)
    /// The page control's element, kept from frame to frame so VoiceOver's focus stays on it as the page changes.
    private(set) lazy var pageControlElement = PageControlAccessibilityElement(pagesView: self)

    /// Creates a view that shows `pages`.
    ///
    /// - Parameters:
    ///   - pages: The walkthrough's pages.
    ///   - controls: The close, previous and next controls. Default: BWWalkthrough's.
    ///   - measurer: The font to measure and draw text with. Default: the system font.
    public init(
      pages: [WalkthroughPage], controls: WalkthroughControls = WalkthroughControls(),
      measurer: FontTextMeasurer = FontTextMeasurer()
    ) {
      self.measurer = measurer
      presenter = WalkthroughPresenter(
        pages: pages, size: Size(width: 0, height: 0), controls: controls, measurer: measurer)
      scene = presenter.scene(at: 0)
      super.init(frame: .zero)
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// Not supported: create the view in code with ``init(pages:controls:measurer:)``.
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Starts the display link when the view enters a window and invalidates it when the view leaves.
    public override func didMoveToWindow() {
      super.didMoveToWindow()
      restartDisplayLink(isInWindow: window != nil)
    }

    /// Records where a drag begins.
    ///
    /// - Parameters:
    ///   - touches: The touches that began.
    ///   - event: The event they belong to.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard let touch = touches.first else { return }
      let location = touch.location(in: self)
      drag = (location, location, touch.timestamp, 0, false)
    }

    /// Drags the pages once the finger moved more than 10 points sideways.
    ///
    /// - Parameters:
    ///   - touches: The touches that moved.
    ///   - event: The event they belong to.
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard let touch = touches.first, var current = drag else { return }
      let location = touch.location(in: self)
      if !current.isDragging, abs(location.x - current.start.x) > 10 {
        current.isDragging = true
        presenter.beginDrag(time: touch.timestamp)
      }
      let elapsed = touch.timestamp - current.time
      if elapsed > 0 { current.velocity = Double(location.x - current.location.x) / elapsed }
      current.location = location
      current.time = touch.timestamp
      drag = current
      if current.isDragging {
        presenter.drag(translation: Double(location.x - current.start.x), time: touch.timestamp)
      }
    }

    /// Ends a drag (the presenter settles on a page) or gives a tap to the presenter.
    ///
    /// - Parameters:
    ///   - touches: The touches that ended.
    ///   - event: The event they belong to.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard let touch = touches.first, let current = drag else { return }
      drag = nil
      if current.isDragging {
        presenter.endDrag(velocity: current.velocity, time: touch.timestamp)
      } else {
        let location = touch.location(in: self)
        presenter.tap(at: Point(x: Double(location.x), y: Double(location.y)), time: touch.timestamp)
      }
    }

    /// One display-link frame: the size, direction and text size the presenter lays out for, then the scene.
    func renderFrame(at time: Double) {
      self.time = time
      let size = Size(width: Double(bounds.width), height: Double(bounds.height))
      if size != presenter.size { presenter.resize(to: size) }
      let direction: ReadingDirection =
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      if direction != presenter.layoutDirection { presenter.setLayoutDirection(direction) }
      let textSize = TextSizeCategory(traitCollection.preferredContentSizeCategory)
      if textSize != presenter.textSize { presenter.setTextSize(textSize) }
      let next = presenter.scene(at: time)
      guard next != scene else { return }
      let elementsChanged = next.accessibilityElements != scene.accessibilityElements
      scene = next
      renderer.draw(next.displayList(), appViews: [:], measurer: measurer)
      if elementsChanged || accessibilityElements == nil {
        accessibilityElements = next.accessibilityElements.map(makeElement)
      }
    }

    /// Goes to the next page (`forward`) or the previous one through the presenter, as the page control's
    /// accessibility element is adjusted; nothing past the first and last pages. The frame is drawn at once: VoiceOver
    /// reads the element's new value as soon as it returns.
    func turnPage(forward: Bool) {
      if forward {
        presenter.next(time: time)
      } else {
        presenter.previous(time: time)
      }
      renderFrame(at: time)
    }

    private func makeElement(_ element: SceneAccessibilityElement) -> UIAccessibilityElement {
      let result =
        element.role == .adjustable ? pageControlElement : UIAccessibilityElement(accessibilityContainer: self)
      result.isAccessibilityElement = true
      result.accessibilityLabel = element.label
      result.accessibilityHint = element.hint
      result.accessibilityIdentifier = element.id
      result.accessibilityFrameInContainerSpace = CGRect(element.frame)
      switch element.role {
      case .button: result.accessibilityTraits = .button
      case .header: result.accessibilityTraits = .header
      case .staticText: result.accessibilityTraits = .staticText
      case .adjustable:
        // The engine's label is the position ("Page 2 of 3"): it is the value, spoken once, as a page control's.
        result.accessibilityTraits = .adjustable
        result.accessibilityLabel = nil
        result.accessibilityValue = element.label
      }
      return result
    }
  }

  /// The page control's accessibility element: adjustable, VoiceOver's swipe up goes to the next page and swipe
  /// down to the previous one.
  @MainActor
  final class PageControlAccessibilityElement: UIAccessibilityElement {
    weak var pagesView: WalkthroughPagesView?

    init(pagesView: WalkthroughPagesView) {
      self.pagesView = pagesView
      super.init(accessibilityContainer: pagesView)
    }

    /// Goes to the next page.
    override func accessibilityIncrement() {
      pagesView?.turnPage(forward: true)
    }

    /// Goes to the previous page.
    override func accessibilityDecrement() {
      pagesView?.turnPage(forward: false)
    }
  }
#endif
