import LodestarGeometry
import LodestarScene

/// Keyboard handling for a tour: the focused control and the command each key press asks for.
///
/// - → next, ← previous (when ``KeyboardConfiguration/arrowKeysNavigate``), with no modifier; the other
///   way round in a right-to-left ``layoutDirection`` when
///   ``KeyboardConfiguration/arrowKeysFollowLayoutDirection``.
/// - Enter activates the focused control (next, skip; on a target the key goes to the target), or goes
///   to the next step when nothing is focused; Space activates the focused control only.
/// - Escape follows ``KeyboardConfiguration/escapeAction``.
/// - Tab moves focus to the next control, Shift-Tab to the previous one, wrapping around (a focus trap);
///   from no focus, Tab focuses the first control and Shift-Tab the last.
/// - ↑ and ↓ scroll a scrolling hint by a line, Page Up and Page Down by a page, while it has hidden text on
///   that side (``hasHintTextAbove``, ``hasHintTextBelow``); otherwise they go on to the app.
/// - Keys held with Control, Option or Command are not handled.
public struct KeyboardRouter: Sendable, Hashable {
  /// The keyboard configuration.
  public var configuration: KeyboardConfiguration
  /// The controls focus cycles through, in tab order (duplicates are dropped).
  public private(set) var controls: [TourControl]
  /// The focused control, or nil.
  public private(set) var focusedControl: TourControl?
  /// The layout direction of the scene shown (``/LodestarScene/TourScene/layoutDirection``).
  public var layoutDirection: ReadingDirection
  /// Whether the scene shown has a scrolling hint with lines hidden above the ones shown
  /// (``/LodestarScene/SceneTextBlock/hasTextAbove``): ↑ and Page Up scroll it.
  public var hasHintTextAbove = false
  /// Whether the scene shown has a scrolling hint with lines hidden below the ones shown
  /// (``/LodestarScene/SceneTextBlock/hasTextBelow``): ↓ and Page Down scroll it.
  public var hasHintTextBelow = false

  /// Creates a router over `controls` (in tab order), nothing focused.
  public init(
    controls: [TourControl] = [], configuration: KeyboardConfiguration = KeyboardConfiguration(),
    layoutDirection: ReadingDirection = .leftToRight
  ) {
    self.configuration = configuration
    self.layoutDirection = layoutDirection
    self.controls = []
    self.focusedControl = nil
    updateControls(controls)
  }

  /// Replaces the controls (a new step); the focused control stays focused if it is still there.
  public mutating func updateControls(_ controls: [TourControl]) {
    var unique: [TourControl] = []
    for control in controls where !unique.contains(control) { unique.append(control) }
    self.controls = unique
    if let focusedControl, !unique.contains(focusedControl) { self.focusedControl = nil }
  }

  /// Focuses `control` (nil clears focus); returns false, changing nothing, when it is not one of the
  /// controls.
  @discardableResult
  public mutating func focus(_ control: TourControl?) -> Bool {
    guard let control else {
      focusedControl = nil
      return true
    }
    guard controls.contains(control) else { return false }
    focusedControl = control
    return true
  }

  /// Handles a key press: updates the focused control and returns the command it asks for.
  public mutating func handle(_ press: KeyStroke) -> KeyboardCommand {
    guard configuration.isEnabled else { return .unhandled }
    let modifiers = press.modifiers
    guard modifiers.isDisjoint(with: [.control, .option, .command]) else { return .unhandled }
    let shift = modifiers.contains(.shift)
    switch press.key {
    case .rightArrow, .leftArrow:
      guard configuration.arrowKeysNavigate, !shift else { return .unhandled }
      let mirrored = configuration.arrowKeysFollowLayoutDirection && layoutDirection == .rightToLeft
      return (press.key == .rightArrow) != mirrored ? .next : .previous
    case .enter:
      guard !shift else { return .unhandled }
      guard let focusedControl else { return .next }
      return activation(of: focusedControl)
    case .space:
      guard !shift else { return .unhandled }
      guard let focusedControl else { return .unhandled }
      return activation(of: focusedControl)
    case .escape:
      switch configuration.escapeAction {
      case .skip: return .skip
      case .close: return .close
      case .ignore: return .unhandled
      }
    case .tab:
      return moveFocus(backward: shift)
    case .upArrow, .pageUp:
      guard !shift, hasHintTextAbove else { return .unhandled }
      return press.key == .upArrow ? .scrollHintByLines(-1) : .scrollHintByPages(-1)
    case .downArrow, .pageDown:
      guard !shift, hasHintTextBelow else { return .unhandled }
      return press.key == .downArrow ? .scrollHintByLines(1) : .scrollHintByPages(1)
    case .other:
      return .unhandled
    }
  }

  private func activation(of control: TourControl) -> KeyboardCommand {
    switch control {
    case .next: .next
    case .skip: .skip
    case .target: .unhandled
    }
  }

  private mutating func moveFocus(backward: Bool) -> KeyboardCommand {
    let count = controls.count
    if count == 0 { return configuration.trapsFocus ? .blocked : .unhandled }
    let index: Int
    if let focusedControl, let current = controls.firstIndex(of: focusedControl) {
      let next = backward ? current - 1 : current + 1
      if !configuration.trapsFocus && (next < 0 || next >= count) {
        self.focusedControl = nil
        return .unhandled
      }
      index = (next + count) % count
    } else {
      index = backward ? count - 1 : 0
    }
    let control = controls[index]
    focusedControl = control
    return .focus(control)
  }
}
