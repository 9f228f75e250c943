/// What a pause hides while the tour is paused.
public enum PauseStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// Everything stays visible; the tour only stops reacting to navigation.
  case hideNothing
  /// The overlay is hidden; the coach mark (if any) stays.
  case hideOverlay
  /// The overlay and the coach mark are hidden.
  case hideEverything
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
