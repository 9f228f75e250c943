import Foundation
import LodestarGeometry
import LodestarHostTree
import LodestarTesting
import LodestarTourFormat
import Testing

@Suite struct ScreenFormatTests {
  @Test func writesTheFormatsOrderWithFramesOnOneLine() throws {
    var graph = SceneGraph(size: Size(width: 390, height: 844)) {
      SceneElement("badge", frame: Rect(x: 300, y: 770, width: 20, height: 20), cornerRadius: 10)
    }
    graph.setAlias("row.42", to: "badge")
    let text = String(decoding: try graph.jsonData(), as: UTF8.self)
    #expect(
      text == """
        {
          "format": 1,
          "changeVersion": 1,
          "roots": [
            {
              "id": "screen",
              "frame": {"x": 0, "y": 0, "width": 390, "height": 844},
              "clipsToBounds": true,
              "children": [
                {
                  "id": "badge",
                  "frame": {"x": 300, "y": 770, "width": 20, "height": 20},
                  "cornerRadius": 10
                }
              ]
            }
          ],
          "aliases": {
            "row.42": "badge"
          }
        }

        """)
  }

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
    (#"{"roots": []}"#, #"missing required key "format" (line 1, column 1)"#),
    (#"{"format": 2}"#, "format: expected 1, found 2 (line 1, column 12)"),
    (#"{"format": "1"}"#, #"format: expected 1, found "1" (line 1, column 12)"#),
    (
      #"{"format": 1, "windows": []}"#,
      #"windows: unknown key; expected one of "format", "changeVersion", "roots" or "aliases" (line 1, column 15)"#
    ),
    (#"{"format": 1, "roots": {}}"#, "roots: expected an array of elements, found an object (line 1, column 24)"),
    (
      #"{"format": 1, "roots": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1}}]}"#,
      #"roots[0].frame: missing required key "height" (line 1, column 46)"#
    ),
    (
      #"{"format": 1, "roots": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "#
        + #""children": [{"id": "a", "frame": {"x": 0, "y": 0, "width": "wide", "height": 1}}]}]}"#,
      #"roots[0].children[0].frame.width: expected a number between 0 and 1000000, found "wide" (line 1, column 149)"#
    ),
    (
      #"{"format": 1, "roots": [{"id": null, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#,
      "roots[0].id: expected a non-empty string, found null (line 1, column 32)"
    ),
    (
      #"{"format": 1, "roots": [{"id": "", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#,
      #"roots[0].id: expected a non-empty string, found "" (line 1, column 32)"#
    ),
    (
      #"{"format": 1, "roots": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "#
        + #""cornerRadius": -4}]}"#,
      "roots[0].cornerRadius: expected a number between 0 and 1000000, found -4 (line 1, column 105)"
    ),
    (
      #"{"format": 1, "roots": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "colour": 1}]}"#,
      #"roots[0].colour: unknown key; expected one of "id", "frame", "boundsOrigin", "transform", "#
        + #""clipsToBounds", "scroll", "isHidden", "cornerRadius", "accessibilityLabel" or "children" (line 1, column 89)"#
    ),
    (
      #"{"format": 1, "roots": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "#
        + #""transform": {"a": 1, "skew": 2}}]}"#,
      #"roots[0].transform.skew: unknown key; expected one of "a", "b", "c", "d", "tx" or "ty" (line 1, column 111)"#
    ),
    (
      #"{"format": 1, "roots": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "children": ["#
        + #"{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}, "#
        + #"{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}]}"#,
      #"roots[0].children[1].id: duplicate element id "a" (line 1, column 174)"#
    ),
    (
      #"{"format": 1, "roots": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "#
        + #""boundsOrigin": {"x": 0}}]}"#,
      #"roots[0].boundsOrigin: missing required key "y" (line 1, column 105)"#
    ),
    (
      #"{"format": 1, "roots": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "#
        + #""isHidden": "yes"}]}"#,
      #"roots[0].isHidden: expected true or false, found "yes" (line 1, column 101)"#
    ),
    (
      #"{"format": 1, "roots": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "#
        + #""isHidden": true, "isHidden": false}]}"#,
      "roots[0].isHidden: duplicate key, first defined at line 1, column 89 (line 1, column 107)"
    ),
    (
      #"{"format": 1, "changeVersion": -1}"#,
      "changeVersion: expected an integer between 0 and 9007199254740991, found -1 (line 1, column 32)"
    ),
    (
      #"{"format": 1, "aliases": {"row": 3}}"#,
      "aliases.row: expected a non-empty string, found 3 (line 1, column 34)"
    ),
  ]

  /// A screen with elements `a` and `b` under root `s`, and `aliases` (an object's members).
  static func screen(aliases: String) -> String {
    #"{"format": 1, "roots": [{"id": "s", "frame": {"x": 0, "y": 0, "width": 9, "height": 9}, "children": ["#
      + #"{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}, "#
      + #"{"id": "b", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}], "aliases": {\#(aliases)}}"#
  }

  /// Issue 38: an alias named like an element silently moved every step that targets the element; aliases to
  /// themselves, cycles, chains, dangling aliases and empty names were accepted. Each is refused at the
  /// alias, with its line and column; an alias leads to an element, and aliases do not chain.
  @Test(arguments: [
    (
      #""a": "b""#, #"aliases.a: an element has the id "a": an alias may not take an element's id (line 1, column 247)"#
    ),
    (#""row": "row""#, "aliases.row: an alias may not lead to itself (line 1, column 254)"),
    (
      #""x": "y", "y": "x""#,
      #"aliases.x: "y" is an alias: an alias leads to an element, aliases do not chain (line 1, column 252)"#
    ),
    (
      #""x": "y", "y": "a""#,
      #"aliases.x: "y" is an alias: an alias leads to an element, aliases do not chain (line 1, column 252)"#
    ),
    (#""row": "c""#, #"aliases.row: no element has the id "c" (line 1, column 254)"#),
    (#""": "a""#, #"aliases."": expected a non-empty alias name, found "" (line 1, column 247)"#),
    (#""row": """#, #"aliases.row: expected a non-empty string, found "" (line 1, column 254)"#),
  ])
  func aliasesLeadToAnElement(aliases: String, expected: String) {
    do {
      _ = try SceneGraph(jsonData: Data(Self.screen(aliases: aliases).utf8))
      Issue.record("accepted \(aliases)")
    } catch {
      #expect(error.description == expected, "\(aliases)")
    }
  }

  @Test func aliasesToElementsAreRead() throws {
    let graph = try SceneGraph(jsonData: Data(Self.screen(aliases: #""row.1": "a", "row.2": "a""#).utf8))
    #expect(graph.aliasTable == ["row.1": "a", "row.2": "a"])
    #expect(graph.resolve("row.2") == "a" && graph.resolve("b") == "b")
  }

  /// Issue 38: 60 nested elements scaled by 10^6 each (every number within the limits) put the innermost
  /// one at infinity; `render` drew its cut-out at the origin and `check` reported a non-finite number. Such
  /// a screen is bad data now, refused with the path of the first element out of reach.
  @Test func elementsWhoseTransformsOverflowAreRefused() {
    func element(_ depth: Int) -> String {
      let transform = depth > 0 ? #", "transform": {"a": 1000000, "d": 1000000}"# : ""
      let children = depth < 60 ? #", "children": [\#(element(depth + 1))]"# : ""
      return #"{"id": "e\#(depth)", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}\#(transform)\#(children)}"#
    }
    let text = "{\"format\": 1,\n\"roots\": [\(element(0))]}"
    do {
      _ = try SceneGraph(jsonData: Data(text.utf8))
      Issue.record("accepted transforms that overflow")
    } catch {
      // 10^6 to the 52nd power overflows (10^312); the 51st (10^306) does not.
      let path = "roots[0]" + String(repeating: ".children[0]", count: 52)
      #expect(error.path == path)
      #expect(
        error.message
          == "the element's frame in its root is not finite: the transforms of the element and its ancestors overflow")
      #expect(error.location?.line == 2)
    }
  }

  /// Sizes, coordinates and radii past the documented limit (or not finite: beyond the largest double) are
  /// errors that name the field and the limit; the limits themselves are accepted.
  @Test(arguments: [
    (#""width": 1e308"#, "frame.width", "0 and 1000000", "1e308"),
    (#""width": 1e5, "height": 1e400"#, "frame.height", "0 and 1000000", "1e400"),
    (#""width": -1"#, "frame.width", "0 and 1000000", "-1"),
    (#""width": 1000000.5"#, "frame.width", "0 and 1000000", "1000000.5"),
    (#""x": -1e6, "y": -1000001"#, "frame.y", "-1000000 and 1000000", "-1000001"),
  ])
  func sizesPastTheLimitAreErrors(frame: String, field: String, range: String, found: String) {
    var members = ["\"x\": 0", "\"y\": 0", "\"width\": 1", "\"height\": 1"]
    for replacement in frame.split(separator: ",") {
      let key = replacement.split(separator: ":")[0].trimmingCharacters(in: .whitespaces)
      members.removeAll { $0.hasPrefix(key) }
      members.append(replacement.trimmingCharacters(in: .whitespaces))
    }
    let json = #"{"format": 1, "roots": [{"id": "s", "frame": {"# + members.joined(separator: ", ") + "}}]}"
    do {
      _ = try SceneGraph(jsonData: Data(json.utf8))
      Issue.record("accepted \(json)")
    } catch {
      #expect(error.path == "roots[0].\(field)")
      #expect(error.message == "expected a number between \(range), found \(found)")
    }
  }

  @Test func theLimitsThemselvesAreAccepted() throws {
    let json =
      #"{"format": 1, "roots": [{"id": "s", "frame": {"x": -1e6, "y": 1e6, "width": 1e6, "height": 0}, "#
      + #""cornerRadius": 1000000, "transform": {"a": -1e6, "tx": 1e6}, "boundsOrigin": {"x": 1e6, "y": -1e6}}]}"#
    let graph = try SceneGraph(jsonData: Data(json.utf8))
    #expect(graph.element("s")?.frame == Rect(x: -1e6, y: 1e6, width: 1e6, height: 0))
    #expect(graph.element("s")?.cornerRadius == 1e6)
  }

  /// Elements may nest up to the documented limit; deeper nesting is an error, not a crash.
  @Test func nestingPastTheLimitIsAnError() throws {
    func screen(depth: Int) -> String {
      var text = #"{"id": "e\#(depth)", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}"#
      for level in stride(from: depth - 1, through: 0, by: -1) {
        text = #"{"id": "e\#(level)", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "children": [\#(text)]}"#
      }
      return #"{"format": 1, "roots": [\#(text)]}"#
    }
    // The document, the roots array, then an element and its children array per level; frames one deeper.
    let deepest = (SceneGraph.screenNestingLimit - 4) / 2
    let graph = try SceneGraph(jsonData: Data(screen(depth: deepest).utf8))
    #expect(graph.count == deepest + 1)
    do {
      _ = try SceneGraph(jsonData: Data(screen(depth: deepest + 1).utf8))
      Issue.record("accepted nesting past the limit")
    } catch {
      #expect(error.message == "expected at most 256 levels of nesting")
    }
    let brackets = String(repeating: "[", count: 100_000)
    #expect(throws: ScreenFormatError.self) { try SceneGraph(jsonData: Data(brackets.utf8)) }
  }

  /// Text that is not JSON gets the same path, line and column as a tour file, not Foundation's
  /// "The given data was not valid JSON.".
  @Test(
    arguments: [
      ("{\"format\": 1,", "expected a string key, found the end of the input (line 1, column 14)"),
      (
        "{\"format\": 1,\n \"roots\": [\n  {\"id\": \"s\" \"frame\": {}}]}",
        #"roots[0]: expected "," or "}", found "\"" (line 3, column 14)"#
      ),
      ("\u{FEFF}{\"format\": 1}", nil),
      ("", "expected a value, found the end of the input (line 1, column 1)"),
    ] as [(String, String?)])
  func textThatIsNotJSONSaysWhere(text: String, expected: String?) {
    do {
      _ = try SceneGraph(jsonData: Data(text.utf8))
      #expect(expected == nil)
    } catch {
      #expect(error.description == expected)
    }
  }

  @Test(arguments: errorCases)
  func errorsNameTheJSONPath(json: String, expected: String) {
    #expect(throws: ScreenFormatError.self) { try SceneGraph(jsonData: Data(json.utf8)) }
    do {
      _ = try SceneGraph(jsonData: Data(json.utf8))
    } catch {
      #expect(error.description == expected)
    }
  }
}
