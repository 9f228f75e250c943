import LodestarGeometry
import LodestarHostTree
import LodestarTesting
import Testing

@Suite struct HostTreeGeometryTests {
  @Test func buildsThePhoneScreen() {
    let graph = SceneGraph.sampleListScreen()
    #expect(graph.rootIDs == ["screen"])
    #expect(graph.count == 1 + 3 + 1 + 20 * 2 + 1 + 4 + 1)
    #expect(graph.children(of: "navigationBar") == ["back", "title"])
    #expect(graph.element("back")?.parent == "navigationBar")
    #expect(graph.element("back")?.host == "screen")
    #expect(graph.element("back")?.accessibilityLabel == "Back")
    #expect(graph.element("screen")?.isRoot == true)
    #expect(graph.version == 0)
  }

  @Test(
    arguments: [
      ("screen", Rect(x: 0, y: 0, width: 390, height: 844)),
      ("navigationBar", Rect(x: 0, y: 0, width: 390, height: 96)),
      ("back", Rect(x: 8, y: 52, width: 44, height: 44)),
      ("row.0", Rect(x: 0, y: 96, width: 390, height: 60)),
      ("row.3.accessory", Rect(x: 340, y: 284, width: 44, height: 44)),
      ("tab.3", Rect(x: 292.5, y: 761, width: 97.5, height: 49)),
      ("badge", Rect(x: 245, y: 755, width: 40, height: 40)),
    ] as [(ElementID, Rect)])
  func framesInTheRootSpace(id: ElementID, expected: Rect) {
    #expect(SceneGraph.sampleListScreen().frameInRoot(of: id) == expected)
  }

  @Test(
    arguments: [
      ("row.3", Rect(x: 0, y: 156, width: 390, height: 60), Rect(x: 0, y: 156, width: 390, height: 60)),
      ("row.2", Rect(x: 0, y: 96, width: 390, height: 60), Rect(x: 0, y: 96, width: 390, height: 60)),
      // Only touches the list's top edge: a zero-height visible part.
      ("row.1", Rect(x: 0, y: 36, width: 390, height: 60), Rect(x: 0, y: 96, width: 390, height: 0)),
      ("row.0", Rect(x: 0, y: -24, width: 390, height: 60), Rect.null),
      ("row.1.accessory", Rect(x: 340, y: 44, width: 44, height: 44), Rect.null),
      // Straddles the list's bottom edge (96 + 665 = 761).
      ("row.12", Rect(x: 0, y: 696, width: 390, height: 60), Rect(x: 0, y: 696, width: 390, height: 60)),
      ("row.13", Rect(x: 0, y: 756, width: 390, height: 60), Rect(x: 0, y: 756, width: 390, height: 5)),
    ] as [(ElementID, Rect, Rect)])
  func framesThroughAScrollOffset(id: ElementID, frame: Rect, visible: Rect) throws {
    var graph = SceneGraph.sampleListScreen()
    try graph.scroll("list", to: Point(x: 0, y: 120))
    #expect(graph.version == 1)
    #expect(graph.frameInRoot(of: id) == frame)
    #expect(graph.visibleFrame(of: id) == visible)
  }

  @Test func transformsComposeWithScrollOffsets() throws {
    var graph = SceneGraph.sampleListScreen()
    try graph.scroll("list", to: Point(x: 0, y: 60))
    // row.4 scaled 0.5 about its centre: (0, 240, 390, 60) → (97.5, 255, 195, 30), then scrolled by 60.
    try graph.setTransform(AffineMatrix(scaleX: 0.5, y: 0.5), of: "row.4")
    #expect(graph.frameInRoot(of: "row.4") == Rect(x: 97.5, y: 291, width: 195, height: 30))
    // Its accessory (340, 8, 44, 44) scales with it: x 97.5 + 170, y 291 + 4.
    #expect(graph.frameInRoot(of: "row.4.accessory") == Rect(x: 267.5, y: 295, width: 22, height: 22))
    let geometry = try #require(graph.geometry(of: "row.4.accessory"))
    #expect(geometry.root == "screen")
    #expect(geometry.parent == "row.4")
    #expect(geometry.transformToRoot.apply(Point(x: 0, y: 0)) == Point(x: 267.5, y: 295))
    #expect(graph.frameChain(of: "row.4.accessory")?.depth == 3)
  }

