/// A tour's keyboard handling.
public struct KeyboardConfiguration: Sendable, Hashable, Codable {
  /// Whether the tour handles keys at all.
  public var isEnabled: Bool
  /// Whether → goes to the next step and ← to the previous one.
  public var arrowKeysNavigate: Bool
  /// Whether the arrow keys follow the layout direction: in a right-to-left layout ← goes to the next
  /// step and → to the previous one, as the reading order goes.
  public var arrowKeysFollowLayoutDirection: Bool
  /// What Escape does.
  public var escapeAction: EscapeKeyAction
  /// Whether Tab and Shift-Tab cycle within the tour's controls (a focus trap) rather than leave them.
  public var trapsFocus: Bool

  /// Creates a configuration; the defaults follow the web tours (→ next, ← previous, Esc skips, Tab
  /// cycles within the coach mark).
  public init(
    isEnabled: Bool = true, arrowKeysNavigate: Bool = true, arrowKeysFollowLayoutDirection: Bool = true,
    escapeAction: EscapeKeyAction = .skip, trapsFocus: Bool = true
  ) {
    self.isEnabled = isEnabled
    self.arrowKeysNavigate = arrowKeysNavigate
    self.arrowKeysFollowLayoutDirection = arrowKeysFollowLayoutDirection
    self.escapeAction = escapeAction
    self.trapsFocus = trapsFocus
  }
}
