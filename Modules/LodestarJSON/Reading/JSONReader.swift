/// Reads JSON text strictly, per RFC 8259, into a ``JSONDocument`` (a table of the values, for decoders that walk
/// it) or a tree of ``JSONValue``s; both keep the source positions.
///
/// ```swift
/// let document = try JSONReader(maximumDepth: 64).document(Array(text.utf8))
/// let value = try JSONReader(maximumDepth: 64).read(Array(text.utf8))
/// ```
///
/// - Duplicate keys in an object are errors (naming where the key was first defined).
/// - Arrays and objects may nest at most ``maximumDepth`` levels deep, so no input can exhaust the stack.
/// - Strings must be valid UTF-8 with valid escapes; numbers follow the JSON grammar and are converted by
///   the standard library's correctly rounded `Double(String)` (a number beyond the largest double becomes
///   ±infinity: the caller's range check rejects it with the field's name).
/// - A UTF-8 byte order mark at the start is skipped when ``allowsByteOrderMark`` is set; otherwise it is
///   an error that names it, and so are UTF-16 text and bytes that are not UTF-8.
/// - A text of 2 GiB or more is an error (a document's offsets are 32-bit).
///
/// Every error is a ``JSONReadError`` with the JSON path of the value being read, a message saying what
/// was expected and what was found (quoting at most ``JSONEcho/quotedLengthLimit`` characters of the input),
/// and the line and column.
package struct JSONReader: Sendable, Hashable {
  /// The deepest nesting of arrays and objects accepted; values below 1 count as 1.
  package var maximumDepth: Int
  /// Whether a UTF-8 byte order mark at the start of the text is skipped.
  package var allowsByteOrderMark: Bool

  /// A reader.
  package init(maximumDepth: Int, allowsByteOrderMark: Bool = true) {
    self.maximumDepth = maximumDepth
    self.allowsByteOrderMark = allowsByteOrderMark
  }

  /// Reads the whole of `bytes` as one JSON value followed only by whitespace, into a table of its values.
  ///
  /// - Throws: ``JSONReadError`` for the first problem in the text.
  /// - Complexity: O(*n*) in the number of bytes.
  package func document(_ bytes: [UInt8]) throws(JSONReadError) -> JSONDocument {
    // The parser reads the bytes through a buffer pointer, which (unlike an array) checks no bounds in a release
    // build: the parser tests `index < bytes.count` before every byte it reads.
    let entries = try bytes.withUnsafeBufferPointer { buffer throws(JSONReadError) in
      var parser = JSONParser(bytes: buffer, maximumDepth: max(1, maximumDepth))
      do throws(JSONParser.Failure) {
        try parser.parseDocument(skippingByteOrderMark: allowsByteOrderMark)
        return parser.entries
      } catch {
        let readError = parser.readError(for: error)
        parser.entries.deallocate()
        throw readError
      }
    }
    // The document frees the table when it goes.
    return JSONDocument(bytes: bytes, entries: entries)
  }

  /// Reads the whole of `bytes` as ``document(_:)`` does, and lends what a document would hold to `body` without
  /// making one: the values go into `storage`, which is kept for the next reading, and the bytes are read where they
  /// are. For a decoder that reads many texts one after another, each while it has it.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - storage: Room for the values, kept from one reading to the next (it grows when a text needs more); what it
  ///     holds is overwritten.
  ///   - body: Reads the contents, which are valid only until it returns.
  /// - Throws: ``JSONReadError`` for the first problem in the text; `body` is then not called.
  /// - Complexity: O(*n*) in the number of bytes, and what `body` does.
  package func withContents(
    of bytes: [UInt8], storage: inout [JSONDocument.Entry], _ body: (JSONDocumentContents) -> Void
  ) throws(JSONReadError) {
    let needed = JSONEntryTable.initialCapacity(forByteCount: bytes.count)
    if storage.count < needed { storage = Array(repeating: JSONDocument.Entry(), count: needed) }
    let maximumDepth = max(1, maximumDepth)
    let skipsByteOrderMark = allowsByteOrderMark
    var used = 0
    try bytes.withUnsafeBufferPointer { buffer throws(JSONReadError) in
      try storage.withUnsafeMutableBufferPointer { lent throws(JSONReadError) in
        var parser = JSONParser(bytes: buffer, maximumDepth: maximumDepth)
        parser.entries = JSONEntryTable(lent: lent)
        // Frees the table only when it outgrew the lent storage.
        defer { parser.entries.deallocate() }
        do throws(JSONParser.Failure) {
          try parser.parseDocument(skippingByteOrderMark: skipsByteOrderMark)
        } catch {
          throw parser.readError(for: error)
        }
        used = parser.entries.count
        body(JSONDocumentContents(bytes: buffer, entries: parser.entries.buffer))
      }
    }
    // A text that outgrew the storage makes it as large, so that the next one like it fits.
    if storage.count < used { storage = Array(repeating: JSONDocument.Entry(), count: used) }
  }

  /// Reads the whole of `bytes` as one JSON value followed only by whitespace, into a tree.
  ///
  /// - Throws: ``JSONReadError`` for the first problem in the text.
  /// - Complexity: O(*n*) in the number of bytes.
  package func read(_ bytes: [UInt8]) throws(JSONReadError) -> JSONValue {
    try bytes.withUnsafeBufferPointer { buffer throws(JSONReadError) in
      var parser = JSONParser(bytes: buffer, maximumDepth: max(1, maximumDepth))
      defer { parser.entries.deallocate() }
      do throws(JSONParser.Failure) {
        try parser.parseDocument(skippingByteOrderMark: allowsByteOrderMark)
      } catch {
        throw parser.readError(for: error)
      }
      return JSONTreeBuilder(entries: parser.entries.buffer, bytes: buffer).tree(at: 0)
    }
  }
}

