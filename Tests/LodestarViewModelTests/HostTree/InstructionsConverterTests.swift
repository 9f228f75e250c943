import LodestarGeometry
import LodestarHostTree
import Testing

/// Instructions' coordinate-converter numbers, through a scene graph and an overlay that sits at (20, 20)
/// of the same window.
@Suite struct InstructionsConverterTests {
  private static func graph(view: Rect, superviewOrigin: Point) -> SceneGraph {
    SceneGraph(size: Size(width: 400, height: 800)) {
      SceneElement("superview", frame: Rect(origin: superviewOrigin, size: Size(width: 300, height: 600))) {
        SceneElement("view", frame: view)
      }
    }
  }

  @Test(
    arguments: [
      (
        Rect(x: 30, y: 40, width: 50, height: 50), Point(x: 70, y: 90), Rect(x: 100, y: 130, width: 50, height: 50),
        Rect(x: 80, y: 110, width: 50, height: 50)
      ),
      (
        Rect(x: 20, y: 70, width: 20, height: 300), Point(x: 90, y: 25), Rect(x: 110, y: 95, width: 20, height: 300),
        Rect(x: 90, y: 75, width: 20, height: 300)
      ),
    ] as [(Rect, Point, Rect, Rect)])
  func convertsIntoTheWindowAndAnOverlay(view: Rect, superviewOrigin: Point, inWindow: Rect, inOverlay: Rect) throws {
    let graph = Self.graph(view: view, superviewOrigin: superviewOrigin)
    #expect(graph.frameInRoot(of: "view") == inWindow)
    let overlay = FrameChain([LocalCoordinateSpace(frame: Rect(x: 20, y: 20, width: 380, height: 780))])
    let chain = try #require(graph.frameChain(of: "view"))
    let bounds = try #require(graph.element("view")).bounds
    #expect(chain.convert(bounds, to: overlay) == inOverlay)
  }

  @Test func pointOfInterestIsTheCentre() throws {
    let graph = Self.graph(view: Rect(x: 30, y: 40, width: 50, height: 50), superviewOrigin: Point(x: 70, y: 90))
    #expect(graph.frameInRoot(of: "view")?.center == Point(x: 125, y: 155))
    let overlay = FrameChain([LocalCoordinateSpace(frame: Rect(x: 20, y: 20, width: 380, height: 780))])
    let chain = try #require(graph.frameChain(of: "view"))
    #expect(chain.convert(Point(x: 25, y: 25), to: overlay) == Point(x: 105, y: 135))
  }
}
