import LodestarGeometry
import LodestarScene
import LodestarText
import LodestarTimeline

/// Lays a walkthrough out for one size and layout direction, once: the pages' elements (mirrored for
/// right-to-left, their text wrapped), the controls and the page control. ``scene(scrollPosition:currentPage:isScrolling:)``
/// then composes the scene at any scroll position cheaply: it only applies the parallax.
///
/// Controls (16 points from the edges): close in the top trailing corner, previous in the bottom leading
/// corner, next in the bottom trailing corner, 32 points high and as wide as their title plus 24 points;
/// the page control centred between them, one 8-point dot per page 16 points apart. Every hit area is at
/// least 44 × 44 points.
public struct WalkthroughLayout: Sendable, Hashable {
  /// The pages.
  public let pages: [WalkthroughPage]
  /// The size of the walkthrough (one page): a negative or non-finite size counts as zero.
  public let size: Size
  /// The layout direction.
  public let layoutDirection: ReadingDirection
  /// The controls shown.
  public let controls: WalkthroughControls

  let laidOutPages: [LaidOutPage]
  let controlTemplates: [WalkthroughSceneControl]
  /// The accessibility element of each control, in the order of ``controlTemplates``.
  let controlAccessibility: [SceneAccessibilityElement]
  let dotFrames: [Rect]
  let pageControlFrame: Rect?
  let positionLabels: [String]

  /// The font size of the controls' titles.
  public static let controlFontSize = 15.0
  /// The smallest hit area of a control, in points, in both directions (Apple's guideline).
  public static let minimumHitSize = 44.0

  /// Lays out `pages` for `size` in `layoutDirection`, with `controls`, measuring text with `measurer`.
  public init(
    pages: [WalkthroughPage], size: Size, layoutDirection: ReadingDirection = .leftToRight,
    controls: WalkthroughControls = WalkthroughControls(), measurer: some TextMeasurer = ProportionalTextMeasurer()
  ) {
    self.pages = pages
    let width = size.width.isFinite ? Swift.max(size.width, 0) : 0
    let height = size.height.isFinite ? Swift.max(size.height, 0) : 0
    self.size = Size(width: width, height: height)
    self.layoutDirection = layoutDirection
    self.controls = controls
    let bounds = Rect(x: 0, y: 0, width: width, height: height)
    laidOutPages = pages.map { LaidOutPage($0, bounds: bounds, direction: layoutDirection, measurer: measurer) }

    let margin = 16.0
    let controlHeight = 32.0
    let bottomY = height - margin - controlHeight
    func control(_ kind: WalkthroughControlKind, _ title: String?, leading: Bool, y: Double) -> WalkthroughSceneControl?
    {
      guard let title else { return nil }
      let controlWidth = measurer.width(of: title, fontSize: Self.controlFontSize) + 24
      let leftToRight = Rect(
        x: leading ? margin : width - margin - controlWidth, y: y, width: controlWidth, height: controlHeight)
      let frame = leftToRight.resolved(for: layoutDirection, in: bounds)
      return WalkthroughSceneControl(
        kind: kind, title: title, frame: frame, hitFrame: Self.hitFrame(for: frame), fontSize: Self.controlFontSize)
    }
    controlTemplates = [
      control(.close, controls.closeTitle, leading: false, y: margin),
      control(.previous, controls.previousTitle, leading: true, y: bottomY),
      control(.next, controls.nextTitle, leading: false, y: bottomY),
    ].compactMap { $0 }
    controlAccessibility = controlTemplates.map {
      SceneAccessibilityElement(
        id: "walkthrough.\($0.kind.rawValue)", role: .button, label: $0.title, frame: $0.hitFrame)
    }

    let count = pages.count
    if controls.showsPageControl, count > 0 {
      let diameter = 8.0
      let spacing = 16.0
      let dotsWidth = Double(count - 1) * spacing + diameter
      let left = (width - dotsWidth) / 2
      let dotY = bottomY + (controlHeight - diameter) / 2
      dotFrames = (0..<count).map { page in
        Rect(x: left + Double(page) * spacing, y: dotY, width: diameter, height: diameter)
          .resolved(for: layoutDirection, in: bounds)
      }
      let frame = Rect(x: left - 8, y: bottomY, width: dotsWidth + 16, height: controlHeight)
      pageControlFrame = frame
    } else {
      dotFrames = []
      pageControlFrame = nil
    }
    positionLabels = (0..<count).map { "Page \($0 + 1) of \(count)" }
  }