/// The state of one reading: the position, the depth and the table of values read so far.
struct JSONParser {
  /// The text, valid for the whole reading (see ``JSONReader/document(_:)``).
  let bytes: UnsafeBufferPointer<UInt8>
  let maximumDepth: Int
  var index = 0
  var depth = 0
  /// The values read, in source order (see ``JSONDocument``); whoever made the parser frees them or hands them on.
  var entries = JSONEntryTable()
  /// The key offsets of each large object being read, by key, the innermost last (see ``JSONObjectKeys``).
  var keyOffsetTables: [[String: Int]] = []

  /// The largest text a document can index with its 32-bit offsets.
  static let maximumLength = Int(Int32.max)

  /// A problem found while reading: what was wrong, where, and the path of the value being read. The path is
  /// known only for a problem: as the failure leaves each member and element, it adds that step.
  struct Failure: Error {
    var message: String
    var offset: Int
    /// The path, innermost step first.
    var reversedPath: [PathStep] = []

    /// The failure inside a member or an element (consuming this one, so its path grows without a copy).
    consuming func inside(_ step: PathStep) -> Failure {
      reversedPath.append(step)
      return self
    }
  }

  /// A step of a path: a member, by the offset of its key (whose text is read again only for an error, so that
  /// reading a valid document never copies a key), or an element, by its index.
  enum PathStep {
    case member(keyOffset: Int)
    case element(Int)
  }

  init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  mutating func parseDocument(skippingByteOrderMark: Bool) throws(Failure) {
    guard bytes.count < Self.maximumLength else {
      throw error("expected a text shorter than 2 GiB, found \(bytes.count) bytes", at: 0)
    }
    entries.reserveCapacity(JSONEntryTable.initialCapacity(forByteCount: bytes.count))
    if skippingByteOrderMark, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    skipWhitespace()
    try parseValue()
    skipWhitespace()
    if index < bytes.count {
      throw error("expected the end of the document, found \(describeCurrent())", at: index)
    }
  }

  // MARK: - Errors

  func error(_ message: String, at offset: Int) -> Failure {
    Failure(message: message, offset: offset)
  }

  /// The error that a failure reports, with its path written out and its line and column.
  func readError(for failure: Failure) -> JSONReadError {
    JSONReadError(
      path: JSONPath.text(of: failure.reversedPath.reversed().map(component)), message: failure.message,
      offset: failure.offset, location: location(of: failure.offset))
  }

  /// The line and column of a byte offset, for a message.
  func location(of offset: Int) -> JSONSourceLocation {
    JSONSourceText.location(of: offset, in: Array(bytes))
  }

  /// A step of the path as a component of its text.
  func component(_ step: PathStep) -> JSONPath.Component {
    switch step {
    case .element(let index): .index(index)
    // The key was read once already, so it reads again.
    case .member(let keyOffset): .key(Self.decodedString(at: keyOffset, in: bytes))
    }
  }

  /// What is at the current position, for a message: `"}"`, `"x"`, `the end of the input`, or what an
  /// unexpected encoding looks like.
  func describeCurrent() -> String {
    guard index < bytes.count else { return "the end of the input" }
    let byte = bytes[index]
    let next = index + 1 < bytes.count ? bytes[index + 1] : nil
    if byte == 0 { return "a NUL byte (is the text UTF-16? JSON text must be UTF-8)" }
    if (byte == 0xFF && next == 0xFE) || (byte == 0xFE && next == 0xFF) {
      return "a UTF-16 byte order mark (JSON text must be UTF-8)"
    }
    if bytes[index...].starts(with: [0xEF, 0xBB, 0xBF]) {
      return index == 0 ? "a byte order mark (U+FEFF); JSON text starts without one" : "U+FEFF"
    }
    if let length = byte < 0x80 ? 1 : utf8SequenceLength(at: index) {
      return JSONEcho.quoted(String(decoding: bytes[index..<(index + length)], as: UTF8.self))
    }
    let hex = String(byte, radix: 16, uppercase: true)
    return "the byte 0x\(hex.count == 1 ? "0" : "")\(hex), which is not UTF-8 (JSON text must be UTF-8)"
  }

