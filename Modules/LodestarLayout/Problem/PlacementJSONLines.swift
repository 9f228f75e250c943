/// The JSON Lines protocol of `lodestar-demo place`: one placement problem per input line, one result per
/// output line, in the same order.
///
/// - A line that holds only spaces, tabs or a carriage return is blank: it is skipped without output.
///   Line numbers still count it, so `line N` in an error is the line's 1-based position in the input.
/// - A line that cannot be read gives `{"error":"line N: <path>: <what is wrong>"}` and the next line is
///   processed; ``solve(_:into:)`` reports whether any line failed (the command then exits with 65).
/// - Lines end with `\n`; a `\r` before it is ignored.
public enum PlacementJSONLines {
  /// One non-blank input line: its byte range in the input and its 1-based line number.
  public struct Line: Sendable, Hashable {
    /// The bytes of the line, without the line break.
    public var range: Range<Int>
    /// The line's 1-based number in the input, counting blank lines.
    public var number: Int

    /// Creates a line.
    public init(range: Range<Int>, number: Int) {
      self.range = range
      self.number = number
    }
  }

  /// The non-blank lines of `bytes`, in order.
  public static func lines(in bytes: UnsafeBufferPointer<UInt8>) -> [Line] {
    var lines: [Line] = []
    var start = 0
    var number = 1
    func add(_ end: Int) {
      var upper = end
      if upper > start, bytes[upper - 1] == UInt8(ascii: "\r") { upper -= 1 }
      var position = start
      while position < upper, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
      if position < upper { lines.append(Line(range: start..<upper, number: number)) }
    }
    var position = 0
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "\n") {
        add(position)
        start = position + 1
        number += 1
      }
      position += 1
    }
    if start < bytes.count { add(bytes.count) }
    return lines
  }

  /// The output line for one input line: the result, or the error naming the line number. `problem` is
  /// storage reused from line to line.
  public static func output(
    for line: Line, in bytes: UnsafeBufferPointer<UInt8>, reusing problem: inout PlacementProblem
  ) -> (text: String, failed: Bool) {
    let slice = UnsafeBufferPointer(rebasing: bytes[line.range])
    do throws(PlacementProblemError) {
      try problem.read(utf8: slice)
      return (problem.solve().jsonLine, false)
    } catch {
      return (error.jsonLine(lineNumber: line.number), true)
    }
  }

  /// Solves every line of `input` and appends one output line (with its `\n`) per non-blank input line
  /// to `output`. Returns whether any line failed.
  public static func solve(_ input: UnsafeBufferPointer<UInt8>, into output: inout String) -> Bool {
    var failed = false
    var problem = PlacementProblem(reference: .zero, floating: .zero, boundary: .zero)
    for line in lines(in: input) {
      let result = Self.output(for: line, in: input, reusing: &problem)
      failed = failed || result.failed
      output += result.text
      output += "\n"
    }
    return failed
  }

  /// Solves a whole input given as text; see ``solve(_:into:)``.
  public static func solve(_ input: String) -> (output: String, failed: Bool) {
    var text = input
    var output = ""
    let failed = text.withUTF8 { solve($0, into: &output) }
    return (output, failed)
  }
}
