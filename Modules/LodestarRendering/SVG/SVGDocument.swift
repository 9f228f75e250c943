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
    write().string
  }

  /// The document as SVG (XML) text, encoded in UTF-8.
  public func serializedBytes() -> [UInt8] {
    write().bytes
  }

  private func write() -> ByteBuffer {
    let output = ByteBuffer(capacity: 512 + elements.count * 128)
    output.append(#"<svg xmlns="http://www.w3.org/2000/svg" width=""#)
    SVGNumber.append(max(width, 0), to: output)
    output.append(#"" height=""#)
    SVGNumber.append(max(height, 0), to: output)
    output.append(#"" viewBox="0 0 "#)
    SVGNumber.append(max(width, 0), to: output)
    output.append(0x20)
    SVGNumber.append(max(height, 0), to: output)
    output.append("\">\n")
    if let title {
      output.append("  <title>")
      XMLEscaping.append(title, to: output)
      output.append("</title>\n")
    }
    for element in elements { Self.write(element, depth: 1, into: output) }
    output.append("</svg>\n")
    return output
  }

  private static func write(_ element: SVGElement, depth: Int, into output: ByteBuffer) {
    for _ in 0..<depth { output.append(0x20, 0x20) }
    output.append(0x3C)
    output.append(utf8Of: element.name)
    for attribute in element.attributes {
      output.append(0x20)
      output.append(utf8Of: attribute.name)
      output.append(0x3D, 0x22)
      attribute.appendValue(to: output)
      output.append(0x22)
    }
    if element.children.isEmpty && element.text == nil {
      output.append("/>\n")
      return
    }
    output.append(0x3E)
    if let text = element.text { XMLEscaping.append(text, to: output) }
    if !element.children.isEmpty {
      output.append(0x0A)
      for child in element.children { write(child, depth: depth + 1, into: output) }
      for _ in 0..<depth { output.append(0x20, 0x20) }
    }
    output.append(0x3C, 0x2F)
    output.append(utf8Of: element.name)
    output.append(0x3E, 0x0A)
  }
}
