import LodestarGeometry

extension SceneAudit {
  /// The measured box of every line of a block, in overlay space: its measured width at the block's font
  /// size, placed in the block by the line's alignment, one line height tall, lines one
  /// ``WrappedText/lineHeight`` apart from the block's top.
  static func lineBoxes(of block: SceneTextBlock, measurer: some TextMeasurer) -> [Rect] {
    let height = measurer.lineHeight(fontSize: block.fontSize)
    var boxes: [Rect] = []
    boxes.reserveCapacity(block.text.lines.count)
    for (index, line) in block.text.lines.enumerated() {
      let width = measurer.width(of: line.text, fontSize: block.fontSize)
      let offset: Double
      switch line.alignment {
      case .left: offset = 0
      case .center: offset = (block.frame.width - width) / 2
      case .right: offset = block.frame.width - width
      }
      boxes.append(
        Rect(
          x: block.frame.minX + offset, y: block.frame.minY + Double(index) * block.text.lineHeight, width: width,
          height: height))
    }
    return boxes
  }

  /// Text lines inside their blocks, blocks inside the body, clear of the separator, of each other and of
  /// the next label.
  func auditText(_ view: CoachMarkView, measurer: some TextMeasurer, into findings: inout [SceneAuditFinding]) {
    let mark = view.mark
    let blocks: [(SceneTextRole, SceneTextBlock)] = [(.title, mark.title), (.hint, mark.hint), (.next, mark.next)]
      .compactMap { role, block in block.map { (role, $0) } }
    guard !blocks.isEmpty else { return }
    let separator = mark.separatorFrame.map(view.shown)
    let nextFrame = mark.next.map { view.shown($0.frame) }
    var placed: [(role: SceneTextRole, index: Int, box: Rect)] = []
    for (role, block) in blocks {
      let frame = view.shown(block.frame)
      if !fits(frame, in: view.body) {
        findings.append(
          SceneAuditFinding(kind: .textLeavesBody, elements: [.textBlock(role), .body], frames: [frame, view.body]))
      }
      for (index, box) in Self.lineBoxes(of: block, measurer: measurer).enumerated() {
        let shown = view.shown(box)
        let line = SceneAuditElement.line(role, index: index)
        if !fits(shown, in: frame) {
          findings.append(
            SceneAuditFinding(kind: .textLeavesBlock, elements: [line, .textBlock(role)], frames: [shown, frame]))
        }
        if let separator, overlaps(shown, separator) {
          findings.append(
            SceneAuditFinding(kind: .textCrossesSeparator, elements: [line, .separator], frames: [shown, separator]))
        }
        if role != .next, let nextFrame, overlaps(shown, nextFrame) {
          findings.append(
            SceneAuditFinding(
              kind: .textOverlapsNextLabel, elements: [line, .textBlock(.next)], frames: [shown, nextFrame]))
        }
        for other in placed where other.role != role && overlaps(shown, other.box) {
          findings.append(
            SceneAuditFinding(
              kind: .textOverlapsText, elements: [line, .line(other.role, index: other.index)],
              frames: [shown, other.box]))
        }
        placed.append((role, index, shown))
      }
    }
  }
}
