import Foundation
import LodestarGeometry
import LodestarHostTree
import LodestarTourFormat
import Testing

/// Scroll containers in screen files (issue 33, item 2): their content size and insets, nested, round-tripped, and
/// every bad number refused with its path, line and column.
@Suite struct ScreenScrollContainerTests {
  static func screen(scroll: String, clips: String = "") -> String {
    """
    {"format": 1, "roots": [{"id": "root", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
      {"id": "list", "frame": {"x": 0, "y": 100, "width": 390, "height": 600}, "boundsOrigin": {"x": 0, "y": 40},\(clips)
       "scroll": \(scroll),
       "children": [{"id": "inner", "frame": {"x": 0, "y": 900, "width": 390, "height": 300},
                     "scroll": {"contentSize": {"width": 800, "height": 300}},
                     "children": [{"id": "cell", "frame": {"x": 600, "y": 0, "width": 120, "height": 120}}]}]}]}]}
    """
  }

  @Test func scrollContainersNestAndClipByDefault() throws {
    let graph = try SceneGraph(
      jsonData: Data(
        Self.screen(scroll: #"{"contentSize": {"width": 390, "height": 2400}, "contentInsets": {"top": 20}}"#).utf8))
    let list = try #require(graph.element("list"))
    #expect(
      list.scrollContainer
        == ScrollContainer(
          contentSize: Size(width: 390, height: 2400), contentInsets: DirectionalEdgeInsets(top: 20)))
    #expect(list.clipsToBounds && list.boundsOrigin == Point(x: 0, y: 40))
    #expect(graph.element("inner")?.scrollContainer?.contentSize == Size(width: 800, height: 300))
    // The cell is below the list's fold and right of the inner scroller's edge: both scroll to reveal it.
    #expect(graph.visibleFrame(of: "cell")?.isNull == true)
    let requests = graph.revealRequests(for: "cell")
    #expect(requests.map(\.container) == ["inner", "list"])
    // A clipsToBounds of its own wins.
    let unclipped = try SceneGraph(
      jsonData: Data(
        Self.screen(scroll: #"{"contentSize": {"width": 390, "height": 2400}}"#, clips: #" "clipsToBounds": false,"#)
          .utf8))
    #expect(unclipped.element("list")?.clipsToBounds == false)
  }

  @Test func scrollContainersRoundTrip() throws {
    for clips in ["", #" "clipsToBounds": false,"#] {
      let graph = try SceneGraph(
        jsonData: Data(
          Self.screen(
            scroll: #"{"contentSize": {"width": 390, "height": 2400}, "contentInsets": {"top": 20, "trailing": 8}}"#,
            clips: clips
          ).utf8))
      let again = try SceneGraph(jsonData: graph.jsonData())
      #expect(again.roots == graph.roots)
    }
  }

  @Test(
    arguments: [
      (
        #"{"contentSize": {"width": -1, "height": 10}}"#, "contentSize.width",
        "expected a number between 0 and 1000000, found -1"
      ),
      (
        #"{"contentSize": {"width": 1, "height": 1e400}}"#, "contentSize.height",
        "expected a number between 0 and 1000000, found 1e400"
      ),
      (
        #"{"contentSize": {"width": 1, "height": 1}, "contentInsets": {"top": -3}}"#, "contentInsets.top",
        "expected a number between 0 and 1000000, found -3"
      ),
      (#"{"contentSize": {"width": 1, "height": 1}, "contentInsets": {"leading": "x"}}"#, "contentInsets.leading", nil),
      (#"{"contentInsets": {"top": 1}}"#, "", nil),
      (#"{"contentSize": {"width": 1, "height": 1}, "offset": 3}"#, "", nil),
      (#"[]"#, "", nil),
    ] as [(String, String, String?)])
  func badScrollNumbersAreRefusedWithTheirPlace(scroll: String, field: String, message: String?) {
    let text = Self.screen(scroll: scroll)
    do {
      _ = try SceneGraph(jsonData: Data(text.utf8))
      Issue.record("accepted \(scroll)")
    } catch {
      let path = "roots[0].children[0].scroll" + (field.isEmpty ? "" : "." + field)
      #expect(error.path.hasPrefix(path), "\(error)")
      if let message { #expect(error.message == message) }
      #expect(error.location?.line == 3, "\(error)")
    }
  }
}
