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
///
/// ## The reader's text size
///
/// The layout follows ``textSize``. An element's text follows a text style's curve in proportion to the
/// element's own ``WalkthroughElement/fontSize`` (``/LodestarText/ScaledTextStyle/scaledFontSize(_:at:)``):
/// a heading (``WalkthroughElement/isHeading``) as ``/LodestarText/ScaledTextStyle/title1``, other text as
/// ``/LodestarText/ScaledTextStyle/body``. The controls' titles follow
/// ``/LodestarText/ScaledTextStyle/subheadline`` (15 points at the default size), and the controls' height
/// (32 points at the default size) scales with their titles; their hit areas stay at least 44 × 44 points.
/// At ``/LodestarText/TextSizeCategory/large`` every size is the one the pages give.
///
/// ## Reflow
///
/// An element's text wraps to the element's width. When the wrapped text is taller than the element's
/// frame, the element grows downward to the text's height, and every element of the same page (at any depth)
/// that starts at or below the grown element's original bottom moves down by the growth. The elements are
/// taken from top to bottom (by their tops as laid out; elements with the same top in the page's order), so
/// the growths accumulate: an element moved by one growth may grow itself and move the elements below it
/// further. An element exactly as tall as its text keeps its frame; an element that starts above the grown
/// element's original bottom (beside it, or overlapping it) stays where it is, and so does the grown
/// element's parent, which does not grow with it.
///
/// When the page's content then runs past the page's bottom, the page clips it, as it clips everything it
/// holds: nothing is moved up or shrunk. The layout says so rather than hiding it: ``clippedElements`` lists
/// every such element, so a check or a test can report it.
public struct WalkthroughLayout: Sendable, Hashable {
  /// The pages.
  public let pages: [WalkthroughPage]
  /// The size of the walkthrough (one page): a negative or non-finite size counts as zero.
  public let size: Size
  /// The layout direction.
  public let layoutDirection: ReadingDirection
  /// The controls shown.
  public let controls: WalkthroughControls
  /// The reader's text size the pages and controls are laid out for.
  public let textSize: TextSizeCategory
  /// The elements the reflow pushed past the bottom of their page, in page order and then element order:
  /// the page clips them. Empty when every element ends within its page.
  public let clippedElements: [WalkthroughClippedElement]

  let laidOutPages: [LaidOutPage]
  let controlTemplates: [WalkthroughSceneControl]
  /// The accessibility element of each control, in the order of ``controlTemplates``.
  let controlAccessibility: [SceneAccessibilityElement]
  let dotFrames: [Rect]
  let pageControlFrame: Rect?
  let positionLabels: [String]

  /// The font size of the controls' titles at the default text size
  /// (``/LodestarText/ScaledTextStyle/subheadline``).
  public static let controlFontSize = 15.0
  /// The height of the controls at the default text size.
  public static let controlHeight = 32.0
  /// The smallest hit area of a control, in points, in both directions (Apple's guideline).
  public static let minimumHitSize = 44.0

