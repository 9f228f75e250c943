import LodestarGeometry
import LodestarHostTree
import LodestarJSON

extension WalkthroughDocument {
  /// Every problem of the document in document order: what the decoder rejects (an empty id, no pages,
  /// duplicate page or element ids, numbers out of range), so a document built in code is checked too.
  /// A decoded document has none; its problems carry their source locations.
  public func validate() -> [TourDocumentError] {
    var problems: [TourDocumentError] = []
    var locations = SourceLocations(sourceMap)
    func report(_ path: String, _ message: String) {
      problems.append(TourDocumentError(path: path, message: message, location: locations.location(of: path)))
    }
    func check(_ path: String, _ value: Double, _ rule: NumberRule) {
      if let problem = rule.problem(value) { report(path, problem) }
    }
    if id.isEmpty { report("id", "expected a non-empty string, found \"\"") }
    check("options.size.width", options.size.width, WalkthroughNumberRules.pageSide)
    check("options.size.height", options.size.height, WalkthroughNumberRules.pageSide)
    let problemsBeforePaging = problems.count
    switch options.paging {
    case .spring(let response, let dampingFraction):
      check("options.paging.response", response, WalkthroughNumberRules.springParameter)
      check("options.paging.dampingFraction", dampingFraction, WalkthroughNumberRules.springParameter)
    case .decay(let rate):
      check("options.paging.rate", rate, .openUnitInterval)
    }
    // Parameters in range that still make no motion (a response of 5e-324 s: infinite stiffness).
    if problems.count == problemsBeforePaging, let problem = options.paging.motionProblem {
      report("options.paging", problem)
    }
    if pages.isEmpty { report("pages", "expected an array of at least one page, found an empty array") }
    var pageIDs: [String: String] = [:]
    var elementIDs: [String: String] = [:]
    func checkElement(_ element: Element, path: String) {
      let idPath = JSONPath.member(path, "id")
      if element.id.rawValue.isEmpty {
        report(idPath, "expected a non-empty string, found \"\"")
      } else if let first = elementIDs[element.id.rawValue] {
        report(idPath, "duplicate element id \(JSONEcho.quoted(element.id.rawValue)), first used by \(first)")
      } else {
        elementIDs[element.id.rawValue] = path
      }
      let framePath = JSONPath.member(path, "frame")
      check(JSONPath.member(framePath, "x"), element.frame.origin.x, WalkthroughNumberRules.coordinate)
      check(JSONPath.member(framePath, "y"), element.frame.origin.y, WalkthroughNumberRules.coordinate)
      check(JSONPath.member(framePath, "width"), element.frame.size.width, WalkthroughNumberRules.length)
      check(JSONPath.member(framePath, "height"), element.frame.size.height, WalkthroughNumberRules.length)
      check(JSONPath.member(path, "cornerRadius"), element.cornerRadius, WalkthroughNumberRules.length)
      check(JSONPath.member(path, "fontSize"), element.fontSize, WalkthroughNumberRules.fontSize)
      for (index, child) in element.children.enumerated() {
        checkElement(child, path: JSONPath.element(JSONPath.member(path, "children"), index))
      }
    }
    for (index, page) in pages.enumerated() {
      let path = JSONPath.element("pages", index)
      if page.id.isEmpty {
        report(JSONPath.member(path, "id"), "expected a non-empty string, found \"\"")
      } else if let first = pageIDs[page.id] {
        report(
          JSONPath.member(path, "id"),
          "duplicate page id \(JSONEcho.quoted(page.id)), first used by \(first)")
      } else {
        pageIDs[page.id] = path
      }
      let animationPath = JSONPath.member(path, "animation")
      for (key, vector) in [("speed", page.animation.speed), ("speedVariance", page.animation.speedVariance)] {
        check("\(animationPath).\(key).x", vector.dx, WalkthroughNumberRules.speed)
        check("\(animationPath).\(key).y", vector.dy, WalkthroughNumberRules.speed)
      }
      for (tagIndex, tag) in page.staticTags.enumerated() where !WalkthroughNumberRules.tags.contains(Double(tag)) {
        report(
          JSONPath.element(JSONPath.member(path, "staticTags"), tagIndex),
          "expected an integer between -2147483648 and 2147483647, found \(tag)")
      }
      for (elementIndex, element) in page.elements.enumerated() {
        checkElement(element, path: JSONPath.element(JSONPath.member(path, "elements"), elementIndex))
      }
    }
    return problems
  }
}
