import LodestarHostTree
import Testing

@testable import LodestarTourFormat

/// A decoded document's steps share one buffer of values, and a step of one target keeps it without an array: each
/// must still behave as a plain value, equal to (and hashed as) the same step made in code.
@Suite("Tour documents: steps decoded together are values")
struct TourDocumentSharedStepsTests {
  /// Steps of every kind of targets, read in one pass or by the checked decoder (the focus style).
  static let text = #"""
    {"version": 1, "id": "t", "steps": [
      {"id": "one", "targets": "x", "hint": "h"},
      {"id": "array of one", "targets": ["x"], "hint": "h"},
      {"id": "several", "targets": ["x", "y", "z"], "primaryTarget": "y", "hint": "h"},
      {"id": "none", "hint": "h"},
      {"id": "checked", "targets": ["x"], "hint": "h", "focusStyle": {"type": "oval"}}]}
    """#

  /// Changes of a step, each to another value.
  static var changes: [(name: String, change: (inout TourDocument.Step) -> Void)] {
    [
      ("title", { $0.title = "changed" }),
      ("hint", { $0.hint += "!" }),
      ("targets appended to", { $0.targets.append("w") }),
      ("targets emptied", { $0.targets = $0.targets.isEmpty ? ["w"] : [] }),
      ("targets to one", { $0.targets = $0.targets == ["w"] ? ["v"] : ["w"] }),
      ("focus style", { $0.focusStyle = .capsule }),
    ]
  }

  @Test func changingOneStepLeavesTheOthersAndTheDocumentAsTheyWere() throws {
    let document = try TourDocument(jsonString: Self.text)
    let fresh = try TourDocument(jsonString: Self.text)
    for index in document.steps.indices {
      for (name, change) in Self.changes {
        var copy = document
        change(&copy.steps[index])
        #expect(copy.steps[index] != document.steps[index], "step \(index): \(name) changed nothing")
        for other in document.steps.indices where other != index {
          #expect(copy.steps[other] == fresh.steps[other], "step \(index): \(name) changed step \(other)")
        }
        #expect(document == fresh, "step \(index): \(name) changed the original")
        // A step taken out and changed leaves the document alone too.
        var step = document.steps[index]
        change(&step)
        #expect(document.steps[index] == fresh.steps[index], "step \(index): \(name) of a step taken out")
      }
    }
  }

  @Test func aDecodedStepEqualsAndHashesAsTheSameStepMadeInCode() throws {
    let document = try TourDocument(jsonString: Self.text)
    var made = [
      TourDocument.Step(id: "one", targets: ["x"], hint: "h"),
      TourDocument.Step(id: "array of one", targets: ["x"], hint: "h"),
      TourDocument.Step(
        id: "several", targets: ["x", "y", "z"], hint: "h", targeting: TourDocument.Step.Targeting(primaryTarget: "y")),
      TourDocument.Step(id: "none", hint: "h"),
      TourDocument.Step(
        id: "checked", targets: ["x"], hint: "h", appearance: TourDocument.Step.Appearance(focusStyle: .oval)),
    ]
    #expect(document.steps == made)
    #expect(document.steps.map(\.hashValue) == made.map(\.hashValue))
    // Targets reaching the same list another way: the list keeps its shortest form.
    made[2].targets = ["x"]
    made[2].targets += ["y", "z"]
    made[0].targets = ["x", "y"]
    made[0].targets.removeLast()
    #expect(document.steps == made)
    #expect(document.steps.map(\.hashValue) == made.map(\.hashValue))
    #expect(document.steps.map(\.targets) == [["x"], ["x"], ["x", "y", "z"], [], ["x"]])
    #expect(document.steps.map(\.anchorTarget) == ["x", "x", "y", nil, "x"])
  }

  @Test func aTargetListTakesItsShortestFormAndReadsAsItsArray() {
    typealias TargetList = TourDocument.Step.TargetList
    let lists: [[ElementID]] = [[], ["x"], ["x", "y"], ["x", "y", "z"]]
    for ids in lists {
      let list = TargetList(ids)
      #expect(list.ids == ids && Array(list) == ids && list.count == ids.count && list.first == ids.first)
      #expect(list.indices == ids.indices)
      for index in ids.indices { #expect(list[index] == ids[index]) }
    }
    #expect(TargetList([]) == .none)
    #expect(TargetList(["x"]) == .one("x"))
    #expect(TargetList(["x", "y"]) == .several(["x", "y"]))
    #expect(TargetList(["x"]) == ["x"] && TargetList([]) == [])
  }

  @Test func aDecodedDocumentsStepsShareOneBuffer() throws {
    let document = try TourDocument(jsonString: Self.text)
    let bases = document.steps.map { step in step.values.id }
    #expect(bases == ["one", "array of one", "several", "none", "checked"])
    #expect(document.steps.allSatisfy { $0.sharesValues(with: document.steps[0]) })
    var changed = document
    changed.steps[1].title = "changed"
    #expect(!changed.steps[1].sharesValues(with: changed.steps[0]))
    #expect(changed.steps[2].sharesValues(with: changed.steps[0]))
    #expect(!TourDocument.Step(id: "a", hint: "h").sharesValues(with: document.steps[0]))
  }
}
