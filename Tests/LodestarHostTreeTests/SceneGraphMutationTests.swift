import LodestarGeometry
import LodestarHostTree
import LodestarTesting
import Testing

@Suite struct SceneGraphMutationTests {
  @Test func everyMutationBumpsTheVersion() throws {
    var graph = SceneGraph.sampleListScreen()
    try graph.move("back", to: Rect(x: 0, y: 52, width: 44, height: 44))
    try graph.scroll("list", to: Point(x: 0, y: 10))
    try graph.setTransform(.identity, of: "badge")
    try graph.setHidden(true, for: "title")
    try graph.modify("back") { $0.accessibilityLabel = "Go back" }
    try graph.insert(SceneElement("search", frame: Rect(x: 300, y: 52, width: 44, height: 44)), into: "navigationBar")
    try graph.replace("search", with: SceneElement("filter", frame: Rect(x: 300, y: 52, width: 44, height: 44)))
    try graph.reparent("filter", to: "tabBar", at: 0)
    try graph.remove("filter")
    graph.setAlias("a", to: "back")
    graph.markChanged()
    #expect(graph.version == 11)
    #expect(graph.element("back")?.accessibilityLabel == "Go back")
    #expect(graph.children(of: "navigationBar") == ["back", "title"])
  }

  @Test func modifyKeepsTheStructure() throws {
    var graph = SceneGraph.sampleListScreen()
    try graph.modify("back") {
      $0.id = "other"
      $0.parent = nil
      $0.host = nil
    }
    #expect(graph.element("back")?.parent == "navigationBar")
    #expect(graph.element("back")?.host == "screen")
    #expect(graph.isAttached("back"))
  }

  @Test func refusedMutationsLeaveTheGraphUnchanged() {
    var graph = SceneGraph.sampleListScreen()
    let before = graph
    #expect(throws: SceneGraphError.unknownElement("nope")) { try graph.move("nope", to: .zero) }
    #expect(throws: SceneGraphError.unknownElement("nope")) {
      try graph.insert(SceneElement("x", frame: .zero), into: "nope")
    }
    #expect(throws: SceneGraphError.duplicateElement("back")) {
      try graph.insert(SceneElement("x", frame: .zero) { SceneElement("back", frame: .zero) }, into: "list")
    }
    #expect(throws: SceneGraphError.duplicateElement("y")) {
      try graph.insert(
        SceneElement("x", frame: .zero) {
          SceneElement("y", frame: .zero)
          SceneElement("y", frame: .zero)
        }, into: "list")
    }
    #expect(throws: SceneGraphError.wouldCreateCycle(element: "list", newParent: "row.2")) {
      try graph.reparent("list", to: "row.2")
    }
    #expect(throws: SceneGraphError.duplicateElement("title")) {
      try graph.replace("back", with: SceneElement("title", frame: .zero))
    }
    #expect(graph == before)
    #expect(
      SceneGraphError.wouldCreateCycle(element: "list", newParent: "row.2").description
        == #"cannot move "list" under "row.2": it is the element itself or one of its descendants"#)
  }

  @Test func replaceKeepsThePlaceAmongSiblings() throws {
    var graph = SceneGraph.sampleListScreen()
    try graph.replace(
      "row.1",
      with: SceneElement("row.1", frame: Rect(x: 0, y: 60, width: 390, height: 80)) {
        SceneElement("row.1.subtitle", frame: Rect(x: 16, y: 40, width: 200, height: 20))
      })
    #expect(graph.children(of: "list").prefix(3) == ["row.0", "row.1", "row.2"])
    #expect(!graph.contains("row.1.accessory"))
    #expect(graph.frameInRoot(of: "row.1.subtitle") == Rect(x: 16, y: 196, width: 200, height: 20))
  }

  @Test func managesSeveralRoots() throws {
    var graph = SceneGraph {
      SceneElement("main", frame: Rect(x: 0, y: 0, width: 390, height: 844)) {
        SceneElement("button", frame: Rect(x: 10, y: 10, width: 50, height: 30))
      }
      SceneElement("alert", frame: Rect(x: 0, y: 0, width: 390, height: 844)) {
        SceneElement("ok", frame: Rect(x: 100, y: 400, width: 190, height: 44))
      }
      SceneElement("main", frame: .zero)
    }
    #expect(graph.rootIDs == ["main", "alert"])
    #expect(graph.element("ok")?.host == "alert")
    #expect(graph.attachment(of: "ok") == .attached(root: "alert", depth: 1))
    try graph.reparent("button", to: "alert")
    #expect(graph.element("button")?.host == "alert")
    try graph.replace("alert", with: SceneElement("sheet", frame: Rect(x: 0, y: 100, width: 390, height: 744)))
    #expect(graph.rootIDs == ["main", "sheet"])
    #expect(graph.element("sheet")?.isRoot == true)
    #expect(!graph.contains("button"))
    try graph.addRoot(SceneElement("toast", frame: Rect(x: 0, y: 0, width: 390, height: 60)))
    try graph.remove("main")
    #expect(graph.rootIDs == ["sheet", "toast"])
    #expect(graph.roots.map(\.id) == ["sheet", "toast"])
  }

  @Test func builderSkipsDuplicateIDs() {
    let graph = SceneGraph(size: SceneGraph.samplePhoneSize) {
      SceneElement("a", frame: Rect(x: 0, y: 0, width: 10, height: 10))
      SceneElement("a", frame: Rect(x: 5, y: 5, width: 10, height: 10)) {
        SceneElement("b", frame: .zero)
      }
    }
    #expect(graph.children(of: "screen") == ["a"])
    #expect(graph.element("a")?.frame == Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(!graph.contains("b"))
  }

  @Test func readsNonFiniteAppValuesAsZero() throws {
    var graph = SceneGraph.sampleListScreen()
    try graph.move("back", to: Rect(x: .nan, y: 52, width: .infinity, height: 44))
    try graph.setTransform(AffineMatrix(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0), of: "title")
    #expect(graph.frameInRoot(of: "back") == Rect(x: 0, y: 52, width: 0, height: 44))
    #expect(graph.frameInRoot(of: "title") == Rect(x: 120, y: 52, width: 150, height: 44))
  }
}