  // MARK: - Values

  /// Appends the entry of a value that starts at `start` and ends at the current position; it is the last entry,
  /// so the next one follows it.
  mutating func appendEntry(
    _ kind: JSONDocument.Kind, from start: Int, number: Double = 0, isPlainASCII: Bool = false,
    hasEscapes: Bool = false, isInteger: Bool = false
  ) {
    entries.append(
      JSONDocument.Entry(
        number: number, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: index),
        next: Int32(truncatingIfNeeded: entries.count + 1), count: 0, kind: kind, isPlainASCII: isPlainASCII,
        hasEscapes: hasEscapes, isInteger: isInteger))
  }

  /// Reads a value and appends its entries.
  ///
  /// Inlined into each container's loop, so that a member's number or string is read without a call in between.
  @inline(__always)
  mutating func parseValue() throws(Failure) {
    guard index < bytes.count else { throw error("expected a value, found the end of the input", at: index) }
    switch bytes[index] {
    case UInt8(ascii: "{"): try parseObject()
    case UInt8(ascii: "["): try parseArray()
    case UInt8(ascii: "\""): try parseStringEntry()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
    case UInt8(ascii: "t"): try parseLiteral("true", .true)
    case UInt8(ascii: "f"): try parseLiteral("false", .false)
    case UInt8(ascii: "n"): try parseLiteral("null", .null)
    default: throw error("expected a value, found \(describeCurrent())", at: index)
    }
  }

  mutating func parseLiteral(_ word: StaticString, _ kind: JSONDocument.Kind) throws(Failure) {
    let start = index
    let count = word.utf8CodeUnitCount
    var matches = bytes.count - index >= count
    if matches {
      for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
        matches = false
        break
      }
    }
    // `trueish` is not `true` followed by something else: the whole word is what was found.
    if matches, index + count < bytes.count, isWordByte(bytes[index + count]) { matches = false }
    guard matches else {
      var end = index
      while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
      let found = String(decoding: bytes[start..<max(end, start + 1)], as: UTF8.self)
      throw error("expected a value, found \(JSONEcho.quoted(found))", at: start)
    }
    index += count
    appendEntry(kind, from: start)
  }

  /// Reads a string value (or a key) and appends its entry.
  ///
  /// - Returns: Whether the string is plain ASCII (see ``isPlainASCII(_:)``).
  @inline(__always) @discardableResult
  mutating func parseStringEntry() throws(Failure) -> Bool {
    let start = index
    // Most strings are printable ASCII without escapes: such a string ends at the first byte that is not plain
    // ASCII, its closing quote (found 8 bytes at a time). Any other string takes the full scan.
    let position = endOfPlainASCII(from: start + 1)
    if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
      index = position + 1
      appendEntry(.string, from: start, isPlainASCII: true)
      return true
    }
    return try parseOtherStringEntry()
  }

  /// Reads a string value (or a key) that the fast scan of ``parseStringEntry()`` did not finish, with the full
  /// scan, and appends its entry.
  ///
  /// - Returns: Whether the string is plain ASCII (see ``isPlainASCII(_:)``).
  @inline(never)
  mutating func parseOtherStringEntry() throws(Failure) -> Bool {
    let start = index
    var ignored: [UInt8]? = nil
    let shape = try scanString(appendingTo: &ignored)
    appendEntry(.string, from: start, isPlainASCII: shape.isPlainASCII, hasEscapes: shape.hasEscapes)
    return shape.isPlainASCII
  }

  @inline(__always)
  mutating func enterContainer(at offset: Int) throws(Failure) {
    depth += 1
    if depth > maximumDepth { throw depthError(at: offset) }
  }

  /// The error for a container one level deeper than ``maximumDepth``, at `offset`.
  @inline(never)
  func depthError(at offset: Int) -> Failure {
    error("expected at most \(maximumDepth) levels of nesting", at: offset)
  }

  /// Completes the entry of the array or object at `container`, whose `count` values or members have been read.
  mutating func closeContainer(_ container: Int, count: Int) {
    depth -= 1
    var entry = entries[container]
    entry.end = Int32(truncatingIfNeeded: index)
    entry.next = Int32(truncatingIfNeeded: entries.count)
    entry.count = Int32(truncatingIfNeeded: count)
    entries[container] = entry
  }

  mutating func parseObject() throws(Failure) {
    let start = index
    try enterContainer(at: start)
    index += 1
    let container = entries.count
    appendEntry(.object, from: start)
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      closeContainer(container, count: 0)
      return
    }
    var keys = JSONObjectKeys(objectEntry: container)
    var count = 0
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a string key, found \(describeCurrent())", at: index)
      }
      let keyOffset = index
      let keyEntry = entries.count
      let isPlainKey = try parseStringEntry()
      do throws(Failure) {
        if !isPlainKey || !keys.isCertainlyNewPlainKey(from: keyOffset, to: index, memberCount: count, in: bytes),
          let first = keys.firstOffset(ofKeyAt: keyEntry, memberCount: count, in: &self)
        {
          throw error("duplicate key, first defined at \(location(of: first))", at: keyOffset)
        }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
          throw error("expected \":\" after the key, found \(describeCurrent())", at: index)
        }
        index += 1
        skipWhitespace()
        try parseValue()
        count += 1
      } catch {
        throw error.inside(.member(keyOffset: keyOffset))
      }
      skipWhitespace()
      guard index < bytes.count else {
        throw error("expected \",\" or \"}\", found the end of the input", at: index)
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        closeContainer(container, count: count)
        keys.end(in: &self)
        return
      }
      throw error("expected \",\" or \"}\", found \(describeCurrent())", at: index)
    }
  }

  mutating func parseArray() throws(Failure) {
    let start = index
    try enterContainer(at: start)
    index += 1
    let container = entries.count
    appendEntry(.array, from: start)
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      closeContainer(container, count: 0)
      return
    }
    var count = 0
    while true {
      skipWhitespace()
      do throws(Failure) {
        try parseValue()
      } catch {
        throw error.inside(.element(count))
      }
      count += 1
      skipWhitespace()
      guard index < bytes.count else {
        throw error("expected \",\" or \"]\", found the end of the input", at: index)
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        closeContainer(container, count: count)
        return
      }
      throw error("expected \",\" or \"]\", found \(describeCurrent())", at: index)
    }
  }

  // MARK: - Numbers

  /// Reads a number and appends its entry.
  @inline(__always)
  mutating func parseNumber() throws(Failure) {
    // Most numbers are short positive integers: such a number is read here, without a call. (parseValue saw a digit
    // or "-" at the start.) Any other number, or one that goes on with a fraction or an exponent, is read again by
    // the full grammar.
    let start = index
    if bytes[start] != UInt8(ascii: "0"), bytes[start] != UInt8(ascii: "-") {
      var position = start
      var magnitude: UInt64 = 0
      while position < bytes.count, isDigit(bytes[position]) {
        magnitude = magnitude &* 10 &+ UInt64(bytes[position] &- UInt8(ascii: "0"))
        position += 1
      }
      let goesOn =
        position < bytes.count
        && (bytes[position] == UInt8(ascii: ".") || bytes[position] | 0x20 == UInt8(ascii: "e"))
      // 15 digits or fewer: below 2^53, where every integer is a double.
      if !goesOn, position - start <= 15 {
        index = position
        appendEntry(.number, from: start, number: Double(magnitude), isInteger: true)
        return
      }
    }
    try parseNumberByGrammar()
  }

  /// Reads a number by the full grammar (a sign, a leading zero, a fraction, an exponent, any length) and appends its
  /// entry.
  @inline(never)
  mutating func parseNumberByGrammar() throws(Failure) {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    var isInteger = true
    guard index < bytes.count, isDigit(bytes[index]) else { throw numberError(start, "a digit") }
    // The integer part's value, exact while it has at most 15 digits (see below).
    var magnitude: UInt64 = 0
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) { throw numberError(start, "no leading zero") }
    } else {
      while index < bytes.count, isDigit(bytes[index]) {
        magnitude = magnitude &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
        index += 1
      }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw numberError(start, "a digit after \".\"") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else { throw numberError(start, "a digit in the exponent") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    let value: Double
    if isInteger, index - integerStart <= 15 {
      // An integer of at most 15 digits is below 2^53, where every integer is a double: it is exact without the
      // standard library's general conversion, which costs hundreds of instructions a number.
      value = integerStart == start ? Double(magnitude) : -Double(magnitude)
    } else {
      // The grammar above let only ASCII through.
      let text = Self.validatedText(UnsafeBufferPointer(rebasing: bytes[start..<index]), isASCII: true)
      value = Double(text) ?? (bytes[start] == UInt8(ascii: "-") ? -Double.infinity : Double.infinity)
    }
    appendEntry(.number, from: start, number: value, isInteger: isInteger)
  }

  func numberError(_ start: Int, _ expected: String) -> Failure {
    var end = index
    while end < bytes.count, isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
    let text = String(decoding: bytes[start..<max(end, start + 1)], as: UTF8.self)
    return error("invalid number \(JSONEcho.quoted(text)): expected \(expected)", at: start)
  }
}
