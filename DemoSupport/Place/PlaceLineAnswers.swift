import Lodestar
import LodestarJSON

/// The output of `lodestar-demo place` as it answers the lines of its input in turn: each line's result or error
/// line, with its line feed, in one buffer.
///
/// One problem and one writer serve every line, so that the middleware storage and the output buffer are
/// allocated once for the whole input rather than once per line:
///
/// ```swift
/// var answers = PlaceLineAnswers()
/// for line in PlaceJSONLines.lines(in: input) { answers.answer(line) }
/// answers.text  // one output line per input line
/// ```
///
/// Measured with callgrind on the line of the `json` suite's end-to-end benchmark: 35,722 instructions and 17
/// heap blocks a line with a new problem and writer for each line; 29,968 and 3 (the line's JSON document) with
/// one value for every line.
package struct PlaceLineAnswers: ~Copyable {
  /// The problem each line is read into.
  private var problem = PlacementProblem()
  /// The output lines written so far.
  private var writer = JSONStreamWriter()
  /// Whether any line answered so far failed.
  package private(set) var hasFailedLine = false

  /// No output yet.
  package init() {}

  /// The output lines written so far, each with its line feed.
  package var text: String { writer.text }

  /// The UTF-8 bytes of ``text``.
  package var bytes: [UInt8] { writer.writtenBytes }

  /// How many bytes of output have been written.
  package var count: Int { writer.count }

  /// Forgets the output written so far, keeping its buffer (after it has been written out).
  package mutating func removeOutput() {
    writer.removeBytes(from: 0)
  }

  /// Reads, solves and answers `line`: writes its result, or its error line (`{"error":"line N: path: what is
  /// wrong"}`), then a line feed.
  ///
  /// - Parameter line: One non-blank line of the input.
  /// - Returns: Whether the line failed (it was answered with an error line).
  @discardableResult
  package mutating func answer(_ line: PlaceJSONLines.Line) -> Bool {
    let start = writer.count
    do throws(PlacementProblemError) {
      try problem.read(line: line.bytes)
      let result = problem.solve()
      result.writePlaceAnswer(to: &writer)
      if writer.hasWrittenNonFiniteNumber {
        let path = result.pathOfNonFiniteNumber ?? ""
        throw PlacementProblemError(path: "", message: "the result's \(path) is not a finite number")
      }
      writer.lineFeed()
      return false
    } catch {
      writer.removeBytes(from: start)
      writer.beginObject()
      writer.key("error")
      writer.string(error.lineText(lineNumber: line.number))
      writer.endObject()
      writer.lineFeed()
      hasFailedLine = true
      return true
    }
  }
}
