import LodestarGeometry
import LodestarScene
import LodestarText

/// The inner layout of the default coach-mark body: its size and where the title, hint, separator and next
/// label go, in the body's own coordinates (origin at its top-left corner).
///
/// - A next label beside the hint (``/LodestarScene/NextLabelPosition/trailing``, ``/LodestarScene/NextLabelPosition/leading``) shares a
///   row with it, with ``CoachMarkBodyStyle/spacing`` on each side of a 1-pt separator as tall as the row;
///   the label is centred vertically in the row and the hint wraps to the width that is left.
/// - A next label in a corner gets its own row above or below the hint, ``CoachMarkBodyStyle/cornerSpacing``
///   away, aligned to that corner; there is no separator.
/// - A next label beside the hint that would leave the hint less than half of the content's width, or less than
///   the hint's longest word (a long label, a large text size, a narrow screen), goes below it instead, in the
///   bottom corner on its side (``nextLabelPosition``): the title, the hint and the next label stack vertically.
/// - The title (if any) sits above the hint, ``CoachMarkBodyStyle/spacing`` away.
/// - Leading and trailing follow the layout direction: in right-to-left layouts every position mirrors,
///   corners included (Instructions leaves its corner positions unmirrored).
///
/// The body is at most `maxWidth` wide (the insets included), at least ``CoachMarkBodyStyle/minimumSize``,
/// and at least ``/LodestarScene/TouchLayout/minimumTouchTargetSize`` (44×44): the default body is itself the next control,
/// so it stays large enough to tap; the content keeps its place at the top and the extra height is below it.
///
/// A body taller than `maxHeight` (text that fits beside its target on no side) scrolls its hint: the hint is
/// wrapped beside a column for the triangles that say more text is above or below, and shows as many whole
/// lines as fit, down to one (``/LodestarScene/SceneTextBlock/scroll``); every line stays reachable. When one
/// line of hint under the title is still too tall, the title moves into the scrolling hint as its first
/// paragraph (``isTitleInHint``). No text is cut off, and the next label is never dropped; a body whose next
/// label and one line of text do not fit is taller than `maxHeight`.
public struct CoachMarkBodyLayout: Sendable, Hashable {
  /// The body's size.
  public var size: Size
  /// The title block, or `nil`.
  public var title: SceneTextBlock?
  /// The hint block, or `nil` for an empty hint.
  public var hint: SceneTextBlock?
  /// The next label's block, or `nil`.
  public var next: SceneTextBlock?
  /// The separator's frame, or `nil` (corner positions, no next label).
  public var separatorFrame: Rect?
  /// Whether the title moved into the scrolling hint, as its first paragraph at the hint's size, because one
  /// line of hint under the whole title did not fit `maxHeight`: ``title`` is then `nil`.
  public var isTitleInHint: Bool
  /// Where the next label went: the style's position, or the bottom corner on its side when the label
  /// beside the hint left the hint too little room.
  public var nextLabelPosition: NextLabelPosition

