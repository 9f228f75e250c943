import LodestarGeometry
import LodestarScene
import LodestarText
import LodestarTimeline

/// A page laid out once: its elements flattened depth first, each as the scene element it becomes at rest
/// (frames relative to the page, mirrored for right-to-left; text wrapped), so a frame only copies and moves
/// them.
struct LaidOutPage: Sendable, Hashable {
  var id: String
  var title: String
  var background: RGBAColor
  var parallax: ParallaxPage
  var elements: [LaidOutElement]
  /// Whether the page's frames were replaced by the stacked arrangement (``WalkthroughLayout``'s fitting rule).
  var isStacked: Bool

  init(_ page: WalkthroughPage, room: WalkthroughPageRoom, measurer: some TextMeasurer) {
    id = page.id
    title = page.title
    background = page.background
    parallax = page.parallax
    var elements = Self.designed(page, room: room, measurer: measurer)
    isStacked = !Self.fits(elements, room: room, measurer: measurer)
    if isStacked { elements = Self.stacked(page, room: room, measurer: measurer) }
    if room.direction == .rightToLeft {
      for index in elements.indices {
        elements[index].template.frame = elements[index].template.frame.mirrored(in: room.bounds)
      }
    }
    self.elements = elements
  }

  /// The page as it gives its frames, moved by the safe area's top and leading insets, the text wrapped and
  /// reflowed: left to right.
  static func designed(_ page: WalkthroughPage, room: WalkthroughPageRoom, measurer: some TextMeasurer)
    -> [LaidOutElement]
  {
    var elements: [LaidOutElement] = []
    var animatedIndex = 0
    for element in page.elements {
      let isAnimated = !page.staticTags.contains(element.tag)
      let frame = element.frame.offsetBy(dx: room.safeArea.minX, dy: room.safeArea.minY)
      flatten(
        element, frame: frame, scale: 1, depth: 0, animatedIndex: isAnimated ? animatedIndex : nil, room: room,
        measurer: measurer, into: &elements)
      if isAnimated { animatedIndex += 1 }
    }
    reflow(&elements)
    return elements
  }

  /// Whether the designed page fits: every element that draws inside the safe area and clear of every
  /// control, and no word broken that would fit the content's width.
  static func fits(_ elements: [LaidOutElement], room: WalkthroughPageRoom, measurer: some TextMeasurer) -> Bool {
    let audit = WalkthroughAudit()
    for element in elements {
      let template = element.template
      guard template.text != nil || template.fill != nil else { continue }
      if !audit.fits(template.frame, in: room.safeArea) { return false }
      if room.obstacles.contains(where: { audit.overlaps($0, template.frame) }) { return false }
      if audit.brokenWord(of: template, maximumWidth: room.content.width, measurer: measurer) != nil { return false }
    }
    return audit.elementFindings(elements.map(\.template), measurer: measurer).isEmpty
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

  /// The diagonal of a wrapped text's box: the smallest circle that holds it.
  static func diagonal(of text: WrappedText) -> Double {
    (text.width * text.width + text.height * text.height).squareRoot()
  }

  /// Whether an element is drawn as a circle: square, its corner radius at least half its side.
  static func isCircle(_ frame: Rect, cornerRadius: Double) -> Bool {
    frame.width > 0 && Swift.abs(frame.width - frame.height) < 0.5 && cornerRadius * 2 >= frame.width - 0.5
  }

  /// Appends `element` at `frame` (left to right, in the page's space) and its children, their frames and
  /// font sizes multiplied by `scale`; text never below 11 points. A circle whose text would not fit it grows
  /// about its centre to the text's diagonal, so it stays a circle.
  static func flatten(
    _ element: WalkthroughElement, frame: Rect, parentFrame: Rect? = nil, scale: Double, depth: Int,
    animatedIndex: Int?, room: WalkthroughPageRoom, measurer: some TextMeasurer,
    into elements: inout [LaidOutElement]
  ) {
    var frame = frame
    var cornerRadius = element.cornerRadius * scale
    var fontSize = Swift.max(
      ScaledTextStyle.minimumFontSize, WalkthroughLayout.fontSize(of: element, at: room.textSize) * scale)
    func wrap(_ text: String, width: Double) -> WrappedText {
      WrappedText(
        wrapping: text, maxWidth: width, fontSize: fontSize, measurer: measurer, alignment: element.alignment,
        layoutDirection: room.direction)
    }
    var text = element.text.map { wrap($0, width: frame.width) }
    if let string = element.text, let wrapped = text, Self.isCircle(frame, cornerRadius: cornerRadius) {
      let diagonal = Self.diagonal(of: wrapped)
      if diagonal > frame.width, diagonal.isFinite {
        // The circle grows about its centre to its text's diagonal, as far as its parent allows; beyond that
        // its text gets smaller (not below 11 points).
        let center = frame.center
        let limit =
          parentFrame.map {
            2 * Swift.min(center.x - $0.minX, $0.maxX - center.x, center.y - $0.minY, $0.maxY - center.y)
          } ?? diagonal
        let diameter = Swift.min(diagonal, Swift.max(frame.width, limit))
        frame = frame.insetBy(dx: (frame.width - diameter) / 2, dy: (frame.height - diameter) / 2)
        cornerRadius = diameter / 2
        var fitted = wrap(string, width: diameter)
        // At most 64 steps (0.9⁶⁴ is about a thousandth), so a huge size cannot loop for ever.
        for _ in 0..<64
        where Self.diagonal(of: fitted) > diameter + 0.01 && fontSize > ScaledTextStyle.minimumFontSize {
          fontSize = Swift.max(ScaledTextStyle.minimumFontSize, fontSize * 0.9)
          fitted = wrap(string, width: diameter)
        }
        text = fitted
      }
    }
    let template = WalkthroughSceneElement(
      id: element.id, tag: element.tag, depth: depth, frame: frame, isAnimated: animatedIndex != nil,
      cornerRadius: cornerRadius, fill: element.fill, text: text, fontSize: fontSize, textColor: element.textColor,
      unwrappedText: element.text)
    let label = element.accessibilityLabel ?? element.text
    elements.append(
      LaidOutElement(
        template: template, isSubview: depth == 0, animatedIndex: animatedIndex,
        accessibilityLabel: label?.isEmpty == false ? label : nil, isHeading: element.isHeading))
    for child in element.children {
      let local = child.frame
      let childFrame = Rect(
        x: frame.minX + local.minX * scale, y: frame.minY + local.minY * scale, width: local.width * scale,
        height: local.height * scale)
      flatten(
        child, frame: childFrame, parentFrame: frame, scale: scale, depth: depth + 1, animatedIndex: animatedIndex,
        room: room,
        measurer: measurer, into: &elements)
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

/// What a page is laid out into: the page, its safe area, the room between the controls and the controls'
/// hit frames, all left to right.
struct WalkthroughPageRoom: Sendable, Hashable {
  var bounds: Rect
  var safeArea: Rect
  var content: Rect
  var obstacles: [Rect]
  var direction: ReadingDirection
  var textSize: TextSizeCategory
}
