import Foundation
import LodestarHostTree
import LodestarTestSupport
import LodestarTesting
import LodestarTourFormat
import Testing

@Suite("Tour documents: robustness")
struct TourDocumentRobustnessTests {
  /// Mutated copies of the shipped examples (bytes replaced, inserted, deleted, the text cut short) either
  /// decode or throw an error whose location lies inside the text; nothing crashes.
  @Test func mutatedDocumentsNeverCrashTheDecoder() throws {
    let seed: UInt64 = 0xF022_7001
    var generator = SeededGenerator(seed: seed)
    let sources = [try TourExamples.data("profile-tour.json"), try TourExamples.data("inbox-hint.json")].map {
      [UInt8]($0)
    }
    let alphabet = Array(#"{}[]:,"\ 0123456789-+.eEtrufalsn#uD8"#.utf8) + [0x00, 0x0A, 0xC3, 0xA9, 0xF0, 0xFF]
    for caseIndex in 0..<1500 {
      var bytes = sources[caseIndex % sources.count]
      for _ in 0..<generator.int(in: 1...4) {
        guard !bytes.isEmpty else { break }
        let position = generator.int(in: 0...(bytes.count - 1))
        let byte = alphabet[generator.int(in: 0...(alphabet.count - 1))]
        switch generator.int(in: 0...3) {
        case 0: bytes[position] = byte
        case 1: bytes.insert(byte, at: position)
        case 2: bytes.remove(at: position)
        default: bytes.removeSubrange(position...)
        }
      }
      let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
      do {
        let output = try TourDocumentDecoder(isLenient: caseIndex % 2 == 0).decodeWithWarnings(from: Data(bytes))
        #expect(
          try TourDocument(jsonString: output.document.jsonString()) == output.document,
          "seed \(seed) case \(caseIndex)")
      } catch {
        let location = try #require(error.location, "seed \(seed) case \(caseIndex): \(error)")
        #expect(
          (1...lines).contains(location.line) && location.column >= 1, "seed \(seed) case \(caseIndex): \(error)")
        #expect(!error.message.isEmpty, "seed \(seed) case \(caseIndex)")
      }
    }
  }

  @Test func theNestingDepthCannotBeRaisedPastTheLimit() {
    let depth = 300
    let json =
      #"{"version": 1, "id": "t", "steps": [{"id": "a", "hint": "h", "attachments": {"x": "#
      + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}}]}"
    do {
      _ = try TourDocumentDecoder(maximumNestingDepth: 100_000).decode(from: json)
      Issue.record("decoded a document nested \(depth) levels deep")
    } catch {
      #expect(error.message == "expected at most 256 levels of nesting")
      #expect(error.location == .init(line: 1, column: 83 + 252))
    }
  }

  @Test func aHugeNumberOfStepsDecodes() throws {
    let steps = (0..<2000).map { #"{"id": "s\#($0)", "hint": "h", "targets": ["t\#($0)"]}"# }.joined(separator: ",")
    let document = try TourDocument(jsonString: #"{"version": 1, "id": "t", "steps": ["# + steps + "]}")
    #expect(document.steps.count == 2000)
    #expect(document.validate(against: SceneGraph.sampleProfileScreen()).count == 2000)
  }
}
