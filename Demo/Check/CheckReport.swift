import Foundation
import Lodestar

/// `check --report DIR`: one self-contained `index.html` (inline SVG and CSS, nothing to fetch) with the SVG of
/// every step at every screen and direction, each finding outlined in red and numbered on the frame, and
/// listed beside it. It is well-formed XHTML, so any HTML or XML parser reads it.
///
/// The page is written frame by frame as `check` runs (a staged file of an ``OutputDirectory``, renamed into
/// place when the run ends), so no scene is kept: what was checked opens the page, the summary with the
/// findings closes it.
final class CheckReport {
  private let directory: OutputDirectory
  private let file: StagedOutputFile
  /// The heading of the section being written (`390x844 ltr`), or `nil` before the first frame.
  private var section: String?

  /// Starts `directory/index.html` (the directory is made with its missing parents) with its head, the title
  /// and what will be checked.
  ///
  /// - Throws: ``DemoFailure`` with status 73 when the directory or the file cannot be created, 74 when
  ///   writing fails.
  init(directory path: String, title: String, checked: String) throws(DemoFailure) {
    directory = try OutputDirectory.make(path, command: CheckOptions.command)
    file = try directory.stage("index.html")
    try file.append(
      """
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
      <head>
      <meta charset="utf-8"/>
      <title>\(Self.escaped(title))</title>
      <style>
      body { font-family: Helvetica, Arial, sans-serif; margin: 24px; color: #1a1a1a; }
      h2 { border-bottom: 1px solid #ccc; padding-bottom: 4px; margin-top: 32px; }
      .frame { display: flex; gap: 16px; align-items: flex-start; margin: 16px 0; }
      .frame svg { width: 320px; height: auto; border: 1px solid #ccc; flex: none; }
      .frame.bad svg { border-color: #d00; }
      .findings { max-width: 640px; }
      .findings li { margin-bottom: 6px; }
      .ok { color: #080; }
      .bad h3 { color: #d00; }
      </style>
      </head>
      <body>
      <h1>\(Self.escaped(title))</h1>
      <p>check: \(Self.escaped(checked))</p>

      """)
  }

  /// Adds one frame: its scene (or an empty one when the step did not show) over `screen`.
  func add(_ frame: TourCheck.Frame, scene: TourScene?, screen: SceneGraph) throws(DemoFailure) {
    let scene = scene ?? TourScene.empty(size: frame.screen.size)
    let document = SVGRenderer().document(
      for: scene, over: ScreenElementBox.boxes(of: screen), title: "step \(frame.step + 1) (\(frame.id))")
    try add(frame, document: document)
  }

  /// Adds one walkthrough page at rest.
  func add(_ frame: TourCheck.Frame, walkthroughScene scene: WalkthroughScene) throws(DemoFailure) {
    try add(frame, document: WalkthroughFrames.svgRenderer.document(for: scene, title: "page \(frame.step + 1)"))
  }

  /// Adds one frame drawn as `document`.
  private func add(_ frame: TourCheck.Frame, document: SVGDocument) throws(DemoFailure) {
    let name = "\(frame.screen.name) \(CheckOutput.direction(frame.direction))"
    var html = ""
    if name != section {
      if section != nil { html += "</section>\n" }
      html += "<section>\n<h2>\(Self.escaped(name))</h2>\n"
      section = name
    }
    html += Self.figure(frame, document: document)
    try file.append(html)
  }

  /// Ends the page with `summary` and puts it in place.
  func finish(summary: String) throws(DemoFailure) {
    try file.append(
      (section == nil ? "" : "</section>\n") + "<p id=\"summary\">\(Self.escaped(summary))</p>\n</body>\n</html>\n")
    try directory.commit()
  }

  /// One frame: its SVG with the findings outlined, and the list beside it.
  static func figure(_ frame: TourCheck.Frame, document: SVGDocument) -> String {
    var document = document
    for (number, finding) in frame.findings.enumerated() {
      for rect in finding.frames where !rect.isNull && rect.isFinite {
        document.elements.append(outline(rect, number: number + 1))
      }
    }
    let heading = "\(frame.unit) \(frame.step + 1) (\(frame.id))"
    var html = "<div class=\"frame\(frame.hasFindings ? " bad" : "")\">\n"
    html += document.serialized()
    html += "<div class=\"findings\">\n<h3>\(escaped(heading))</h3>\n"
    if !frame.hasFindings {
      html += "<p class=\"ok\">No findings.</p>\n"
    } else {
      html += "<ol>\n"
      if let problem = frame.problem { html += "<li>\(escaped(problem))</li>\n" }
      for finding in frame.findings { html += "<li>\(escaped(finding.description))</li>\n" }
      html += "</ol>\n"
    }
    html += "</div>\n</div>\n"
    return html
  }

  /// A red outline around `rect`, with the finding's number at its top-left corner.
  static func outline(_ rect: Rect, number: Int) -> SVGElement {
    let red = RGBAColor(red: 0.87, green: 0, blue: 0)
    let box = rect.width > 0 || rect.height > 0 ? rect : rect.insetBy(dx: -2, dy: -2)
    var outline = SVGElement.rect(x: box.minX, y: box.minY, width: box.width, height: box.height, fill: red)
    outline.attributes.removeAll { $0.name == "fill" || $0.name == "fill-opacity" }
    outline.attributes += [
      SVGAttribute(name: "fill", value: "none"), SVGAttribute(name: "stroke", value: red.hexString),
      SVGAttribute("stroke-width", 2),
    ]
    let label = SVGElement.text(
      "\(number)", x: box.minX + 2, y: box.minY + 12, fontFamily: SVGRenderer.proportionalFontFamily, fontSize: 12,
      fill: red)
    return .group(identifier: "finding-\(number)", children: [outline, label])
  }

  /// `text` escaped for HTML text and attributes, control characters replaced by U+FFFD.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        let isForbidden = value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF
        result.unicodeScalars.append(isForbidden ? "\u{FFFD}" : scalar)
      }
    }
    return result
  }
}
