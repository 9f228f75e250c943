import LodestarHostTree
import Testing

@testable import LodestarTourFormat

/// A step whose keys are the previous step's, all of them texts, is read in one pass without an object reader
/// (`TourDocument.Step.TextMembers`): it must decode, and fail, exactly as a step the reader reads.
@Suite("Tour documents: steps read in one pass")
struct TourStepTextMembersTests {
  /// A document whose steps are `steps`, one a line, so that a step's line and columns do not depend on the steps
  /// before it.
  static func document(_ steps: [String]) -> String {
    #"{"version": 1, "id": "t", "steps": ["# + "\n" + steps.joined(separator: ",\n") + "\n]}"
  }

  /// The error of decoding `text`, or `nil`.
  static func error(_ text: String) -> TourDocumentError? {
    do {
      _ = try TourDocumentDecoder().decode(from: text)
      return nil
    } catch {
      return error
    }
  }

  /// A good step and a bad one with the same keys in the same order (the bad one is read in one pass), and the
  /// error's path and message.
  static let badSteps: [(good: String, bad: String, path: String, message: String)] = [
    (#"{"id": "a", "hint": "h"}"#, #"{"id": "b", "hint": 3}"#, "steps[1].hint", "expected a string, found 3"),
    (
      #"{"id": "a", "hint": "h"}"#, #"{"id": "", "hint": "h"}"#, "steps[1].id",
      #"expected a non-empty string, found """#
    ),
    (#"{"id": "a", "hint": "h"}"#, #"{"id": 5, "hint": "h"}"#, "steps[1].id", "expected a non-empty string, found 5"),
    (
      #"{"id": "a", "targets": "x", "hint": "h"}"#, #"{"id": "b", "targets": 7, "hint": "h"}"#, "steps[1].targets",
      "expected a target id or an array of target ids, found 7"
    ),
    (
      #"{"id": "a", "targets": ["x"], "hint": "h"}"#, #"{"id": "b", "targets": ["x", ""], "hint": "h"}"#,
      "steps[1].targets[1]", #"expected a non-empty string, found """#
    ),
    (
      #"{"id": "a", "targets": ["x"], "hint": "h"}"#, #"{"id": "b", "targets": [""], "hint": "h"}"#,
      "steps[1].targets[0]", #"expected a non-empty string, found """#
    ),
    (
      #"{"id": "a", "targets": ["x"], "primaryTarget": "x", "hint": "h"}"#,
      #"{"id": "b", "targets": ["x"], "primaryTarget": "", "hint": "h"}"#, "steps[1].primaryTarget",
      #"expected a non-empty string, found """#
    ),
    (
      #"{"id": "a", "title": "t", "hint": "h", "nextText": "n"}"#,
      #"{"id": "b", "title": 1, "hint": "h", "nextText": "n"}"#, "steps[1].title", "expected a string, found 1"
    ),
    (
      #"{"id": "a", "title": "t", "hint": "h", "nextText": "n"}"#,
      #"{"id": "b", "title": "t", "hint": "h", "nextText": null}"#, "steps[1].nextText",
      "expected a string, found null"
    ),
  ]

  @Test(arguments: badSteps.indices)
  func aStepReadInOnePassFailsAsAStepTheReaderReads(_ index: Int) throws {
    let (good, bad, path, message) = Self.badSteps[index]
    let onePass = try #require(Self.error(Self.document([good, bad])))
    #expect(onePass.path == path)
    #expect(onePass.message == message)
    #expect(onePass.location?.line == 3)
    // The good step with one more key: the bad step's keys are no longer the previous step's, so a reader reads it.
    let goodWithPlacement = String(good.dropLast()) + #", "placement": "below"}"#
    let read = Self.error(Self.document([goodWithPlacement, bad]))
    #expect(onePass == read)
  }

  @Test func everyTextLandsInItsOwnField() throws {
    // Every text, in another order than the model's.
    let steps = (0..<3).map { (index: Int) -> String in
      #"{"nextText": "n\#(index)", "hint": "h\#(index)", "title": "t\#(index)", "primaryTarget": "y\#(index)", "#
        + #""targets": ["x\#(index)", "y\#(index)"], "id": "s\#(index)"}"#
    }
    let document = try TourDocumentDecoder().decode(from: Self.document(steps))
    for (index, step) in document.steps.enumerated() {
      #expect(step.id == "s\(index)")
      #expect(step.targets == [ElementID("x\(index)"), ElementID("y\(index)")])
      #expect(step.primaryTarget == ElementID("y\(index)"))
      #expect(step.title == "t\(index)")
      #expect(step.hint == "h\(index)")
      #expect(step.nextText == "n\(index)")
    }
  }

  @Test func aStepWithOtherMembersIsReadInFull() throws {
    // The same keys as the previous step, one of them not a text; then a text-only step's keys with one changed.
    let document = try TourDocumentDecoder().decode(
      from: Self.document([
        #"{"id": "a", "hint": "h", "placement": "above"}"#, #"{"id": "b", "hint": "h", "placement": "below"}"#,
        #"{"id": "c", "hint": "h", "title": "t"}"#, #"{"id": "d", "hint": "h", "placement": "leading"}"#,
      ]))
    #expect(document.steps.map(\.placement) == [.above, .below, .coachMark, .leading])
    #expect(document.steps.map(\.title) == [nil, nil, "t", nil])
  }
}
