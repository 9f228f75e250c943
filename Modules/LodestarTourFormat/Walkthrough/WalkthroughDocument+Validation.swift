import LodestarGeometry
import LodestarViewModel

extension WalkthroughDocument {
  /// Every problem of the document in document order: what the decoder rejects (an empty id, no pages,
  /// duplicate page or element ids, numbers out of range), so a document built in code is checked too.
  /// A decoded document has none; its problems carry their source locations.
  public func validate() -> [TourDocumentError] {
    var problems: [TourDocumentError] = []
    func report(_ path: String, _ message: String) {
      problems.append(TourDocumentError(path: path, message: message, location: sourceMap.locations[path]))
    }
    func check(_ path: String, _ value: Double, _ rule: NumberRule) {
      if let problem = rule.problem(value) { report(path, problem) }
    }
    if id.isEmpty { report("id", "expected a non-empty string, found \"\"") }
    check("options.size.width", options.size.width, WalkthroughNumberRules.pageSide)
    check("options.size.height", options.size.height, WalkthroughNumberRules.pageSide)
    switch options.paging {
    case .spring(let response, let dampingFraction):
      check("options.paging.response", response, WalkthroughNumberRules.springParameter)
      check("options.paging.dampingFraction", dampingFraction, WalkthroughNumberRules.springParameter)
    case .decay(let rate):
      check("options.paging.rate", rate, .openUnitInterval)
    }
    if pages.isEmpty { report("pages", "expected an array of at least one page, found an empty array") }
    var pageIDs: [String: String] = [:]
    var elementIDs: [String: String] = [:]
    func checkElement(_ element: Element, path: String) {
      let idPath = DocumentPath.member(path, "id")
      if element.id.rawValue.isEmpty {
        report(idPath, "expected a non-empty string, found \"\"")
      } else if let first = elementIDs[element.id.rawValue] {
        report(idPath, "duplicate element id \(SourceJSONValue.quoted(element.id.rawValue)), first used by \(first)")
      } else {
        elementIDs[element.id.rawValue] = path
      }
      let framePath = DocumentPath.member(path, "frame")
      check(DocumentPath.member(framePath, "x"), element.frame.origin.x, WalkthroughNumberRules.coordinate)
      check(DocumentPath.member(framePath, "y"), element.frame.origin.y, WalkthroughNumberRules.coordinate)
      check(DocumentPath.member(framePath, "width"), element.frame.size.width, WalkthroughNumberRules.length)
      check(DocumentPath.member(framePath, "height"), element.frame.size.height, WalkthroughNumberRules.length)
      check(DocumentPath.member(path, "cornerRadius"), element.cornerRadius, WalkthroughNumberRules.length)
      check(DocumentPath.member(path, "fontSize"), element.fontSize, WalkthroughNumberRules.fontSize)
      for (index, child) in element.children.enumerated() {
        checkElement(child, path: DocumentPath.element(DocumentPath.member(path, "children"), index))
      }
    }
    for (index, page) in pages.enumerated() {
      let path = DocumentPath.element("pages", index)
      if page.id.isEmpty {
        report(DocumentPath.member(path, "id"), "expected a non-empty string, found \"\"")
      } else if let first = pageIDs[page.id] {
        report(
          DocumentPath.member(path, "id"),
          "duplicate page id \(SourceJSONValue.quoted(page.id)), first used by \(first)")
      } else {
        pageIDs[page.id] = path
      }
      let animationPath = DocumentPath.member(path, "animation")
      for (key, vector) in [("speed", page.animation.speed), ("speedVariance", page.animation.speedVariance)] {
        check("\(animationPath).\(key).x", vector.dx, WalkthroughNumberRules.speed)
        check("\(animationPath).\(key).y", vector.dy, WalkthroughNumberRules.speed)
      }
      for (tagIndex, tag) in page.staticTags.enumerated() where !WalkthroughNumberRules.tags.contains(Double(tag)) {
        report(
          DocumentPath.element(DocumentPath.member(path, "staticTags"), tagIndex),
          "expected an integer between -2147483648 and 2147483647, found \(tag)")
      }
      for (elementIndex, element) in page.elements.enumerated() {
        checkElement(element, path: DocumentPath.element(DocumentPath.member(path, "elements"), elementIndex))
      }
    }
    return problems
  }
}
