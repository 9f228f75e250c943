/// `run --format` and `check --format`: text for people, or JSON for programs.
enum LineFormat: String, OptionChoice {
  /// Text for people.
  case text
  /// JSON for programs.
  case json
}
