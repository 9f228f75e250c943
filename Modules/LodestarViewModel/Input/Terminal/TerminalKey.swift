/// A key press decoded from a terminal's input bytes.
public enum TerminalKey: Sendable, Hashable, CustomStringConvertible {
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The right arrow.
  case right
  /// The left arrow.
  case left
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Enter or Return (carriage return or line feed).
  case enter
  /// Escape on its own (not the start of a sequence).
  case escape
  /// The space bar.
  case space
  /// Tab.
  case tab
  /// Backspace (DEL or BS).
  case backspace
  /// The forward Delete key.
  case delete
  /// A printable character (letters, digits, punctuation, any other printable grapheme's scalar).
  case character(Character)
  /// A control key combination, named by its lower-case letter: Ctrl-C is `control("c")`.
  case control(Character)
  /// A sequence the decoder does not know, with its bytes.
  case unknown([UInt8])

  /// A short name: `up`, `enter`, `character(n)`, `control(c)`, `unknown(1b 5b 32 30 7e)`.
  public var description: String {
    switch self {
    case .up: "up"
    case .down: "down"
    case .right: "right"
    case .left: "left"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageUp"
    case .pageDown: "pageDown"
    case .enter: "enter"
    case .escape: "escape"
    case .space: "space"
    case .tab: "tab"
    case .backspace: "backspace"
    case .delete: "delete"
    case .character(let character): "character(\(character))"
    case .control(let character): "control(\(character))"
    case .unknown(let bytes):
      "unknown("
        + bytes.map { byte in
          let hex = String(byte, radix: 16)
          return hex.count == 1 ? "0" + hex : hex
        }.joined(separator: " ") + ")"
    }
  }
}
