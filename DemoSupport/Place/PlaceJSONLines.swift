import Lodestar
import LodestarJSON

/// The JSON Lines protocol of `lodestar-demo place`: one placement problem per input line, one result per
/// output line, in the same order.
///
/// - A line that holds only spaces, tabs or a carriage return is blank: it is skipped without output.
///   Line numbers still count it, so `line N` in an error is the line's 1-based position in the input.
/// - A line that cannot be read, or whose result would not be finite, gives
///   `{"error":"line N: <path>: <what is wrong>"}` and the next line is processed; the command then exits
///   with 65.
/// - Lines end with `\n`; a `\r` before it is ignored.
package enum PlaceJSONLines {
  /// One non-blank input line: its bytes, without the line break, and its 1-based line number.
  package struct Line: Sendable, Hashable {
    /// The bytes of the line, without the line break.
    package var bytes: [UInt8]
    /// The line's 1-based number in the input, counting blank lines.
    package var number: Int

    /// The line `bytes`, the `number`th of its input.
    ///
    /// - Parameters:
    ///   - bytes: The bytes of the line, without the line break.
    ///   - number: The line's 1-based number in the input, counting blank lines.
    package init(bytes: [UInt8], number: Int) {
      self.bytes = bytes
      self.number = number
    }
  }

  /// The non-blank lines of `input`, in order.
  package static func lines(in input: [UInt8]) -> [Line] {
    var lines: [Line] = []
    var number = 1
    for var line in input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      defer { number += 1 }
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      guard line.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { continue }
      lines.append(Line(bytes: Array(line), number: number))
    }
    return lines
  }

  /// The output line for one input line, without its line feed: the result, or the error naming the line
  /// number. A stream of lines is answered with one ``PlaceLineAnswers``, which keeps its storage.
  package static func output(for line: Line) -> (text: String, failed: Bool) {
    var answers = PlaceLineAnswers()
    let failed = answers.answer(line)
    var text = answers.text
    text.removeLast()
    return (text, failed)
  }

  /// Solves every line of `input`: the output lines, each with its line feed, and whether any line failed.
  package static func solve(_ input: String) -> (output: String, failed: Bool) {
    var answers = PlaceLineAnswers()
    for line in lines(in: Array(input.utf8)) { answers.answer(line) }
    return (answers.text, answers.hasFailedLine)
  }
}
