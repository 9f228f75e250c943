/// A standalone SVG document, written deterministically: the same document always gives the same bytes.
///
/// The root `svg` element carries the namespace, `width`, `height` and a `viewBox` of the same size, then an
/// optional `title` (the document's accessible name), then the elements. Nested elements are indented by
/// two spaces; the output ends with a line feed.
public struct SVGDocument: Sendable, Hashable {
  /// The width in user units (points).
  public var width: Double
  /// The height in user units (points).
  public var height: Double
  /// The document title, written as the first child `title` element when present.
  public var title: String?
  /// The top-level elements, in painting order.
  public var elements: [SVGElement]

  /// A document of a size with elements.
  public init(width: Double, height: Double, title: String? = nil, elements: [SVGElement] = []) {
    self.width = width
    self.height = height
    self.title = title
    self.elements = elements
  }

  /// The document as SVG (XML) text.
  public func serialized() -> String {
    var output = ""
    output.reserveCapacity(256 + elements.count * 96)
    let width = SVGNumber.format(max(self.width, 0))
    let height = SVGNumber.format(max(self.height, 0))
    output += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    output += " viewBox=\"0 0 \(width) \(height)\">\n"
    if let title { output += "  <title>" + XMLEscaping.escaped(title) + "</title>\n" }
    for element in elements { Self.write(element, depth: 1, into: &output) }
    output += "</svg>\n"
    return output
  }

  private static func write(_ element: SVGElement, depth: Int, into output: inout String) {
    let indent = String(repeating: "  ", count: depth)
    output += indent + "<" + element.name
    for attribute in element.attributes {
      output += " " + attribute.name + "=\"" + XMLEscaping.escaped(attribute.value) + "\""
    }
    if element.children.isEmpty && element.text == nil {
      output += "/>\n"
      return
    }
    output += ">"
    if let text = element.text { output += XMLEscaping.escaped(text) }
    if !element.children.isEmpty {
      output += "\n"
      for child in element.children { write(child, depth: depth + 1, into: &output) }
      output += indent
    }
    output += "</" + element.name + ">\n"
  }
}
