import LodestarGeometry
import LodestarScene
import LodestarText
import Testing

@testable import LodestarViewModel

/// Issue 34: a body taller than the room scrolls its hint instead of cutting it short. The hint shows as many
/// whole lines as fit, beside a column for the triangles; the title moves into the hint only when one line of
/// hint under it is still too tall; and nothing is cut off.
@Suite struct HintScrollingLayoutTests {
  static let hint = String(repeating: "Tap your photo to change it, or hold it to see the ones you used. ", count: 3)
  static let measurer = ProportionalTextMeasurer()

  static func layout(
    title: String? = nil, hint: String = Self.hint, maxHeight: Double, direction: ReadingDirection = .leftToRight
  ) -> CoachMarkBodyLayout {
    CoachMarkBodyLayout(
      title: title, hint: hint, nextText: "Next", style: CoachMarkBodyStyle(), maxWidth: 300, maxHeight: maxHeight,
      measurer: measurer, layoutDirection: direction)
  }

  @Test func aBodyThatFitsDoesNotScroll() throws {
    let whole = Self.layout(maxHeight: .infinity)
    #expect(whole.hint?.scroll == nil)
    let exact = Self.layout(maxHeight: whole.size.height)
    #expect(exact == whole)
    let hint = try #require(exact.hint)
    #expect(hint.visibleLines == 0..<hint.text.lines.count && !hint.hasTextAbove && !hint.hasTextBelow)
  }

  @Test func aBodyOnePointTooTallScrollsItsHint() throws {
    let whole = Self.layout(maxHeight: .infinity)
    let scrolled = Self.layout(maxHeight: whole.size.height - 1)
    let hint = try #require(scrolled.hint)
    let scroll = try #require(hint.scroll)
    #expect(scrolled.size.height <= whole.size.height - 1)
    #expect(scroll.firstVisibleLine == 0 && scroll.visibleLineCount < hint.text.lines.count)
    #expect(hint.hasTextBelow && !hint.hasTextAbove)
    #expect(hint.frame.height == hint.visibleHeight)
    #expect(hint.visibleHeight == Double(scroll.visibleLineCount) * hint.text.lineHeight)
    #expect(hint.contentHeight == Double(hint.text.lines.count) * hint.text.lineHeight)
    // Nothing is cut short: the lines hold the whole hint.
    #expect(!hint.text.lines.contains { $0.text.hasSuffix("…") })
    let words = hint.text.lineTexts.joined(separator: " ").split(separator: " ")
    #expect(words == Self.hint.split(separator: " "))
    #expect(scrolled.title == nil && !scrolled.isTitleInHint)
  }

  /// The hint shows as many lines as fit: a limit exactly as tall as a body with n lines shows n, a hair less
  /// shows n − 1.
  @Test func theHintShowsEveryLineThatFitsAndNoMore() throws {
    let whole = Self.layout(maxHeight: .infinity)
    let first = Self.layout(maxHeight: whole.size.height - 1)
    let count = try #require(first.hint?.scroll?.visibleLineCount)
    #expect(count >= 3)
    let exact = Self.layout(maxHeight: first.size.height)
    #expect(exact.hint?.scroll?.visibleLineCount == count)
    let less = Self.layout(maxHeight: first.size.height - 0.01)
    #expect(less.hint?.scroll?.visibleLineCount == count - 1)
    let lineHeight = try #require(first.hint?.text.lineHeight)
    #expect(first.size.height - less.size.height == lineHeight)
  }

