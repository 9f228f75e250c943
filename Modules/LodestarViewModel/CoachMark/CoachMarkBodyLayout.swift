import LodestarGeometry

/// The inner layout of the default coach-mark body: its size and where the title, hint, separator and next
/// label go, in the body's own coordinates (origin at its top-left corner).
///
/// - A next label beside the hint (``NextLabelPosition/trailing``, ``NextLabelPosition/leading``) shares a
///   row with it, with ``CoachMarkBodyStyle/spacing`` on each side of a 1-pt separator as tall as the row;
///   the label is centred vertically in the row and the hint wraps to the width that is left.
/// - A next label in a corner gets its own row above or below the hint, ``CoachMarkBodyStyle/cornerSpacing``
///   away, aligned to that corner; there is no separator.
/// - The title (if any) sits above the hint, ``CoachMarkBodyStyle/spacing`` away.
/// - Leading and trailing follow the layout direction: in right-to-left layouts every position mirrors,
///   corners included (Instructions leaves its corner positions unmirrored).
///
/// The body is at most `maxWidth` wide (the insets included) and at least ``CoachMarkBodyStyle/minimumSize``.
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

  /// Lays out a body.
  public init(
    title: String?, hint: String, nextText: String?, style: CoachMarkBodyStyle, maxWidth: Double,
    measurer: some TextMeasurer, layoutDirection: ReadingDirection = .leftToRight
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
    let position = style.nextLabelPosition
    let besideWidth = nextLines.map { $0.width + 2 * style.spacing + style.separatorWidth } ?? 0
    let hintLimit = position.isCorner ? maxContent : max(0, maxContent - besideWidth)
    let hintLines =
      hint.isEmpty
      ? nil
      : WrappedText(
        wrapping: hint, maxWidth: hintLimit, fontSize: style.hintFontSize, measurer: measurer,
        alignment: style.alignment, layoutDirection: layoutDirection)
    let hintWidth = hintLines?.width ?? 0
    let hintHeight = hintLines?.height ?? 0
    let titleWidth = titleLines?.width ?? 0
    let nextWidth = nextLines?.width ?? 0
    let nextHeight = nextLines?.height ?? 0
    let isRightToLeft = layoutDirection == .rightToLeft
    let top = style.insets.top
    var y = top
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
      if isTop, let nextLines {
        nextBlock = SceneTextBlock(
          frame: Rect(x: nextX, y: y, width: nextWidth, height: nextHeight), text: nextLines,
          fontSize: style.nextFontSize, alignment: .center)
        y += nextHeight + style.cornerSpacing
      }
      if let titleLines {
        titleBlock = SceneTextBlock(
          frame: Rect(x: left, y: y, width: contentWidth, height: titleLines.height), text: titleLines,
          fontSize: style.titleFontSize, alignment: style.alignment)
        y += titleLines.height + style.spacing
      }
      if let hintLines {
        hintBlock = SceneTextBlock(
          frame: Rect(x: left, y: y, width: contentWidth, height: hintHeight), text: hintLines,
          fontSize: style.hintFontSize, alignment: style.alignment)
      }
      y += hintHeight
      if !isTop, let nextLines {
        y += style.cornerSpacing
        nextBlock = SceneTextBlock(
          frame: Rect(x: nextX, y: y, width: nextWidth, height: nextHeight), text: nextLines,
          fontSize: style.nextFontSize, alignment: .center)
        y += nextHeight
      }
    } else {
      contentWidth = min(maxContent, max(titleWidth, hintWidth + besideWidth))
      if let titleLines {
        titleBlock = SceneTextBlock(
          frame: Rect(x: left, y: y, width: contentWidth, height: titleLines.height), text: titleLines,
          fontSize: style.titleFontSize, alignment: style.alignment)
        y += titleLines.height + style.spacing
      }
      let rowHeight = max(hintHeight, nextHeight)
      var hintX = left
      var hintColumn = contentWidth
      if let nextLines {
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
      if let hintLines {
        hintBlock = SceneTextBlock(
          frame: Rect(x: hintX, y: y, width: hintColumn, height: hintHeight), text: hintLines,
          fontSize: style.hintFontSize, alignment: style.alignment)
      }
      y += rowHeight
    }
    let width = max(left + contentWidth + right, style.minimumSize.width)
    let height = max(y + style.insets.bottom, style.minimumSize.height)
    self.size = Size(width: width, height: height)
    self.title = titleBlock
    self.hint = hintBlock
    self.next = nextBlock
    self.separatorFrame = separator
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
