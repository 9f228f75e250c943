/// Writes JSON text straight into one byte buffer as the caller walks its data, with no tree of values built
/// first: the fast path for output written often (`place` answers, scene JSON).
///
/// The caller opens and closes objects and arrays, and writes a ``key(_:)`` before each member's value; the
/// writer adds the commas, the colons and, in the indented layout, the line breaks and indentation. The text is
/// the same as ``JSONWriter`` writes for the same values in the same order:
///
/// ```swift
/// var writer = JSONStreamWriter()
/// writer.beginObject()
/// writer.key("x")
/// writer.number(8)
/// writer.key("placement")
/// writer.string("top")
/// writer.endObject()
/// writer.text  // {"x":8,"placement":"top"}
/// ```
///
/// Members are written in the order given: a caller that wants sorted keys writes them sorted. Inline objects
/// and one-line scalar arrays (``JSONWriter``'s options for hand-edited files) are not offered. The writer does not
/// check that the calls make a valid document (a key before each member, every object and array closed): its
/// callers are the package's own writers, whose tests compare the text they write.
///
/// Measured with callgrind: a `place` answer of 175 bytes took 15,868 instructions through ``JSONOutput`` and
/// ``JSONWriter``, 4,770 through this writer; a scene of 5,589 bytes 556,523 and 141,400.
package struct JSONStreamWriter: ~Copyable {
  /// The UTF-8 bytes written so far.
  private var bytes: JSONOutputBuffer
  /// How the text is laid out: compact or indented, as ``JSONWriter`` lays it out.
  package let layout: JSONWriter.Layout
  /// Whether a number that is not finite has been written (as `null`, which JSON has instead of it).
  package private(set) var hasWrittenNonFiniteNumber = false
  /// How many objects and arrays are open.
  private var depth = 0
  /// Whether the innermost open object or array has no member or element yet.
  private var isEmpty = true
  /// Whether a key was just written, so the next value follows it without a separator.
  private var isAfterKey = false

  /// A writer with an empty buffer.
  ///
  /// - Parameters:
  ///   - layout: How the text is laid out.
  ///   - capacity: The bytes to reserve room for.
  package init(layout: JSONWriter.Layout = .compact, capacity: Int = 256) {
    self.layout = layout
    bytes = JSONOutputBuffer(capacity: capacity)
  }

  /// The text written so far.
  package var text: String { bytes.text }

  /// The bytes written so far.
  package var writtenBytes: [UInt8] { bytes.bytes }

  /// How many bytes have been written.
  package var count: Int { bytes.count }

  /// Forgets the bytes from `offset` on, and starts again at the top, outside any object or array, with
  /// ``hasWrittenNonFiniteNumber`` `false`: a writer of JSON Lines drops a line it cannot finish this way.
  ///
  /// - Parameter offset: The new count, from 0 to ``count``: the start of a top-level value or a line.
  package mutating func removeBytes(from offset: Int) {
    bytes.removeBytes(from: offset)
    hasWrittenNonFiniteNumber = false
    depth = 0
    isEmpty = true
    isAfterKey = false
  }

  // MARK: - Objects and arrays

  /// Opens an object: `{`.
  package mutating func beginObject() {
    beginValue()
    bytes.append(UInt8(ascii: "{"))
    open()
  }

  /// Closes the innermost object: `}`.
  package mutating func endObject() {
    close(UInt8(ascii: "}"))
  }

  /// Opens an array: `[`.
  package mutating func beginArray() {
    beginValue()
    bytes.append(UInt8(ascii: "["))
    open()
  }

  /// Closes the innermost array: `]`.
  package mutating func endArray() {
    close(UInt8(ascii: "]"))
  }

  /// Writes the key of the next member of the innermost object, known when the package is compiled.
  ///
  /// - Parameter name: The key: ASCII letters, digits and punctuation other than `"` and `\`, which are written
  ///   as they are without escaping.
  @inline(__always)
  package mutating func key(_ name: StaticString) {
    // The comma, the quoted key and the colon with one check of the buffer's room; the indented layout puts the
    // comma before the line break and a space after the colon.
    if layout == .compact {
      bytes.appendKey(name, afterComma: !isEmpty)
      isEmpty = false
    } else {
      beginElement()
      bytes.appendKey(name, afterComma: false)
      bytes.append(UInt8(ascii: " "))
    }
    isAfterKey = true
  }

  /// Writes the key of the next member of the innermost object, made at run time and escaped as
  /// ``JSONString`` escapes strings.
  ///
  /// - Parameter name: The key.
  package mutating func escapedKey(_ name: String) {
    beginElement()
    JSONString.appendQuoted(name, to: &bytes)
    appendColon()
  }

  // MARK: - Values

  /// Writes a number as ``JSONNumberFormat`` writes it; NaN and the infinities as `null`, and
  /// ``hasWrittenNonFiniteNumber`` becomes `true`.
  ///
  /// - Parameter value: The number.
  package mutating func number(_ value: Double) {
    beginValue()
    if !value.isFinite { hasWrittenNonFiniteNumber = true }
    JSONNumberFormat.append(value, to: &bytes)
  }

  /// Writes an integer exactly.
  ///
  /// - Parameter value: The integer.
  package mutating func integer(_ value: Int) {
    beginValue()
    bytes.appendDecimal(value)
  }

  /// Writes a string literal, escaped as ``JSONString`` escapes it.
  ///
  /// - Parameter text: The string.
  package mutating func string(_ text: String) {
    beginValue()
    JSONString.appendQuoted(text, to: &bytes)
  }

  /// Writes `true` or `false`.
  ///
  /// - Parameter flag: The Boolean.
  package mutating func bool(_ flag: Bool) {
    beginValue()
    append(flag ? "true" : "false")
  }

  /// Writes `null`.
  package mutating func null() {
    beginValue()
    append("null")
  }

  /// Ends the text with a line feed, after the last value.
  package mutating func lineFeed() {
    bytes.append(UInt8(ascii: "\n"))
  }

  // MARK: - Separators

  /// Before a value: nothing after a key or at the top; otherwise what comes before an array element.
  @inline(__always)
  private mutating func beginValue() {
    if isAfterKey {
      isAfterKey = false
    } else if depth > 0 {
      beginElement()
    }
  }

  /// Before a member or an element: a comma unless it is the first, then in the indented layout a line break and
  /// the indentation.
  @inline(__always)
  private mutating func beginElement() {
    if !isEmpty { bytes.append(UInt8(ascii: ",")) }
    isEmpty = false
    if layout == .indented { newLine() }
  }

  /// The colon after a key, with a space after it in the indented layout.
  @inline(__always)
  private mutating func appendColon() {
    bytes.append(UInt8(ascii: ":"))
    if layout == .indented { bytes.append(UInt8(ascii: " ")) }
    isAfterKey = true
  }

  @inline(__always)
  private mutating func append(_ literal: StaticString) {
    bytes.append(literal)
  }

  private mutating func open() {
    depth += 1
    isEmpty = true
  }

  /// Closes the innermost object or array with `bracket`; in the indented layout one with members or elements
  /// ends on its own line.
  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    if !isEmpty, layout == .indented { newLine() }
    bytes.append(bracket)
    // The object or array just closed is an element of the one around it.
    isEmpty = false
  }

  /// A line feed and two spaces for each open object and array.
  private mutating func newLine() {
    bytes.append(UInt8(ascii: "\n"))
    bytes.append(UInt8(ascii: " "), repetitions: 2 * depth)
  }
}
