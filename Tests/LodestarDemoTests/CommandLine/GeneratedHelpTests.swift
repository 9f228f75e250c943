import Testing

@testable import lodestar_demo

/// Each command's usage line and `--help` are generated from its option declarations: every declared option
/// is listed, once, with its help; the test aids' options are not.
@Suite struct GeneratedHelpTests {
  /// Every subcommand with its name, usage line, help and options (read once: the protocol's members are
  /// reached through the existential metatype).
  static var commands: [(name: String, usageLine: String, help: String, options: [CommandOption])] {
    var commands: [(name: String, usageLine: String, help: String, options: [CommandOption])] = []
    for command in CommandLineTool.subcommands {
      commands.append((command.name, command.usageLine, command.help, command.options))
    }
    return commands
  }

  @Test func theHelpAndTheUsageLineListEveryOptionOnce() {
    for command in Self.commands {
      #expect(command.help.hasPrefix("Usage: \(command.usageLine)\n\n"), "\(command.name)")
      #expect(command.help.hasSuffix("\n") && !command.help.hasSuffix("\n\n"), "\(command.name)")
      for option in command.options {
        #expect(!option.help.isEmpty, "\(command.name) \(option.name) has no help")
        let entries = command.help.split(separator: "\n").filter { $0.hasPrefix("  \(option.synopsis)") }
        #expect(entries.count == 1, "\(command.name): \(option.synopsis) listed \(entries.count) times")
        #expect(command.usageLine.contains("[\(option.synopsis)]"), "\(command.name): \(option.name)")
        if let defaultValue = option.defaultValue {
          #expect(command.help.contains("(default \(defaultValue))"), "\(command.name) \(option.name)")
        }
      }
    }
  }

  @Test func optionNamesAreUniqueWithinACommand() {
    for command in Self.commands {
      let names = command.options.map(\.name)
      #expect(Set(names).count == names.count, "\(command.name): \(names)")
      #expect(names.allSatisfy { $0.hasPrefix("--") }, "\(command.name): \(names)")
    }
  }

  @Test func aChoiceOptionShowsItsValuesAndItsDefault() {
    #expect(RenderCommand.format.synopsis == "--format text|ansi|svg|json")
    #expect(RenderCommand.format.choices == ["text", "ansi", "svg", "json"])
    #expect(CheckOptions.direction.synopsis == "--direction ltr|rtl|both")
    #expect(CheckOptions.direction.defaultValue == "both")
    #expect(RenderCommand.usageLine.contains("[--format text|ansi|svg|json]"))
    #expect(CheckCommand.help.contains("  --direction ltr|rtl|both\n"), "a long synopsis gets a line of its own")
  }

  @Test func theOverviewListsTheBuiltInToursOptionsFromTheirDeclarations() {
    let usage = CommandLineTool.usage
    for option in RunCommand.options + CommandLineTool.options {
      let listed = usage.contains("\n  \(option.synopsis) ") || usage.contains("\n  \(option.synopsis)\n")
      #expect(listed, "\(option.name) missing from:\n\(usage)")
    }
    #expect(usage.contains(CommandHelp.usageLine("lodestar-demo", options: RunCommand.options)))
  }

  @Test func helpIsWrappedToItsWidth() {
    for command in Self.commands {
      for line in CommandHelp.optionList(command.options).split(separator: "\n") {
        // A synopsis alone on its line may be longer than the column, never than the width.
        #expect(line.count <= CommandHelp.width, "\(command.name): \(line)")
      }
    }
    #expect(CommandHelp.wrap("a bb ccc dddd", width: 6) == ["a bb", "ccc", "dddd"])
    #expect(CommandHelp.wrap("", width: 6).isEmpty)
    #expect(CommandHelp.list(["a"]) == "a")
    #expect(CommandHelp.list(["a", "b", "c"]) == "a, b or c")
  }
}
