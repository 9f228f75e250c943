import LodestarFlow
import LodestarGeometry
import LodestarJSON
import LodestarRendering
import LodestarScene
import LodestarTesting
import LodestarWalkthrough
import Testing

/// ``SceneJSON`` writes every object's keys in the order of their UTF-8 bytes, an order fixed in its code rather
/// than sorted at run time: these scenes, with a companion, skipped steps, a walkthrough's pages and page
/// control, read back with their keys in that order at every level.
@MainActor
@Suite struct SceneJSONKeyOrderTests {
  @Test func tourScenesHaveSortedKeys() throws {
    var skipping = TourScene.sample()
    skipping.stepProgress = StepProgress(position: 1, count: 2)
    for scene in [TourScene.sample(), skipping, CompanionRenderingGoldenTests.scene(.leftToRight)] {
      for isPretty in [true, false] {
        try Self.expectSortedKeys(SceneJSON.string(for: scene, isPretty: isPretty))
      }
    }
  }

  @Test func walkthroughScenesHaveSortedKeys() throws {
    for position in [0, 0.5, 1] {
      let scene = try WalkthroughRendererTests.layout().scene(scrollPosition: position)
      try Self.expectSortedKeys(SceneJSON.string(for: scene))
    }
    try Self.expectSortedKeys(SceneJSON.string(for: try WalkthroughRendererTests.sceneWithTheBoxOutside(at: 0.5)))
  }

  static func expectSortedKeys(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let value = try JSONReader(maximumDepth: 64).read(Array(text.utf8))
    var unsorted: [String] = []
    collectUnsortedKeys(value, path: "", into: &unsorted)
    #expect(unsorted.isEmpty, "keys out of order at \(unsorted)", sourceLocation: sourceLocation)
    #expect(text.count > 100, sourceLocation: sourceLocation)
  }

  /// The paths of the objects whose keys are not in the order of their bytes.
  static func collectUnsortedKeys(_ value: JSONValue, path: String, into unsorted: inout [String]) {
    switch value.content {
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        collectUnsortedKeys(element, path: JSONPath.element(path, index), into: &unsorted)
      }
    case .object(let members):
      let keys = members.map(\.key)
      if keys != keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) { unsorted.append(path) }
      for member in members {
        collectUnsortedKeys(member.value, path: JSONPath.member(path, member.key), into: &unsorted)
      }
    default: break
    }
  }
}
