import LodestarGeometry
import LodestarHostTree
import LodestarJSON
import LodestarText
import LodestarTimeline
import LodestarViewModel

/// The ranges of the walkthrough format's numbers: wide enough for any screen, small enough that the
/// parallax cannot overflow.
enum WalkthroughNumberRules {
  static let pageSide = NumberRule.within(1...10_000)
  static let coordinate = NumberRule.within(-100_000...100_000)
  static let length = NumberRule.within(0...100_000)
  static let fontSize = NumberRule.positiveAtMost(1000)
  static let speed = NumberRule.within(-1000...1000)
  static let springParameter = NumberRule.positiveAtMost(10)
  static let tags = -2_147_483_648.0...2_147_483_647.0
}

extension WalkthroughDocument {
  static let keys = ["$schema", "version", "id", "options", "pages"]

  /// Decodes the document object: the version first, then unknown keys, then the members in order; ids are
  /// checked for uniqueness as they are read.
  static func decode(
    _ root: JSONValue, session: TourDecodingSession
  ) throws(TourDocumentError) -> WalkthroughDocument {
    let object = try TourObjectReader.documentRoot(
      root, keys: keys, formatVersion: formatVersion, session: session)
    let schema = try object.string("$schema")
    let id = try object.requiredString("id", nonEmpty: true)
    let options = try object.value("options").map { (value) throws(TourDocumentError) in
      try Options.decode(value, path: "options", session: session)
    }
    let pagesValue = try object.required("pages")
    guard case .array(let elements) = pagesValue.content, !elements.isEmpty else {
      throw session.mismatch("pages", expected: "an array of at least one page", pagesValue)
    }
    var ids = IdentifierRegistry()
    var pages: [Page] = []
    for (index, element) in elements.enumerated() {
      pages.append(
        try Page.decode(element, path: JSONPath.element("pages", index), session: session, ids: &ids))
    }
    return WalkthroughDocument(id: id, options: options ?? Options(), pages: pages, schema: schema)
  }
}

/// The page and element ids read so far, with the path that first used each.
struct IdentifierRegistry {
  var pages: [String: String] = [:]
  var elements: [String: String] = [:]
}

extension WalkthroughDocument.Options {
  static let keys = [
    "size", "controls", "nextLabel", "previousLabel", "closeLabel", "reportsUnchangedPages", "paging", "textSizes",
  ]

  static func decode(
    _ value: JSONValue, path: String, session: TourDecodingSession
  ) throws(TourDocumentError) -> Self {
    let object = try TourObjectReader(value, path: path, keys: keys, session: session)
    var options = Self()
    if let size = object.value("size") {
      let sizeObject = try TourObjectReader(
        size, path: object.path("size"), keys: ["width", "height"], session: session)
      options.size = Size(
        width: try sizeObject.requiredNumber("width", WalkthroughNumberRules.pageSide),
        height: try sizeObject.requiredNumber("height", WalkthroughNumberRules.pageSide))
    }
    if let controls = object.value("controls") {
      let controlsPath = object.path("controls")
      guard case .array(let elements) = controls.content else {
        throw session.mismatch(controlsPath, expected: "an array of controls", controls)
      }
      var chosen: [WalkthroughDocument.Control] = []
      for (index, element) in elements.enumerated() {
        let elementPath = JSONPath.element(controlsPath, index)
        let control = try TourObjectReader.choice(
          element, path: elementPath, WalkthroughDocument.Control.self,
          session: session)
        guard !chosen.contains(control) else {
          throw session.error(elementPath, "duplicate control \(JSONEcho.quoted(control.rawValue))", at: element)
        }
        chosen.append(control)
      }
      options.controls = chosen
    }
    options.nextLabel = try object.string("nextLabel", nonEmpty: true) ?? options.nextLabel
    options.previousLabel = try object.string("previousLabel", nonEmpty: true) ?? options.previousLabel
    options.closeLabel = try object.string("closeLabel", nonEmpty: true) ?? options.closeLabel
    options.reportsUnchangedPages = try object.bool("reportsUnchangedPages") ?? false
    if let paging = object.value("paging") {
      options.paging = try WalkthroughDocument.Paging.decode(paging, path: object.path("paging"), session: session)
      if let problem = options.paging.motionProblem {
        throw session.error(object.path("paging"), problem, at: paging)
      }
    }
    if let sizes = object.value("textSizes") {
      options.textSizes = try TextSizeRangeKey.decode(sizes, path: object.path("textSizes"), session: session)
    }
    return options
  }
}

