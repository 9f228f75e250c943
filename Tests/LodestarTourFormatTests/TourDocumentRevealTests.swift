import LodestarHostTree
import LodestarTourFormat
import LodestarViewModel
import Testing

/// `"reveal"` in a tour file, in the options and on a step, reaches the presenter and the coach mark as the
/// alignment it names, or no scrolling for `"none"`; a step without one leaves the tour's to apply.
@MainActor
@Suite struct TourDocumentRevealTests {
  static func document(tour: String?, step: String?) throws -> TourDocument {
    let options = tour.map { #""options": {"reveal": "\#($0)"},"# } ?? ""
    let reveal = step.map { #", "reveal": "\#($0)""# } ?? ""
    return try TourDocument(
      jsonString:
        #"{"version": 1, "id": "t", \#(options) "steps": [{"id": "s", "targets": "a", "hint": "h"\#(reveal)}]}"#)
  }

  static let expected: [String: TargetReveal] = [
    "nearest": .scroll(.nearest), "start": .scroll(.start), "center": .scroll(.center), "end": .scroll(.end),
    "none": .off,
  ]

  @Test(arguments: ["nearest", "start", "center", "end", "none"])
  func eachValueReachesThePresenterAndTheCoachMark(_ value: String) throws {
    let tour = try Self.document(tour: value, step: nil)
    #expect(tour.presenterOptions().reveal == Self.expected[value])
    #expect(tour.steps.map(CoachMark.init).first?.reveal == nil)
    let step = try Self.document(tour: nil, step: value)
    #expect(step.steps.map(CoachMark.init).first?.reveal == Self.expected[value])
    #expect(step.presenterOptions().reveal == .scroll(.nearest))
  }

  @Test func anUnknownValueIsRefusedWithItsPath() {
    #expect(throws: TourDocumentError.self) { try Self.document(tour: nil, step: "middle") }
    do {
      _ = try Self.document(tour: "top", step: nil)
      Issue.record("an unknown reveal was accepted")
    } catch {
      #expect("\(error)".contains("options.reveal"), "\(error)")
    }
  }
}
