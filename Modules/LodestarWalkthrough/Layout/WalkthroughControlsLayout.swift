import LodestarGeometry
import LodestarScene
import LodestarText

/// Where a walkthrough's controls go, laid out once for a size, a safe area and a text size
/// (``WalkthroughLayout``'s rule), and the room they leave the pages' content.
struct WalkthroughControlsLayout: Sendable, Hashable {
  /// The controls as the scene shows them (mirrored for right to left).
  var templates: [WalkthroughSceneControl] = []
  /// The dots of the page control (mirrored for right to left).
  var dotFrames: [Rect] = []
  /// The page control's frame (mirrored for right to left), or `nil` without one.
  var pageControlFrame: Rect?
  /// The hit frames of every control and of the page control, left to right: what the content must not
  /// cover.
  var obstacles: [Rect] = []
  /// The room for the pages' content, left to right: the safe area less the margins, below the close
  /// control and above the bottom row of controls.
  var contentRoom: Rect
  /// The controls' font size.
  var fontSize: Double

  /// The distance of the controls from the safe area's edges, and of the content from the safe area's sides.
  static let margin = 16.0
  /// The space between the controls and the content, and between controls in a row.
  static let gap = 8.0
  /// The safe-area height below which the controls' titles stop growing at
  /// ``/LodestarText/TextSizeCategory/accessibility1`` (a phone in landscape).
  static let shortHeight = 600.0

  init(
    controls: WalkthroughControls, pageCount: Int, bounds: Rect, safeArea: Rect, direction: ReadingDirection,
    textSize: TextSizeCategory, measurer: some TextMeasurer
  ) {
    let margin = Self.margin
    let category = safeArea.height < Self.shortHeight ? Swift.min(textSize, .accessibility1) : textSize
    var fontSize = WalkthroughLayout.controlFontSize(at: category)
    let dotsWidth = pageCount > 0 ? Double(pageCount - 1) * 16 + 8 : 0
    let pageControlWidth = controls.showsPageControl && pageCount > 0 ? dotsWidth + 16 : 0
    func width(_ title: String?, at size: Double) -> Double {
      title.map { measurer.width(of: $0, fontSize: size) + 24 } ?? 0
    }
    // The bottom row holds the previous control, the page control (centred) and the next control: the titles
    // get smaller, down to 11 points, until the row fits the safe area's width.
    let available = safeArea.width - 2 * margin
    while fontSize > ScaledTextStyle.minimumFontSize {
      let side = Swift.max(
        width(controls.previousTitle, at: fontSize), width(controls.nextTitle, at: fontSize),
        WalkthroughLayout.minimumHitSize)
      let close = width(controls.closeTitle, at: fontSize)
      let pageControl = Swift.max(pageControlWidth, pageControlWidth > 0 ? WalkthroughLayout.minimumHitSize : 0)
      if 2 * side + pageControl + 2 * Self.gap <= available && close <= available { break }
      fontSize = Swift.max(ScaledTextStyle.minimumFontSize, fontSize * 0.9)
    }
    self.fontSize = fontSize
    let height = WalkthroughLayout.controlHeight * fontSize / WalkthroughLayout.controlFontSize
    let bottomY = safeArea.maxY - margin - height
    var templates: [WalkthroughSceneControl] = []
    var obstacles: [Rect] = []
    func add(_ kind: WalkthroughControlKind, _ title: String?, leading: Bool, y: Double) {
      guard let title else { return }
      let controlWidth = width(title, at: fontSize)
      let leftToRight = Rect(
        x: leading ? safeArea.minX + margin : safeArea.maxX - margin - controlWidth, y: y, width: controlWidth,
        height: height)
      obstacles.append(WalkthroughLayout.hitFrame(for: leftToRight))
      let frame = leftToRight.resolved(for: direction, in: bounds)
      templates.append(
        WalkthroughSceneControl(
          kind: kind, title: title, frame: frame, hitFrame: WalkthroughLayout.hitFrame(for: frame), fontSize: fontSize))
    }
    add(.close, controls.closeTitle, leading: false, y: safeArea.minY + margin)
    add(.previous, controls.previousTitle, leading: true, y: bottomY)
    add(.next, controls.nextTitle, leading: false, y: bottomY)
    self.templates = templates
    if pageControlWidth > 0 {
      let left = safeArea.midX - dotsWidth / 2
      let dotY = bottomY + (height - 8) / 2
      dotFrames = (0..<pageCount).map { page in
        Rect(x: left + Double(page) * 16, y: dotY, width: 8, height: 8).resolved(for: direction, in: bounds)
      }
      let frame = Rect(x: left - 8, y: bottomY, width: pageControlWidth, height: height)
      obstacles.append(WalkthroughLayout.hitFrame(for: frame))
      pageControlFrame = frame.resolved(for: direction, in: bounds)
    }
    self.obstacles = obstacles
    let closeBottom = controls.closeTitle == nil ? nil : obstacles.first.map(\.maxY)
    let rowTop = obstacles.filter { $0.minY > safeArea.midY }.map(\.minY).min()
    let top = closeBottom.map { $0 + Self.gap } ?? safeArea.minY + margin
    let bottom = rowTop.map { $0 - Self.gap } ?? safeArea.maxY - margin
    contentRoom = Rect(
      x: safeArea.minX + margin, y: top, width: Swift.max(0, safeArea.width - 2 * margin),
      height: Swift.max(0, bottom - top))
  }
}
