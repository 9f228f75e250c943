import LodestarTourFormat
import Testing

/// A decoded document keeps that its validation found every step id different, for a controller to take without
/// checking them again; it forgets it when its steps change, and a document built in code has not been validated.
@Suite struct TourDocumentStepIDsTests {
  static let text = #"""
    {"version": 1, "id": "t", "steps": [
      {"id": "a", "hint": "h"}, {"id": "b", "hint": "h"}, {"id": "c", "hint": "h"}]}
    """#

  @Test func aDecodedDocumentKeepsThatItsStepIDsAreUniqueUntilItsStepsChange() throws {
    var document = try TourDocument(jsonString: Self.text)
    #expect(document.hasUniqueStepIDs)
    document.steps[1].title = "changed"
    #expect(!document.hasUniqueStepIDs)
    #expect(!TourDocument(id: "t", steps: [TourDocument.Step(id: "a", hint: "h")]).hasUniqueStepIDs)
  }

  @Test func aDuplicateStepIDNamesTheFirstStepWithIt() {
    let text = #"""
      {"version": 1, "id": "t", "steps": [
        {"id": "a", "hint": "h"}, {"id": "b", "hint": "h"}, {"id": "c", "hint": "h"}, {"id": "b", "hint": "h"}]}
      """#
    #expect {
      try TourDocument(jsonString: text)
    } throws: { error in
      "\(error)".contains("duplicate step id \"b\", first used by steps[1]") && "\(error)".contains("steps[3].id")
    }
  }
}