  /// Lays out a body.
  ///
  /// - Parameters:
  ///   - title: The title, or `nil`.
  ///   - hint: The hint text (empty for none).
  ///   - nextText: The next label's text, or `nil`.
  ///   - style: The body's style.
  ///   - maxWidth: The widest the body may be, insets included.
  ///   - maxHeight: The tallest the body may be; a taller hint scrolls. Default: no limit.
  ///   - measurer: The font metrics.
  ///   - layoutDirection: The interface's layout direction.
  public init(
    title: String?, hint: String, nextText: String?, style: CoachMarkBodyStyle, maxWidth: Double,
    maxHeight: Double = .infinity, measurer: some TextMeasurer, layoutDirection: ReadingDirection = .leftToRight
  ) {
    let left = style.insets.left(in: layoutDirection)
    let right = style.insets.right(in: layoutDirection)
    let limit = maxWidth.isFinite ? maxWidth : Double.greatestFiniteMagnitude
    let maxContent = max(0, limit - left - right)
    let nextText = nextText.flatMap { $0.isEmpty ? nil : $0 }
    let nextLines = nextText.map {
      WrappedText(
        wrapping: $0, maxWidth: maxContent, fontSize: style.nextFontSize, measurer: measurer,
        alignment: .center, layoutDirection: layoutDirection)
    }
    let titleLines = title.flatMap { $0.isEmpty ? nil : $0 }.map {
      WrappedText(
        wrapping: $0, maxWidth: maxContent, fontSize: style.titleFontSize, measurer: measurer,
        alignment: style.alignment, layoutDirection: layoutDirection)
    }
    let askedStyle = style
    let style = Self.arranged(
      style, nextWidth: nextLines?.width, maxContent: maxContent,
      longestWord: Self.longestWordWidth(of: hint, fontSize: style.hintFontSize, measurer: measurer))
    let besideWidth = nextLines.map { $0.width + 2 * style.spacing + style.separatorWidth } ?? 0
    let hintLimit = style.nextLabelPosition.isCorner ? maxContent : max(0, maxContent - besideWidth)
    let hintLines =
      hint.isEmpty
      ? nil
      : WrappedText(
        wrapping: hint, maxWidth: hintLimit, fontSize: style.hintFontSize, measurer: measurer,
        alignment: style.alignment, layoutDirection: layoutDirection)
    let content = Content(title: titleLines, hint: hintLines, hintScroll: nil, next: nextLines)
    self = Self.place(content, style: style, maxContent: maxContent, layoutDirection: layoutDirection)
    guard maxHeight.isFinite, size.height > maxHeight else { return }
    self = fitted(
      toHeight: maxHeight, title: title, hint: hint, style: askedStyle, maxWidth: maxWidth, measurer: measurer,
      layoutDirection: layoutDirection)
  }