  /// The hint is wrapped beside the triangles' column: trailing in left-to-right layouts (its text starts at the
  /// leading inset), leading in right-to-left ones (its text starts after the column), and the triangles sit in
  /// that column, inside the body and clear of the text.
  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func theTrianglesHaveTheirOwnColumn(direction: ReadingDirection) throws {
    let whole = Self.layout(maxHeight: .infinity, direction: direction)
    let scrolled = Self.layout(maxHeight: whole.size.height - 1, direction: direction)
    var hint = try #require(scrolled.hint)
    let scroll = try #require(hint.scroll)
    let style = CoachMarkBodyStyle()
    let column = SceneTextScroll.indicatorColumnWidth(fontSize: hint.fontSize)
    #expect(column == 2 * SceneTextScroll.indicatorSize(fontSize: style.hintFontSize).width)
    #expect(scroll.firstVisibleLine == 0)
    #expect(column > 0)
    let below = try #require(hint.scrollIndicatorFrames(layoutDirection: direction).below)
    #expect(hint.scrollIndicatorFrames(layoutDirection: direction).above == nil)
    let body = Rect(origin: .zero, size: scrolled.size)
    #expect(body.contains(below))
    #expect(!below.intersects(hint.frame))
    // The next label is on the trailing side, past the separator; the hint's column is the rest.
    let separator = try #require(scrolled.separatorFrame)
    let width = SceneTextScroll.indicatorSize(fontSize: hint.fontSize).width
    if direction == .leftToRight {
      #expect(hint.frame.minX == style.insets.left(in: direction))
      #expect(below.minX == hint.frame.maxX + width / 2)
      #expect(below.maxX + width / 2 <= separator.minX - style.spacing + 1e-9)
    } else {
      #expect(separator.maxX < hint.frame.minX)
      #expect(hint.frame.minX == separator.maxX + style.spacing + column)
      #expect(below.maxX == hint.frame.minX - width / 2)
    }
    // The downward triangle is beside the last line shown (its lower half), the upward one beside the first
    // (its upper half) once scrolled.
    let last = hint.visibleLines.upperBound - 1
    #expect(below.midY == hint.top(ofLine: last) + hint.text.lineHeight * 3 / 4)
    hint.scroll?.firstVisibleLine = 1
    let above = try #require(hint.scrollIndicatorFrames(layoutDirection: direction).above)
    #expect(above.midY == hint.frame.minY + hint.text.lineHeight / 4)
  }

  /// The hint scrolls down to one line before the title moves; then the title moves into the hint as its first
  /// paragraph, and nothing is cut off.
  @Test func theTitleMovesIntoTheHintOnlyWhenOneLineOfHintDoesNotFit() throws {
    let title = "Your photo, and the ones you used before it"
    let whole = Self.layout(title: title, maxHeight: .infinity)
    let titleHeight = try #require(whole.title?.frame.height)
    let oneLine = Self.layout(title: title, maxHeight: whole.size.height - 1)
    #expect(oneLine.title != nil && !oneLine.isTitleInHint)
    // A limit too short for the title and one line of hint.
    var limit = oneLine.size.height
    var layout = Self.layout(title: title, maxHeight: limit)
    while layout.title != nil, limit > 0 {
      limit -= 1
      layout = Self.layout(title: title, maxHeight: limit)
    }
    #expect(layout.isTitleInHint && layout.title == nil)
    // On the way, the hint showed a single line under the whole title before the title moved.
    var showedOneLineUnderTheTitle = false
    var height = whole.size.height
    while height > limit {
      let step = Self.layout(title: title, maxHeight: height)
      if step.title != nil, step.hint?.scroll?.visibleLineCount == 1 { showedOneLineUnderTheTitle = true }
      height -= 1
    }
    #expect(showedOneLineUnderTheTitle)
    let hint = try #require(layout.hint)
    #expect(hint.text.lineTexts.joined(separator: " ").hasPrefix("Your photo, and"))
    #expect(hint.scroll != nil && hint.hasTextBelow)
    #expect(layout.size.height <= limit)
    #expect(!hint.text.lines.contains { $0.text.hasSuffix("…") })
    #expect(titleHeight > 0)
  }

  /// A next label moved below the hint (its longest word would not fit beside it) goes back beside it as the
  /// last resort, when one line of hint above it is still too tall: there it takes no row of its own.
  @Test func theLabelGoesBackBesideTheHintWhenNothingElseFits() throws {
    let hint = "Hold WWWWWWWWWWWWWWWWWWWW to see more of the photos you used before."
    let stacked = Self.layout(hint: hint, maxHeight: .infinity)
    #expect(stacked.nextLabelPosition == .bottomTrailing)
    // The smallest stacked body: one line of hint above the label.
    var limit = stacked.size.height
    var layout = stacked
    while layout.nextLabelPosition == .bottomTrailing, limit > 0 {
      limit -= 1
      layout = Self.layout(hint: hint, maxHeight: limit)
    }
    #expect(layout.nextLabelPosition == .trailing, "the label never went back beside the hint")
    let shown = try #require(layout.hint)
    #expect(shown.scroll != nil && layout.size.height <= limit)
    // One point more, the stacked body with one line of hint still fit.
    let above = Self.layout(hint: hint, maxHeight: limit + 1)
    #expect(above.nextLabelPosition == .bottomTrailing && above.hint?.visibleLines.count == 1)
  }

