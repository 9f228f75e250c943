import Foundation

/// A `--script` run: the commands, one word each, played two seconds apart on the demo's manual clock.
struct DemoScript {
  /// A command of the script.
  enum Command: CaseIterable {
    case next
    case previous
    case skip
    case rotate
    case rightToLeft
    case reducedMotion
    case pause
    case wait

    /// The words that name the command in a script (the first is its name).
    var words: [String] {
      switch self {
      case .next: ["next", "n"]
      case .previous: ["previous", "prev", "p"]
      case .skip: ["skip", "s"]
      case .rotate: ["rotate", "r"]
      case .rightToLeft: ["rtl", "d"]
      case .reducedMotion: ["motion", "m"]
      case .pause: ["pause", "space"]
      case .wait: ["wait", "w"]
      }
    }
  }

  /// The commands in order, each with the word that named it (the frame's heading repeats it).
  var steps: [(word: String, command: Command)]

  /// Reads a comma-separated list of commands (case and spaces around the words do not matter).
  ///
  /// - Throws: A usage ``DemoFailure`` naming the first word that is not a command.
  init(_ list: String, command: String, usageLine: String) throws(DemoFailure) {
    steps = []
    for word in list.split(separator: ",") {
      let word = word.trimmingCharacters(in: .whitespaces).lowercased()
      guard let step = Command.allCases.first(where: { $0.words.contains(word) }) else {
        let names = Command.allCases.map { $0.words[0] }.joined(separator: ", ")
        throw .usage("\(command): unknown script command '\(word.prefix(80))' (\(names))", usageLine: usageLine)
      }
      steps.append((word, step))
    }
  }
}