  /// This layout (made with `title`, `hint`, `style`, `maxWidth`, `measurer` and `layoutDirection`, without a
  /// height limit) fitted to at most `maxHeight` tall, with no text cut off.
  ///
  /// The hint scrolls: it is wrapped again beside a column for the triangles that say more text is above or
  /// below (``/LodestarScene/SceneTextScroll/indicatorColumnWidth(fontSize:)``), and shows fewer lines, down to one; every
  /// line stays in its block for scrolling and for assistive technology. When one line of hint under the whole
  /// title is still too tall, the title moves into the hint as its first paragraph (``isTitleInHint``), so
  /// that it scrolls too, and the hint shows fewer lines again, down to one. When even that is too tall and the
  /// next label was moved below the hint (``arranged(_:nextWidth:maxContent:longestWord:)``), it goes back beside
  /// the hint, where it takes no row of its own, if that leaves the hint at least two em of width; and the hint
  /// shows fewer lines again. When nothing of that is enough, the top and bottom paddings and the spacings
  /// shrink (``compacted(_:)``).
  func fitted(
    toHeight maxHeight: Double, title: String?, hint: String, style: CoachMarkBodyStyle, maxWidth: Double,
    measurer: some TextMeasurer, layoutDirection: ReadingDirection
  ) -> CoachMarkBodyLayout {
    guard size.height > maxHeight else { return self }
    var titleLines = self.title?.text
    var hintLines = self.hint?.text
    let nextLines = next?.text
    let limit = maxWidth.isFinite ? maxWidth : Double.greatestFiniteMagnitude
    let maxContent = max(0, limit - style.insets.left(in: layoutDirection) - style.insets.right(in: layoutDirection))
    let asked = style
    var style = Self.arranged(
      style, nextWidth: nextLines?.width, maxContent: maxContent,
      longestWord: Self.longestWordWidth(of: hint, fontSize: style.hintFontSize, measurer: measurer))
    let besideWidth = nextLines.map { $0.width + 2 * style.spacing + style.separatorWidth } ?? 0
    var hintLimit = style.nextLabelPosition.isCorner ? maxContent : max(0, maxContent - besideWidth)
    let indicatorColumn = SceneTextScroll.indicatorColumnWidth(fontSize: style.hintFontSize)
    var scroll: SceneTextScroll?
    /// Makes `text` the scrolling hint, every line shown.
    func scrollHint(_ text: String) {
      let lines = WrappedText(
        wrapping: text, maxWidth: max(0, hintLimit - indicatorColumn), fontSize: style.hintFontSize,
        measurer: measurer, alignment: style.alignment, layoutDirection: layoutDirection)
      hintLines = lines
      scroll = SceneTextScroll(visibleLineCount: lines.lines.count)
    }
    if let lines = hintLines, lines.lines.count > 1 { scrollHint(hint) }
    var isTitleInHint = false
    var isCompact = false
    func place() -> CoachMarkBodyLayout {
      var layout = Self.place(
        Content(title: titleLines, hint: hintLines, hintScroll: scroll, next: nextLines), style: style,
        maxContent: maxContent, layoutDirection: layoutDirection)
      layout.isTitleInHint = isTitleInHint
      return layout
    }
    var layout = place()
    while layout.size.height > maxHeight {
      let shown = scroll?.visibleLineCount ?? 1
      if shown > 1 {
        // One line fewer at a time: placing wraps nothing, so a step costs a pass over the lines.
        scroll?.visibleLineCount = shown - 1
        layout = place()
      } else if let titleText = title, !titleText.isEmpty, titleLines != nil {
        titleLines = nil
        isTitleInHint = true
        scrollHint(hint.isEmpty ? titleText : titleText + "\n" + hint)
        layout = place()
      } else if style.nextLabelPosition != asked.nextLabelPosition,
        maxContent - besideWidth - indicatorColumn >= 2 * asked.hintFontSize
      {
        // The last resort: the next label back beside the hint, where it takes no row of its own, when that
        // leaves the hint room for at least two em of text.
        style = asked
        hintLimit = max(0, maxContent - besideWidth)
        let text = isTitleInHint ? (hint.isEmpty ? title ?? "" : (title ?? "") + "\n" + hint) : hint
        scrollHint(text)
        layout = place()
      } else if !isCompact {
        // Past the last resort: the vertical paddings and the spacings shrink to a quarter of the hint's font size
        // at most, so that at the accessibility sizes (where they grew with the text) a short screen still
        // holds the body.
        isCompact = true
        style = Self.compacted(style)
        layout = place()
      } else {
        break
      }
    }
    return layout
  }

  /// The style with its top and bottom paddings and its spacings (between the texts, and above or below a
  /// label in a corner) at most a quarter of the hint's font size: the body's last way to fit a height, when
  /// the text alone cannot shrink further.
  static func compacted(_ style: CoachMarkBodyStyle) -> CoachMarkBodyStyle {
    let most = style.hintFontSize / 4
    var compact = style
    compact.insets.top = min(style.insets.top, most)
    compact.insets.bottom = min(style.insets.bottom, most)
    compact.spacing = min(style.spacing, most)
    compact.cornerSpacing = min(style.cornerSpacing, most)
    return compact
  }

  /// The wrapped texts of a body.
  private struct Content {
    var title: WrappedText?
    var hint: WrappedText?
    /// Which of the hint's lines are shown, when it scrolls.
    var hintScroll: SceneTextScroll?
    var next: WrappedText?
  }

  private init(
    size: Size, title: SceneTextBlock?, hint: SceneTextBlock?, next: SceneTextBlock?, separatorFrame: Rect?,
    nextLabelPosition: NextLabelPosition
  ) {
    self.size = size
    self.title = title
    self.hint = hint
    self.next = next
    self.separatorFrame = separatorFrame
    self.isTitleInHint = false
    self.nextLabelPosition = nextLabelPosition
  }

