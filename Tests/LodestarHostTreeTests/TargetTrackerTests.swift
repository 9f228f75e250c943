import LodestarGeometry
import LodestarHostTree
import LodestarTesting
import Testing

@Suite struct TargetTrackerTests {
  private func frame(_ change: TargetChange) -> Rect? {
    switch change {
    case .appeared(let tracked), .disappeared(let tracked), .moved(_, let tracked), .replaced(_, let tracked):
      tracked.geometry.frame
    }
  }

  @Test func reportsAppearedThenNothingUntilTheVersionChanges() {
    let graph = SceneGraph.sampleListScreen()
    var tracker = TargetTracker(targets: ["row.3", "back", "missing"])
    let first = tracker.update(in: graph)
    #expect(first.didRefresh)
    #expect(first.changes.map(\.target) == ["row.3", "back"])
    #expect(
      first.changes.map(frame) == [
        Rect(x: 0, y: 276, width: 390, height: 60), Rect(x: 8, y: 52, width: 44, height: 44),
      ])
    let second = tracker.update(in: graph)
    #expect(!second.didRefresh)
    #expect(second.isEmpty)
    #expect(tracker.record(for: "missing") == nil)
    #expect(tracker.visibleTargets.map(\.target) == ["row.3", "back"])
  }

  @Test func reportsATargetMovedByAScroll() throws {
    var graph = SceneGraph.sampleListScreen()
    var tracker = TargetTracker(targets: ["row.3", "back"])
    _ = tracker.update(in: graph)
    try graph.scroll("list", to: Point(x: 0, y: 120))
    let update = tracker.update(in: graph)
    #expect(update.version == 1)
    #expect(update.changes.count == 1)
    guard case .moved(let from, let to) = update.changes.first else {
      Issue.record("expected a move, got \(update.changes)")
      return
    }
    #expect(from.geometry.frame == Rect(x: 0, y: 276, width: 390, height: 60))
    #expect(to.geometry.frame == Rect(x: 0, y: 156, width: 390, height: 60))
    #expect(to.geometry.visibleFrame == Rect(x: 0, y: 156, width: 390, height: 60))
    // An unrelated change bumps the version: re-read, nothing reported.
    try graph.move("title", to: Rect(x: 100, y: 52, width: 190, height: 44))
    let unrelated = tracker.update(in: graph)
    #expect(unrelated.didRefresh)
    #expect(unrelated.isEmpty)
  }

  @Test func reportsAReusedCellThroughTheResolver() throws {
    var graph = SceneGraph.sampleListScreen()
    graph.setAlias("item.42", to: "row.3")
    var tracker = TargetTracker(targets: ["item.42"])
    _ = tracker.update(in: graph)
    #expect(tracker.record(for: "item.42")?.element == "row.3")
    // The list reloads: item 42 is now shown by cell row.5.
    graph.setAlias("item.42", to: "row.5")
    let update = tracker.update(in: graph)
    guard case .replaced(let from, let to) = update.changes.first else {
      Issue.record("expected a replacement, got \(update.changes)")
      return
    }
    #expect(from.element == "row.3")
    #expect(to.element == "row.5")
    #expect(to.target == "item.42")
    #expect(to.geometry.frame == Rect(x: 0, y: 396, width: 390, height: 60))
  }

  @Test func reportsAReusedCellMovedToAnotherParent() throws {
    var graph = SceneGraph.sampleListScreen()
    try graph.insert(
      SceneElement("favorites", frame: Rect(x: 0, y: 400, width: 390, height: 300), clipsToBounds: true),
      into: "screen")
    var tracker = TargetTracker(targets: ["row.3"])
    _ = tracker.update(in: graph)
    try graph.reparent("row.3", to: "favorites")
    try graph.move("row.3", to: Rect(x: 0, y: 0, width: 390, height: 60))
    let update = tracker.update(in: graph)
    guard case .replaced(let from, let to) = update.changes.first else {
      Issue.record("expected a replacement, got \(update.changes)")
      return
    }
    #expect(from.geometry.parent == "list")
    #expect(to.geometry.parent == "favorites")
    #expect(to.geometry.frame == Rect(x: 0, y: 400, width: 390, height: 60))
    #expect(graph.isDescendant("row.3.accessory", of: "favorites"))
  }

  @Test func reportsDisappearingAndReappearingTargets() throws {
    var graph = SceneGraph.sampleListScreen()
    var tracker = TargetTracker(targets: ["badge", "row.3"])
    _ = tracker.update(in: graph)
    try graph.setHidden(true, for: "tabBar")
    try graph.remove("row.3")
    let gone = tracker.update(in: graph)
    #expect(gone.changes.map(\.target) == ["badge", "row.3"])
    #expect(gone.changes.allSatisfy { if case .disappeared = $0 { true } else { false } })
    #expect(tracker.visibleTargets.isEmpty)
    try graph.setHidden(false, for: "tabBar")
    let back = tracker.update(in: graph)
    #expect(back.changes == [.appeared(try #require(tracker.record(for: "badge")))])
    #expect(frame(back.changes[0]) == Rect(x: 245, y: 755, width: 40, height: 40))
  }

  @Test func everyFramePolicyCatchesChangesWithoutAVersionBump() throws {
    var tree = FixedVersionTree(graph: SceneGraph.sampleListScreen())
    var lazy = TargetTracker(targets: ["badge"])
    var eager = TargetTracker(targets: ["badge"], refreshPolicy: .everyFrame)
    _ = lazy.update(in: tree)
    _ = eager.update(in: tree)
    try tree.graph.setTransform(AffineMatrix(scaleX: 3, y: 3), of: "badge")
    #expect(lazy.update(in: tree).isEmpty)
    let update = eager.update(in: tree)
    #expect(update.changes.map(frame) == [Rect(x: 235, y: 745, width: 60, height: 60)])
    lazy.invalidate()
    #expect(lazy.update(in: tree).changes.count == 1)
  }

  @Test func changingTargetsKeepsKnownRecords() throws {
    let graph = SceneGraph.sampleListScreen()
    var tracker = TargetTracker(targets: ["row.3", "back"])
    _ = tracker.update(in: graph)
    tracker.setTargets(["back", "badge"])
    let update = tracker.update(in: graph)
    #expect(update.didRefresh)
    #expect(update.changes.map(\.target) == ["badge"])
    #expect(tracker.targets == ["back", "badge"])
  }

  @Test func costDependsOnTargetsAndDepthNotTreeSize() {
    func lookups(rows: Int) -> Int {
      let graph = SceneGraph(size: SceneGraph.samplePhoneSize) {
        SceneElement("list", frame: Rect(x: 0, y: 0, width: 390, height: 844)) {
          for row in 0..<rows {
            SceneElement(ElementID("row.\(row)"), frame: Rect(x: 0, y: Double(row) * 10, width: 390, height: 10))
          }
        }
      }
      let counter = LookupCounter()
      var tracker = TargetTracker(targets: ["row.1", "row.7", "row.42"], refreshPolicy: .everyFrame)
      _ = tracker.update(in: CountingTree(graph: graph, counter: counter))
      return counter.count
    }
    #expect(lookups(rows: 100) == lookups(rows: 10_000))
    #expect(lookups(rows: 100) == 3 * 3)
  }
}

/// An app tree that changes without bumping its version.
private struct FixedVersionTree: HostTree {
  var graph: SceneGraph
  var version: UInt64 { 7 }
  var rootIDs: [ElementID] { graph.rootIDs }
  func element(_ id: ElementID) -> HostElement? { graph.element(id) }
}

/// Counts lookups.
private final class LookupCounter {
  var count = 0
}

/// A tree that counts its element lookups.
private struct CountingTree: HostTree {
  var graph: SceneGraph
  let counter: LookupCounter
  var version: UInt64 { graph.version }
  var rootIDs: [ElementID] { graph.rootIDs }
  func element(_ id: ElementID) -> HostElement? {
    counter.count += 1
    return graph.element(id)
  }
}
