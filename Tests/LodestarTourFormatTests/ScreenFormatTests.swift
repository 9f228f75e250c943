import Foundation
import LodestarGeometry
import LodestarTesting
import LodestarTourFormat
import LodestarViewModel
import Testing

@Suite struct ScreenFormatTests {
  @Test func roundTripsThePhoneScreen() throws {
    var graph = SceneGraph.sampleListScreen()
    try graph.scroll("list", to: Point(x: 0, y: 120))
    try graph.setHidden(true, for: "title")
    graph.setAlias("item.42", to: "row.3")
    let data = try graph.jsonData()
    let decoded = try SceneGraph(jsonData: data)
    #expect(decoded == graph)
    #expect(decoded.version == 3)
    #expect(decoded.resolve("item.42") == "row.3")
    #expect(decoded.frameInRoot(of: "badge") == Rect(x: 245, y: 755, width: 40, height: 40))
    #expect(try decoded.jsonData() == data)
  }

  @Test func readsTheDocumentedExample() throws {
    let json = """
      {
        "format": 1,
        "roots": [
          {
            "id": "screen",
            "frame": { "x": 0, "y": 0, "width": 390, "height": 844 },
            "clipsToBounds": true,
            "children": [
              {
                "id": "list",
                "frame": { "x": 0, "y": 96, "width": 390, "height": 665 },
                "boundsOrigin": { "x": 0, "y": 120 },
                "clipsToBounds": true,
                "children": [
                  { "id": "cell.3", "frame": { "x": 0, "y": 180, "width": 390, "height": 60 },
                    "accessibilityLabel": "Inbox" }
                ]
              },
              {
                "id": "badge",
                "frame": { "x": 300, "y": 770, "width": 20, "height": 20 },
                "transform": { "a": 2, "d": 2 },
                "cornerRadius": 10
              }
            ]
          }
        ],
        "aliases": { "row.42": "cell.3" }
      }
      """
    let graph = try SceneGraph(jsonData: Data(json.utf8))
    #expect(graph.rootIDs == ["screen"])
    #expect(graph.resolve("row.42") == "cell.3")
    #expect(graph.frameInRoot(of: graph.resolve("row.42") ?? "") == Rect(x: 0, y: 156, width: 390, height: 60))
    #expect(graph.element("cell.3")?.accessibilityLabel == "Inbox")
    #expect(graph.frameInRoot(of: "badge") == Rect(x: 290, y: 760, width: 40, height: 40))
    #expect(graph.element("badge")?.cornerRadius == 10)
  }

  static let errorCases: [(String, String)] = [
    (#"{"roots": []}"#, "format: missing required key"),
    (#"{"format": 2}"#, "format: expected 1, found 2"),
    (#"{"format": "1"}"#, "format: expected a number, found a string"),
    (#"{"format": 1, "windows": []}"#, "windows: unknown key (expected one of: aliases, changeVersion, format, roots)"),
    (#"{"format": 1, "roots": {}}"#, "roots: expected an array, found a dictionary"),
    (
      #"{"format": 1, "roots": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1}}]}"#,
      "roots[0].frame.height: missing required key"
    ),
    (
      #"{"format": 1, "roots": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "#
        + #""children": [{"id": "a", "frame": {"x": 0, "y": 0, "width": "wide", "height": 1}}]}]}"#,
      "roots[0].children[0].frame.width: expected a number, found a string"
    ),
    (
      #"{"format": 1, "roots": [{"id": null, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#,
      "roots[0].id: expected a string, found null"
    ),
    (
      #"{"format": 1, "roots": [{"id": "", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#,
      "roots[0].id: expected a non-empty string"
    ),
    (
      #"{"format": 1, "roots": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "#
        + #""cornerRadius": -4}]}"#,
      "roots[0].cornerRadius: expected a number >= 0, found -4.0"
    ),
    (
      #"{"format": 1, "roots": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "colour": 1}]}"#,
      "roots[0].colour: unknown key (expected one of: accessibilityLabel, boundsOrigin, children, clipsToBounds, "
        + "cornerRadius, frame, id, isHidden, transform)"
    ),
    (
      #"{"format": 1, "roots": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "#
        + #""transform": {"a": 1, "skew": 2}}]}"#,
      "roots[0].transform.skew: unknown key (expected one of: a, b, c, d, tx, ty)"
    ),
    (
      #"{"format": 1, "roots": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "children": ["#
        + #"{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}, "#
        + #"{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}]}"#,
      #"roots[0].children[1].id: duplicate element id "a""#
    ),
    (
      #"{"format": 1, "roots": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "#
        + #""boundsOrigin": {"x": 0}}]}"#,
      "roots[0].boundsOrigin.y: missing required key"
    ),
    (
      #"{"format": 1, "roots": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "#
        + #""isHidden": "yes"}]}"#,
      "roots[0].isHidden: expected a boolean, found a string"
    ),
  ]

  @Test(arguments: errorCases)
  func errorsNameTheJSONPath(json: String, expected: String) {
    #expect(throws: ScreenFormatError.self) { try SceneGraph(jsonData: Data(json.utf8)) }
    do {
      _ = try SceneGraph(jsonData: Data(json.utf8))
    } catch {
      #expect(error.description == expected)
    }
  }

  @Test func reportsTextThatIsNotJSON() {
    do {
      _ = try SceneGraph(jsonData: Data("{\"format\": 1,".utf8))
      Issue.record("expected an error")
    } catch {
      #expect(error.path == "")
      #expect(!error.message.isEmpty)
    }
  }
}
