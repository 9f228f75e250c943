import LodestarTourFormat
import Testing

/// A decoded document keeps the step ids its validation found, for a controller to take without hashing them again;
/// it forgets them when its steps change, and a document built in code has none.
@Suite struct TourDocumentStepIDsTests {
  static let text = #"""
    {"version": 1, "id": "t", "steps": [
      {"id": "a", "hint": "h"}, {"id": "b", "hint": "h"}, {"id": "c", "hint": "h"}]}
    """#

  @Test func aDecodedDocumentKeepsItsStepIDsUntilItsStepsChange() throws {
    var document = try TourDocument(jsonString: Self.text)
    #expect(document.stepIDs == ["a", "b", "c"])
    document.steps[1].title = "changed"
    #expect(document.stepIDs == nil)
    #expect(TourDocument(id: "t", steps: [TourDocument.Step(id: "a", hint: "h")]).stepIDs == nil)
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
