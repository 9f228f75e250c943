/// A subcommand of lodestar-demo.
protocol Subcommand: Sendable {
  /// The word that selects it, such as `bench`.
  static var name: String { get }
  /// One line for the overview.
  static var summary: String { get }
  /// The full help text.
  static var help: String { get }
  /// Whether `--help` leaves it out: a test aid, documented in CONTRIBUTING.
  static var isHidden: Bool { get }
  /// Runs it with the arguments after its name; returns the exit status.
  static func run(arguments: [String]) -> Int32
}

extension Subcommand {
  static var isHidden: Bool { false }
}
