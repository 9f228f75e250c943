import LodestarGeometry
import LodestarHostTree
import LodestarScene
import LodestarText

extension WalkthroughAudit {
  /// The position of each element's parent in a depth-first list (`nil` for the page's subviews), from the
  /// elements' depths.
  static func parents(of elements: [WalkthroughSceneElement]) -> [Int?] {
    var chain: [Int] = []
    var parents: [Int?] = []
    parents.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      let depth = Swift.max(0, element.depth)
      while chain.count > depth { chain.removeLast() }
      parents.append(depth > 0 ? chain.last : nil)
      chain.append(index)
    }
    return parents
  }

  /// What is wrong between a page's elements (in the page's depth-first order): a drawn child outside its
  /// parent, a line of text outside its element, text over another drawn element that is neither an ancestor
  /// nor a descendant of it.
  ///
  /// - Complexity: O(*n* + *e*²) for *n* characters and *e* elements.
  func elementFindings(
    _ elements: [WalkthroughSceneElement], measurer: some TextMeasurer
  ) -> [SceneAuditFinding] {
    var findings: [SceneAuditFinding] = []
    let parents = Self.parents(of: elements)
    let frames = elements.map(\.transformedFrame)
    func draws(_ index: Int) -> Bool { elements[index].text != nil || elements[index].fill != nil }
    func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
      var current = parents[index]
      while let parent = current {
        if parent == ancestor { return true }
        current = parents[parent]
      }
      return false
    }
    for index in elements.indices where draws(index) {
      let id = elements[index].id.rawValue
      if let parent = parents[index], !fits(frames[index], in: frames[parent]) {
        findings.append(
          SceneAuditFinding(
            kind: .leavesParent, elements: [.element(id), .element(elements[parent].id.rawValue)],
            frames: [frames[index], frames[parent]]))
      }
      guard let text = elements[index].text else { continue }
      var extent = Rect.null
      for (line, wrapped) in text.lines.enumerated() {
        let box = shown(
          Self.lineBox(wrapped, index: line, of: elements[index], text: text, measurer: measurer), elements[index])
        extent = extent.union(box)
        if !fits(box, in: frames[index]) {
          findings.append(
            SceneAuditFinding(
              kind: .textLeavesBlock, elements: [.elementLine(id, index: line), .element(id)],
              frames: [box, frames[index]]))
        }
      }
      for other in elements.indices where other != index && draws(other) && overlaps(extent, frames[other]) {
        guard !isAncestor(other, of: index), !isAncestor(index, of: other) else { continue }
        findings.append(
          SceneAuditFinding(
            kind: .textOverlapsElement, elements: [.element(id), .element(elements[other].id.rawValue)],
            frames: [extent, frames[other]]))
      }
    }
    return findings
  }

  /// `rect` through the element's transform.
  func shown(_ rect: Rect, _ element: WalkthroughSceneElement) -> Rect {
    element.transform.isIdentity ? rect : element.transform.apply(rect)
  }
}
