import Lodestar

/// Something the terminal session reports to its caller.
package enum TerminalEvent: Equatable {
  /// A key was pressed.
  case key(TerminalKey)
  /// The window changed size (SIGWINCH), with the new size in cells.
  case resize(columns: Int, rows: Int)
  /// SIGINT or SIGTERM arrived: the caller should finish, restoring the terminal (the session already did).
  case terminate(signal: Int32)
  /// Standard input reached its end or failed.
  case endOfInput
}
