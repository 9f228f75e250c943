import LodestarGeometry
import LodestarText

extension SceneAudit {
  /// The measured box of line `index` of a block, in the block's space: its measured width at the block's
  /// font size, placed in the block by the line's alignment, `height` tall, lines one
  /// ``/LodestarText/WrappedText/lineHeight`` apart from the block's top (the first line shown at the top, for a
  /// block that scrolls).
  static func lineBox(
    _ line: WrappedLine, index: Int, of block: SceneTextBlock, height: Double, measurer: some TextMeasurer
  ) -> Rect {
    let width = measurer.width(of: line.text, fontSize: block.fontSize)
    let offset: Double
    switch line.alignment {
    case .left: offset = 0
    case .center: offset = (block.frame.width - width) / 2
    case .right: offset = block.frame.width - width
    }
    return Rect(
      x: block.frame.minX + offset, y: block.top(ofLine: index), width: width,
      height: height)
  }

  /// Text lines inside their blocks, blocks inside the body, clear of the separator, of each other and of
  /// the next label; of a block that scrolls, the lines shown, which are the lines drawn.
  func auditText(_ view: CoachMarkView, measurer: some TextMeasurer, into findings: inout [SceneAuditFinding]) {
    let mark = view.mark
    let separator = mark.separatorFrame.map(view.shown)
    let nextFrame = mark.next.map { view.shown($0.frame) }
    // Each block's lines; returns the rectangle around them, for the checks between blocks.
    func audit(_ role: SceneTextRole, _ block: SceneTextBlock?) -> Rect {
      guard let block else { return .null }
      let frame = view.shown(block.frame)
      if !fits(frame, in: view.body) {
        findings.append(
          SceneAuditFinding(kind: .textLeavesBody, elements: [.textBlock(role), .body], frames: [frame, view.body]))
      }
      let height = measurer.lineHeight(fontSize: block.fontSize)
      var extent = Rect.null
      for index in block.visibleLines {
        let line = block.text.lines[index]
        let box = view.shown(Self.lineBox(line, index: index, of: block, height: height, measurer: measurer))
        extent = extent.union(box)
        let element = SceneAuditElement.line(role, index: index)
        if !fits(box, in: frame) {
          findings.append(
            SceneAuditFinding(kind: .textLeavesBlock, elements: [element, .textBlock(role)], frames: [box, frame]))
        }
        if let separator, overlaps(box, separator) {
          findings.append(
            SceneAuditFinding(kind: .textCrossesSeparator, elements: [element, .separator], frames: [box, separator]))
        }
        if role != .next, let nextFrame, overlaps(box, nextFrame) {
          findings.append(
            SceneAuditFinding(
              kind: .textOverlapsNextLabel, elements: [element, .textBlock(.next)], frames: [box, nextFrame]))
        }
      }
      return extent
    }
    let title = audit(.title, mark.title)
    let hint = audit(.hint, mark.hint)
    let next = audit(.next, mark.next)
    // Lines of two blocks can only overlap where the rectangles around the blocks' lines do.
    if let block = mark.hint, let other = mark.title, overlaps(hint, title) {
      auditOverlaps(.hint, block, .title, other, view: view, measurer: measurer, into: &findings)
    }
    if let block = mark.next, let other = mark.title, overlaps(next, title) {
      auditOverlaps(.next, block, .title, other, view: view, measurer: measurer, into: &findings)
    }
    if let block = mark.next, let other = mark.hint, overlaps(next, hint) {
      auditOverlaps(.next, block, .hint, other, view: view, measurer: measurer, into: &findings)
    }
  }

  /// Each line of one block against each line of another.
  private func auditOverlaps(
    _ role: SceneTextRole, _ block: SceneTextBlock, _ otherRole: SceneTextRole, _ otherBlock: SceneTextBlock,
    view: CoachMarkView, measurer: some TextMeasurer, into findings: inout [SceneAuditFinding]
  ) {
    let height = measurer.lineHeight(fontSize: block.fontSize)
    let otherHeight = measurer.lineHeight(fontSize: otherBlock.fontSize)
    for index in block.visibleLines {
      let line = block.text.lines[index]
      let box = view.shown(Self.lineBox(line, index: index, of: block, height: height, measurer: measurer))
      for otherIndex in otherBlock.visibleLines {
        let otherLine = otherBlock.text.lines[otherIndex]
        let otherBox = view.shown(
          Self.lineBox(otherLine, index: otherIndex, of: otherBlock, height: otherHeight, measurer: measurer))
        if overlaps(box, otherBox) {
          findings.append(
            SceneAuditFinding(
              kind: .textOverlapsText, elements: [.line(role, index: index), .line(otherRole, index: otherIndex)],
              frames: [box, otherBox]))
        }
      }
    }
  }
}
