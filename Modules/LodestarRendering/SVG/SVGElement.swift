import LodestarGeometry

/// One element of an ``SVGDocument``: a name, attributes in a fixed order, children and text.
///
/// Build elements with the typed factories (``rect(x:y:width:height:cornerRadius:fill:opacity:)``,
/// ``path(_:fill:fillRule:opacity:)``, ``text(_:x:y:fontFamily:fontSize:textAnchor:fill:)``,
/// ``group(role:ariaLabel:identifier:children:)``), which always write their attributes in the same order, so
/// the same drawing gives the same bytes.
public struct SVGElement: Sendable, Hashable {
  /// The element name, such as `rect`.
  public var name: String
  /// The attributes, written in this order (values are escaped when written).
  public var attributes: [SVGAttribute]
  /// The child elements.
  public var children: [SVGElement]
  /// Text content, written (escaped) before the children.
  public var text: String?

  /// An element from its parts.
  public init(name: String, attributes: [SVGAttribute] = [], children: [SVGElement] = [], text: String? = nil) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
  }

  /// The value of the attribute with this name, or `nil` when the element has none.
  ///
  /// - Parameter name: The attribute's name, such as `fill`.
  /// - Returns: The first attribute's value with that name.
  /// - Complexity: O(*n*) for *n* attributes.
  public func value(of name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// A rectangle, optionally with rounded corners (`rx`), a fill colour and an opacity (written only when
  /// below 1).
  public static func rect(
    x: Double, y: Double, width: Double, height: Double, cornerRadius: Double = 0, fill: RGBAColor,
    opacity: Double = 1
  ) -> SVGElement {
    var attributes: [SVGAttribute] = []
    attributes.reserveCapacity(10)
    attributes.append(SVGAttribute("x", x))
    attributes.append(SVGAttribute("y", y))
    attributes.append(SVGAttribute("width", max(width, 0)))
    attributes.append(SVGAttribute("height", max(height, 0)))
    if cornerRadius > 0 { attributes.append(SVGAttribute("rx", cornerRadius)) }
    appendFillAttributes(fill, to: &attributes)
    if opacity < 1 { attributes.append(SVGAttribute("opacity", max(opacity, 0))) }
    return SVGElement(name: "rect", attributes: attributes)
  }

  /// A filled path.
  ///
  /// - Parameters:
  ///   - path: The path, written in LodestarGeometry's deterministic
  ///     ``/LodestarGeometry/BezierPath/svgPathData`` format.
  ///   - fill: The fill colour.
  ///   - fillRule: How overlapping subpaths combine: `evenodd` punches holes where subpaths overlap an odd
  ///     number of times, as an overlay with cut-out openings needs.
  ///   - opacity: The element's opacity, written only when below 1.
  public static func path(
    _ path: BezierPath, fill: RGBAColor, fillRule: SVGFillRule = .nonzero, opacity: Double = 1
  ) -> SVGElement {
    var attributes: [SVGAttribute] = []
    attributes.reserveCapacity(6)
    attributes.append(SVGAttribute(name: "d", pathData: path))
    appendFillAttributes(fill, to: &attributes)
    if fillRule == .evenOdd { attributes.append(SVGAttribute(name: "fill-rule", value: "evenodd")) }
    if opacity < 1 { attributes.append(SVGAttribute("opacity", max(opacity, 0))) }
    return SVGElement(name: "path", attributes: attributes)
  }

  /// A line of text at a baseline point, with a font family, a size in points, an anchor (`start`,
  /// `middle`, `end`: mirror `start` and `end` for right-to-left text) and a fill colour.
  public static func text(
    _ content: String, x: Double, y: Double, fontFamily: String, fontSize: Double,
    textAnchor: SVGTextAnchor = .start, fill: RGBAColor
  ) -> SVGElement {
    var attributes: [SVGAttribute] = []
    attributes.reserveCapacity(7)
    attributes.append(SVGAttribute("x", x))
    attributes.append(SVGAttribute("y", y))
    attributes.append(SVGAttribute(name: "font-family", value: fontFamily))
    attributes.append(SVGAttribute("font-size", fontSize))
    if textAnchor != .start { attributes.append(SVGAttribute(name: "text-anchor", value: textAnchor.rawValue)) }
    appendFillAttributes(fill, to: &attributes)
    return SVGElement(name: "text", attributes: attributes, text: content)
  }

  /// A group, optionally with an `id`, an ARIA `role` and an `aria-label`, in that attribute order.
  public static func group(
    role: String? = nil, ariaLabel: String? = nil, identifier: String? = nil, children: [SVGElement]
  ) -> SVGElement {
    var attributes: [SVGAttribute] = []
    attributes.reserveCapacity(5)
    if let identifier { attributes.append(SVGAttribute(name: "id", value: identifier)) }
    if let role { attributes.append(SVGAttribute(name: "role", value: role)) }
    if let ariaLabel { attributes.append(SVGAttribute(name: "aria-label", value: ariaLabel)) }
    return SVGElement(name: "g", attributes: attributes, children: children)
  }

  /// `fill="#RRGGBB"`, followed by `fill-opacity` when the colour is translucent.
  private static func appendFillAttributes(_ color: RGBAColor, to attributes: inout [SVGAttribute]) {
    let color = color.clamped
    attributes.append(SVGAttribute(name: "fill", color: color.withAlpha(1)))
    if color.alpha < 1 { attributes.append(SVGAttribute("fill-opacity", color.alpha)) }
  }
}