  /// Lays out `pages` for `size` in `layoutDirection`, with `controls`, at the reader's text size, measuring
  /// text with `measurer`.
  ///
  /// - Parameters:
  ///   - pages: The pages.
  ///   - size: The size of the walkthrough (one page); a negative or non-finite side counts as zero.
  ///   - layoutDirection: The layout direction; right to left mirrors the pages and the controls.
  ///   - controls: The controls shown.
  ///   - textSize: The reader's text size; at ``/LodestarText/TextSizeCategory/large`` (the default) the text
  ///     has the sizes the pages give.
  ///   - measurer: Measures the text of elements and controls.
  public init(
    pages: [WalkthroughPage], size: Size, layoutDirection: ReadingDirection = .leftToRight,
    controls: WalkthroughControls = WalkthroughControls(), textSize: TextSizeCategory = .large,
    measurer: some TextMeasurer = ProportionalTextMeasurer()
  ) {
    self.pages = pages
    let width = size.width.isFinite ? Swift.max(size.width, 0) : 0
    let height = size.height.isFinite ? Swift.max(size.height, 0) : 0
    self.size = Size(width: width, height: height)
    self.layoutDirection = layoutDirection
    self.controls = controls
    self.textSize = textSize
    let bounds = Rect(x: 0, y: 0, width: width, height: height)
    let laidOut = pages.map {
      LaidOutPage($0, bounds: bounds, direction: layoutDirection, textSize: textSize, measurer: measurer)
    }
    laidOutPages = laidOut
    clippedElements = laidOut.indices.flatMap { index in
      laidOut[index].elements.compactMap { element -> WalkthroughClippedElement? in
        let frame = element.template.frame
        guard frame.maxY > height else { return nil }
        return WalkthroughClippedElement(page: index, id: element.template.id, frame: frame)
      }
    }

    let margin = 16.0
    let controlFontSize = Self.controlFontSize(at: textSize)
    let controlHeight = ScaledTextStyle.subheadline.scaledValue(Self.controlHeight, at: textSize)
    let bottomY = height - margin - controlHeight
    func control(_ kind: WalkthroughControlKind, _ title: String?, leading: Bool, y: Double) -> WalkthroughSceneControl?
    {
      guard let title else { return nil }
      let controlWidth = measurer.width(of: title, fontSize: controlFontSize) + 24
      let leftToRight = Rect(
        x: leading ? margin : width - margin - controlWidth, y: y, width: controlWidth, height: controlHeight)
      let frame = leftToRight.resolved(for: layoutDirection, in: bounds)
      return WalkthroughSceneControl(
        kind: kind, title: title, frame: frame, hitFrame: Self.hitFrame(for: frame), fontSize: controlFontSize)
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

  /// The font size of the controls' titles at a text size: ``controlFontSize`` along
  /// ``/LodestarText/ScaledTextStyle/subheadline``'s curve.
  ///
  /// - Parameter textSize: The reader's text size.
  /// - Returns: The font size in points.
  public static func controlFontSize(at textSize: TextSizeCategory) -> Double {
    ScaledTextStyle.subheadline.scaledFontSize(controlFontSize, at: textSize)
  }

  /// The font size of an element's text at a text size: the element's own size along
  /// ``/LodestarText/ScaledTextStyle/title1``'s curve for a heading, ``/LodestarText/ScaledTextStyle/body``'s
  /// otherwise; the element's own size at ``/LodestarText/TextSizeCategory/large``.
  ///
  /// - Parameters:
  ///   - element: The element.
  ///   - textSize: The reader's text size.
  /// - Returns: The font size in points.
  public static func fontSize(of element: WalkthroughElement, at textSize: TextSizeCategory) -> Double {
    guard textSize != .large else { return element.fontSize }
    let style: ScaledTextStyle = element.isHeading ? .title1 : .body
    return style.scaledFontSize(element.fontSize, at: textSize)
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

  init(
    _ page: WalkthroughPage, bounds: Rect, direction: ReadingDirection, textSize: TextSizeCategory,
    measurer: some TextMeasurer
  ) {
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
        animatedIndex: isAnimated ? animatedIndex : nil, direction: direction, textSize: textSize,
        measurer: measurer, into: &elements)
      if isAnimated { animatedIndex += 1 }
    }
    Self.reflow(&elements)
    self.elements = elements
  }

  /// Grows each element whose wrapped text is taller than its frame down to the text's height, and moves
  /// every element that starts at or below the grown element's original bottom down by the growth, taking the
  /// elements from top to bottom (``WalkthroughLayout``'s reflow rule).
  static func reflow(_ elements: inout [LaidOutElement]) {
    let order = elements.indices.sorted {
      let (first, second) = (elements[$0].template.frame.minY, elements[$1].template.frame.minY)
      return first != second ? first < second : $0 < $1
    }
    for index in order {
      let frame = elements[index].template.frame
      guard let textHeight = elements[index].template.text?.height, textHeight.isFinite,
        textHeight > frame.height
      else { continue }
      let growth = textHeight - frame.height
      let originalBottom = frame.maxY
      elements[index].template.frame.size.height = textHeight
      for other in elements.indices where other != index {
        if elements[other].template.frame.minY >= originalBottom {
          elements[other].template.frame.origin.y += growth
        }
      }
    }
  }

  private static func flatten(
    _ element: WalkthroughElement, parentFrame: Rect, origin: Point, depth: Int, animatedIndex: Int?,
    direction: ReadingDirection, textSize: TextSizeCategory, measurer: some TextMeasurer,
    into elements: inout [LaidOutElement]
  ) {
    let local = element.frame.resolved(
      for: direction, in: Rect(x: 0, y: 0, width: parentFrame.width, height: parentFrame.height))
    let frame = local.offsetBy(dx: origin.x, dy: origin.y)
    let fontSize = WalkthroughLayout.fontSize(of: element, at: textSize)
    let text = element.text.map {
      WrappedText(
        wrapping: $0, maxWidth: frame.width, fontSize: fontSize, measurer: measurer,
        alignment: element.alignment, layoutDirection: direction)
    }
    let template = WalkthroughSceneElement(
      id: element.id, tag: element.tag, depth: depth, frame: frame, isAnimated: animatedIndex != nil,
      cornerRadius: element.cornerRadius, fill: element.fill, text: text, fontSize: fontSize,
      textColor: element.textColor)
    let label = element.accessibilityLabel ?? element.text
    elements.append(
      LaidOutElement(
        template: template, isSubview: depth == 0, animatedIndex: animatedIndex,
        accessibilityLabel: label?.isEmpty == false ? label : nil, isHeading: element.isHeading))
    for child in element.children {
      flatten(
        child, parentFrame: frame, origin: frame.origin, depth: depth + 1,
        animatedIndex: animatedIndex, direction: direction, textSize: textSize, measurer: measurer,
        into: &elements)
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
