import LodestarJSON
import LodestarTestSupport
import Testing

/// ``JSONReader/withContents(of:storage:_:)`` lends what ``JSONReader/document(_:)`` would make (the same bytes and
/// entries, or the same error), from storage kept from one text to the next, however the texts' sizes change.
@Suite struct JSONReaderContentsTests {
  static let reader = JSONReader(maximumDepth: 16)

  /// Every field of every entry, to compare two tables.
  static func fields(_ entries: UnsafeBufferPointer<JSONDocument.Entry>) -> [String] {
    entries.map {
      "\($0.kind) \($0.start) \($0.end) \($0.next) \($0.count) \($0.number) \($0.isPlainASCII) \($0.hasEscapes) "
        + "\($0.isInteger)"
    }
  }

  /// Texts of every kind one after another into one storage: larger and smaller, one denser than the storage a
  /// text's length makes room for (so the values outgrow it and the storage grows to fit them), a scalar, escapes.
  @Test func theContentsAreTheDocumentsFromOneStorage() throws {
    let dense = "[" + Array(repeating: "1", count: 500).joined(separator: ",") + "]"
    let texts = [
      #"{"a":[1,2,{"b":null}],"c":"d\u00e9","e":true,"f":-0.5e3}"#, dense, "7", #"{"x":1}"#, dense, "[[[]],{}]",
      dense + "  ", #""plain""#,
    ]
    var storage: [JSONDocument.Entry] = []
    for (index, text) in texts.enumerated() {
      let bytes = Array(text.utf8)
      let document = try Self.reader.document(bytes)
      var calls = 0
      try Self.reader.withContents(of: bytes, storage: &storage) { contents in
        calls += 1
        #expect(Array(contents.bytes) == bytes, "text \(index)")
        #expect(Self.fields(contents.entries) == Self.fields(document.entries), "text \(index)")
        // A copy outlives the closure and reads as the document does.
        let copy = JSONDocument(copying: contents)
        #expect(Array(copy.bytes) == bytes, "text \(index)")
        #expect(Self.fields(copy.entries) == Self.fields(document.entries), "text \(index)")
        #expect("\(ExpectedJSON(JSONValue(copy.root)))" == "\(ExpectedJSON(JSONValue(document.root)))", "text \(index)")
      }
      #expect(calls == 1, "text \(index)")
      // The storage holds at least the last text's values, so that the next text like it fits.
      #expect(storage.count >= document.entries.count, "text \(index)")
    }
    #expect(storage.count >= 501)
  }

  /// A text with an error throws what ``JSONReader/document(_:)`` throws, and `body` is not called; the storage
  /// serves the next text.
  @Test func anErrorIsTheDocumentsAndTheBodyIsNotCalled() throws {
    let reader = JSONReader(maximumDepth: 3, allowsByteOrderMark: false)
    var storage: [JSONDocument.Entry] = []
    for text in ["", "{", "[1,]", #"{"a":1,"a":2}"#, "\u{FEFF}1", "[[[[1]]]]", "01", "\"\u{1}\"", "1 2"] {
      let bytes = Array(text.utf8)
      var expected: JSONReadError?
      do { _ = try reader.document(bytes) } catch { expected = error }
      #expect(expected != nil, "\(text)")
      var called = false
      do {
        try reader.withContents(of: bytes, storage: &storage) { _ in called = true }
        Issue.record("\(text) was read")
      } catch {
        #expect(error == expected, "\(text)")
      }
      #expect(!called, "\(text)")
      try reader.withContents(of: Array("[1,2]".utf8), storage: &storage) { contents in
        #expect(contents.entries.count == 3 && contents.entries[2].number == 2)
      }
    }
  }
}