/// One attribute of an ``SVGElement``.
///
/// Numbers, colours and path data are kept as values and written straight into the document's bytes when it
/// is serialized (in the ``SVGNumber`` format, as ``LodestarGeometry/RGBAColor/hexString`` and as
/// ``/LodestarGeometry/BezierPath/svgPathData``), so building a document formats nothing twice.
public struct SVGAttribute: Sendable, Hashable {
  /// The attribute name.
  public var name: String
  /// The value, unescaped.
  public var value: String {
    get {
      switch storage {
      case .text(let text): text
      case .number(let number): SVGNumber.format(number)
      case .color(let color): color.hexString
      case .pathData(let path): path.svgPathData
      }
    }
    set { storage = .text(newValue) }
  }

  /// How the value is kept until it is written.
  enum Storage: Sendable {
    case text(String)
    case number(Double)
    case color(RGBAColor)
    case pathData(BezierPath)
  }

  var storage: Storage

  /// An attribute with a text value.
  public init(name: String, value: String) {
    self.name = name
    storage = .text(value)
  }

  /// An attribute with a number value in the ``SVGNumber`` format.
  public init(_ name: String, _ number: Double) {
    self.name = name
    storage = .number(number)
  }

  /// An attribute with a colour value, written as ``LodestarGeometry/RGBAColor/hexString``.
  init(name: String, color: RGBAColor) {
    self.name = name
    storage = .color(color)
  }

  /// An attribute with a path's ``/LodestarGeometry/BezierPath/svgPathData``.
  init(name: String, pathData: BezierPath) {
    self.name = name
    storage = .pathData(pathData)
  }

  /// Two attributes are equal when they have the same name and write the same value.
  public static func == (lhs: SVGAttribute, rhs: SVGAttribute) -> Bool {
    guard lhs.name == rhs.name else { return false }
    switch (lhs.storage, rhs.storage) {
    case (.text(let left), .text(let right)): return left == right
    case (.number(let left), .number(let right)) where left == right: return true
    case (.color(let left), .color(let right)) where left == right: return true
    case (.pathData(let left), .pathData(let right)) where left == right: return true
    default: return lhs.value == rhs.value
    }
  }

  /// Hashes the name and the written value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(value)
  }

  /// Appends the value as it appears between the quotes: text escaped, the other kinds as they are.
  func appendValue(to output: ByteBuffer) {
    switch storage {
    case .text(let text): XMLEscaping.append(text, to: output)
    case .number(let number): SVGNumber.append(number, to: output)
    case .color(let color): color.appendHex(to: output)
    case .pathData(let path): output.append(utf8Of: path.svgPathData)
    }
  }
}

/// How overlapping subpaths of a filled path combine.
public enum SVGFillRule: String, Sendable, Hashable {
  /// The default: areas enclosed with a nonzero winding number are filled.
  case nonzero
  /// Areas enclosed an odd number of times are filled: inner subpaths become holes.
  case evenOdd = "evenodd"
}

/// The horizontal alignment of SVG text with its `x` position.
public enum SVGTextAnchor: String, Sendable, Hashable {
  /// The text starts at `x`.
  case start
  /// The text is centred on `x`.
  case middle
  /// The text ends at `x`.
  case end
}
