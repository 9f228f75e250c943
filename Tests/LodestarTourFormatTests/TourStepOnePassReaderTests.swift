import LodestarHostTree
import LodestarJSON
import LodestarTestSupport
import Testing

@testable import LodestarTourFormat

/// The usual step (its keys all texts, no problem) is read in one pass from the document's table
/// (`TourDocument.Step.OnePassReader`); any other is left to the checked decoder. What the one-pass reader reads must
/// be what the checked decoder reads.
@Suite("Tour documents: the usual step read in one pass")
struct TourStepOnePassReaderTests {
  /// One step as the two read it: the one-pass reader's step (`nil` when it leaves it), and the checked decoder's
  /// step or error.
  struct Reading {
    var onePass: TourDocument.Step?
    var checked: TourDocument.Step?
    var error: TourDocumentError?
  }

  /// Each of `steps` (one a line) read by the one-pass reader and by the checked decoder (`Step.decode` without a
  /// layout, so that it looks every key up).
  static func read(_ steps: [String]) throws -> [Reading] {
    let text = #"{"version": 1, "id": "t", "steps": ["# + "\n" + steps.joined(separator: ",\n") + "\n]}"
    let bytes = Array(text.utf8)
    let document = try JSONReader(maximumDepth: 64).document(bytes)
    let reader = TourDocument.Step.OnePassReader(document)
    let session = TourDecodingSession(bytes: bytes, isLenient: false)
    var elements = try #require(document.root.member("steps")?.elements)
    var readings: [Reading] = []
    var index = 0
    while let element = elements.next() {
      var onePass: [TourDocument.Step.Storage] = []
      var reading = Reading(
        onePass: reader.read(element.index, appendingTo: &onePass) ? onePass.first.map(TourDocument.Step.init) : nil)
      var layout = TourNodeKeyLayout<TourDocument.Step.Key>()
      do {
        reading.checked = try TourDocument.Step.decode(
          element, index: index, of: "steps", session: session, layout: &layout)
      } catch {
        reading.error = error
      }
      readings.append(reading)
      index += 1
    }
    return readings
  }

  /// Steps the one-pass reader reads: every text, in any order, escaped or not, one target or several or none.
  static let usualSteps: [String] = [
    #"{"id": "a", "hint": "h"}"#,
    #"{"hint": "", "id": "a"}"#,
    #"{"id": "a", "targets": "x", "hint": "h"}"#,
    #"{"id": "a", "targets": [], "hint": "h"}"#,
    #"{"id": "a", "targets": ["x", "y", "z"], "primaryTarget": "y", "hint": "h"}"#,
    #"{"nextText": "n", "hint": "h", "title": "t", "primaryTarget": "y", "targets": ["x", "y"], "id": "s"}"#,
    #"{"id": "a\u0062", "title": "Caf\u00e9 \"ol\u00e9\"", "hint": "Ünïcödé, 🧭", "nextText": ""}"#,
    #"{"id": "step.1", "targets": ["profile.avatar"], "title": "Step 2", "hint": "What this control does.", "#
      + #""nextText": "Next"}"#,
  ]

  @Test func theUsualStepsAreReadInOnePassAsTheCheckedDecoderReadsThem() throws {
    for (step, reading) in zip(Self.usualSteps, try Self.read(Self.usualSteps)) {
      let onePass = try #require(reading.onePass, "\(step)")
      let checked = try #require(reading.checked, "\(step)")
      #expect(onePass == checked, "\(step)")
    }
  }

  @Test func everyTextLandsInItsOwnField() throws {
    let step = #"{"nextText": "n", "hint": "h", "title": "t", "primaryTarget": "y", "targets": ["x", "y"], "id": "s"}"#
    let read = try #require(try Self.read([step])[0].onePass)
    #expect(read.id == "s")
    #expect(read.targets == [ElementID("x"), ElementID("y")])
    #expect(read.primaryTarget == ElementID("y"))
    #expect(read.title == "t")
    #expect(read.hint == "h")
    #expect(read.nextText == "n")
    let one = try #require(try Self.read([#"{"id": "s", "targets": "x", "hint": "h"}"#])[0].onePass)
    #expect(one.targets == [ElementID("x")])
    #expect(one.title == nil && one.nextText == nil && one.primaryTarget == nil)
  }

