import Foundation
import Lodestar
import LodestarDemoSupport
import LodestarJSON

/// A `--script` or `--script-file` run: journey commands played on the demo's manual clock, each followed by
/// a frame two seconds later (`wait SECONDS` waits that long instead).
///
/// A script is read whole, and checked against the screen, before any command runs: a command it does not
/// know, a bad number, a tap outside the screen's size at that point of the script, or an element the screen
/// does not have stops the run with the command's line (a file, exit 65) or position (`--script`, exit 64).
struct DemoScript {
  /// A command of the script.
  enum Command: Equatable {
    case next
    case previous
    case skip
    case rotate
    case rightToLeft
    case reducedMotion
    /// Pauses with a style (Instructions' `pause(_:)`).
    case pause(PauseStyle)
    case resume
    /// Pauses, or resumes a paused tour (the space key).
    case togglePause
    case stop
    case stopImmediately
    /// Moves the clock on by this many seconds before the frame, instead of two.
    case wait(Double)
    /// A tap at a point of the screen, routed through the scene's hit-testing.
    case tap(Point)
    /// Lays the screen out at this size.
    case size(Size)
    /// Moves an element's frame origin (in its parent's coordinates).
    case move(ElementID, Point)
    /// Hides an element.
    case hide(ElementID)
    /// Shows a hidden element again.
    case show(ElementID)
    /// A key through the tour's keyboard router: ↑, ↓, Page Up and Page Down scroll a hint that scrolls.
    case key(TourKey)
  }

  /// A command with where it was written: its line (a file) or position (a `--script` list), and its text.
  struct Step {
    var line: Int
    var text: String
    var command: Command
  }

  /// The commands in order.
  var steps: [Step]
  /// Where the script came from, in messages: the file's name, or `--script`.
  var source: String
  /// Whether the script came from a file (`--script-file`): its errors are data errors (65), with a line.
  var isFile: Bool

  /// The coordinates of a tap or a move, in points. (`wait` takes what `render --time` does, and `size`'s
  /// sides what `--size` does.)
  static let coordinate = NumberRule.within(-10_000...10_000)

  /// Each command's words, its name first, and what follows it.
  static let help = """
    next (n), previous (prev, p), skip (s), rotate (r), rtl (d), motion (m), pause [hide-instructions|\
    hide-overlay|hide-nothing], resume, space (pause or resume), stop, stop-immediately, wait [SECONDS], \
    tap X,Y, size WxH, move ID X,Y, hide ID, show ID, up, down, page-up, page-down (scroll a long hint)
    """

  /// Reads a `--script` list: commands separated by semicolons or line feeds; a list of single words may
  /// be separated by commas instead (`next,next,skip`).
  ///
  /// - Throws: A usage ``DemoFailure`` naming the command's position and what is wrong.
  init(list: String, command: String, usageLine: String) throws(DemoFailure) {
    // Commas separate a list of single words only: `tap 10,20` is one command.
    let isWordList = !list.contains(where: { $0 == ";" || $0 == "\n" || $0 == " " || $0 == "\t" })
    let separators: Set<Character> = isWordList ? [","] : [";", "\n"]
    let items = list.split(omittingEmptySubsequences: false, whereSeparator: { separators.contains($0) })
    source = "--script"
    isFile = false
    steps = []
    for (index, item) in items.enumerated() {
      guard
        let step = try Self.step(
          item, line: index + 1,
          failure: { message in
            // `next,tap 10,20` is one command, `next,tap`.
            let hint =
              !isWordList && item.contains(",") && message.hasPrefix("unknown script command")
              ? " (separate the commands with ';')" : ""
            return .usage("\(command): --script: command \(index + 1): \(message)\(hint)", usageLine: usageLine)
          })
      else { continue }
      steps.append(step)
    }
  }