  /// The style with its next label moved below the hint, to the bottom corner on its side, when a label beside
  /// the hint would leave the hint less than half of the content's width, or less than its longest word (the
  /// hint would break inside a word).
  /// (`longestWord` is measured only when the half-width test leaves the label beside the hint.)
  static func arranged(
    _ style: CoachMarkBodyStyle, nextWidth: Double?, maxContent: Double, longestWord: @autoclosure () -> Double = 0
  ) -> CoachMarkBodyStyle {
    guard let nextWidth, !style.nextLabelPosition.isCorner else { return style }
    let besideWidth = nextWidth + 2 * style.spacing + style.separatorWidth
    let column = maxContent - besideWidth
    guard column < maxContent / 2 || column < longestWord() else { return style }
    var stacked = style
    stacked.nextLabelPosition = style.nextLabelPosition == .leading ? .bottomLeading : .bottomTrailing
    return stacked
  }

  /// The width of the widest word of `text` (its runs between spaces, tabs and line breaks) at `fontSize`.
  ///
  /// It reads the bytes and measures each word as a slice of `text`, so it allocates nothing (a body is laid
  /// out at every start and size change).
  static func longestWordWidth(of text: String, fontSize: Double, measurer: some TextMeasurer) -> Double {
    var widest = 0.0
    var wordStart: String.Index?
    let bytes = text.utf8
    var index = bytes.startIndex
    while index < bytes.endIndex {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D:
        if let start = wordStart {
          widest = max(widest, measurer.width(of: text[start..<index], fontSize: fontSize))
          wordStart = nil
        }
      default:
        if wordStart == nil { wordStart = index }
      }
      index = bytes.index(after: index)
    }
    if let start = wordStart { widest = max(widest, measurer.width(of: text[start...], fontSize: fontSize)) }
    return widest
  }

  /// Places wrapped texts in a body.
  private static func place(
    _ content: Content, style: CoachMarkBodyStyle, maxContent: Double, layoutDirection: ReadingDirection
  ) -> CoachMarkBodyLayout {
    let left = style.insets.left(in: layoutDirection)
    let right = style.insets.right(in: layoutDirection)
    let position = style.nextLabelPosition
    let besideWidth = content.next.map { $0.width + 2 * style.spacing + style.separatorWidth } ?? 0
    // A hint that scrolls is as tall as the lines it shows, beside the column for its triangles.
    let hintScroll = content.hintScroll
    let indicatorColumn = hintScroll == nil ? 0 : SceneTextScroll.indicatorColumnWidth(fontSize: style.hintFontSize)
    let hintWidth = (content.hint?.width ?? 0) + indicatorColumn
    let hintHeight =
      content.hint.map { hint in
        hintScroll.map { Double(min(max(1, $0.visibleLineCount), hint.lines.count)) * hint.lineHeight } ?? hint.height
      } ?? 0
    let titleWidth = content.title?.width ?? 0
    let nextWidth = content.next?.width ?? 0
    let nextHeight = content.next?.height ?? 0
    let isRightToLeft = layoutDirection == .rightToLeft
    // The hint's text starts after the triangles' column in right-to-left layouts, where that column leads.
    let hintShift = isRightToLeft ? indicatorColumn : 0
    var y = style.insets.top
    var titleBlock: SceneTextBlock?
    var hintBlock: SceneTextBlock?
    var nextBlock: SceneTextBlock?
    var separator: Rect?
    let contentWidth: Double
    if position.isCorner {
      contentWidth = min(maxContent, max(titleWidth, hintWidth, nextWidth))
      let isTrailing = position == .topTrailing || position == .bottomTrailing
      let nextOnRight = isTrailing != isRightToLeft
      let nextX = nextOnRight ? left + contentWidth - nextWidth : left
      let isTop = position == .topTrailing || position == .topLeading
      if isTop, let nextLines = content.next {
        nextBlock = SceneTextBlock(
          frame: Rect(x: nextX, y: y, width: nextWidth, height: nextHeight), text: nextLines,
          fontSize: style.nextFontSize, alignment: .center)
        y += nextHeight + style.cornerSpacing
      }
      if let titleLines = content.title {
        titleBlock = SceneTextBlock(
          frame: Rect(x: left, y: y, width: contentWidth, height: titleLines.height), text: titleLines,
          fontSize: style.titleFontSize, alignment: style.alignment)
        y += titleLines.height + style.spacing
      }
      if let hintLines = content.hint {
        hintBlock = SceneTextBlock(
          frame: Rect(x: left + hintShift, y: y, width: max(0, contentWidth - indicatorColumn), height: hintHeight),
          text: hintLines, fontSize: style.hintFontSize, alignment: style.alignment, scroll: hintScroll)
      }
      y += hintHeight
      if !isTop, let nextLines = content.next {
        y += style.cornerSpacing
        nextBlock = SceneTextBlock(
          frame: Rect(x: nextX, y: y, width: nextWidth, height: nextHeight), text: nextLines,
          fontSize: style.nextFontSize, alignment: .center)
        y += nextHeight
      }
    } else {
      contentWidth = min(maxContent, max(titleWidth, hintWidth + besideWidth))
      if let titleLines = content.title {
        titleBlock = SceneTextBlock(
          frame: Rect(x: left, y: y, width: contentWidth, height: titleLines.height), text: titleLines,
          fontSize: style.titleFontSize, alignment: style.alignment)
        y += titleLines.height + style.spacing
      }
      let rowHeight = max(hintHeight, nextHeight)
      var hintX = left
      var hintColumn = contentWidth
      if let nextLines = content.next {
        let nextOnRight = (position == .trailing) != isRightToLeft
        let nextX = nextOnRight ? left + contentWidth - nextWidth : left
        let separatorX =
          nextOnRight ? nextX - style.spacing - style.separatorWidth : nextX + nextWidth + style.spacing
        separator = Rect(x: separatorX, y: y, width: style.separatorWidth, height: rowHeight)
        nextBlock = SceneTextBlock(
          frame: Rect(x: nextX, y: y + (rowHeight - nextHeight) / 2, width: nextWidth, height: nextHeight),
          text: nextLines, fontSize: style.nextFontSize, alignment: .center)
        hintColumn = max(0, contentWidth - besideWidth)
        hintX = nextOnRight ? left : separatorX + style.separatorWidth + style.spacing
      }
      if let hintLines = content.hint {
        hintBlock = SceneTextBlock(
          frame: Rect(x: hintX + hintShift, y: y, width: max(0, hintColumn - indicatorColumn), height: hintHeight),
          text: hintLines, fontSize: style.hintFontSize, alignment: style.alignment, scroll: hintScroll)
      }
      y += rowHeight
    }
    let minimum = TouchLayout.minimumTouchTargetSize
    let width = max(left + contentWidth + right, style.minimumSize.width, minimum.width)
    let height = max(y + style.insets.bottom, style.minimumSize.height, minimum.height)
    return CoachMarkBodyLayout(
      size: Size(width: width, height: height), title: titleBlock, hint: hintBlock, next: nextBlock,
      separatorFrame: separator, nextLabelPosition: position)
  }

  /// The layout with every frame moved by `offset` (the body's origin in overlay space).
  public func offset(by offset: Point) -> CoachMarkBodyLayout {
    var moved = self
    moved.title?.frame = title?.frame.offsetBy(dx: offset.x, dy: offset.y) ?? .zero
    moved.hint?.frame = hint?.frame.offsetBy(dx: offset.x, dy: offset.y) ?? .zero
    moved.next?.frame = next?.frame.offsetBy(dx: offset.x, dy: offset.y) ?? .zero
    moved.separatorFrame = separatorFrame?.offsetBy(dx: offset.x, dy: offset.y)
    return moved
  }
}