  /// A single-line hint has nothing to scroll: it keeps its width and no triangles' column.
  @Test func aOneLineHintDoesNotScroll() {
    let whole = Self.layout(
      title: "A title long enough to wrap over several lines here", hint: "Tap.", maxHeight: .infinity)
    let layout = Self.layout(
      title: "A title long enough to wrap over several lines here", hint: "Tap.", maxHeight: whole.size.height - 1)
    #expect(layout.isTitleInHint)
    #expect(layout.hint?.text.lineTexts.joined(separator: " ").hasSuffix("Tap.") == true)
  }

  /// The last resort puts the label back beside the hint only when that leaves the hint two em of width (less
  /// the triangles' column): at the limit it goes back, a hundredth of a point narrower it stays below.
  @Test func theLabelGoesBackBesideOnlyWhenTheHintKeepsTwoEm() throws {
    let hint = "Hold WWWWWWWWWWWWWWWWWWWW to see more of the photos you used before."
    let style = CoachMarkBodyStyle()
    let nextWidth = Self.measurer.width(of: "Next", fontSize: style.nextFontSize)
    let beside = nextWidth + 2 * style.spacing + style.separatorWidth
    let column = SceneTextScroll.indicatorColumnWidth(fontSize: style.hintFontSize)
    let limit =
      2 * style.hintFontSize + beside + column + style.insets.leading + style.insets.trailing
    func layout(maxWidth: Double) -> CoachMarkBodyLayout {
      CoachMarkBodyLayout(
        title: nil, hint: hint, nextText: "Next", style: style, maxWidth: maxWidth, maxHeight: 1,
        measurer: Self.measurer)
    }
    #expect(layout(maxWidth: limit + 0.001).nextLabelPosition == .trailing)
    #expect(layout(maxWidth: limit - 0.01).nextLabelPosition == .bottomTrailing)
  }

  /// Past every other step, the top and bottom paddings and the spacing stop growing with the text (a quarter of
  /// the hint's font size at most): at accessibility5, with the label in a corner, the smallest body is shorter
  /// than one line of hint, the label's row and the scaled paddings, and keeps its paddings' width.
  @Test func pastTheLastResortThePaddingsStopGrowing() throws {
    var style = CoachMarkBodyStyle().scaled(to: .accessibility5)
    style.nextLabelPosition = .bottomTrailing
    let smallest = CoachMarkBodyLayout(
      title: "Your photo", hint: Self.hint, nextText: "Next", style: style, maxWidth: 500, maxHeight: 1,
      measurer: Self.measurer)
    let hintLine = Self.measurer.lineHeight(fontSize: style.hintFontSize)
    let nextLine = Self.measurer.lineHeight(fontSize: style.nextFontSize)
    let scaled = style.insets.top + style.insets.bottom + style.cornerSpacing + hintLine + nextLine
    let quarter = style.hintFontSize / 4
    #expect(style.insets.top > quarter && style.cornerSpacing > quarter)
    #expect(smallest.size.height < scaled)
    #expect(smallest.size.height <= 3 * quarter + hintLine + nextLine + 0.001)
    let shown = try #require(smallest.hint)
    #expect(shown.visibleLines.count == 1 && smallest.isTitleInHint)
    #expect(shown.frame.minX == style.insets.leading)
    // A body that fits keeps its scaled paddings.
    let whole = CoachMarkBodyLayout(
      title: "Your photo", hint: Self.hint, nextText: "Next", style: style, maxWidth: 500, maxHeight: .infinity,
      measurer: Self.measurer)
    #expect(try #require(whole.title).frame.minY == style.insets.top)
  }
}