  @Test func clipsByEveryClippingAncestor() throws {
    var graph = SceneGraph.sampleListScreen()
    #expect(graph.visibleFrame(of: "badge") == Rect(x: 245, y: 755, width: 40, height: 40))
    try graph.modify("tabBar") { $0.clipsToBounds = true }
    #expect(graph.visibleFrame(of: "badge") == Rect(x: 245, y: 761, width: 40, height: 34))
    // The screen clips too: a row pushed below the screen is invisible even with the list not clipping.
    try graph.modify("list") { $0.clipsToBounds = false }
    try graph.move("row.0", to: Rect(x: 0, y: 740, width: 390, height: 60))
    #expect(graph.visibleFrame(of: "row.0") == Rect(x: 0, y: 836, width: 390, height: 8))
  }

  @Test func hiddenAncestorsHideTheSubtree() throws {
    var graph = SceneGraph.sampleListScreen()
    try graph.setHidden(true, for: "tabBar")
    let badge = try #require(graph.geometry(of: "badge"))
    #expect(badge.isHidden)
    #expect(badge.visibleFrame == .null)
    #expect(!badge.isVisible)
    #expect(badge.frame == Rect(x: 245, y: 755, width: 40, height: 40))
    #expect(graph.visibleFrame(of: "navigationBar") == Rect(x: 0, y: 0, width: 390, height: 96))
    try graph.setHidden(false, for: "tabBar")
    try graph.setHidden(true, for: "screen")
    #expect(graph.visibleFrame(of: "back") == .null)
  }

  @Test func attachmentAndDescendants() throws {
    var graph = SceneGraph.sampleListScreen()
    #expect(graph.attachment(of: "row.3.accessory") == .attached(root: "screen", depth: 3))
    #expect(graph.attachment(of: "screen") == .attached(root: "screen", depth: 0))
    #expect(graph.attachment(of: "nothing") == .missing("nothing"))
    #expect(graph.isDescendant("row.3.accessory", of: "list"))
    #expect(graph.isDescendant("list", of: "list"))
    #expect(!graph.isDescendant("list", of: "row.3"))
    #expect(!graph.isDescendant("back", of: "list"))
    try graph.remove("row.3")
    #expect(!graph.isAttached("row.3.accessory"))
    #expect(graph.frameInRoot(of: "row.3") == nil)
  }

  @Test func reportsDetachedAndLoopingChainsOfAnAppTree() {
    let tree = LoopingTree()
    #expect(tree.attachment(of: "orphan.child") == .detached(topmost: "orphan"))
    #expect(tree.attachment(of: "a") == .tooDeep(element: "a") || tree.attachment(of: "a") == .tooDeep(element: "b"))
    #expect(tree.geometry(of: "a") == nil)
    #expect(!tree.isDescendant("a", of: "screen"))
  }
}

/// An app tree with a detached subtree and a parent loop (a → b → a).
private struct LoopingTree: HostTree {
  var version: UInt64 { 1 }
  var rootIDs: [ElementID] { ["screen"] }
  func element(_ id: ElementID) -> HostElement? {
    let frame = Rect(x: 0, y: 0, width: 10, height: 10)
    switch id.rawValue {
    case "screen": return HostElement(id: id, host: id, frame: frame)
    case "orphan": return HostElement(id: id, frame: frame)
    case "orphan.child": return HostElement(id: id, parent: "orphan", frame: frame)
    case "a": return HostElement(id: id, parent: "b", frame: frame)
    case "b": return HostElement(id: id, parent: "a", frame: frame)
    default: return nil
    }
  }
}
