/// A part of a scene that a ``SceneAuditFinding`` names.
public enum SceneAuditElement: Sendable, Hashable, CustomStringConvertible {
  /// Line `index` (zero-based) of a text block.
  case line(SceneTextRole, index: Int)
  /// A whole text block.
  case textBlock(SceneTextRole)
  /// The separator between the hint and the next label.
  case separator
  /// The coach mark's body.
  case body
  /// The coach mark's arrow.
  case arrow
  /// The coach mark: body and arrow.
  case coachMark
  /// The control that advances the tour (the default body, or a custom body).
  case nextControl
  /// The skip control (its hit area, where touches are concerned).
  case skipControl
  /// The progress text.
  case progress
  /// Opening `index` (zero-based) of the overlay, by its control-point box.
  case opening(Int)
  /// A highlighted target, by its identifier.
  case target(String)
  /// The safe area.
  case safeArea
  /// The screen: the scene's bounds.
  case screen
  /// The part of a target that can be seen.
  case visiblePart
  /// An accessibility element, by its identifier.
  case accessibilityElement(String)
  /// A number of the scene, by where it is (`coachMark.bodyFrame`, `overlay.cutouts[0]`).
  case value(String)
  /// A walkthrough page's element, by its identifier.
  case element(String)
  /// Line `index` (zero-based) of a walkthrough element's text, by the element's identifier.
  case elementLine(String, index: Int)
  /// A walkthrough control (its hit area), by its name: `close`, `previous`, `next` or `pageControl`.
  case control(String)
  /// A walkthrough page, by its index (zero-based).
  case page(Int)

  /// How a finding names the element: `hint line 2`, `opening 1`, `accessibility element coachMarkNext`
  /// (numbers are one-based).
  public var description: String {
    switch self {
    case .line(let role, let index): "\(role.rawValue) line \(index + 1)"
    case .textBlock(let role): "\(role.rawValue) text"
    case .separator: "separator"
    case .body: "body"
    case .arrow: "arrow"
    case .coachMark: "coach mark"
    case .nextControl: "next control"
    case .skipControl: "skip control"
    case .progress: "progress text"
    case .opening(let index): "opening \(index + 1)"
    case .target(let id): "target \(id)"
    case .safeArea: "safe area"
    case .screen: "screen"
    case .visiblePart: "visible part"
    case .accessibilityElement(let id): "accessibility element \(id)"
    case .value(let place): place
    case .element(let id): "element \(id)"
    case .elementLine(let id, let index): "element \(id) line \(index + 1)"
    case .control(let name): name == "pageControl" ? "page control" : "\(name) control"
    case .page(let index): "page \(index + 1)"
    }
  }
}

/// The text blocks of a coach mark's default body.
public enum SceneTextRole: String, Sendable, Hashable, Codable, CaseIterable {
  /// The title.
  case title
  /// The hint.
  case hint
  /// The next label.
  case next
}
