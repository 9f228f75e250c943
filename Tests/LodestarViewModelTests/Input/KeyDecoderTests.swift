import LodestarTestSupport
import LodestarViewModel
import Testing

@Suite struct KeyDecoderTests {
  @Test(
    arguments: [
      ([0x1B, 0x5B, 0x41], [TerminalKey.up]),
      ([0x1B, 0x5B, 0x42], [.down]),
      ([0x1B, 0x5B, 0x43], [.right]),
      ([0x1B, 0x5B, 0x44], [.left]),
      ([0x1B, 0x4F, 0x43], [.right]),
      ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43], [.right]),
      ([0x1B, 0x5B, 0x48, 0x1B, 0x5B, 0x46], [.home, .end]),
      ([0x1B, 0x5B, 0x31, 0x7E, 0x1B, 0x5B, 0x34, 0x7E], [.home, .end]),
      ([0x1B, 0x5B, 0x33, 0x7E], [.delete]),
      ([0x1B, 0x5B, 0x35, 0x7E, 0x1B, 0x5B, 0x36, 0x7E], [.pageUp, .pageDown]),
      ([0x1B, 0x5B, 0x35, 0x3B, 0x35, 0x7E], [.pageUp]),
      ([0x1B, 0x5B, 0x37, 0x7E], [.home]),
      ([0x1B, 0x5B, 0x32, 0x30, 0x7E], [.unknown([0x1B, 0x5B, 0x32, 0x30, 0x7E])]),
      ([0x0D, 0x0A], [.enter, .enter]),
      ([0x20, 0x09, 0x7F, 0x08], [.space, .tab, .backspace, .backspace]),
      ([0x6E, 0x71, 0x4E, 0x3F], [.character("n"), .character("q"), .character("N"), .character("?")]),
      ([0x03, 0x1A, 0x00, 0x1C], [.control("c"), .control("z"), .control("@"), .control("\\")]),
      ([0xC3, 0xA9, 0xE2, 0x86, 0x92], [.character("é"), .character("→")]),
      ([0x1B, 0x71], [.escape, .character("q")]),
      ([0x1B, 0x1B, 0x5B, 0x41], [.escape, .up]),
      ([0xFF, 0x61], [.unknown([0xFF]), .character("a")]),
      ([0xC3, 0x61], [.unknown([0xC3]), .character("a")]),
    ] as [([UInt8], [TerminalKey])])
  func decodesCompleteInput(bytes: [UInt8], expected: [TerminalKey]) {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.decode(bytes) == expected)
    #expect(!decoder.hasPendingInput)
  }

  @Test func aLoneEscapeWaitsForTheTimeout() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.flushPending() == [.escape])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.flushPending().isEmpty)
  }

  @Test func sequencesSplitAcrossReadsAreJoined() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.decode([0x61, 0x1B]) == [.character("a")])
    #expect(decoder.decode([0x5B]).isEmpty)
    #expect(decoder.decode([0x31, 0x3B]).isEmpty)
    #expect(decoder.decode([0x32, 0x44, 0x62]) == [.left, .character("b")])
    #expect(decoder.decode([0xE2, 0x86]).isEmpty)
    #expect(decoder.decode([0x92]) == [.character("→")])
  }

  @Test func anIncompleteSequenceFlushesAsEscapeAndItsBytes() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.decode([0x1B, 0x5B]).isEmpty)
    #expect(decoder.flushPending() == [.escape, .character("[")])
    #expect(decoder.decode([0xE2, 0x86]).isEmpty)
    #expect(decoder.flushPending() == [.unknown([0xE2, 0x86])])
  }

  @Test func keysDescribeThemselves() {
    #expect(TerminalKey.right.description == "right")
    #expect(TerminalKey.character("n").description == "character(n)")
    #expect(TerminalKey.control("c").description == "control(c)")
    #expect(TerminalKey.unknown([0x1B, 0x5B, 0x32, 0x7E]).description == "unknown(1b 5b 32 7e)")
  }

  @Test func randomInputNeverLosesBytesOrTraps() {
    let seed: UInt64 = 0xC0FFEE
    var generator = SeededGenerator(seed: seed)
    let alphabet: [UInt8] = [0x1B, 0x5B, 0x4F, 0x41, 0x43, 0x31, 0x3B, 0x7E, 0x61, 0x0D, 0xC3, 0xA9, 0xE2, 0x86, 0xFF]
    for index in 0..<500 {
      let bytes = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
        alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
      }
      var whole = TerminalKeyDecoder()
      let together = whole.decode(bytes) + whole.flushPending()
      var split = TerminalKeyDecoder()
      let cut = Int.random(in: 0...bytes.count, using: &generator)
      let apart = split.decode(bytes[..<cut]) + split.decode(bytes[cut...]) + split.flushPending()
      #expect(together == apart, "seed \(seed) case \(index): \(bytes) cut at \(cut)")
      #expect(!together.isEmpty, "seed \(seed) case \(index): \(bytes) gave no key")
    }
  }
}
