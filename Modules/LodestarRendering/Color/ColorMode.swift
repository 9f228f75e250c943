/// How many colours a terminal can show, which decides the escape sequences a terminal renderer writes.
public enum ColorMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// 24-bit colour (`ESC[38;2;r;g;bm`).
  case trueColor
  /// The 256-colour palette (`ESC[38;5;nm`).
  case palette256
  /// The 16 basic colours.
  case basic16
  /// No colour at all: plain text.
  case none

  /// The mode a terminal supports, read from its environment the way terminal programs conventionally
  /// do: a non-empty `NO_COLOR` turns colour off; `COLORTERM` `truecolor` or `24bit` means 24-bit;
  /// a `TERM` containing `256color` means 256 colours; `TERM` `dumb` or unset means none; any other
  /// `TERM` means 16 colours.
  public static func detect(environment: [String: String]) -> ColorMode {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return .none }
    return term.contains("256color") ? .palette256 : .basic16
  }
}
