import LodestarGeometry
import LodestarHostTree
import LodestarTesting
import LodestarViewModel
import Testing

@Suite struct FocusRestorationTests {
  @Test func refocusesTheElementFocusedBeforeTheTourElseTheTarget() {
    #expect(FocusRestoration(focusedBeforeTour: "back").elementToRefocus(targets: ["row.3"]) == "back")
    #expect(FocusRestoration(focusedBeforeTour: nil).elementToRefocus(targets: ["row.3", "tab.1"]) == "row.3")
    #expect(FocusRestoration(focusedBeforeTour: nil).elementToRefocus(targets: []) == nil)
  }

  @Test func skipsElementsThatAreGoneOrHidden() throws {
    var graph = SceneGraph.sampleListScreen()
    let restoration = FocusRestoration(focusedBeforeTour: "back")
    #expect(restoration.elementToRefocus(targets: ["row.3"], in: graph) == "back")
    try graph.setHidden(true, for: "navigationBar")
    #expect(restoration.elementToRefocus(targets: ["row.3"], in: graph) == "row.3")
    try graph.remove("row.3")
    #expect(restoration.elementToRefocus(targets: ["row.3", "tab.1"], in: graph) == "tab.1")
    #expect(restoration.elementToRefocus(targets: ["missing"], in: graph) == nil)
  }

  @Test func followsTheTreesResolutionOfReusedElements() {
    var graph = SceneGraph.sampleListScreen()
    graph.setAlias("photo.7", to: "row.5")
    let restoration = FocusRestoration(focusedBeforeTour: nil)
    #expect(restoration.elementToRefocus(targets: ["photo.7"], in: graph) == "row.5")
  }
}
