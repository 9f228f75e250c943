/// A group of a command's options under a heading in its `--help`, such as `Options:`.
///
/// Most commands have one; `walkthrough` has two (the options of every mode, and those of `--render`).
struct OptionSection: Sendable {
  /// The heading, such as `Options:` or `With --render it draws one frame and exits:`.
  var title: String
  /// The options, in the order help and the usage line list them.
  var options: [CommandOption]

  /// A group under `title`.
  init(_ title: String, _ options: [CommandOption]) {
    self.title = title
    self.options = options
  }

  /// The one group of a command with a single group, under `Options:`.
  init(_ options: [CommandOption]) {
    self.init("Options:", options)
  }
}
