import Foundation
import LodestarGeometry
import LodestarHostTree
import LodestarText
import LodestarTimeline
import LodestarTourFormat
import LodestarWalkthrough
import Testing

@Suite("Walkthrough documents")
struct WalkthroughDocumentTests {
  @Test func theExampleDecodesWithEveryAnimationType() throws {
    let document = try WalkthroughDocument(jsonData: try TourExamples.data("walkthrough.json"))
    #expect(document.id == "lodestar-welcome")
    #expect(document.schema == "./walkthrough.schema.json")
    #expect(document.options.size == Size(width: 390, height: 844))
    #expect(document.options.controls == [.close, .previous, .next, .pageControl])
    #expect(document.options.previousLabel == "Back" && document.options.closeLabel == "Skip")
    #expect(document.options.paging == .spring(response: 0.5, dampingFraction: 0.825))
    #expect(document.pages.map(\.id) == ["welcome", "coach-marks", "parallax", "ready"])
    #expect(document.pages.map(\.animation.type) == [.linear, .curve, .zoom, .inOut])
    // BWWalkthrough's README example on the first page: speed {0, 1}, variance {0, 2}.
    #expect(
      document.pages[0].animation
        == WalkthroughDocument.Animation(
          type: .linear, speed: Vector(dx: 0, dy: 1), speedVariance: Vector(dx: 0, dy: 2), alpha: true))
    // The last page writes its static tags as BWWalkthrough's string.
    #expect(document.pages.map(\.staticTags) == [[9], [9], [9], [9]])
    let picture = document.pages[0].elements[2]
    #expect(picture.id == "welcome.picture" && picture.tag == 2 && picture.cornerRadius == 24)
    #expect(picture.fill == RGBAColor(red: 0x2F / 255, green: 0x6F / 255, blue: 0xEB / 255))
    #expect(picture.children.map(\.id) == ["welcome.picture.icon"])
    #expect(document.pages[0].elements[1].isHeading && document.pages[0].elements[1].alignment == .center)
    #expect(document.validate() == [])

