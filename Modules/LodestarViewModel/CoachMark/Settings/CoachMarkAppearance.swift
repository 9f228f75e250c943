import LodestarScene

/// What a coach mark looks like: its body, its arrow and its progress text.
///
/// ```swift
/// var style = CoachMarkBodyStyle()
/// style.cornerRadius = 12
/// let mark = CoachMark(
///   target: "save", hint: "Saves the draft.",
///   appearance: CoachMarkAppearance(body: .standard(style), progress: .hidden))
/// ```
public struct CoachMarkAppearance: Sendable, Hashable {
  /// The body: the default body with its style, or an app view.
  public var body: CoachMarkBody
  /// Whether the coach mark has an arrow.
  public var showsArrow: Bool
  /// An app view drawn as the arrow instead of the default one, or `nil`.
  public var customArrow: SceneSlot?
  /// The progress text: automatic ("2 of 5"), a fixed text, or hidden.
  public var progress: CoachMarkProgress

  /// Creates the appearance settings; each parameter sets the ``CoachMark`` property of the same name.
  ///
  /// - Parameters:
  ///   - body: The body. Default: the default body with the default style.
  ///   - showsArrow: Whether the coach mark has an arrow. Default true.
  ///   - customArrow: An app view drawn as the arrow. Default: none (the default arrow).
  ///   - progress: The progress text. Default: automatic ("2 of 5").
  public init(
    body: CoachMarkBody = .standard(CoachMarkBodyStyle()),
    showsArrow: Bool = true,
    customArrow: SceneSlot? = nil,
    progress: CoachMarkProgress = .automatic
  ) {
    self.body = body
    self.showsArrow = showsArrow
    self.customArrow = customArrow
    self.progress = progress
  }
}
