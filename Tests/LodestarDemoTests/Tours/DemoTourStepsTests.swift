import Lodestar
import LodestarDemoSupport
import Testing

/// A tour document's demo steps are made when read (`DemoTour.Steps`), and must be the steps a list of them would
/// hold.
@Suite("Demo tours: a document's steps made when read")
struct DemoTourStepsTests {
  static let document = """
    {"version": 1, "id": "t", "steps": [
      {"id": "a", "targets": ["profile.avatar"], "title": "A", "hint": "first"},
      {"id": "b", "targets": ["nav.edit"], "hint": "second", "nextText": "Done"},
      {"id": "c", "hint": "third", "placement": "above"}]}
    """

  @Test func aDocumentsStepsAreItsStepsInOrder() throws {
    let document = try TourDocumentDecoder().decode(from: Self.document)
    let tour = DemoTour(document: document)
    #expect(tour.steps.count == 3)
    // Titled by the step's title, or its id.
    #expect(tour.steps.map(\.title) == ["A", "b", "c"])
    #expect(tour.steps.map(\.mark.hint) == ["first", "second", "third"])
    #expect(tour.steps.map(\.mark.target) == [ElementID("profile.avatar"), ElementID("nav.edit"), nil])
    #expect(tour.steps[1].mark.nextText == "Done")
    #expect(tour.steps.indices == 0..<3)
  }

  @Test func aListsStepsAreKeptAsGiven() {
    let steps = DemoTour.builtIn.steps
    #expect(steps.count == 5)
    #expect(steps.first?.title == "Your name")
    let changed = DemoTour.builtIn.changingStrings { "[\($0)]" }
    #expect(changed.steps.map(\.title) == steps.map { "[\($0.title)]" })
    #expect(changed.steps[0].mark.hint == "[\(steps[0].mark.hint)]")
  }
}