    let pages = try document.walkthroughPages()
    #expect(pages.map(\.title) == ["Welcome", "Coach marks", "Parallax", "Ready"])
    #expect(pages[0].parallax.speed(ofAnimatedElementAt: 2) == Vector(dx: 0, dy: 7))
    #expect(pages[3].staticTags == [9])
    #expect(document.controls == WalkthroughControls(nextTitle: "Next", previousTitle: "Back", closeTitle: "Skip"))
    #expect(try document.pagingMotion() == .spring(try SpringCurve(response: 0.5, dampingFraction: 0.825)))
  }

  @Test func theSchemaListsTheDecodersKeys() throws {
    let data = try TourExamples.data("walkthrough.schema.json")
    let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: Any])
    func keys(_ object: Any?) -> Set<String> {
      Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }
    #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    #expect(keys(schema) == ["$schema", "version", "id", "options", "pages"])
    #expect(
      keys(definitions["options"]) == [
        "size", "controls", "nextLabel", "previousLabel", "closeLabel", "reportsUnchangedPages", "paging",
        "textSizes",
      ])
    #expect(keys(definitions["textSizes"]) == ["minimum", "maximum"])
    #expect(
      (definitions["textSize"] as? [String: Any])?["enum"] as? [String] == TextSizeCategory.allCases.map(\.rawValue))
    #expect(keys(definitions["page"]) == ["id", "title", "background", "animation", "staticTags", "elements"])
    #expect(keys(definitions["animation"]) == ["type", "speed", "speedVariance", "alpha"])
    #expect(
      keys(definitions["element"]) == [
        "id", "tag", "frame", "cornerRadius", "fill", "text", "fontSize", "textColor", "alignment", "heading",
        "accessibilityLabel", "children",
      ])
    let types = ((definitions["animation"] as? [String: Any])?["properties"] as? [String: Any])?["type"]
    #expect(
      (types as? [String: Any])?["enum"] as? [String]
        == ParallaxStyle.allCases.map(\.name) + ParallaxStyle.allCases.map(\.storyboardName))
  }

  @Test func theFormatDocumentationsExampleDecodes() throws {
    let url = TourExamples.folder.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Modules/LodestarTourFormat/LodestarTourFormat.docc/WALKTHROUGH-FORMAT.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(text.range(of: "```json\n"))
    let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
    let document = try WalkthroughDocument(jsonString: String(text[start.upperBound..<end.lowerBound]))
    #expect(document.pages.count == 2)
    #expect(document.pages[1].staticTags == [1, 2])
  }

  @Test func defaultsAndTheDecayPaging() throws {
    let document = try WalkthroughDocument(
      jsonString: """
        {"version": 1, "id": "w", "options": {"paging": {"type": "decay"}, "controls": ["next"]},
         "pages": [{"id": "a", "title": "A", "elements": [{"id": "e", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}]}
        """)
    #expect(document.options.paging == .decay(rate: 0.99))
    #expect(try document.pagingMotion() == .decay(.fast))
    #expect(document.controls == WalkthroughControls(previousTitle: nil, closeTitle: nil, showsPageControl: false))
    let page = document.pages[0]
    #expect(page.animation == WalkthroughDocument.Animation() && page.background == .white && page.staticTags == [])
    let element = page.elements[0]
    #expect(element.tag == 0 && element.fontSize == 17 && element.textColor == .black && element.text == nil)
  }

  @Test func aDocumentBuiltInCodeIsValidatedBeforeMapping() throws {
    var document = WalkthroughDocument(
      id: "w",
      pages: [
        WalkthroughDocument.Page(
          id: "a", title: "A", animation: WalkthroughDocument.Animation(speed: Vector(dx: .nan, dy: 0)),
          elements: [WalkthroughDocument.Element(id: "e", frame: Rect(x: 0, y: 0, width: 10, height: 10))]),
        WalkthroughDocument.Page(
          id: "a", title: "B",
          elements: [WalkthroughDocument.Element(id: "e", frame: Rect(x: 0, y: 0, width: -1, height: 10))]),
      ])
    #expect(
      document.validate().map(\.description) == [
        "pages[0].animation.speed.x: expected a number between -1000 and 1000, found nan",
        "pages[1].id: duplicate page id \"a\", first used by pages[0]",
        "pages[1].elements[0].id: duplicate element id \"e\", first used by pages[0].elements[0]",
        "pages[1].elements[0].frame.width: expected a number between 0 and 100000, found -1",
      ])
    #expect(throws: TourDocumentError.self) { try document.walkthroughPages() }
    document.options.paging = .decay(rate: 1)
    #expect(throws: TourDocumentError.self) { try document.pagingMotion() }
    document.options.paging = .spring(response: Double.leastNonzeroMagnitude, dampingFraction: 0.5)
    #expect(
      document.validate().contains {
        $0.path == "options.paging" && $0.message.hasPrefix("the motion cannot run: spring stiffness must be")
      })
  }
}

/// A malformed walkthrough document and the exact description of the error the decoder must throw.
struct MalformedWalkthrough: Sendable, CustomTestStringConvertible {
  var name: String
  var json: String
  var expected: String

  init(_ name: String, _ json: String, _ expected: String) {
    self.name = name
    self.json = json
    self.expected = expected
  }

  var testDescription: String { name }
}

@Suite("Walkthrough documents: malformed input")
struct MalformedWalkthroughDocumentTests {
  /// `{"version": 1, "id": "w", "pages": [PAGE]}` on one line: PAGE starts at column 37.
  static func document(page: String) -> String {
    #"{"version": 1, "id": "w", "pages": [\#(page)]}"#
  }

  static let frame = #""frame": {"x": 0, "y": 0, "width": 10, "height": 10}"#

