import LodestarTourFormat
import LodestarViewModel
import Testing

/// A tour file lets a step's scroll gestures through the overlay with `"interaction": {"passesScrollGestures":
/// true}`: it reaches the coach mark, is written back, and anything but a boolean is refused with its path.
@MainActor
@Suite struct TourDocumentScrollGestureTests {
  static func document(_ interaction: String) throws -> TourDocument {
    try TourDocument(
      jsonString:
        #"{"version": 1, "id": "t", "steps": [{"id": "s", "targets": "a", "hint": "h", "interaction": \#(interaction)}]}"#
    )
  }

  @Test func theKeyReachesTheCoachMarkAndIsWrittenBack() throws {
    let passing = try Self.document(#"{"passesScrollGestures": true}"#)
    #expect(passing.steps.first?.interaction.passesScrollGestures == true)
    #expect(passing.steps.map(CoachMark.init).first?.passesScrollGestures == true)
    let written = try passing.jsonString()
    #expect(written.contains(#""passesScrollGestures": true"#) || written.contains(#""passesScrollGestures":true"#))
    #expect(try TourDocument(jsonString: written) == passing)
    let blocking = try Self.document(#"{"passesScrollGestures": false}"#)
    #expect(blocking.steps.map(CoachMark.init).first?.passesScrollGestures == false)
    #expect(try Self.document("{}").steps.map(CoachMark.init).first?.passesScrollGestures == false)
  }

  @Test func aValueThatIsNotABooleanIsRefusedWithItsPath() {
    do {
      _ = try Self.document(#"{"passesScrollGestures": "yes"}"#)
      Issue.record("a string was accepted")
    } catch {
      #expect("\(error)".contains("steps[0].interaction.passesScrollGestures"), "\(error)")
    }
  }
}
