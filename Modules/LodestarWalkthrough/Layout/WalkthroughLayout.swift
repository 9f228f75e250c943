import LodestarGeometry
import LodestarScene
import LodestarText
import LodestarTimeline

/// Lays a walkthrough out for one size and layout direction, once: the pages' elements (mirrored for
/// right-to-left, their text wrapped), the controls and the page control. ``scene(scrollPosition:currentPage:isScrolling:)``
/// then composes the scene at any scroll position cheaply: it only applies the parallax.
///
/// Controls (16 points from the safe area's edges): close in the top trailing corner, previous in the bottom
/// leading corner, next in the bottom trailing corner, 32 points high and as wide as their title plus 24
/// points; the page control centred between them, one 8-point dot per page 16 points apart. Every hit area
/// is at least 44 × 44 points.
///
/// ## The reader's text size
///
/// The layout follows ``textSize``. An element's text follows a text style's curve in proportion to the
/// element's own ``WalkthroughElement/fontSize`` (``/LodestarText/ScaledTextStyle/scaledFontSize(_:at:)``):
/// a heading (``WalkthroughElement/isHeading``) as ``/LodestarText/ScaledTextStyle/title1``, other text as
/// ``/LodestarText/ScaledTextStyle/body``. The controls' titles follow
/// ``/LodestarText/ScaledTextStyle/subheadline`` (15 points at the default size), and the controls' height
/// (32 points at the default size) scales with their titles; their hit areas stay at least 44 × 44 points.
/// Below a safe area 600 points tall the titles stop growing at
/// ``/LodestarText/TextSizeCategory/accessibility1``, and they get smaller (down to 11 points) when the bottom
/// row would not fit the safe area's width. No text is drawn below 11 points. At
/// ``/LodestarText/TextSizeCategory/large`` every size is the one the pages give (11 points at least).
///
/// A circle (a square element whose corner radius is half its side) whose text does not fit grows about its
/// centre to the diagonal of its text, so it stays a circle.
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
/// ## Fitting
///
/// The page is kept as it is given (moved by the safe area's top and leading insets) when every element that
/// draws then lies inside the safe area and clear of every control's hit area, and no word is broken that
/// would fit the content's width. Otherwise its subviews are stacked between the controls: text across the
/// room's whole width, pictures centred, every size multiplied by the largest factor up to 1 that lets the
/// stack fit (text never below 11 points, pictures by the factor's square), centred vertically
/// (<doc:FittingPages>).
///
/// When even the smallest factor does not fit, the page clips what runs past its bottom, as it clips
/// everything it holds. The layout says so rather than hiding it: ``clippedElements`` lists every such
/// element, so a check or a test can report it.
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
  /// The safe-area insets the layout was given (what system bars and rounded corners cover).
  public let safeAreaInsets: DirectionalEdgeInsets
  /// The safe area the controls and the pages' content stay inside: the bounds less the safe-area insets
  /// (mirrored for right to left).
  public let safeArea: Rect
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
  ///   - safeAreaInsets: What system bars and rounded corners cover at the edges (none by default); negative and
  ///     non-finite insets count as zero.
  ///   - controls: The controls shown.
  ///   - textSize: The reader's text size; at ``/LodestarText/TextSizeCategory/large`` (the default) the text
  ///     has the sizes the pages give.
  ///   - measurer: Measures the text of elements and controls.
  ///   - strings: The words of the controls' standard titles and of the page position (English by default).
  public init(
    pages: [WalkthroughPage], size: Size, layoutDirection: ReadingDirection = .leftToRight,
    safeAreaInsets: DirectionalEdgeInsets = DirectionalEdgeInsets(),
    controls: WalkthroughControls = WalkthroughControls(),
    textSize: TextSizeCategory = .large, measurer: some TextMeasurer = ProportionalTextMeasurer(),
    strings: TourStrings = TourStrings()
  ) {
    self.pages = pages
    let width = size.width.isFinite ? Swift.max(size.width, 0) : 0
    let height = size.height.isFinite ? Swift.max(size.height, 0) : 0
    self.size = Size(width: width, height: height)
    self.layoutDirection = layoutDirection
    self.safeAreaInsets = safeAreaInsets
    self.controls = controls
    self.textSize = textSize
    let bounds = Rect(x: 0, y: 0, width: width, height: height)
    func inset(_ value: Double) -> Double { value.isFinite ? Swift.max(value, 0) : 0 }
    let left = inset(safeAreaInsets.leading)
    let top = inset(safeAreaInsets.top)
    // The safe area left to right (the leading inset on the left); the scene's is mirrored for right to left.
    let safeLeftToRight = Rect(
      x: Swift.min(left, width), y: Swift.min(top, height),
      width: Swift.max(0, width - left - inset(safeAreaInsets.trailing)),
      height: Swift.max(0, height - top - inset(safeAreaInsets.bottom)))
    safeArea = safeLeftToRight.resolved(for: layoutDirection, in: bounds)
    let controlsLayout = WalkthroughControlsLayout(
      controls: controls.titled(by: strings), pageCount: pages.count, bounds: bounds, safeArea: safeLeftToRight,
      direction: layoutDirection, textSize: textSize, measurer: measurer)
    let room = WalkthroughPageRoom(
      bounds: bounds, safeArea: safeLeftToRight, content: controlsLayout.contentRoom,
      obstacles: controlsLayout.obstacles, direction: layoutDirection, textSize: textSize)
    let laidOut = pages.map { LaidOutPage($0, room: room, measurer: measurer) }
    laidOutPages = laidOut
    clippedElements = laidOut.indices.flatMap { index in
      laidOut[index].elements.compactMap { element -> WalkthroughClippedElement? in
        let frame = element.template.frame
        guard frame.maxY > height else { return nil }
        return WalkthroughClippedElement(page: index, id: element.template.id, frame: frame)
      }
    }
    controlTemplates = controlsLayout.templates
    controlAccessibility = controlTemplates.map {
      SceneAccessibilityElement(
        id: "walkthrough.\($0.kind.rawValue)", role: .button, label: $0.title, frame: $0.hitFrame)
    }
    dotFrames = controlsLayout.dotFrames
    pageControlFrame = controlsLayout.pageControlFrame
    positionLabels = (0..<pages.count).map { strings.pagePosition($0 + 1, pages.count) }
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