  /// Steps the one-pass reader leaves: a problem of any kind, or a member that is not a text.
  static let otherSteps: [String] = [
    #"3"#,
    #"["id", "hint"]"#,
    #"{"hint": "h"}"#,
    #"{"id": "a"}"#,
    #"{"id": "", "hint": "h"}"#,
    #"{"id": 5, "hint": "h"}"#,
    #"{"id": "a", "hint": 3}"#,
    #"{"id": "a", "hint": null}"#,
    #"{"id": "a", "hint": "h", "title": 1}"#,
    #"{"id": "a", "hint": "h", "nextText": null}"#,
    #"{"id": "a", "hint": "h", "nextText": ["n"]}"#,
    #"{"id": "a", "targets": 7, "hint": "h"}"#,
    #"{"id": "a", "targets": "", "hint": "h"}"#,
    #"{"id": "a", "targets": ["x", ""], "hint": "h"}"#,
    #"{"id": "a", "targets": ["x", 3], "hint": "h"}"#,
    #"{"id": "a", "targets": {"x": "y"}, "hint": "h"}"#,
    #"{"id": "a", "targets": ["x"], "primaryTarget": "", "hint": "h"}"#,
    #"{"id": "a", "targets": ["x"], "primaryTarget": 2, "hint": "h"}"#,
    #"{"id": "a", "hint": "h", "titel": "t"}"#,
    #"{"id": "a", "hint": "h", "placement": "above"}"#,
    #"{"id": "a", "hint": "h", "targetWaitTimeout": 2}"#,
    #"{"id": "a", "hint": "h", "when": {"event": "e"}}"#,
  ]

  @Test func everyOtherStepIsLeftToTheCheckedDecoder() throws {
    for (step, reading) in zip(Self.otherSteps, try Self.read(Self.otherSteps)) {
      #expect(reading.onePass == nil, "\(step)")
    }
  }

  /// Random steps of good and bad members: whatever the one-pass reader reads, the checked decoder reads the same.
  @Test func randomStepsReadInOnePassAreTheCheckedDecodersSteps() throws {
    let members: [String: [String]] = [
      "id": [#""s""#, #""step.1""#, #""""#, "1", "null", #""\u0073""#],
      "targets": [#""x""#, #"["x"]"#, #"["x", "y"]"#, "[]", #""""#, #"[""]"#, "[1]", "2"],
      "primaryTarget": [#""x""#, #""y""#, #""""#, "false"],
      "title": [#""t""#, #""""#, "1", "null", #""Tïtle""#],
      "hint": [#""h""#, #""""#, "[]", #""A \"quoted\" hint""#],
      "nextText": [#""n""#, #""""#, "{}"],
      "placement": [#""above""#, #""nowhere""#],
      "titel": [#""t""#],
    ]
    let seed: UInt64 = 0x5EED_0035
    var generator = SeededGenerator(seed: seed)
    var readInOnePass = 0
    for round in 0..<40 {
      let steps = (0..<20).map { _ in
        let keys = members.keys.sorted().filter { key in
          generator.chance(["id", "hint"].contains(key) ? 0.9 : key.hasPrefix("t") ? 0.5 : 0.1)
        }.shuffled(using: &generator)
        let texts = keys.map { key in
          let values = members[key] ?? []
          return #""\#(key)": \#(values[generator.int(in: 0...(values.count - 1))])"#
        }
        return "{" + texts.joined(separator: ", ") + "}"
      }
      for (step, reading) in zip(steps, try Self.read(steps)) {
        guard let onePass = reading.onePass else { continue }
        readInOnePass += 1
        #expect(onePass == reading.checked, "seed \(seed) round \(round): \(step)")
      }
    }
    // Enough of them are read in one pass for the comparison to mean something.
    #expect(readInOnePass > 40)
  }
}