extension WalkthroughDocument.Paging {
  static func decode(
    _ value: JSONValue, path: String, session: TourDecodingSession
  ) throws(TourDocumentError) -> Self {
    guard case .object(let members) = value.content else {
      throw session.mismatch(path, expected: "an object with a \"type\" of \"spring\" or \"decay\"", value)
    }
    let type = members.first { $0.key == "type" }?.value
    guard let type else { throw session.error(path, "missing required key \"type\"", at: value) }
    let kind = try TourObjectReader.choice(
      type, path: JSONPath.member(path, "type"), [("spring", true), ("decay", false)], session: session)
    if kind {
      let object = try TourObjectReader(
        value, path: path, keys: ["type", "response", "dampingFraction"], session: session)
      return .spring(
        response: try object.number("response", WalkthroughNumberRules.springParameter) ?? 0.5,
        dampingFraction: try object.number("dampingFraction", WalkthroughNumberRules.springParameter) ?? 0.825)
    }
    let object = try TourObjectReader(value, path: path, keys: ["type", "rate"], session: session)
    return .decay(rate: try object.number("rate", .openUnitInterval) ?? 0.99)
  }
}

extension WalkthroughDocument.Page {
  static let keys = ["id", "title", "background", "animation", "staticTags", "elements"]

  static func decode(
    _ value: JSONValue, path: String, session: TourDecodingSession, ids: inout IdentifierRegistry
  ) throws(TourDocumentError) -> Self {
    let object = try TourObjectReader(value, path: path, keys: keys, session: session)
    let id = try object.requiredString("id", nonEmpty: true)
    if let first = ids.pages[id] {
      throw session.error(
        object.path("id"), "duplicate page id \(JSONEcho.quoted(id)), first used by \(first)",
        at: object.value("id") ?? value)
    }
    ids.pages[id] = path
    var page = Self(id: id, title: try object.requiredString("title"))
    if let background = object.value("background") {
      page.background = try WalkthroughDocument.color(background, path: object.path("background"), session)
    }
    if let animation = object.value("animation") {
      page.animation = try WalkthroughDocument.Animation.decode(
        animation, path: object.path("animation"), session: session)
    }
    if let tags = object.value("staticTags") {
      page.staticTags = try decodeTags(tags, path: object.path("staticTags"), session: session)
    }
    if let elements = object.value("elements") {
      page.elements = try WalkthroughDocument.Element.decodeList(
        elements, path: object.path("elements"), session: session, ids: &ids)
    }
    return page
  }

  static let tagListExpectation =
    "an array of integer tags, or integers separated by commas without spaces such as \"1,2\""

  /// An array of integers, or BWWalkthrough's string form `"1,2"` (BWWalkthrough crashes on spaces; here
  /// any character other than digits, a leading minus and the separating commas is an error).
  private static func decodeTags(
    _ value: JSONValue, path: String, session: TourDecodingSession
  ) throws(TourDocumentError) -> [Int] {
    switch value.content {
    case .array(let elements):
      var tags: [Int] = []
      for (index, element) in elements.enumerated() {
        tags.append(try WalkthroughDocument.integerTag(element, path: JSONPath.element(path, index), session))
      }
      return tags
    case .string(let text):
      var tags: [Int] = []
      for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
        let digits = entry.hasPrefix("-") ? entry.dropFirst() : entry[...]
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), digits.utf8.count <= 10,
          let tag = Int(entry), WalkthroughNumberRules.tags.contains(Double(tag))
        else {
          throw session.mismatch(path, expected: tagListExpectation, value)
        }
        tags.append(tag)
      }
      return tags
    default:
      throw session.mismatch(path, expected: tagListExpectation, value)
    }
  }
}

extension WalkthroughDocument.Animation {
  static let keys = ["type", "speed", "speedVariance", "alpha"]

  static func decode(
    _ value: JSONValue, path: String, session: TourDecodingSession
  ) throws(TourDocumentError) -> Self {
    let object = try TourObjectReader(value, path: path, keys: keys, session: session)
    var animation = Self()
    // BWWalkthrough's own spellings (`Linear`, `InOut`) are accepted beside the format's names.
    animation.type =
      try object.choice(
        "type", ParallaxStyle.allCases.map { ($0.name, $0) } + ParallaxStyle.allCases.map { ($0.storyboardName, $0) })
      ?? .linear
    if let speed = object.value("speed") {
      animation.speed = try WalkthroughDocument.vector(speed, path: object.path("speed"), session)
    }
    if let variance = object.value("speedVariance") {
      animation.speedVariance = try WalkthroughDocument.vector(variance, path: object.path("speedVariance"), session)
    }
    animation.alpha = try object.bool("alpha") ?? false
    return animation
  }
}