  /// Reads a script file: one command a line; blank lines and `#` comments are skipped.
  ///
  /// - Throws: A data ``DemoFailure`` (65) naming the file, the line and what is wrong.
  init(file data: Data, name: String, command: String) throws(DemoFailure) {
    source = name
    isFile = true
    steps = []
    guard let text = String(data: data, encoding: .utf8) else {
      throw DemoFailure(status: ExitStatus.dataError, message: "\(command): \(name): the script is not UTF-8 text")
    }
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      guard
        let step = try Self.step(
          content, line: index + 1,
          failure: { message in
            DemoFailure(status: ExitStatus.dataError, message: "\(command): \(name):\(index + 1): \(message)")
          })
      else { continue }
      steps.append(step)
    }
  }

  /// The error for the command at `line`: a data error with the file's line, or a usage error with the
  /// command's position in a `--script` list.
  func failure(_ message: String, line: Int, command: String, usageLine: String) -> DemoFailure {
    isFile
      ? DemoFailure(status: ExitStatus.dataError, message: "\(command): \(source):\(line): \(message)")
      : .usage("\(command): --script: command \(line): \(message)", usageLine: usageLine)
  }

  /// One command, or nil for a blank item.
  private static func step(
    _ text: Substring, line: Int, failure: (String) -> DemoFailure
  ) throws(DemoFailure) -> Step? {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
    guard let name = words.first?.lowercased() else { return nil }
    let arguments = Array(words.dropFirst())
    func shown(_ word: String) -> String { "'\(TerminalText.sanitized(String(word.prefix(80))))'" }
    func expect(_ count: Int, _ form: String) throws(DemoFailure) {
      guard arguments.count == count else {
        throw failure("\(name) takes \(count == 0 ? "nothing" : form), found \(arguments.count) words after it")
      }
    }
    func number(_ text: Substring, _ what: String, _ rule: NumberRule) throws(DemoFailure) -> Double {
      guard let value = CommandLineNumbers.value(of: String(text)) else {
        throw failure("\(what): expected a number, found \(shown(String(text)))")
      }
      if let problem = rule.problem(value, found: shown(String(text))) { throw failure("\(what): \(problem)") }
      return value
    }
    func point(_ text: String, _ what: String, _ rule: NumberRule) throws(DemoFailure) -> Point {
      let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count == 2 else { throw failure("\(what): expected X,Y, found \(shown(text))") }
      return Point(x: try number(parts[0], "\(what) X", rule), y: try number(parts[1], "\(what) Y", rule))
    }
    func element(_ text: String) throws(DemoFailure) -> ElementID {
      guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
        throw failure("the element id \(shown(text)) has a control character")
      }
      return ElementID(text)
    }
    let text = ([name] + arguments).joined(separator: " ")
    if let plain = wordCommands[name] {
      try expect(0, "")
      return Step(line: line, text: text, command: plain)
    }
    let command: Command
    switch name {
    case "pause":
      if arguments.count > 1 { try expect(1, "a style") }
      let styles: [String: PauseStyle] = [
        "hide-instructions": .hideInstructions, "hide-overlay": .hideOverlay, "hide-nothing": .hideNothing,
      ]
      guard let style = arguments.first.map({ styles[$0.lowercased()] }) ?? .hideInstructions else {
        throw failure(
          "unknown pause style \(shown(arguments[0])) (hide-instructions, hide-overlay or hide-nothing)")
      }
      command = .pause(style)
    case "wait", "w":
      if arguments.count > 1 { try expect(1, "SECONDS") }
      command = .wait(
        try arguments.first.map { text throws(DemoFailure) in
          try number(Substring(text), "wait", CommandLineNumbers.time)
        } ?? DemoPlayer.settleTime)
    case "tap":
      try expect(1, "X,Y")
      command = .tap(try point(arguments[0], "tap", coordinate))
    case "size":
      try expect(1, "WxH")
      let sides = arguments[0].lowercased().split(separator: "x", omittingEmptySubsequences: false)
      guard sides.count == 2 else { throw failure("size: expected WxH, found \(shown(arguments[0]))") }
      let rule = CommandLineNumbers.sizeSide
      command = .size(Size(width: try number(sides[0], "size W", rule), height: try number(sides[1], "size H", rule)))
    case "move":
      try expect(2, "ID X,Y")
      command = .move(try element(arguments[0]), try point(arguments[1], "move", coordinate))
    case "hide":
      try expect(1, "ID")
      command = .hide(try element(arguments[0]))
    case "show":
      try expect(1, "ID")
      command = .show(try element(arguments[0]))
    default:
      throw failure("unknown script command \(shown(name)) (\(help))")
    }
    return Step(line: line, text: text, command: command)
  }

  /// The commands that take no argument, by each word that names them.
  static let wordCommands: [String: Command] = [
    "next": .next, "n": .next, "previous": .previous, "prev": .previous, "p": .previous, "skip": .skip,
    "s": .skip, "rotate": .rotate, "r": .rotate, "rtl": .rightToLeft, "d": .rightToLeft, "motion": .reducedMotion,
    "m": .reducedMotion, "resume": .resume, "space": .togglePause, "stop": .stop,
    "stop-immediately": .stopImmediately, "up": .key(.upArrow), "down": .key(.downArrow),
    "page-up": .key(.pageUp), "page-down": .key(.pageDown),
  ]

  /// `86400`, `-10000`, `0.5`: a range's end as a reader writes it.
  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// Checks the script against the screen it will play over, before any command runs: every tap lies
  /// inside the screen's size at that point of the script (`size` and `rotate` change it), and every element
  /// a command names is on the screen.
  ///
  /// - Parameters:
  ///   - size: The screen's size when the script starts.
  ///   - knownIDs: The screen's element ids and aliases, sorted.
  /// - Throws: The failure of the first command that does not fit, with its line or position.
  func check(size: Size, knownIDs: [String], command: String, usageLine: String) throws(DemoFailure) {
    var size = size
    for step in steps {
      switch step.command {
      case .rotate: size = Size(width: size.height, height: size.width)
      case .size(let newSize): size = newSize
      case .tap(let point):
        guard (0...size.width).contains(point.x), (0...size.height).contains(point.y) else {
          throw failure(
            "tap \(Self.format(point.x)),\(Self.format(point.y)) is outside the screen's "
              + "\(Self.format(size.width))x\(Self.format(size.height)) points",
            line: step.line, command: command, usageLine: usageLine)
        }
      case .move(let id, _), .hide(let id), .show(let id):
        guard knownIDs.contains(id.rawValue) else {
          let hint = NameSuggestion.closest(to: id.rawValue, in: knownIDs).map { "; did you mean '\($0)'?" } ?? ""
          throw failure(
            "the screen has no element '\(TerminalText.sanitized(String(id.rawValue.prefix(80))))'" + hint,
            line: step.line, command: command, usageLine: usageLine)
        }
      default: continue
      }
    }
  }
}