  static let corpus: [MalformedWalkthrough] = [
    MalformedWalkthrough("not JSON", "{", "expected a string key, found the end of the input (line 1, column 2)"),
    MalformedWalkthrough(
      "wrong version", #"{"version": 2, "id": "w", "pages": []}"#, "version: expected 1, found 2 (line 1, column 13)"),
    MalformedWalkthrough(
      "no pages", #"{"version": 1, "id": "w", "pages": []}"#,
      "pages: expected an array of at least one page, found an array (line 1, column 36)"),
    MalformedWalkthrough(
      "unknown key with a hint", #"{"version": 1, "id": "w", "page": []}"#,
      "page: unknown key; did you mean \"pages\"? (line 1, column 27)"),
    MalformedWalkthrough(
      "missing title", document(page: #"{"id": "a"}"#),
      "pages[0]: missing required key \"title\" (line 1, column 37)"),
    MalformedWalkthrough(
      "unknown animation type (BWWalkthrough crashes)",
      document(page: #"{"id": "a", "title": "A", "animation": {"type": "Spin"}}"#),
      "pages[0].animation.type: expected \"linear\", \"curve\", \"zoom\", \"inOut\", \"Linear\", \"Curve\", \"Zoom\" or \"InOut\", found \"Spin\" (line 1, column 85)"
    ),
    MalformedWalkthrough(
      "a type in neither spelling",
      document(page: #"{"id": "a", "title": "A", "animation": {"type": "inout"}}"#),
      "pages[0].animation.type: expected \"linear\", \"curve\", \"zoom\", \"inOut\", \"Linear\", \"Curve\", \"Zoom\" or \"InOut\", found \"inout\"; did you mean \"inOut\"? (line 1, column 85)"
    ),
    MalformedWalkthrough(
      "a tag list with spaces (BWWalkthrough crashes)",
      document(page: #"{"id": "a", "title": "A", "staticTags": "1, 2"}"#),
      "pages[0].staticTags: expected an array of integer tags, or integers separated by commas without spaces such as \"1,2\", found \"1, 2\" (line 1, column 77)"
    ),
    MalformedWalkthrough(
      "a tag list with an empty entry",
      document(page: #"{"id": "a", "title": "A", "staticTags": "1,,2"}"#),
      "pages[0].staticTags: expected an array of integer tags, or integers separated by commas without spaces such as \"1,2\", found \"1,,2\" (line 1, column 77)"
    ),
    MalformedWalkthrough(
      "a fractional tag",
      document(page: #"{"id": "a", "title": "A", "staticTags": [1, 2.5]}"#),
      "pages[0].staticTags[1]: expected an integer between -2147483648 and 2147483647, found 2.5 (line 1, column 81)"),
    MalformedWalkthrough(
      "a huge tag",
      document(page: #"{"id": "a", "title": "A", "staticTags": "99999999999"}"#),
      "pages[0].staticTags: expected an array of integer tags, or integers separated by commas without spaces such as \"1,2\", found \"99999999999\" (line 1, column 77)"
    ),
    MalformedWalkthrough(
      "speed out of range",
      document(page: #"{"id": "a", "title": "A", "animation": {"speed": {"x": 1e6}}}"#),
      "pages[0].animation.speed.x: expected a number between -1000 and 1000, found 1e6 (line 1, column 92)"),
    MalformedWalkthrough(
      "an overflowing number", document(page: #"{"id": "a", "title": "A", "animation": {"speed": {"y": 1e400}}}"#),
      "pages[0].animation.speed.y: expected a number between -1000 and 1000, found 1e400 (line 1, column 92)"),
    MalformedWalkthrough(
      "negative width",
      document(
        page:
          #"{"id": "a", "title": "A", "elements": [{"id": "e", "frame": {"x": 0, "y": 0, "width": -5, "height": 1}}]}"#),
      "pages[0].elements[0].frame.width: expected a number between 0 and 100000, found -5 (line 1, column 123)"),
    MalformedWalkthrough(
      "duplicate element id",
      document(page: #"{"id": "a", "title": "A", "elements": [{"id": "e", \#(frame)}, {"id": "e", \#(frame)}]}"#),
      "pages[0].elements[1].id: duplicate element id \"e\", first used by pages[0].elements[0] (line 1, column 150)"),
    MalformedWalkthrough(
      "duplicate page id", document(page: #"{"id": "a", "title": "A"}, {"id": "a", "title": "B"}"#),
      "pages[1].id: duplicate page id \"a\", first used by pages[0] (line 1, column 71)"),
    MalformedWalkthrough(
      "a bad colour", document(page: #"{"id": "a", "title": "A", "background": "blue"}"#),
      "pages[0].background: expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", found \"blue\" (line 1, column 77)"),
    MalformedWalkthrough(
      "an unknown paging", #"{"version": 1, "id": "w", "options": {"paging": {"type": "fling"}}, "pages": []}"#,
      "options.paging.type: expected \"spring\" or \"decay\", found \"fling\" (line 1, column 58)"),
    MalformedWalkthrough(
      "a decay rate of 1",
      #"{"version": 1, "id": "w", "options": {"paging": {"type": "decay", "rate": 1}}, "pages": []}"#,
      "options.paging.rate: expected a number > 0 and < 1, found 1 (line 1, column 75)"),
    // Issue 38: each number in range, and still no spring (infinite stiffness); it was accepted, so `render`
    // drew it (exit 0) while playing it failed (exit 65). Every command refuses it at decoding now.
    MalformedWalkthrough(
      "a spring that cannot run",
      #"{"version": 1, "id": "w", "options": {"paging": {"type": "spring", "response": 5e-324, "dampingFraction": 5e-324}}, "pages": []}"#,
      "options.paging: the motion cannot run: spring stiffness must be positive and finite, got inf (line 1, column 49)"
    ),
    MalformedWalkthrough(
      "a duplicate control",
      #"{"version": 1, "id": "w", "options": {"controls": ["next", "next"]}, "pages": []}"#,
      "options.controls[1]: duplicate control \"next\" (line 1, column 60)"),
    MalformedWalkthrough(
      "a page size of zero",
      #"{"version": 1, "id": "w", "options": {"size": {"width": 0, "height": 10}}, "pages": []}"#,
      "options.size.width: expected a number between 1 and 10000, found 0 (line 1, column 57)"),
  ]

  @Test(arguments: corpus)
  func theDecoderNamesThePathTheLineAndTheColumn(_ malformed: MalformedWalkthrough) {
    do {
      _ = try WalkthroughDocumentDecoder().decode(from: malformed.json)
      Issue.record("\(malformed.name): decoded without an error")
    } catch {
      #expect(error.description == malformed.expected, "\(malformed.name)")
    }
  }

  @Test func aLenientDecoderWarnsAboutUnknownKeys() throws {
    let output = try WalkthroughDocumentDecoder(isLenient: true).decodeWithWarnings(
      from: Data(Self.document(page: #"{"id": "a", "title": "A", "colour": "red"}"#).utf8))
    #expect(
      output.warnings.map(\.description) == [
        "pages[0].colour: unknown key; expected one of \"id\", \"title\", \"background\", \"animation\", \"staticTags\" or \"elements\" (line 1, column 63)"
      ])
    #expect(output.document.pages[0].title == "A")
  }

  @Test func truncationsAndHostileBytesNeverCrash() throws {
    let example = try TourExamples.data("walkthrough.json")
    for length in stride(from: 0, to: example.count, by: 97) {
      #expect(throws: TourDocumentError.self) { try WalkthroughDocument(jsonData: example.prefix(length)) }
    }
    let deep = String(repeating: "[", count: 10_000)
    #expect(throws: TourDocumentError.self) { try WalkthroughDocument(jsonString: deep) }
    #expect(throws: TourDocumentError.self) {
      try WalkthroughDocument(jsonString: Self.document(page: #"{"id": "a\u0000", "title": "\ud800"}"#))
    }
  }
}

/// BWWalkthrough's own spellings of the animation types decode (issue 31, item 7).
@Suite struct WalkthroughStoryboardSpellingTests {
  @Test(arguments: ParallaxStyle.allCases)
  func bothSpellingsDecode(style: ParallaxStyle) throws {
    for spelling in [style.name, style.storyboardName] {
      let document = try WalkthroughDocument(
        jsonString: #"{"version": 1, "id": "w", "pages": [{"id": "a", "title": "A", "animation": {"type": ""#
          + spelling + #""}}]}"#)
      #expect(document.pages.first?.animation.type == style, "\(spelling)")
    }
  }
}
