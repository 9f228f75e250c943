import LodestarJSON
import LodestarTestSupport
import Testing

@testable import LodestarTourFormat

/// Steps share the layout of their keys (``KeyLayout``): a step with the same keys in the same order as the step
/// before it does not look its keys up again. Sharing must never change what a step decodes to, nor which problems
/// it reports.
@Suite("Tour documents: steps sharing their key layout")
struct TourStepKeyLayoutTests {
  /// The optional members a generated step may have, each with a valid value.
  static let optionalMembers: [(key: String, value: String)] = [
    ("title", #""A title""#), ("nextText", #""Next""#), ("placement", #""above""#),
    ("onMissingTarget", #""showCentered""#), ("targetWaitTimeout", "2.5"), ("host", #""profile""#),
    ("focusStyle", #"{"type": "circle", "radius": 12}"#), ("interaction", #"{"overlayTapAdvances": false}"#),
    ("attachments", #"{"analytics": "intro"}"#), ("audioCue", #"{"name": "chime"}"#),
  ]

  static func document(steps: [String]) -> String {
    #"{"version": 1, "id": "t", "steps": ["# + steps.joined(separator: ", ") + "]}"
  }

  @Test func everyStepDecodesAsItDoesAlone() throws {
    // Steps whose keys repeat the previous step's (often), are shuffled, or have members added or removed.
    let seed: UInt64 = 0x5EED_0019
    var generator = SeededGenerator(seed: seed)
    for round in 0..<40 {
      var steps: [String] = []
      var members: [(key: String, value: String)] = []
      for index in 0..<generator.int(in: 1...12) {
        if index == 0 || generator.chance(0.4) {
          members = Self.optionalMembers.filter { _ in generator.chance(0.4) }
          members += [("id", ""), ("targets", #"["profile.avatar"]"#), ("hint", #""A hint""#)]
          members.shuffle(using: &generator)
        }
        let text = members.map { member in
          let value = member.key == "id" ? #""step.\#(index)""# : member.value
          return #""\#(member.key)": \#(value)"#
        }
        steps.append("{" + text.joined(separator: ", ") + "}")
      }
      let whole = try TourDocumentDecoder().decode(from: Self.document(steps: steps))
      #expect(whole.steps.count == steps.count, "seed \(seed) round \(round)")
      for (index, step) in steps.enumerated() {
        let alone = try TourDocumentDecoder().decode(from: Self.document(steps: [step]))
        #expect(whole.steps[index] == alone.steps[0], "seed \(seed) round \(round) step \(index): \(step)")
      }
    }
  }

  @Test func eachStepReportsItsOwnUnknownKeys() throws {
    let steps = [
      #"{"id": "a", "hint": "h"}"#, #"{"id": "b", "hint": "h", "titel": "x"}"#,
      #"{"id": "c", "hint": "h", "titel": "x"}"#, #"{"id": "d", "hint": "h"}"#,
    ]
    let output = try TourDocumentDecoder(isLenient: true).decodeWithWarnings(from: Self.document(steps: steps))
    #expect(output.warnings.map(\.path) == ["steps[1].titel", "steps[2].titel"])
    #expect(output.document.steps.map(\.id) == ["a", "b", "c", "d"])
    #expect(output.document.steps.allSatisfy { $0.title == nil })
    // Strict decoding rejects the unknown key even after steps that shared their layout.
    do {
      _ = try TourDocumentDecoder().decode(from: Self.document(steps: [steps[0], steps[0], steps[1]]))
      Issue.record("an unknown key decoded")
    } catch {
      #expect(error.path == "steps[2].titel")
    }
  }

  @Test func aStepMissingARequiredKeyAfterSharedStepsSaysSo() throws {
    let shared = #"{"id": "a", "hint": "h"}"#
    do {
      let steps = [shared, #"{"id": "b", "hint": "h"}"#, #"{"id": "c"}"#]
      _ = try TourDocumentDecoder().decode(from: Self.document(steps: steps))
      Issue.record("a step without a hint decoded")
    } catch {
      #expect(error.path == "steps[2]")
      #expect(error.message == #"missing required key "hint""#)
    }
    // The same keys with a value of another type: the value is still read, and rejected.
    do {
      _ = try TourDocumentDecoder().decode(from: Self.document(steps: [shared, #"{"id": "b", "hint": 3}"#]))
      Issue.record("a numeric hint decoded")
    } catch {
      #expect(error.path == "steps[1].hint")
    }
  }

  @Test func aLayoutMatchesOnlyTheSameKeysInTheSameOrder() throws {
    func members(_ json: String) throws -> [JSONMember] {
      try #require(try JSONReader(maximumDepth: 4).read(Array(json.utf8)).members)
    }
    let original = try members(#"{"id": 1, "hint": 2}"#)
    #expect(!KeyLayout<TourDocument.Step.Key>().matches(original))
    #expect(!KeyLayout<TourDocument.Step.Key>().matches([]))
    let layout = KeyLayout<TourDocument.Step.Key>(members: original, allowed: [(.id, 0), (.hint, 1)])
    #expect(layout.matches(original))
    #expect(layout.matches(try members(#"{"id": "x", "hint": {}}"#)))
    #expect(!layout.matches(try members(#"{"hint": 2, "id": 1}"#)))
    #expect(!layout.matches(try members(#"{"id": 1}"#)))
    #expect(!layout.matches(try members(#"{"id": 1, "hint": 2, "title": 3}"#)))
    #expect(!layout.matches(try members(#"{"id": 1, "hinT": 2}"#)))
    // A key written with an escape is the same key.
    #expect(layout.matches(try members(#"{"\u0069d": 1, "hint": 2}"#)))
  }
}
