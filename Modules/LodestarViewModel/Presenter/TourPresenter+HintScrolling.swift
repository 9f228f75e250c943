import LodestarFlow
import LodestarScene
import LodestarText

/// Where a scrolling hint is: the first line shown, and how far a drag has moved past it.
struct HintScrollPosition: Hashable {
  /// The index of the first line shown, as asked for; a layout with fewer lines clamps it where it is drawn.
  var firstLine = 0
  /// How far a drag has moved the text past ``firstLine``, in points (less than half a line either way), so a
  /// slow drag moves the text once it has gone half a line.
  var dragRemainder = 0.0
}

extension TourPresenter {
  /// The hint of the step shown when it scrolls: its block as the next scene draws it (its
  /// ``/LodestarScene/SceneTextBlock/scroll`` set), or `nil` when no step shows or its hint shows every line.
  ///
  /// A hint scrolls when its body fits beside its target on no side and on no other spot of the screen
  /// (large text sizes, long strings, small screens); see ``CoachMarkBodyLayout``.
  public var scrollingHint: SceneTextBlock? {
    guard var hint = currentLayout?.coachMark.hint, hint.scroll != nil else { return nil }
    hint.scroll?.firstVisibleLine = hintScroll.firstLine
    let first = hint.visibleLines.lowerBound
    hint.scroll?.firstVisibleLine = first
    return hint
  }

  /// Scrolls the hint of the step shown by whole lines: positive counts show later lines, negative ones
  /// earlier lines; the hint stops at its first and its last line. The arrow keys ask for one line
  /// (``KeyboardCommand/scrollHintByLines(_:)``).
  ///
  /// - Parameter lineCount: How many lines to move.
  /// - Returns: Whether the lines shown changed (`false` when the hint does not scroll or is already at that
  ///   end).
  @discardableResult
  public func scrollHint(byLines lineCount: Int) -> Bool {
    guard let hint = scrollingHint else { return false }
    let first = hint.visibleLines.lowerBound
    let last = hint.text.lines.count - hint.visibleLines.count
    // Added apart from `first` so that Int.max or Int.min cannot overflow.
    let target = lineCount > 0 ? first + min(lineCount, last - first) : max(0, first + max(lineCount, -first))
    hintScroll.dragRemainder = 0
    return moveHint(toLine: target, from: first)
  }

  /// Scrolls the hint of the step shown by pages: a page is the lines shown less one (at least one line), so
  /// the last line of a page is the first of the next. Page Up and Page Down, and the accessibility scroll
  /// action (three-finger swipes in VoiceOver), ask for one page.
  ///
  /// - Parameter pageCount: How many pages to move: positive shows later lines.
  /// - Returns: Whether the lines shown changed.
  @discardableResult
  public func scrollHint(byPages pageCount: Int) -> Bool {
    guard let hint = scrollingHint else { return false }
    let page = max(1, hint.visibleLines.count - 1)
    let (lines, overflow) = pageCount.multipliedReportingOverflow(by: page)
    return scrollHint(byLines: overflow ? (pageCount > 0 ? Int.max : Int.min) : lines)
  }

  /// Moves the hint of the step shown with a drag: the text follows the finger, so a drag upwards shows later
  /// lines. The text moves by whole lines, once the drag has gone half a line past one.
  ///
  /// - Parameter verticalDistance: How far the finger moved since the last call, in points; down is positive,
  ///   as in UIKit's and SwiftUI's coordinates. A distance that is not finite is ignored.
  /// - Returns: Whether the lines shown changed.
  @discardableResult
  public func dragHint(by verticalDistance: Double) -> Bool {
    guard verticalDistance.isFinite, let hint = scrollingHint else { return false }
    let lineHeight = hint.text.lineHeight
    guard lineHeight > 0, lineHeight.isFinite else { return false }
    let first = hint.visibleLines.lowerBound
    let last = Double(hint.text.lines.count - hint.visibleLines.count)
    // The offset in lines, kept within the text so that the conversion to a line index cannot trap.
    let offset = min(max(0, Double(first) + (hintScroll.dragRemainder - verticalDistance) / lineHeight), last)
    let target = Int(offset.rounded())
    hintScroll.dragRemainder = (offset - Double(target)) * lineHeight
    return moveHint(toLine: target, from: first)
  }

  /// Shows the hint from line `target` on (from `first` now), and draws the next scene again when it moved.
  private func moveHint(toLine target: Int, from first: Int) -> Bool {
    hintScroll.firstLine = target
    guard target != first else { return false }
    cachedScene = nil
    return true
  }
}

extension TourPresenter {
  /// Performs what a key press asked for (``KeyboardRouter/handle(_:)``): scrolls the hint for the scroll
  /// commands, and passes the others to the followed controller (`TourController.perform(_:)`).
  ///
  /// - Parameter command: The command a key press maps to.
  /// - Throws: What the controller's `perform(_:)` throws.
  public func perform(_ command: KeyboardCommand) throws(TourCommandError) {
    switch command {
    case .scrollHintByLines(let lineCount): scrollHint(byLines: lineCount)
    case .scrollHintByPages(let pageCount): scrollHint(byPages: pageCount)
    default: try controller?.perform(command)
    }
  }
}
