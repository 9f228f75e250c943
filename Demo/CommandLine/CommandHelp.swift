/// The usage line and the `--help` text of a command, generated from its option declarations
/// (``CommandOption``), so an option is written once.
enum CommandHelp {
  /// The width help text is wrapped to.
  static let width = 108
  /// The widest option synopsis that shares its line with its help; a wider one gets a line of its own.
  static let synopsisColumn = 18

  /// `lodestar-demo render [TOUR.json] [--screen PATH] [--rtl] ...`: the command, its operands, then each
  /// option in brackets.
  static func usageLine(_ command: String, operands: String = "", options: [CommandOption]) -> String {
    let parts = [command, operands] + options.map { "[\($0.synopsis)]" }
    return parts.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// A command's whole help: its usage line, the text before the options, each section of options, how
  /// options take their values, and the text after them. Ends with a line feed.
  static func text(usageLine: String, abstract: String, sections: [OptionSection], discussion: String) -> String {
    var blocks = ["Usage: \(usageLine)", abstract]
    for section in sections where !section.options.isEmpty {
      blocks.append(section.title + "\n" + optionList(section.options))
    }
    if let example = sections.flatMap(\.options).first(where: { $0.kind != .flag }) {
      let value = example.choices.first ?? example.valueName
      blocks.append(
        "Options take their value as the next argument or after `=`: `\(example.name) \(value)` or "
          + "`\(example.name)=\(value)`.")
    }
    blocks.append(discussion)
    return blocks.filter { !$0.isEmpty }.joined(separator: "\n\n") + "\n"
  }

  /// The options, one entry each: the synopsis, then the help (with the default) wrapped beside it.
  static func optionList(_ options: [CommandOption]) -> String {
    let column = min(synopsisColumn, options.map(\.synopsis.count).max() ?? 0) + 4
    var lines: [String] = []
    for option in options {
      var help = option.help
      if let defaultValue = option.defaultValue {
        help += help.isEmpty ? "default \(defaultValue)" : " (default \(defaultValue))"
      }
      let label = "  \(option.synopsis)"
      let wrapped = wrap(help, width: width - column)
      let indent = String(repeating: " ", count: column)
      if label.count + 2 > column {
        lines.append(label)
        lines += wrapped.map { indent + $0 }
      } else {
        let first = label + String(repeating: " ", count: column - label.count) + (wrapped.first ?? "")
        lines.append(first)
        lines += wrapped.dropFirst().map { indent + $0 }
      }
    }
    return lines.map { $0.replacing(/\s+$/, with: "") }.joined(separator: "\n")
  }

  /// `text` broken into lines of at most `width` characters at spaces (a longer word gets a line of its own).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// `a`, `a or b`, `a, b or c`.
  static func list(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " or " + last
  }
}
