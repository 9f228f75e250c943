import FoundationXML
import LodestarGeometry
import LodestarRendering
import Testing

@Suite struct SVGDocumentTests {
  @Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (12.0, "12"), (0.5, "0.5"), (-0.5, "-0.5"), (1.23456, "1.235"), (-0.0004, "0"),
    (0.0005, "0.001"), (100.1, "100.1"), (2.05, "2.05"), (1e20, "1000000000000"), (.nan, "0"),
    (.infinity, "0"), (390.000_000_1, "390"), (0.07, "0.07"),
  ])
  func formatsNumbers(value: Double, expected: String) {
    #expect(SVGNumber.format(value) == expected)
  }

  private var sampleDocument: SVGDocument {
    var overlay = BezierPath()
    overlay.move(to: Point(x: 0, y: 0))
    overlay.addLine(to: Point(x: 100, y: 0))
    overlay.addLine(to: Point(x: 100, y: 50))
    overlay.addLine(to: Point(x: 0, y: 50))
    overlay.closeSubpath()
    overlay.move(to: Point(x: 10.5, y: 10))
    overlay.addCurve(to: Point(x: 20, y: 20), control1: Point(x: 15, y: 10), control2: Point(x: 20, y: 15))
    overlay.addQuadCurve(to: Point(x: 10.5, y: 10), control: Point(x: 10, y: 20))
    overlay.closeSubpath()
    return SVGDocument(
      width: 100, height: 50, title: "Step 1 of 3: \"Edit\" & <more>",
      elements: [
        .rect(x: 5, y: 5, width: 30, height: 10, cornerRadius: 4, fill: RGBAColor(red: 0, green: 0.5, blue: 1)),
        .path(overlay, fill: RGBAColor(white: 0, alpha: 0.7), fillRule: .evenOdd, opacity: 0.5),
        .group(
          role: "dialog", ariaLabel: "Tap Edit to change your profile", identifier: "coach-mark",
          children: [
            .rect(x: 40, y: 20, width: 55, height: 25, cornerRadius: 8, fill: .white),
            .text(
              "Tap <Edit>", x: 90, y: 35, fontFamily: "Helvetica, sans-serif", fontSize: 15, textAnchor: .end,
              fill: .black),
          ]),
      ])
  }

  @Test func writesTheExactDocument() {
    #expect(
      sampleDocument.serialized() == """
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50">
          <title>Step 1 of 3: &quot;Edit&quot; &amp; &lt;more&gt;</title>
          <rect x="5" y="5" width="30" height="10" rx="4" fill="#0080FF"/>
          <path d="M0 0L100 0L100 50L0 50ZM10.5 10C15 10 20 15 20 20Q10 20 10.5 10Z" fill="#000000" \
        fill-opacity="0.7" fill-rule="evenodd" opacity="0.5"/>
          <g id="coach-mark" role="dialog" aria-label="Tap Edit to change your profile">
            <rect x="40" y="20" width="55" height="25" rx="8" fill="#FFFFFF"/>
            <text x="90" y="35" font-family="Helvetica, sans-serif" font-size="15" text-anchor="end" \
        fill="#000000">Tap &lt;Edit&gt;</text>
          </g>
        </svg>

        """)
  }

  @Test func parsesWithFoundationXML() throws {
    let document = try XMLDocument(xmlString: sampleDocument.serialized(), options: [])
    let root = try #require(document.rootElement())
    #expect(root.name == "svg")
    let paths = try document.nodes(forXPath: "//*[local-name()='path']")
    #expect(paths.count == 1)
    let path = try #require(paths.first as? XMLElement)
    #expect(attribute("fill-rule", of: path) == "evenodd")
    let groups = try document.nodes(forXPath: "//*[local-name()='g']")
    let group = try #require(groups.first as? XMLElement)
    #expect(attribute("aria-label", of: group) == "Tap Edit to change your profile")
    let texts = try document.nodes(forXPath: "//*[local-name()='text']")
    #expect(texts.first?.stringValue == "Tap <Edit>")
    let titles = try document.nodes(forXPath: "//*[local-name()='title']")
    #expect(titles.first?.stringValue == "Step 1 of 3: \"Edit\" & <more>")
  }

  /// An attribute's value (FoundationXML's `attribute(forName:)` misses attributes of elements in a default
  /// namespace, so search the list).
  private func attribute(_ name: String, of element: XMLElement) -> String? {
    element.attributes?.first { $0.name == name }?.stringValue
  }

  @Test func controlCharactersAreReplacedSoTheXMLStaysValid() throws {
    let document = SVGDocument(
      width: 10, height: 10, elements: [.text("a\u{1}b\tc", x: 0, y: 0, fontFamily: "x", fontSize: 1, fill: .black)])
    let text = document.serialized()
    #expect(text.contains(">a\u{FFFD}b\tc</text>"))
    _ = try XMLDocument(xmlString: text, options: [])
  }

  /// DEL and the C1 controls (U+0080–U+009F; U+009B is a one-byte CSI in some terminals) are replaced too,
  /// in text and in attributes, so a document printed on a terminal sends it no escape sequence; the
  /// characters after them (U+00A0 and up, which share the lead byte 0xC2) are kept.
  @Test func deleteAndC1ControlsAreReplacedSoTheDocumentIsSafeOnATerminal() throws {
    let hostile = "a\u{7F}b\u{80}c\u{9B}2J\u{9F}d\u{A0}e\u{A9}"
    let document = SVGDocument(
      width: 10, height: 10, title: hostile,
      elements: [.text(hostile, x: 0, y: 0, fontFamily: hostile, fontSize: 1, fill: .black)])
    let text = document.serialized()
    let expected = "a\u{FFFD}b\u{FFFD}c\u{FFFD}2J\u{FFFD}d\u{A0}e\u{A9}"
    #expect(text.contains("<title>\(expected)</title>"), "\(text)")
    #expect(text.contains(">\(expected)</text>"), "\(text)")
    #expect(text.contains("font-family=\"\(expected)\""), "\(text)")
    #expect(!text.unicodeScalars.contains { $0.value == 0x7F || (0x80..<0xA0).contains($0.value) }, "\(text)")
    _ = try XMLDocument(xmlString: text, options: [])
  }

  @Test func defaultsAreNotWritten() {
    let element = SVGElement.path(BezierPath(), fill: .white)
    #expect(element.attributes == [SVGAttribute(name: "d", value: ""), SVGAttribute(name: "fill", value: "#FFFFFF")])
    let empty = SVGElement.group(children: [])
    #expect(
      SVGDocument(width: -5, height: .nan, elements: [empty]).serialized() == """
        <svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" viewBox="0 0 0 0">
          <g/>
        </svg>

        """)
  }
}
