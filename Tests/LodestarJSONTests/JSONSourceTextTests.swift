import LodestarTestSupport
import Testing

@testable import LodestarJSON

/// The indexed line and column of a byte offset agree with a plain count from the start, on long lines (where
/// the checkpoints every 1,024 bytes are used), several lines, and multi-byte UTF-8.
@Suite struct JSONSourceTextTests {
  static let pieces: [[UInt8]] = [
    Array("a".utf8), Array(" ".utf8), Array("\n".utf8), Array("é".utf8), Array("😀".utf8), Array("\"".utf8),
  ]

  @Test func theIndexAgreesWithAPlainCountOnRandomText() {
    let seed: UInt64 = 0x5EED_1024
    var generator = SeededGenerator(seed: seed)
    for round in 0..<20 {
      var bytes: [UInt8] = []
      let length = Int.random(in: 0...6_000, using: &generator)
      // Few newlines, so most rounds have lines longer than a checkpoint's stride.
      while bytes.count < length {
        let piece = Int.random(in: 0..<100, using: &generator)
        bytes += piece == 0 ? Self.pieces[2] : Self.pieces[[0, 1, 3, 4, 5][piece % 5]]
      }
      let text = JSONSourceText(bytes)
      var offsets = Array(stride(from: 0, through: bytes.count, by: 97)) + [bytes.count, bytes.count + 5, -3]
      for checkpoint in stride(from: 1024, through: bytes.count, by: 1024) {
        offsets += [checkpoint - 1, checkpoint, checkpoint + 1]
      }
      for offset in offsets {
        let found = text.location(of: offset)
        let expected = JSONSourceText.location(of: offset, in: bytes)
        #expect(found == expected, "seed \(seed), round \(round), offset \(offset) of \(bytes.count)")
        if found != expected { return }
      }
    }
  }

  @Test func aLongLineCountsScalarsNotBytes() {
    let bytes = Array(String(repeating: "é", count: 3_000).utf8) + Array("x".utf8)
    let text = JSONSourceText(bytes)
    #expect(text.location(of: 6_000) == JSONSourceLocation(line: 1, column: 3_001))
    #expect(text.location(of: 2_048) == JSONSourceLocation(line: 1, column: 1_025))
    #expect(text.location(of: 2_049) == JSONSourceLocation(line: 1, column: 1_026))  // inside the 1,025th scalar
  }
}