  /// `frame` grown around its centre to at least ``minimumHitSize`` in both directions.
  static func hitFrame(for frame: Rect) -> Rect {
    let dx = Swift.max(0, (minimumHitSize - frame.width) / 2)
    let dy = Swift.max(0, (minimumHitSize - frame.height) / 2)
    return frame.insetBy(dx: -dx, dy: -dy)
  }
}

/// A page laid out once: its elements flattened depth first, each as the scene element it becomes at rest
/// (frames relative to the page, mirrored for right-to-left; text wrapped), so a frame only copies and moves
/// them.
struct LaidOutPage: Sendable, Hashable {
  var id: String
  var title: String
  var background: RGBAColor
  var parallax: ParallaxPage
  var elements: [LaidOutElement]

  init(_ page: WalkthroughPage, bounds: Rect, direction: ReadingDirection, measurer: some TextMeasurer) {
    id = page.id
    title = page.title
    background = page.background
    parallax = page.parallax
    var elements: [LaidOutElement] = []
    var animatedIndex = 0
    for element in page.elements {
      let isAnimated = !page.staticTags.contains(element.tag)
      Self.flatten(
        element, parentFrame: bounds, origin: Point(x: 0, y: 0), depth: 0,
        animatedIndex: isAnimated ? animatedIndex : nil, direction: direction, measurer: measurer, into: &elements)
      if isAnimated { animatedIndex += 1 }
    }
    self.elements = elements
  }

  private static func flatten(
    _ element: WalkthroughElement, parentFrame: Rect, origin: Point, depth: Int, animatedIndex: Int?,
    direction: ReadingDirection, measurer: some TextMeasurer, into elements: inout [LaidOutElement]
  ) {
    let local = element.frame.resolved(
      for: direction, in: Rect(x: 0, y: 0, width: parentFrame.width, height: parentFrame.height))
    let frame = local.offsetBy(dx: origin.x, dy: origin.y)
    let text = element.text.map {
      WrappedText(
        wrapping: $0, maxWidth: frame.width, fontSize: element.fontSize, measurer: measurer,
        alignment: element.alignment, layoutDirection: direction)
    }
    let template = WalkthroughSceneElement(
      id: element.id, tag: element.tag, depth: depth, frame: frame, isAnimated: animatedIndex != nil,
      cornerRadius: element.cornerRadius, fill: element.fill, text: text, fontSize: element.fontSize,
      textColor: element.textColor)
    let label = element.accessibilityLabel ?? element.text
    elements.append(
      LaidOutElement(
        template: template, isSubview: depth == 0, animatedIndex: animatedIndex,
        accessibilityLabel: label?.isEmpty == false ? label : nil, isHeading: element.isHeading))
    for child in element.children {
      flatten(
        child, parentFrame: frame, origin: frame.origin, depth: depth + 1,
        animatedIndex: animatedIndex, direction: direction, measurer: measurer, into: &elements)
    }
  }
}

/// An element laid out on its page.
struct LaidOutElement: Sendable, Hashable {
  /// The scene element at rest, its frame relative to the page's top-left corner.
  var template: WalkthroughSceneElement
  /// Whether the element is one of the page's subviews (its children follow it in the list).
  var isSubview: Bool
  /// The position of its subview (itself, or the subview it belongs to) among the animated subviews, or
  /// `nil` when that subview is static.
  var animatedIndex: Int?
  /// What assistive technology reads, or `nil` for nothing.
  var accessibilityLabel: String?
  /// Whether assistive technology announces the element as a heading.
  var isHeading: Bool
}
