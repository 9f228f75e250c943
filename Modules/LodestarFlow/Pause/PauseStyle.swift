/// What a pause hides while the tour is paused (Instructions' `PauseStyle`).
public enum PauseStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// Everything stays visible and blocks touches as before; the tour only stops reacting to navigation.
  case hideNothing
  /// The overlay is hidden but still blocks touches; the coach mark (if any) and the skip control stay.
  case hideOverlay
  /// The overlay, the coach mark, the skip control and the progress text are hidden, and every touch passes
  /// through to the app.
  case hideInstructions
}

/// Why a tour is paused.
public enum PauseReason: String, Sendable, Hashable, Codable {
  /// The application (or a delegate, typically from `willShow`) asked for the pause.
  case requested
  /// The next step lives on another host (screen) that is not current (``TourMachine/awaitedHost``); the
  /// tour resumes when the application reports that host appeared.
  case waitingForHost
}

/// The name of a host (screen) a step lives on, for cross-screen tours.
public struct TourHost: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral {
  /// The host's name, such as `"settings"`.
  public var rawValue: String

  /// Creates a host name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a host name from a string literal.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }
}
