import LodestarHostTree
import Testing

@testable import LodestarTourFormat

/// A document step keeps its values in one shared buffer (copying a step retains one reference); it must still
/// behave as a plain value: a changed copy leaves the original alone, equal steps hash alike.
@Suite("Tour documents: a step is a value")
struct TourDocumentStepValueTests {
  static let original = TourDocument.Step(
    id: "a", targets: ["x", "y"], primaryTarget: "y", title: "Title", hint: "Hint", nextText: "Next",
    placement: .above, focusStyle: .circle(.init(radius: .fixed(20))),
    interaction: TourDocument.Interaction(overlayTapAdvances: false), completers: [.init(.tapOnTarget)],
    onMissingTarget: .showCentered, targetWaitTimeout: 2, host: "home", presentation: .host,
    attachments: ["k": "v"], audioCue: TourDocument.AudioCue(name: "chime"), reveal: nil)

  /// Every property changed in turn, on a copy.
  static var changes: [(name: String, change: (inout TourDocument.Step) -> Void)] {
    var changes: [(name: String, change: (inout TourDocument.Step) -> Void)] = [
      ("id", { $0.id = "b" }),
      ("targets", { $0.targets.append("z") }),
      ("primaryTarget", { $0.primaryTarget = "x" }),
      ("title", { $0.title = nil }),
      ("hint", { $0.hint += "!" }),
      ("nextText", { $0.nextText = "Go" }),
      ("placement", { $0.placement = .below }),
      ("focusStyle", { $0.focusStyle = .rect }),
      ("interaction", { $0.interaction.overlayTapAdvances.toggle() }),
      ("completers", { $0.completers.removeAll() }),
      ("onMissingTarget", { $0.onMissingTarget = .end }),
      ("targetWaitTimeout", { $0.targetWaitTimeout += 1 }),
      ("host", { $0.host = nil }),
      ("attachments", { $0.attachments["k"] = "w" }),
      ("audioCue", { $0.audioCue = nil }),
    ]
    #if LODESTAR_WINDOWING
      changes.append(("presentation", { $0.presentation = .newWindow(level: 2) }))
    #endif
    return changes
  }

  @Test func aChangedCopyLeavesTheOriginalAsItWas() {
    let before = Self.original
    for (name, change) in Self.changes {
      var copy = Self.original
      change(&copy)
      #expect(copy != Self.original, "changing \(name) changed nothing")
      #expect(Self.original == before, "changing \(name) of a copy changed the original")
    }
    #expect(Self.original.targets == ["x", "y"])
    #expect(Self.original.interaction.overlayTapAdvances == false)
    #expect(Self.original.attachments == ["k": "v"])
  }

  @Test func equalStepsHashAlike() {
    var rebuilt = TourDocument.Step(id: "a", hint: "Hint")
    rebuilt.targets = ["x", "y"]
    rebuilt.primaryTarget = "y"
    rebuilt.title = "Title"
    rebuilt.nextText = "Next"
    rebuilt.placement = .above
    rebuilt.focusStyle = .circle(.init(radius: .fixed(20)))
    rebuilt.interaction.overlayTapAdvances = false
    rebuilt.completers = [.init(.tapOnTarget)]
    rebuilt.onMissingTarget = .showCentered
    rebuilt.targetWaitTimeout = 2
    rebuilt.host = "home"
    rebuilt.attachments = ["k": "v"]
    rebuilt.audioCue = TourDocument.AudioCue(name: "chime")
    #expect(rebuilt == Self.original)
    #expect(rebuilt.hashValue == Self.original.hashValue)
    #expect(Set([rebuilt, Self.original]).count == 1)
  }

  @Test func copyingAStepCopiesOneReference() {
    // What makes copies cheap: all of a step's values sit behind one reference, in one slice of a buffer (its
    // reference, the address of its values and their range), however many values it has.
    #expect(MemoryLayout<TourDocument.Step>.size == MemoryLayout<ArraySlice<AnyObject>>.size)
  }
}