extension WalkthroughDocument.Element {
  static let keys = [
    "id", "tag", "frame", "cornerRadius", "fill", "text", "fontSize", "textColor", "alignment", "heading",
    "accessibilityLabel", "children",
  ]

  static func decodeList(
    _ value: JSONValue, path: String, session: TourDecodingSession, ids: inout IdentifierRegistry
  ) throws(TourDocumentError) -> [Self] {
    guard case .array(let elements) = value.content else {
      throw session.mismatch(path, expected: "an array of elements", value)
    }
    var result: [Self] = []
    for (index, element) in elements.enumerated() {
      result.append(try decode(element, path: JSONPath.element(path, index), session: session, ids: &ids))
    }
    return result
  }

  static func decode(
    _ value: JSONValue, path: String, session: TourDecodingSession, ids: inout IdentifierRegistry
  ) throws(TourDocumentError) -> Self {
    let object = try TourObjectReader(value, path: path, keys: keys, session: session)
    let id = try object.requiredString("id", nonEmpty: true)
    if let first = ids.elements[id] {
      throw session.error(
        object.path("id"), "duplicate element id \(JSONEcho.quoted(id)), first used by \(first)",
        at: object.value("id") ?? value)
    }
    ids.elements[id] = path
    let frameValue = try object.required("frame")
    let frameObject = try TourObjectReader(
      frameValue, path: object.path("frame"), keys: ["x", "y", "width", "height"], session: session)
    let frame = Rect(
      x: try frameObject.requiredNumber("x", WalkthroughNumberRules.coordinate),
      y: try frameObject.requiredNumber("y", WalkthroughNumberRules.coordinate),
      width: try frameObject.requiredNumber("width", WalkthroughNumberRules.length),
      height: try frameObject.requiredNumber("height", WalkthroughNumberRules.length))
    var element = Self(id: ElementID(id), frame: frame)
    if let tag = object.value("tag") {
      element.tag = try WalkthroughDocument.integerTag(tag, path: object.path("tag"), session)
    }
    element.cornerRadius = try object.number("cornerRadius", WalkthroughNumberRules.length) ?? 0
    if let fill = object.value("fill") {
      element.fill = try WalkthroughDocument.color(fill, path: object.path("fill"), session)
    }
    element.text = try object.string("text")
    element.fontSize = try object.number("fontSize", WalkthroughNumberRules.fontSize) ?? 17
    if let color = object.value("textColor") {
      element.textColor = try WalkthroughDocument.color(color, path: object.path("textColor"), session)
    }
    element.alignment = try object.choice("alignment", ParagraphAlignment.self) ?? .natural
    element.isHeading = try object.bool("heading") ?? false
    element.accessibilityLabel = try object.string("accessibilityLabel")
    if let children = object.value("children") {
      element.children = try decodeList(children, path: object.path("children"), session: session, ids: &ids)
    }
    return element
  }
}

extension WalkthroughDocument {
  /// A colour `"#RRGGBB"` or `"#RRGGBBAA"`.
  static func color(
    _ value: JSONValue, path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> RGBAColor {
    guard case .string(let text) = value.content,
      case .rgba(let red, let green, let blue, let alpha)? =
        TourDocument.OverlayColor(hex: text)
    else {
      throw session.mismatch(path, expected: "a colour \"#RRGGBB\" or \"#RRGGBBAA\"", value)
    }
    return RGBAColor(
      red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: Double(alpha) / 255)
  }

  /// A speed `{"x", "y"}` (each default 0).
  static func vector(
    _ value: JSONValue, path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> Vector {
    let object = try TourObjectReader(value, path: path, keys: ["x", "y"], session: session)
    return Vector(
      dx: try object.number("x", WalkthroughNumberRules.speed) ?? 0,
      dy: try object.number("y", WalkthroughNumberRules.speed) ?? 0)
  }

  /// An integer tag in the range of a 32-bit integer.
  static func integerTag(
    _ value: JSONValue, path: String, _ session: TourDecodingSession
  ) throws(TourDocumentError) -> Int {
    let expectation = "an integer between -2147483648 and 2147483647"
    guard case .number(let number, _) = value.content else {
      throw session.mismatch(path, expected: expectation, value)
    }
    do {
      return try NumberRule.within(WalkthroughNumberRules.tags).integer(number, field: path)
    } catch {
      throw session.mismatch(path, expected: expectation, value)
    }
  }
}

extension TourObjectReader {
  /// A required number member in the rule's range.
  func requiredNumber(_ key: String, _ rule: NumberRule) throws(TourDocumentError) -> Double {
    try Self.number(try required(key), path: path(key), rule, session: session)
  }
}
