/// How `lodestar-bench` was compiled, which decides whether its figures mean anything.
enum BuildConfiguration {
  /// The warning a debug build prints on standard error before any figure (nil in a release build): its figures
  /// are those of unoptimised code, several times slower than what an app ships.
  static var debugWarning: String? {
    #if DEBUG
      "\(BenchCommand.name): warning: this is a debug build; its figures are of unoptimised code and mean little. "
        + "Build in release mode: swift run -c release lodestar-bench"
    #else
      nil
    #endif
  }
}
